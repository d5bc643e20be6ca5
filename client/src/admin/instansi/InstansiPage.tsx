import { useState } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useDeleteSkpdMutation, useSkpdsQuery } from '../../generated/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { editDeleteColumn } from '../../ui/editDeleteColumn';
import { FiltersBar } from '../../ui/FiltersBar';
import { PageCard } from '../../ui/PageCard';
import { Paging } from '../../ui/Paging';
import { StatusBadge } from '../../ui/StatusBadge';
import { useCrudList } from '../../ui/useCrudList';
import { textFromUrl, useListFromUrl } from '../cari/useListFromUrl';
import { SkpdFormDialog } from './SkpdFormDialog';
import type { SkpdRow } from './skpdForm';
import { ActiveStatusFilter } from '../../ui/OptionsSelect';

interface Filters {
  skpd: string;
  status: string;
}
const INITIAL: Filters = { skpd: '', status: '' };
// ?skpd=: where a hit of the global search links to
const FROM_URL = textFromUrl(INITIAL, 'skpd');

type Open = { kind: 'form'; skpd: SkpdRow | null } | null;

export const InstansiPage = () => {
  const list = useListFromUrl(INITIAL, FROM_URL);
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

  const saved = crud.closeAndReload(() => setOpen(null));

  const columns: Column<SkpdRow>[] = [
    { key: 'no', header: 'No', width: '56px', render: (_, i) => list.offset + i + 1 },
    { key: 'nama', header: 'Nama Instansi', render: (r) => r.skpd },
    { key: 'kode', header: 'Kode', width: '100px', render: (r) => r.kode },
    { key: 'status', header: 'Status', width: '120px', render: (r) => <StatusBadge status={r.status} text={r.statusText} /> },
    editDeleteColumn((r) => r.skpd, (skpd) => setOpen({ kind: 'form', skpd }), crud.ask),
  ];

  return (
    <PageCard title="Instansi">
      <FiltersBar
        aria-label="Filter Instansi"
        onSubmit={list.search}
        onReset={list.reset}
        actions={
          <Button icon={<AddRegular />} onClick={() => setOpen({ kind: 'form', skpd: null })}>
            Tambah Instansi
          </Button>
        }
      >
        <Field label="SKPD">
          <Input value={list.draft.skpd} onChange={(_, d) => list.setField('skpd', d.value)} />
        </Field>
        <ActiveStatusFilter value={list.draft.status} onChange={(v) => list.setField('status', v)} />
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
