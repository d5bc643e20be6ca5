import { useState } from 'react';
import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowResetRegular, DeleteRegular, EditRegular, SearchRegular } from '@fluentui/react-icons';
import { useDeleteSkpdMutation, useSkpdsQuery } from '../../generated/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { FiltersBar } from '../../ui/FiltersBar';
import { PageCard } from '../../ui/PageCard';
import { Paging } from '../../ui/Paging';
import { StatusBadge } from '../../ui/StatusBadge';
import { useCrudList } from '../../ui/useCrudList';
import { useListState } from '../../ui/useListState';
import { SkpdFormDialog } from './SkpdFormDialog';
import type { SkpdRow } from './skpdForm';

interface Filters {
  skpd: string;
  status: string;
}
const INITIAL: Filters = { skpd: '', status: '' };

type Open = { kind: 'form'; skpd: SkpdRow | null } | null;

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

export const InstansiPage = () => {
  const styles = useStyles();
  const list = useListState(INITIAL);
  const [open, setOpen] = useState<Open>(null);
  const query = useSkpdsQuery({
    variables: {
      filter: {
        skpd: list.applied.skpd.trim() || null,
        status: list.applied.status === '' ? null : Number(list.applied.status),
      },
      page: { page: list.page, limit: list.limit },
    },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteSkpd, deleting] = useDeleteSkpdMutation();
  const crud = useCrudList({
    list,
    query,
    pageOf: (d) => d.skpds,
    remove: (skpd: SkpdRow) => deleteSkpd({ variables: { idSkpd: skpd.idSkpd } }),
    removing: deleting.loading,
  });

  const saved = () => {
    setOpen(null);
    crud.reload();
  };

  const columns: Column<SkpdRow>[] = [
    { key: 'no', header: 'No', width: '56px', render: (_, i) => list.offset + i + 1 },
    { key: 'nama', header: 'Nama Instansi', render: (r) => r.skpd },
    { key: 'kode', header: 'Kode', width: '100px', render: (r) => r.kode },
    { key: 'status', header: 'Status', width: '120px', render: (r) => <StatusBadge status={r.status} text={r.statusText} /> },
    {
      key: 'aksi',
      header: 'Aksi',
      width: '180px',
      render: (r) => (
        <div className={styles.actions}>
          <Button size="small" icon={<EditRegular />} aria-label={`Ubah ${r.skpd}`} onClick={() => setOpen({ kind: 'form', skpd: r })}>
            Ubah
          </Button>
          <Button size="small" icon={<DeleteRegular />} aria-label={`Hapus ${r.skpd}`} onClick={() => crud.ask(r)}>
            Hapus
          </Button>
        </div>
      ),
    },
  ];

  return (
    <PageCard title="Instansi">
      <FiltersBar
        aria-label="Filter Instansi"
        onSubmit={list.search}
        actions={
          <>
            <Button type="submit" appearance="primary" icon={<SearchRegular />}>
              Cari
            </Button>
            <Button icon={<ArrowResetRegular />} onClick={list.reset}>
              Reset
            </Button>
            <Button icon={<AddRegular />} onClick={() => setOpen({ kind: 'form', skpd: null })}>
              Tambah Instansi
            </Button>
          </>
        }
      >
        <Field label="SKPD">
          <Input value={list.draft.skpd} onChange={(_, d) => list.setField('skpd', d.value)} />
        </Field>
        <Field label="Status">
          <Select value={list.draft.status} onChange={(_, d) => list.setField('status', d.value)}>
            <option value="">Semua</option>
            <option value="1">Aktif</option>
            <option value="2">Tidak Aktif</option>
          </Select>
        </Field>
      </FiltersBar>

      <DataTable
        aria-label="Daftar Instansi"
        columns={columns}
        items={crud.rows}
        getRowKey={(r) => r.idSkpd}
        loading={crud.loading}
        minWidth="680px"
      />
      <Paging {...crud.paging} />

      {open?.kind === 'form' && <SkpdFormDialog skpd={open.skpd} onClose={() => setOpen(null)} onSaved={saved} />}
      <ConfirmDialog
        {...crud.confirmDialog}
        title="Konfirmasi Hapus Instansi"
        message={`Yakin ingin menghapus instansi ${crud.target?.skpd ?? ''} ?`}
      />
    </PageCard>
  );
};
