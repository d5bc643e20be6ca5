import { useState } from 'react';
import { Button, Field, Input, Select } from '@fluentui/react-components';
import { AddRegular, ArrowResetRegular, SearchRegular } from '@fluentui/react-icons';
import { ALL_LEVELS, levelText } from '@rules/levels';
import { useDeleteUserMutation, useUsersQuery } from '../../generated/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { FiltersBar } from '../../ui/FiltersBar';
import { PageCard } from '../../ui/PageCard';
import { Paging } from '../../ui/Paging';
import { StatusBadge } from '../../ui/StatusBadge';
import { useNotify } from '../../ui/toast';
import { useConfirm } from '../../ui/useConfirm';
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
  const notify = useNotify();
  const list = useListState(INITIAL);
  const [open, setOpen] = useState<Open>(null);
  const confirm = useConfirm<UserRow>();
  const { data, previousData, loading, refetch } = useUsersQuery({
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

  const saved = () => {
    setOpen(null);
    void refetch();
  };
  const confirmDelete = async (user: UserRow) => {
    try {
      await deleteUser({ variables: { idUser: user.idUser } });
      notify.success();
      if (data?.users.items.length === 1 && list.page > 1) list.changePage(list.page - 1, list.limit);
      else void refetch();
    } catch {
      // the error link has already shown the server's message
    } finally {
      confirm.close();
    }
  };

  const columns: Column<UserRow>[] = [
    { key: 'no', header: 'No', width: '56px', render: (_, i) => list.offset + i + 1 },
    { key: 'nama', header: 'Nama', render: (u) => u.nama },
    { key: 'akun', header: 'Akun', width: '140px', render: (u) => u.username },
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
          onDelete={confirm.ask}
        />
      ),
    },
  ];

  return (
    <PageCard title="Pengguna">
      <FiltersBar
        aria-label="Filter Pengguna"
        onSubmit={list.search}
        actions={
          <>
            <Button type="submit" appearance="primary" icon={<SearchRegular />}>
              Cari
            </Button>
            <Button icon={<ArrowResetRegular />} onClick={list.reset}>
              Reset
            </Button>
            <Button icon={<AddRegular />} onClick={() => setOpen({ kind: 'form', user: null })}>
              Tambah Pengguna
            </Button>
          </>
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
        items={data?.users.items ?? []}
        getRowKey={(u) => u.idUser}
        loading={loading && !data}
        minWidth="960px"
      />
      <Paging
        total={(data ?? previousData)?.users.total ?? 0}
        page={list.page}
        limit={list.limit}
        onChange={list.changePage}
      />

      {open?.kind === 'form' && actor && (
        <UserFormDialog user={open.user} actorLevel={actor.idLevel} onClose={() => setOpen(null)} onSaved={saved} />
      )}
      {open?.kind === 'detail' && <UserDetailDialog user={open.user} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        open={confirm.open}
        title="Konfirmasi Hapus Pengguna"
        message={`Yakin ingin menghapus ${confirm.target?.nama ?? ''} ?`}
        busy={deleting.loading}
        onCancel={confirm.close}
        onConfirm={() => confirm.target && void confirmDelete(confirm.target)}
      />
    </PageCard>
  );
};
