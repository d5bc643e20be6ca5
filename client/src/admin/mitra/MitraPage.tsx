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
import { useCrudList } from '../../ui/useCrudList';
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
  const list = useListState(NO_FILTERS);
  const [adding, setAdding] = useState(false);
  const [preview, setPreview] = useState<PartnerRow | null>(null);
  const query = useMitraPartnersQuery({
    variables: { page: { page: list.page, limit: list.limit } },
    fetchPolicy: 'cache-and-network',
  });
  const [deletePartner, deleting] = useDeletePartnerMutation();
  const crud = useCrudList({
    list,
    query,
    pageOf: (d) => d.partners,
    remove: (row: PartnerRow) => deletePartner({ variables: { idPartner: row.idPartner } }),
    removing: deleting.loading,
  });

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
        <Button size="small" icon={<DeleteRegular />} aria-label={`Hapus ${r.partner}`} onClick={() => crud.ask(r)}>
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
        items={crud.rows}
        getRowKey={(r) => r.idPartner}
        loading={crud.loading}
        minWidth="340px"
      />
      <Paging {...crud.paging} />

      {adding && (
        <MitraFormDialog
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            crud.reload();
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
        {...crud.confirmDialog}
        title="Konfirmasi Hapus Mitra"
        message={`Yakin ingin menghapus mitra "${crud.target?.partner ?? ''}" ?`}
      />
    </PageCard>
  );
};
