import { Button, Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, OpenRegular } from '@fluentui/react-icons';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { FormDialog } from '../../ui/FormDialog';
import { formatWaktu } from '../../ui/dates';
import { DOCUMENT_UPLOAD, UploadDialog, formatBytes } from '../../ui/upload';
import type { Kind } from './kind';
import { type Dokumen, useLampiran } from './useLampiran';
import { useLampiranActions } from './useLampiranActions';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  title: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  name: { overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

export interface LampiranDialogProps {
  kind: Kind;
  id: number;
  /** Judul of the agreement or contract, shown under the dialog title. */
  title: string;
  onClose: () => void;
}

/** Dokumen dialog (SPEC §2.3): list with view links, add through an upload dialog, delete with confirmation. */
export const DokumenDialog = ({ kind, id, title, onClose }: LampiranDialogProps) => {
  const styles = useStyles();
  const lampiran = useLampiran(kind, id);
  const { adding, uploadKey, startUpload, closeUpload, uploaded, confirm, deleting, remove } = useLampiranActions<Dokumen>(lampiran.removeDokumen, lampiran.refetch);

  const columns: Column<Dokumen>[] = [
    { key: 'no', header: 'No', width: '48px', render: (_, i) => i + 1 },
    {
      key: 'nama',
      header: 'Nama File',
      render: (d) => (
        <Link href={d.url} target="_blank" rel="noopener noreferrer" className={styles.name}>
          {d.namaFile}
        </Link>
      ),
    },
    { key: 'ukuran', header: 'Ukuran', width: '90px', render: (d) => formatBytes(d.ukuran) },
    { key: 'tgl', header: 'Tgl. Unggah', width: '170px', render: (d) => formatWaktu(d.tglUpload) },
    {
      key: 'aksi',
      header: 'Aksi',
      width: '96px',
      render: (d) => (
        <div className={styles.actions}>
          <Button
            as="a"
            href={d.url}
            target="_blank"
            rel="noopener noreferrer"
            size="small"
            appearance="subtle"
            icon={<OpenRegular />}
            aria-label={`Lihat ${d.namaFile}`}
          />
          <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={`Hapus ${d.namaFile}`} onClick={() => confirm.ask(d)} />
        </div>
      ),
    },
  ];

  return (
    <>
      <FormDialog open title="Dokumen" onClose={onClose}>
        <div className={styles.head}>
          <Caption1 className={styles.title}>{title}</Caption1>
          <Button appearance="primary" icon={<AddRegular />} onClick={startUpload}>
            Tambah Dokumen
          </Button>
        </div>
        <DataTable
          aria-label="Daftar Dokumen"
          columns={columns}
          items={lampiran.dokumen}
          getRowKey={(d) => d.idFile}
          loading={lampiran.loading}
          emptyText="Tidak Ada File"
          minWidth="520px"
          skeletonRows={2}
        />
      </FormDialog>
      <UploadDialog
        key={uploadKey}
        open={adding}
        title="Tambah Dokumen"
        label="Dokumen"
        rule={DOCUMENT_UPLOAD}
        upload={(file, context) => lampiran.addDokumen(file, context)}
        onClose={closeUpload}
        onUploaded={uploaded}
      />
      <ConfirmDialog
        open={confirm.open}
        title="Konfirmasi Hapus Dokumen"
        message={`Yakin ingin menghapus dokumen "${confirm.target?.namaFile ?? ''}" ?`}
        busy={deleting}
        onCancel={confirm.close}
        onConfirm={() => confirm.target && void remove(confirm.target)}
      />
    </>
  );
};
