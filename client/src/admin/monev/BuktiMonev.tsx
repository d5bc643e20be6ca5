import { useEffect, useRef, useState } from 'react';
import { Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { MAX_BUKTI_LAPORAN, MONEV_MESSAGES } from '@rules/monev';
import { errorMessage, fieldErrorsOf } from '../../apollo/errors';
import type { LampiranDokumenItemFragment } from '../../generated/graphql';
import { useTambahBuktiMonevMutation } from '../../generated/hooks';
import { notify } from '../../ui/toast';
import {
  DOCUMENT_UPLOAD,
  UPLOAD_CANCELLED_MESSAGE,
  UploadDialog,
  UploadFilesField,
  checkUploadFile,
  formatBytes,
  isUploadCancelled,
  useUploadProgress,
} from '../../ui/upload';

/**
 * Evidence (bukti: documents and photos) of a monev implementation report (issue 19): chosen with the report,
 * added later from the record's monev history, and listed there with links signed for the viewer.
 */

const HINT = 'PDF, JPG/PNG, DOC/DOCX atau XLS/XLSX; maksimal 10MB per file dan 10 file';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  name: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The browser's check of the chosen files (the server checks again, by content): a message, or undefined. */
export const buktiMessage = (files: readonly File[]): string | undefined => {
  if (files.length > MAX_BUKTI_LAPORAN) return MONEV_MESSAGES.buktiPenuh;
  for (const file of files) {
    const message = checkUploadFile(file, DOCUMENT_UPLOAD);
    if (message) return `${file.name}: ${message}`;
  }
  return undefined;
};

/** The evidence picker of the report form: several files, in one go or more, with the app's own picker. */
export const BuktiPicker = ({
  files,
  error,
  onChange,
  disabled,
}: {
  files: readonly File[];
  error?: string;
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) => <UploadFilesField label="Bukti (dokumen dan foto)" rule={DOCUMENT_UPLOAD} hint={HINT} files={files} error={error} onChange={onChange} disabled={disabled} />;

/**
 * Sends the chosen evidence of a stored report one by one, with the progress of each. `batal` (the form
 * closed) cancels the file being sent, if it is still being sent, and sends no more; what failed or was not
 * sent is named in one message.
 */
export const useUnggahBukti = () => {
  const [tambah] = useTambahBuktiMonevMutation();
  const progress = useUploadProgress();
  const [urutan, setUrutan] = useState<{ ke: number; dari: number } | null>(null);
  const dibatalkan = useRef(false);
  useEffect(() => {
    dibatalkan.current = false;
    return () => {
      dibatalkan.current = true;
    };
  }, []);

  const semua = async (idLaporan: number, files: readonly File[]) => {
    const belum: string[] = [];
    for (const [i, file] of files.entries()) {
      if (dibatalkan.current) {
        belum.push(file.name);
        continue;
      }
      setUrutan({ ke: i + 1, dari: files.length });
      try {
        await progress.run((context) => tambah({ variables: { idLaporan, file }, context }), { silent: true });
      } catch (err) {
        if (isUploadCancelled(err)) belum.push(file.name);
        else belum.push(`${file.name} (${fieldErrorsOf(err).file ?? errorMessage(err)})`);
      }
    }
    setUrutan(null);
    if (belum.length) {
      const batal = dibatalkan.current ? `${UPLOAD_CANCELLED_MESSAGE}. ` : '';
      notify.error(`${batal}Laporan tersimpan, tetapi bukti ini belum terunggah: ${belum.join(', ')}. Tambahkan lagi dari Riwayat Monev.`);
    }
  };

  const label = urutan && urutan.dari > 1 ? `Mengunggah bukti ${urutan.ke}/${urutan.dari}` : 'Mengunggah bukti';
  return {
    semua,
    /** From the first file sent to the last. */
    aktif: urutan !== null,
    /** The server is storing a sent file: the form cannot be closed until it answers. */
    processing: progress.processing,
    batal: () => {
      dibatalkan.current = true;
      progress.cancel();
    },
    bar: { uploading: urutan !== null, percent: progress.percent, label },
  };
};

/** A report's evidence: names that open the file (a link signed for the viewer) and sizes. */
export const BuktiList = ({ items }: { items: readonly LampiranDokumenItemFragment[] }) => {
  const styles = useStyles();
  if (items.length === 0) return <Caption1 className={styles.muted}>Belum ada bukti.</Caption1>;
  return (
    <ul className={styles.list} aria-label="Bukti laporan">
      {items.map((d) => (
        <li key={d.idFile}>
          <Link href={d.url} target="_blank" rel="noopener noreferrer" className={styles.name}>
            {d.namaFile}
          </Link>{' '}
          <Caption1 className={styles.muted}>({formatBytes(d.ukuran)})</Caption1>
        </li>
      ))}
    </ul>
  );
};

/** "Tambah Bukti" on a filed report. */
export const TambahBuktiDialog = ({ idLaporan, open, onClose, onUploaded }: { idLaporan: number; open?: boolean; onClose: () => void; onUploaded: () => void }) => {
  const [tambah] = useTambahBuktiMonevMutation();
  return (
    <UploadDialog
      open={open}
      title="Tambah Bukti"
      label="Bukti (dokumen atau foto)"
      rule={DOCUMENT_UPLOAD}
      upload={(file, context) => tambah({ variables: { idLaporan, file }, context })}
      onClose={onClose}
      onUploaded={onUploaded}
    />
  );
};
