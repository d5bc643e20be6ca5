import { useState } from 'react';
import { Button, Field, Input, Select } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { ALL_LEVELS, levelText } from '@rules/levels';
import { useDeleteUserMutation, useUsersQuery } from '../../generated/hooks';
import { Breakable } from '../../ui/Breakable';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { FiltersBar } from '../../ui/FiltersBar';
import { PageCard } from '../../ui/PageCard';
import { Paging } from '../../ui/Paging';
import { StatusBadge } from '../../ui/StatusBadge';
import { useCrudList } from '../../ui/useCrudList';
import { useListState } from '../../ui/useListState';
import { UserDetailDialog } from './UserDetailDialog';
import { UserFormDialog } from './UserFormDialog';
import { UserRowActions } from './UserRowActions';
import { useActor } from './currentUser';
import type { UserRow } from './userForm';

interface Filters {
  username: string;
  status: string;
  level: string;
}
const INITIAL: Filters = { username: '', status: '', level: '' };

const toNumber = (s: string) => (s === '' ? null : Number(s));

type Open = { kind: 'form'; user: UserRow | null } | { kind: 'detail'; user: UserRow } | null;

export const PenggunaPage = () => {
  const actor = useActor();
  const list = useListState(INITIAL);
  const [open, setOpen] = useState<Open>(null);
  const query = useUsersQuery({
    variables: {
      filter: {
        username: list.applied.username.trim() || null,
        status: toNumber(list.applied.status),
        level: toNumber(list.applied.level),
      },
      page: { page: list.page, limit: list.limit },
    },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteUser, deleting] = useDeleteUserMutation();
  const crud = useCrudList({
    list,
    query,
    pageOf: (d) => d.users,
    remove: (row: UserRow) => deleteUser({ variables: { idUser: row.idUser } }),
    removing: deleting.loading,
  });

  const saved = crud.closeAndReload(() => setOpen(null));

  const columns: Column<UserRow>[] = [
    { key: 'no', header: 'No', width: '56px', render: (_, i) => list.offset + i + 1 },
    { key: 'nama', header: 'Nama', render: (u) => u.nama },
    { key: 'akun', header: 'Akun', width: '140px', render: (u) => <Breakable text={u.username} /> },
    { key: 'level', header: 'Level', width: '140px', render: (u) => u.textLevel },
    { key: 'status', header: 'Status', width: '130px', render: (u) => <StatusBadge status={u.idStatus} text={u.statusText} /> },
    {
      key: 'aksi',
      header: 'Aksi',
      width: '250px',
      render: (u) => (
        <UserRowActions
          user={u}
          actor={actor}
          onDetail={(user) => setOpen({ kind: 'detail', user })}
          onEdit={(user) => setOpen({ kind: 'form', user })}
          onDelete={crud.ask}
        />
      ),
    },
  ];

  return (
    <PageCard title="Pengguna">
      <FiltersBar
        aria-label="Filter Pengguna"
        onSubmit={list.search}
        onReset={list.reset}
        actions={
          <Button icon={<AddRegular />} onClick={() => setOpen({ kind: 'form', user: null })}>
            Tambah Pengguna
          </Button>
        }
      >
        <Field label="Akun">
          <Input value={list.draft.username} onChange={(_, d) => list.setField('username', d.value)} />
        </Field>
        <Field label="Status">
          <Select value={list.draft.status} onChange={(_, d) => list.setField('status', d.value)}>
            <option value="">Semua</option>
            <option value="1">Aktif</option>
            <option value="2">Tidak Aktif</option>
            <option value="0">Belum Aktivasi</option>
          </Select>
        </Field>
        <Field label="Level">
          <Select value={list.draft.level} onChange={(_, d) => list.setField('level', d.value)}>
            <option value="">Semua</option>
            {ALL_LEVELS.map((l) => (
              <option key={l} value={l}>
                {levelText(l)}
              </option>
            ))}
          </Select>
        </Field>
      </FiltersBar>

      <DataTable
        aria-label="Daftar Pengguna"
        columns={columns}
        items={crud.rows}
        getRowKey={(u) => u.idUser}
        loading={crud.loading}
        minWidth="960px"
      />
      <Paging {...crud.paging} />

      {open?.kind === 'form' && actor && (
        <UserFormDialog user={open.user} actorLevel={actor.idLevel} onClose={() => setOpen(null)} onSaved={saved} />
      )}
      {open?.kind === 'detail' && <UserDetailDialog user={open.user} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        {...crud.confirmDialog}
        title="Konfirmasi Hapus Pengguna"
        message={`Yakin ingin menghapus ${crud.target?.nama ?? ''} ?`}
      />
    </PageCard>
  );
};
