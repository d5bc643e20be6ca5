import { useState } from 'react';
import { Button, Caption1, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import type { TemplatDokumen } from '../../generated/graphql';
import { usePulihkanTemplatDokumenMutation, useTemplatDokumenKantorQuery, useUnggahTemplatDokumenMutation } from '../../generated/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatWaktu } from '../../ui/dates';
import { notify } from '../../ui/toast';
import { TEMPLAT_UPLOAD, UploadDialog, formatBytes } from '../../ui/upload';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  name: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: '200px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * Templat Dokumen (issue 17): the office's own .docx templates for Unduh Draf, one per kind, replacing the
 * shipped default until it is restored. Placeholders: {judul}, {mitra}, {noKontrak}, {tglMulai}, {nilai}, …
 */
export const TemplatDokumenSection = () => {
  const styles = useStyles();
  const { data, refetch } = useTemplatDokumenKantorQuery({ fetchPolicy: 'cache-and-network' });
  const [unggah] = useUnggahTemplatDokumenMutation();
  const [pulihkan, restoring] = usePulihkanTemplatDokumenMutation();
  const [uploading, setUploading] = useState<{ kode: TemplatDokumen; nama: string } | null>(null);
  const [reset, setReset] = useState<{ kode: TemplatDokumen; nama: string } | null>(null);

  const confirmReset = async () => {
    if (!reset) return;
    try {
      await pulihkan({ variables: { kode: reset.kode } });
      notify.success(`Templat bawaan ${reset.nama} dipulihkan`);
    } finally {
      setReset(null);
    }
  };

  return (
    <section className={styles.root} aria-label="Templat Dokumen">
      <Subtitle2>Templat Dokumen</Subtitle2>
      <Caption1 className={styles.muted}>
        Unggah templat .docx kantor (maksimal 2MB) dengan isian seperti {'{judul}'}, {'{mitra}'}, {'{noKontrak}'}, {'{tglMulai}'}, {'{tglBerakhir}'}, {'{nilai}'} dan{' '}
        {'{nilaiTerbilang}'}. Unduh Draf memakai templat kantor; templat bawaan dapat dipulihkan kapan saja.
      </Caption1>
      <ul className={styles.list}>
        {(data?.templatDokumen ?? []).map((t) => (
          <li key={t.kode} className={styles.item}>
            <span className={styles.name}>
              <Text weight="semibold">{t.nama}</Text>
              <Caption1 className={styles.muted}>
                {t.namaFile ? `Templat kantor: ${t.namaFile} · ${formatBytes(t.ukuran ?? 0)} · ${t.tglUnggah ? formatWaktu(t.tglUnggah) : ''}` : 'Templat bawaan'}
              </Caption1>
            </span>
            <Button icon={<ArrowUploadRegular />} onClick={() => setUploading({ kode: t.kode, nama: t.nama })} aria-label={`Unggah templat ${t.nama}`}>
              {t.namaFile ? 'Ganti' : 'Unggah'}
            </Button>
            {t.namaFile && (
              <Button icon={<ArrowResetRegular />} onClick={() => setReset({ kode: t.kode, nama: t.nama })} aria-label={`Pulihkan templat bawaan ${t.nama}`}>
                Pulihkan Bawaan
              </Button>
            )}
          </li>
        ))}
      </ul>
      {uploading && (
        <UploadDialog
          title={`Unggah Templat ${uploading.nama}`}
          label="File .docx"
          rule={TEMPLAT_UPLOAD}
          upload={(file, context) => unggah({ variables: { kode: uploading.kode, file }, context })}
          onClose={() => setUploading(null)}
          onUploaded={() => {
            setUploading(null);
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={reset !== null}
        title="Pulihkan Templat Bawaan"
        message={`Templat kantor ${reset?.nama ?? ''} dihapus dan Unduh Draf kembali memakai templat bawaan.`}
        confirmLabel="Pulihkan"
        busy={restoring.loading}
        onConfirm={() => void confirmReset()}
        onCancel={() => setReset(null)}
      />
    </section>
  );
};
