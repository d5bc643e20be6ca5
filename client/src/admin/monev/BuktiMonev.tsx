import { Caption1, Field, Link, makeStyles, tokens } from '@fluentui/react-components';
import { MAX_BUKTI_LAPORAN, MONEV_MESSAGES } from '@rules/monev';
import { errorMessage, fieldErrorsOf } from '../../apollo/errors';
import type { LampiranDokumenItemFragment } from '../../generated/graphql';
import { useTambahBuktiMonevMutation } from '../../generated/hooks';
import { notify } from '../../ui/toast';
import { DOCUMENT_UPLOAD, UploadDialog, acceptOf, checkUploadFile, formatBytes } from '../../ui/upload';

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

/** The evidence picker of the report form (several files at once). */
export const BuktiPicker = ({ files, error, onChange }: { files: readonly File[]; error?: string; onChange: (files: File[]) => void }) => {
  const styles = useStyles();
  return (
    <Field label="Bukti (dokumen dan foto)" hint={HINT} validationMessage={error} validationState={error ? 'error' : 'none'}>
      {(props) => (
        <div>
          <input {...props} type="file" multiple accept={acceptOf(DOCUMENT_UPLOAD)} onChange={(e) => onChange([...(e.target.files ?? [])])} />
          {files.length > 0 && (
            <ul className={styles.list}>
              {files.map((f) => (
                <li key={`${f.name}-${f.size}`} className={styles.name}>
                  {f.name} ({formatBytes(f.size)})
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Field>
  );
};

/** Sends the chosen evidence of a stored report one by one; what failed is named in one message. */
export const useUnggahBukti = () => {
  const [tambah, { loading }] = useTambahBuktiMonevMutation({ context: { silent: true } });
  const semua = async (idLaporan: number, files: readonly File[]) => {
    const gagal: string[] = [];
    for (const file of files) {
      try {
        await tambah({ variables: { idLaporan, file } });
      } catch (err) {
        gagal.push(`${file.name} (${fieldErrorsOf(err).file ?? errorMessage(err)})`);
      }
    }
    if (gagal.length) notify.error(`Laporan tersimpan, tetapi bukti ini belum terunggah: ${gagal.join(', ')}. Tambahkan lagi dari Riwayat Monev.`);
  };
  return { semua, loading };
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
