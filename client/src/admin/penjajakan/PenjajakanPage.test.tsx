import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloLink } from '@apollo/client/link';
import { MemoryRouter } from 'react-router-dom';
import { Observable, of } from 'rxjs';
import { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../auth/session';
import { PenjajaganChangedDocument, PenjajagansDocument, PenjajakanContohDokumenDocument } from '../../generated/graphql';
import { PenjajakanPage } from './PenjajakanPage';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

const row = (id: number, judul: string, idStatus: number, statusText: string) => ({
  __typename: 'Penjajagan' as const,
  idPenjajagan: id,
  noPenjajagan: `PJ-2025-0000${id}`,
  namaPengaju: 'PT Mitra Sejahtera',
  idUser: 30,
  judul,
  deskripsi: 'x'.repeat(400),
  idStatus,
  statusText,
  tglInput: '2025-01-05T08:00:00.000Z',
  namaFile: 'proposal.pdf',
  fileUrl: '/files/abc/proposal.pdf',
});

const mocks = [
  {
    request: { query: PenjajagansDocument, variables: { filter: { judul: null, status: null }, page: { page: 1, limit: 20 } } },
    result: {
      data: {
        penjajagans: {
          __typename: 'PenjajaganPage',
          total: 2,
          items: [row(1, 'Air bersih', 0, 'Baru'), row(2, 'Pariwisata', 2, 'Disetujui')],
        },
      },
    },
    maxUsageCount: 5,
  },
  {
    request: { query: PenjajakanContohDokumenDocument },
    result: { data: { profil: { __typename: 'Profil', contohDokumenUrl: 'https://drive.example.id/contoh' } } },
    maxUsageCount: 5,
  },
  { request: { query: PenjajaganChangedDocument }, result: { data: null }, delay: Infinity, maxUsageCount: 5 },
];

const signIn = (id_user: number, id_level: number) => {
  localStorage.setItem('kerjasama.token', 'token');
  localStorage.setItem('kerjasama.user', JSON.stringify({ id_user, id_level, nama: 'Tester' }));
  sessionStore.reload();
};

/** Waits for the list and the Contoh Dokumen link (dialogs opened while the page still changes confuse happy-dom's focus trap). */
const renderPage = async () => {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <PenjajakanPage />
      </MemoryRouter>
    </MockedProvider>,
  );
  await screen.findByRole('link', { name: 'Contoh Dokumen' });
  await screen.findByText('Air bersih');
};

const menuItems = async (judul: string) => {
  fireEvent.click(screen.getByRole('button', { name: `Aksi ${judul}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((m) => m.textContent);
};

describe('PenjajakanPage', () => {
  it('lists proposals with the SPEC columns; an admin gets every action, Ekspor and Contoh Dokumen', async () => {
    signIn(1, 1);
    await renderPage();
    expect(await screen.findByText('Air bersih')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'No',
      'Nama',
      'Judul',
      'Deskripsi',
      'No. Penjajakan',
      'Status',
      'Aksi',
    ]);
    const table = screen.getByRole('table');
    expect(within(table).getByText('PJ-2025-00002')).toBeTruthy();
    expect(within(table).getByText('Disetujui')).toBeTruthy();
    expect(screen.getAllByText(`${'x'.repeat(300)}…`)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Tambah Penjajakan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ekspor Data' })).toBeTruthy();
    const contoh = await screen.findByRole('link', { name: 'Contoh Dokumen' });
    expect(contoh.getAttribute('href')).toBe('https://drive.example.id/contoh');
    expect(contoh.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Chat Air bersih' })).toBeTruthy();
    expect(await menuItems('Air bersih')).toEqual(['Dokumen', 'SKPD', 'Detail', 'Ubah', 'Hapus']);
  });

  it('level 2 reads only: no Tambah, no Ekspor, no Ubah/Hapus', async () => {
    signIn(5, 2);
    await renderPage();
    expect(await screen.findByText('Air bersih')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tambah Penjajakan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ekspor Data' })).toBeNull();
    expect(await menuItems('Air bersih')).toEqual(['Dokumen', 'SKPD', 'Detail']);
  });

  it('a partner has Tambah but no Ekspor, and its form has no Mitra and no Status', async () => {
    signIn(30, 3);
    await renderPage();
    expect(screen.queryByRole('button', { name: 'Ekspor Data' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Penjajakan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Penjajakan' });
    expect(within(dialog).queryByText('Mitra')).toBeNull();
    expect(within(dialog).queryByText('Status')).toBeNull();
    expect(within(dialog).getByText('Judul')).toBeTruthy();
  });

  it('the detail shows the status the list has now: a decision made in it shows at once', async () => {
    signIn(1, 1);
    let status: [number, string] = [0, 'Baru'];
    let changed: { next(v: unknown): void } | undefined;
    // answers the list with the current `status`; the live subscription emits when the test says so
    const link = new ApolloLink((operation) => {
      switch (operation.operationName) {
        case 'Penjajagans':
          return of({ data: { penjajagans: { __typename: 'PenjajaganPage', total: 1, items: [row(1, 'Air bersih', ...status)] } } });
        case 'PenjajakanContohDokumen':
          return of({ data: { profil: { __typename: 'Profil', contohDokumenUrl: null } } });
        case 'PenjajaganChanged':
          return new Observable((o) => void (changed = o));
        default:
          return new Observable(() => undefined); // the TKKSD panel's reads: not part of this test
      }
    });
    render(
      <MemoryRouter>
        <MockedProvider link={link}>
          <PenjajakanPage />
        </MockedProvider>
      </MemoryRouter>,
    );
    await screen.findByText('Air bersih');
    fireEvent.click(screen.getByRole('button', { name: 'Aksi Air bersih' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Penjajakan' });
    expect(within(dialog).getByText('Baru')).toBeTruthy();
    status = [2, 'Disetujui'];
    await waitFor(() => expect(changed).toBeDefined());
    changed!.next({ data: { penjajaganChanged: { __typename: 'PenjajaganEvent', aksi: 'UBAH', idPenjajagan: 1, idStatus: 2, idUser: 30, noPenjajagan: 'PJ-2025-00001' } } });
    expect(await within(dialog).findByText('Disetujui')).toBeTruthy();
  });

  it('the edit form locks judul for level 99 and offers the status', async () => {
    signIn(2, 99);
    await renderPage();
    expect(await screen.findByText('Air bersih')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aksi Air bersih' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ubah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Penjajakan' });
    expect((within(dialog).getByDisplayValue('Air bersih') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByDisplayValue('Baru') as HTMLSelectElement).value).toBe('0');
  });
});
