import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { MitraPartnersQuery } from '../../generated/graphql';
import { useDeletePartnerMutation, useMitraPartnersQuery } from '../../generated/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { ImagePreviewDialog, ImageThumb } from '../../ui/ImagePreview';
import { PageCard } from '../../ui/PageCard';
import { Paging } from '../../ui/Paging';
import { useNotify } from '../../ui/toast';
import { useConfirm } from '../../ui/useConfirm';
import { useListState } from '../../ui/useListState';
import { MitraFormDialog } from './MitraFormDialog';

type PartnerRow = MitraPartnersQuery['partners']['items'][number];

const NO_FILTERS = {};

const useStyles = makeStyles({
  bar: { display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Mitra (partner logos on the home page), SPEC §2.3. */
export const MitraPage = () => {
  const styles = useStyles();
  const notify = useNotify();
  const list = useListState(NO_FILTERS);
  const [adding, setAdding] = useState(false);
  const [preview, setPreview] = useState<PartnerRow | null>(null);
  const confirm = useConfirm<PartnerRow>();
  const { data, previousData, loading, refetch } = useMitraPartnersQuery({
    variables: { page: { page: list.page, limit: list.limit } },
    fetchPolicy: 'cache-and-network',
  });
  const [deletePartner, deleting] = useDeletePartnerMutation();

  const confirmDelete = async (row: PartnerRow) => {
    try {
      await deletePartner({ variables: { idPartner: row.idPartner } });
      notify.success();
      if (data?.partners.items.length === 1 && list.page > 1) list.changePage(list.page - 1, list.limit);
      else void refetch();
    } catch {
      // the error link has already shown the server's message
    } finally {
      confirm.close();
    }
  };

  const columns: Column<PartnerRow>[] = [
    { key: 'no', header: 'No.', width: '48px', render: (_, i) => list.offset + i + 1 },
    { key: 'nama', header: 'Nama Mitra', render: (r) => r.partner },
    {
      key: 'logo',
      header: 'Logo',
      width: '96px',
      render: (r) => <ImageThumb url={r.logo} alt={`Logo ${r.partner}`} onOpen={() => setPreview(r)} />,
    },
    {
      key: 'aksi',
      header: 'Aksi',
      width: '96px',
      render: (r) => (
        <Button size="small" icon={<DeleteRegular />} aria-label={`Hapus ${r.partner}`} onClick={() => confirm.ask(r)}>
          Hapus
        </Button>
      ),
    },
  ];

  return (
    <PageCard title="Mitra">
      <div className={styles.bar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
          Tambah Mitra
        </Button>
      </div>
      <DataTable
        aria-label="Daftar Mitra"
        columns={columns}
        items={data?.partners.items ?? []}
        getRowKey={(r) => r.idPartner}
        loading={loading && !data}
        minWidth="340px"
      />
      <Paging total={(data ?? previousData)?.partners.total ?? 0} page={list.page} limit={list.limit} onChange={list.changePage} />

      {adding && (
        <MitraFormDialog
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            void refetch();
          }}
        />
      )}
      <ImagePreviewDialog
        url={preview?.logo ?? null}
        title={preview ? `Logo ${preview.partner}` : 'Logo'}
        alt={preview ? `Logo ${preview.partner}` : ''}
        onClose={() => setPreview(null)}
      />
      <ConfirmDialog
        open={confirm.open}
        title="Konfirmasi Hapus Mitra"
        message={`Yakin ingin menghapus mitra "${confirm.target?.partner ?? ''}" ?`}
        busy={deleting.loading}
        onCancel={confirm.close}
        onConfirm={() => confirm.target && void confirmDelete(confirm.target)}
      />
    </PageCard>
  );
};
