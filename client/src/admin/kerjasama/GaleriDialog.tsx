import { Button, Caption1, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormDialog } from '../../ui/FormDialog';
import { useConfirm } from '../../ui/useConfirm';
import { IMAGE_UPLOAD, UploadDialog } from '../../ui/upload';
import type { LampiranDialogProps } from './DokumenDialog';
import { type Gambar, useLampiran } from './useLampiran';
import { useLampiranActions } from './useLampiranActions';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  title: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalXS,
    minWidth: 0,
  },
  thumbButton: {
    padding: 0,
    border: 'none',
    background: 'none',
    cursor: 'zoom-in',
    borderRadius: tokens.borderRadiusSmall,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  thumb: { display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: tokens.borderRadiusSmall },
  caption: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  name: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  empty: { textAlign: 'center', paddingBlock: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3 },
  preview: { display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto', objectFit: 'contain' },
});

/** Galeri dialog (SPEC §2.3): thumbnails with a preview, add 2MB images, delete with confirmation. */
export const GaleriDialog = ({ kind, id, title, onClose }: LampiranDialogProps) => {
  const styles = useStyles();
  const lampiran = useLampiran(kind, id);
  const preview = useConfirm<Gambar>();
  const { adding, uploadKey, startUpload, closeUpload, uploaded, confirm, deleting, remove } = useLampiranActions<Gambar>(lampiran.removeGambar, lampiran.refetch);

  return (
    <>
      <FormDialog open title="Galeri" onClose={onClose}>
        <div className={styles.head}>
          <Caption1 className={styles.title}>{title}</Caption1>
          <Button appearance="primary" icon={<AddRegular />} onClick={startUpload}>
            Tambah Gambar
          </Button>
        </div>
        {lampiran.loading ? (
          <Spinner label="Memuat..." />
        ) : lampiran.gambar.length === 0 ? (
          <Text className={styles.empty}>Tidak Ada File</Text>
        ) : (
          <ul className={styles.grid} aria-label="Daftar Gambar">
            {lampiran.gambar.map((g) => (
              <li key={g.idFile} className={styles.item}>
                <button type="button" className={styles.thumbButton} onClick={() => preview.ask(g)} aria-label={`Pratinjau ${g.namaGambar}`}>
                  <img className={styles.thumb} src={g.url} alt={g.namaGambar} loading="lazy" />
                </button>
                <span className={styles.caption}>
                  <Caption1 className={styles.name} title={g.namaGambar}>
                    {g.namaGambar}
                  </Caption1>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={`Hapus ${g.namaGambar}`}
                    onClick={() => confirm.ask(g)}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
      </FormDialog>
      <FormDialog open={preview.open} title={preview.target?.namaGambar ?? 'Pratinjau'} onClose={preview.close}>
        {preview.target && <img className={styles.preview} src={preview.target.url} alt={preview.target.namaGambar} />}
      </FormDialog>
      <UploadDialog
        key={uploadKey}
        open={adding}
        title="Tambah Gambar"
        label="Gambar"
        rule={IMAGE_UPLOAD}
        upload={(file, context) => lampiran.addGambar(file, context)}
        onClose={closeUpload}
        onUploaded={uploaded}
      />
      <ConfirmDialog
        open={confirm.open}
        title="Konfirmasi Hapus Gambar"
        message={`Yakin ingin menghapus gambar "${confirm.target?.namaGambar ?? ''}" ?`}
        busy={deleting}
        onCancel={confirm.close}
        onConfirm={() => confirm.target && void remove(confirm.target)}
      />
    </>
  );
};
