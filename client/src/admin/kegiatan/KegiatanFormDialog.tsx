import { useAdminKegiatanQuery } from '../../generated/hooks';
import { KegiatanForm } from './KegiatanForm';

export interface KegiatanFormDialogProps {
  /** null: add a kegiatan; otherwise its id (the body is loaded fresh for editing). */
  idKegiatan: number | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Mount it only while open. One dialog: while the kegiatan loads it shows a spinner in place of the fields. */
export const KegiatanFormDialog = ({ idKegiatan, onClose, onSaved }: KegiatanFormDialogProps) => {
  const { data, error } = useAdminKegiatanQuery({
    variables: { idKegiatan: idKegiatan ?? 0 },
    skip: idKegiatan === null,
    fetchPolicy: 'network-only',
  });
  return (
    <KegiatanForm
      kegiatan={idKegiatan === null ? null : data?.kegiatan}
      editing={idKegiatan !== null}
      loadError={!!error}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
};
