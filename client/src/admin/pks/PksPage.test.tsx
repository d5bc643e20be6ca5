import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../auth/session';
import { PerjanjianChangedDocument, PerjanjianListDocument } from '../../generated/graphql';
import { fakeToken } from '../../test/jwt';
import { PksPage } from './PksPage';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

const mocks = (status: number | null = null): MockLink.MockedResponse[] => [
  {
    request: {
      query: PerjanjianListDocument,
      variables: {
        filter: { judul: null, noKontrak: null, status, akanHabis: null, belumDiklasifikasi: null, idMou: null },
        page: { page: 1, limit: 20, order: 'DESC' },
      },
    },
    result: {
      data: {
        pkss: {
          __typename: 'PksPage',
          total: 1,
          items: [
            {
              __typename: 'Pks',
              idPks: 3,
              idMou: 1,
              judul: 'Bank Sampah',
              judulMou: 'Persampahan',
              deskripsi: 'Ruang lingkup',
              mitra: 'PT Maju',
              noKontrak: 'PKS/3',
              noMitra: 'PM/3',
              tglMulai: '2026-01-01',
              tglBerakhir: '2026-12-31',
              idStatus: 1,
              statusText: 'Aktif',
            },
          ],
        },
      },
    },
    maxUsageCount: 5,
  },
  { request: { query: PerjanjianChangedDocument }, result: { data: undefined }, delay: 60_000 },
];

const signInAs = (level: number) => {
  localStorage.setItem('kerjasama.token', fakeToken({ id_user: 5, id_level: level }));
  localStorage.setItem('kerjasama.user', JSON.stringify({ id_user: 5, id_level: level, nama: 'Tester' }));
  sessionStore.reload();
};

const renderPage = (url = '/admin/pks', status: number | null = null) =>
  render(
    <MockedProvider mocks={mocks(status)}>
      <MemoryRouter initialEntries={[url]}>
        <PksPage />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('PksPage', () => {
  it('shows the SPEC columns, the admin buttons and the PKS menu', async () => {
    signInAs(99);
    renderPage('/admin/pks?status=1', 1);
    expect(await screen.findByText('Bank Sampah')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'No',
      'Judul Perjanjian',
      'Judul Kesepakatan',
      'Ruang Lingkup',
      'No. Kontrak',
      'Status',
      'Aksi',
    ]);
    expect(screen.getByRole('button', { name: 'Ekspor Data' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tambah Perjanjian' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aksi Bank Sampah' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Dokumen', 'Galeri', 'SKPD', 'Detail', 'Detail MOU', 'Ubah', 'Hapus']);
  });

  it('gives level 2 only Detail', async () => {
    signInAs(2);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Detail Bank Sampah' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ekspor Data' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Tambah Perjanjian' })).toBeNull();
  });
});
