import { useState } from 'react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { AdminKegiatansQuery, SortOrder } from '../../generated/graphql';
import { useAdminKegiatansQuery, useDeleteKegiatanMutation } from '../../generated/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { editDeleteColumn } from '../../ui/editDeleteColumn';
import { FiltersBar } from '../../ui/FiltersBar';
import { PageCard } from '../../ui/PageCard';
import { Paging } from '../../ui/Paging';
import { StatusBadge } from '../../ui/StatusBadge';
import { formatTanggal } from '../../ui/dates';
import { useCrudList } from '../../ui/useCrudList';
import { textFromUrl, useListFromUrl } from '../cari/useListFromUrl';
import { KegiatanFormDialog } from './KegiatanFormDialog';
import { ActiveStatusFilter, ORDER_OPTIONS, OptionsSelect } from '../../ui/OptionsSelect';

type KegiatanRow = AdminKegiatansQuery['kegiatans']['items'][number];

interface Filters {
  judul: string;
  order: SortOrder;
  status: string;
}
const INITIAL: Filters = { judul: '', order: 'DESC', status: '' };
// ?judul=: where a hit of the global search links to
const FROM_URL = textFromUrl(INITIAL, 'judul');

const useStyles = makeStyles({
  judul: { fontWeight: tokens.fontWeightSemibold },
});

/** KEGIATAN admin screen (news), SPEC §2.3. */
export const KegiatanPage = () => {
  const styles = useStyles();
  const list = useListFromUrl(INITIAL, FROM_URL);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const query = useAdminKegiatansQuery({
    variables: {
      filter: {
        judul: list.applied.judul.trim() || null,
        status: list.applied.status === '' ? null : Number(list.applied.status),
      },
      page: { page: list.page, limit: list.limit, order: list.applied.order },
    },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteKegiatan, deleting] = useDeleteKegiatanMutation();
  const crud = useCrudList({
    list,
    query,
    pageOf: (d) => d.kegiatans,
    remove: (row: KegiatanRow) => deleteKegiatan({ variables: { idKegiatan: row.idKegiatan } }),
    removing: deleting.loading,
  });

  const saved = crud.closeAndReload(() => setEditing(null));

  const columns: Column<KegiatanRow>[] = [
    { key: 'judul', header: 'Judul', render: (r) => <span className={styles.judul}>{r.judul}</span> },
    { key: 'tanggal', header: 'Tanggal', width: '140px', render: (r) => formatTanggal(r.waktu) },
    { key: 'penulis', header: 'Penulis', width: '140px', render: (r) => r.namaUser ?? '-' },
    { key: 'status', header: 'Status', width: '120px', render: (r) => <StatusBadge status={r.status} text={r.statusText} /> },
    editDeleteColumn((r) => r.judul, (r) => setEditing({ id: r.idKegiatan }), crud.ask),
  ];

  return (
    <PageCard title="Kegiatan">
      <FiltersBar
        aria-label="Filter Kegiatan"
        onSubmit={list.search}
        onReset={list.reset}
        actions={
          <Button icon={<AddRegular />} onClick={() => setEditing({ id: null })}>
            Tambah Kegiatan
          </Button>
        }
      >
        <Field label="Judul">
          <Input value={list.draft.judul} onChange={(_, d) => list.setField('judul', d.value)} />
        </Field>
        <Field label="Urutan">
          <OptionsSelect value={list.draft.order} onChange={(v) => list.setField('order', v as SortOrder)} options={ORDER_OPTIONS} />
        </Field>
        <ActiveStatusFilter value={list.draft.status} onChange={(v) => list.setField('status', v)} />
      </FiltersBar>

      <DataTable
        aria-label="Daftar Kegiatan"
        columns={columns}
        items={crud.rows}
        getRowKey={(r) => r.idKegiatan}
        loading={crud.loading}
        minWidth="880px"
      />
      <Paging {...crud.paging} />

      {editing && <KegiatanFormDialog idKegiatan={editing.id} onClose={() => setEditing(null)} onSaved={saved} />}
      <ConfirmDialog
        {...crud.confirmDialog}
        title="Konfirmasi Hapus Kegiatan"
        message={`Yakin ingin menghapus Kegiatan "${crud.target?.judul ?? ''}" ?`}
      />
    </PageCard>
  );
};
