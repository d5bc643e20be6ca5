import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth/session';
import { DeleteUserDocument, UsersDocument } from '../../generated/graphql';
import { PenggunaPage } from './PenggunaPage';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

const user = (idUser: number, nama: string, idLevel: number, textLevel: string) => ({
  __typename: 'User' as const,
  idUser,
  nama,
  username: nama.toLowerCase(),
  email: `${nama.toLowerCase()}@contoh.go.id`,
  hp: '0812',
  idLevel,
  textLevel,
  idSkpd: null,
  skpdText: null,
  tglDaftar: '2025-03-09T10:00:00',
  idStatus: 1,
  statusText: 'Aktif',
});

const firstPage = {
  filter: { username: null, status: null, level: null },
  page: { page: 1, limit: 20 },
};
const users = {
  users: {
    __typename: 'UserPage',
    total: 3,
    items: [user(1, 'Admin', 1, 'Admin'), user(2, 'Super', 99, 'Super Admin'), user(3, 'Budi', 3, 'Pihak Ketiga')],
  },
};

describe('PenggunaPage', () => {
  beforeEach(() => {
    localStorage.setItem('kerjasama.token', 'token');
    localStorage.setItem('kerjasama.user', JSON.stringify({ id_user: 1, id_level: 1, nama: 'Admin' }));
    sessionStore.reload();
  });

  const renderPage = (extra: MockLink.MockedResponse[] = []) =>
    render(
      <MockedProvider
        mocks={[{ request: { query: UsersDocument, variables: firstPage }, result: { data: users }, maxUsageCount: 5 }, ...extra]}
      >
        <PenggunaPage />
      </MockedProvider>,
    );

  it('lists users with the actions the signed-in admin may use', async () => {
    renderPage();
    expect(await screen.findByText('Budi')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['No', 'Nama', 'Akun', 'Level', 'Status', 'Aksi']);
    expect(screen.getByRole('button', { name: 'Ubah Admin' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hapus Admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Detail Super' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ubah Super' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus Super' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ubah Budi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hapus Budi' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Paginasi' })).toBeNull();
  });

  it('shows the detail rows', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Detail Budi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Pengguna' });
    for (const label of ['Nama', 'Username', 'Email', 'Hp', 'Level', 'SKPD', 'Tanggal Daftar', 'Status']) {
      expect(within(dialog).getByText(label)).toBeTruthy();
    }
    expect(within(dialog).getByText('09 Maret 2025')).toBeTruthy();
  });

  // Under load (the client suites beside the server suites on 2 cores) each step here took seconds: the
  // steps wait for their outcome with a ceiling of their own, the test's ceiling covers all of them, and
  // the closing dialog is waited for as that element leaving the document (not a role query of the whole
  // page repeated on every poll, which itself took most of a second each time).
  it('asks before deleting and reloads afterwards', async () => {
    const deleted = vi.fn();
    let reloads = 0;
    render(
      <MockedProvider
        mocks={[
          { request: { query: UsersDocument, variables: firstPage }, result: () => ((reloads += 1), { data: users }), maxUsageCount: 5 },
          { request: { query: DeleteUserDocument, variables: { idUser: 3 } }, result: () => (deleted(), { data: { deleteUser: true } }) },
        ]}
      >
        <PenggunaPage />
      </MockedProvider>,
    );
    const wait = { timeout: 15_000 };
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Budi' }, wait));
    const confirm = await screen.findByRole('alertdialog', { name: 'Konfirmasi Hapus Pengguna' }, wait);
    expect(confirm.textContent).toContain('Yakin ingin menghapus Budi ?');
    const loadsBefore = reloads;
    // Fluent's focus trap (tabster) may hide the dialog for a moment while it takes focus: wait, never fail on it
    fireEvent.click(await within(confirm).findByRole('button', { name: 'Hapus' }, wait));
    await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1), wait);
    await waitFor(() => expect(confirm.isConnected).toBe(false), wait);
    await waitFor(() => expect(reloads).toBeGreaterThan(loadsBefore), wait);
  }, 60_000);
});
