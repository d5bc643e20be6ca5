import '../../ui/testing/noAnimations';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/typePolicies';
import { AdminDashboardDocument } from '../../generated/graphql';
import { BerandaPage } from './BerandaPage';

const item = (id: number, judul: string, noKontrak: string, tglAkhir: string) => ({
  __typename: 'DashboardItem',
  id,
  no: 1,
  judul,
  noKontrak,
  tglAkhir,
});

const mocks = [
  {
    request: { query: AdminDashboardDocument },
    result: {
      data: {
        dashboard: {
          __typename: 'Dashboard',
          totalMou: 5,
          totalMouExpired: 1,
          totalPks: 3,
          totalPksExpired: 1,
          jendelaHari: 90,
          // the same id for an agreement and a contract: the cache must keep them apart
          dataMou: [item(1, 'Kesepakatan Air Bersih', 'MOU/1', '2026-01-05')],
          dataPks: [item(1, 'Perjanjian Pipa', 'PKS/1', '2026-02-10')],
          berakhirPerBulan: [{ __typename: 'BerakhirPerBulan', bulan: '2026-01', label: 'Januari 2026', mou: 1, pks: 0 }],
        },
      },
    },
  },
];

describe('BerandaPage', () => {
  it('links each card to its list with the status filter and lists what expires soon', async () => {
    render(
      <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
        <MemoryRouter>
          <BerandaPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    const aktif = await screen.findByRole('link', { name: 'Kesepakatan Aktif: 5' });
    expect(aktif.getAttribute('href')).toBe('/admin/kesepakatan?status=1');
    expect(screen.getByRole('link', { name: /^Kesepakatan Akan Habis: 1\b/ }).getAttribute('href')).toBe('/admin/kesepakatan?akanHabis=true');
    expect(screen.getByRole('link', { name: 'Perjanjian Aktif: 3' }).getAttribute('href')).toBe('/admin/pks?status=1');
    expect(screen.getByRole('link', { name: /^Perjanjian Akan Habis: 1\b/ }).getAttribute('href')).toBe('/admin/pks?akanHabis=true');

    const mou = screen.getByRole('table', { name: 'Kesepakatan yang akan habis' });
    expect(within(mou).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No', 'Judul', 'No. Kontrak', 'Tgl. Berakhir']);
    expect(within(mou).getByText('Kesepakatan Air Bersih')).toBeTruthy();
    expect(within(mou).getByText('05 Januari 2026')).toBeTruthy();
    const pks = screen.getByRole('table', { name: 'Perjanjian yang akan habis' });
    expect(within(pks).getByText('Perjanjian Pipa')).toBeTruthy();
    expect(within(pks).queryByText('Kesepakatan Air Bersih')).toBeNull();
    expect(await screen.findByRole('figure', { name: /berakhir per bulan/i })).toBeTruthy();
  });
});
