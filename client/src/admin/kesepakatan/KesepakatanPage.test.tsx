import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../auth/session';
import { fakeToken } from '../../test/jwt';
import { KesepakatanChangedDocument, KesepakatanListDocument } from '../../generated/graphql';
import { KesepakatanPage } from './KesepakatanPage';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

const row = (idMou: number, judul: string) => ({
  __typename: 'Mou',
  idMou,
  judul,
  deskripsi: `Ruang lingkup ${judul}`,
  noKontrak: `MOU/${idMou}`,
  idStatus: 1,
  statusText: 'Aktif',
});

const listRequest = (filter: Record<string, unknown> = {}) => ({
  query: KesepakatanListDocument,
  variables: { filter: { judul: null, noKontrak: null, status: null, akanHabis: null, belumDiklasifikasi: null, ...filter }, page: { page: 1, limit: 20 } },
});
const page = (...items: ReturnType<typeof row>[]) => ({ data: { mous: { __typename: 'MouPage', total: items.length, items } } });
const quietSubscription: MockLink.MockedResponse = { request: { query: KesepakatanChangedDocument }, result: { data: undefined }, delay: 60_000 };

const signInAs = (level: number) => {
  localStorage.setItem('kerjasama.token', fakeToken({ id_user: 5, id_level: level }));
  localStorage.setItem('kerjasama.user', JSON.stringify({ id_user: 5, id_level: level, nama: 'Tester' }));
  sessionStore.reload();
};

const renderPage = (mocks: MockLink.MockedResponse[], url = '/admin/kesepakatan') =>
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <KesepakatanPage />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('KesepakatanPage', () => {
  beforeEach(() => signInAs(1));

  it('lists agreements with the SPEC columns and the full menu for an admin', async () => {
    renderPage([{ request: listRequest(), result: page(row(1, 'Air Bersih')), maxUsageCount: 5 }, quietSubscription]);
    expect(await screen.findByText('Air Bersih')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No', 'Judul', 'Ruang Lingkup', 'No. Kontrak', 'Status', 'Aksi']);
    expect(screen.getByRole('link', { name: 'Tambah Kesepakatan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ekspor Data' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aksi Air Bersih' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Dokumen', 'Galeri', 'PKS', 'SKPD', 'Detail', 'Ubah', 'Hapus']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hapus' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Konfirmasi Hapus Kesepakatan' });
    expect(confirm.textContent).toContain('Yakin ingin menghapus Kesepakatan "Air Bersih" ?');
    // (happy-dom leaves the menu's focus handling half-done: query the buttons ignoring aria-hidden)
    expect(within(confirm).getByRole('button', { name: 'Hapus', hidden: true })).toBeTruthy();
  });

  it('gives level 2 only Detail, without Tambah and Ekspor', async () => {
    signInAs(2);
    renderPage([{ request: listRequest(), result: page(row(1, 'Air Bersih')), maxUsageCount: 5 }, quietSubscription]);
    expect(await screen.findByRole('button', { name: 'Detail Air Bersih' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aksi Air Bersih' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Tambah Kesepakatan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ekspor Data' })).toBeNull();
  });

  it('starts from the dashboard filter in the URL', async () => {
    renderPage([{ request: listRequest({ akanHabis: true }), result: page(row(2, 'Segera Habis')), maxUsageCount: 5 }, quietSubscription], '/admin/kesepakatan?akanHabis=true');
    expect(await screen.findByText('Segera Habis')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hapus filter Akan Habis' })).toBeTruthy();
  });

  it('follows a search hit opened while the list is shown', async () => {
    render(
      <MockedProvider
        mocks={[
          { request: listRequest(), result: page(row(1, 'Air Bersih'), row(2, 'Barista Kopi')), maxUsageCount: 5 },
          { request: listRequest({ judul: 'Barista Kopi' }), result: page(row(2, 'Barista Kopi')), maxUsageCount: 5 },
          quietSubscription,
        ]}
      >
        <MemoryRouter initialEntries={['/admin/kesepakatan']}>
          <KesepakatanPage />
          <Link to="/admin/kesepakatan?judul=Barista%20Kopi">hit</Link>
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByText('Air Bersih')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'hit' }));
    // the filtered page: the other row gone and this one shown (a loading state between has neither)
    await waitFor(() => {
      expect(screen.queryByText('Air Bersih')).toBeNull();
      expect(screen.getByText('Barista Kopi')).toBeTruthy();
    });
    expect(screen.getByDisplayValue('Barista Kopi')).toBeTruthy();
  });

  it('reloads the page when another user changes an agreement', async () => {
    renderPage([
      { request: listRequest(), result: page(row(1, 'Air Bersih')) },
      { request: listRequest(), result: page(row(3, 'Baru Dibuat'), row(1, 'Air Bersih')), maxUsageCount: 5 },
      {
        request: { query: KesepakatanChangedDocument },
        result: { data: { mouChanged: { __typename: 'MouChange', action: 'CREATED', id: 3 } } },
        delay: 100,
      },
    ]);
    expect(await screen.findByText('Air Bersih')).toBeTruthy();
    expect(await screen.findByText('Baru Dibuat', {}, { timeout: 3000 })).toBeTruthy();
  });
});
