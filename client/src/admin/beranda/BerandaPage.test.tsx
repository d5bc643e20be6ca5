import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/typePolicies';
import { AdminDashboardDocument } from '../../generated/graphql';
import { BerandaPage } from './BerandaPage';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

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
          tahun: 2026,
          perJenis: [
            { __typename: 'DashboardKelompok', kode: 'KSDD', label: 'KSDD — Kerja Sama Daerah dengan Daerah Lain', kesepakatan: 1, perjanjian: 0 },
            { __typename: 'DashboardKelompok', kode: 'KSDPK', label: 'KSDPK — Kerja Sama Daerah dengan Pihak Ketiga', kesepakatan: 2, perjanjian: 3 },
          ],
          perUrusan: [{ __typename: 'DashboardKelompok', kode: 'Pendidikan', label: 'Pendidikan', kesepakatan: 2, perjanjian: 1 }],
          nilaiEvaluasi: [
            { __typename: 'NilaiEvaluasiBulan', bulan: '2025-12', label: 'Desember 2025', jumlah: 0, manfaat: null, komitmen: null, pelaksanaan: null, rataRata: null },
            { __typename: 'NilaiEvaluasiBulan', bulan: '2026-01', label: 'Januari 2026', jumlah: 2, manfaat: 3.5, komitmen: 3.5, pelaksanaan: 4, rataRata: 3.67 },
          ],
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
    expect(await screen.findByRole('figure', { name: /berakhir per bulan/i }, { timeout: 10_000 })).toBeTruthy();

    // issue 19: this year's records by jenis (largest first) and urusan, and the ratings per month
    const jenis = screen.getByRole('table', { name: 'Menurut Jenis Kerja Sama' });
    expect(within(jenis).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['KSDPK — Kerja Sama Daerah dengan Pihak Ketiga', '2', '3'],
      ['KSDD — Kerja Sama Daerah dengan Daerah Lain', '1', '0'],
    ]);
    expect(screen.getByRole('heading', { name: 'Menurut Urusan Pemerintahan (berjalan tahun 2026)' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Menurut Urusan Pemerintahan' })).getByText('Pendidikan')).toBeTruthy();
    await screen.findByRole('figure', { name: /nilai evaluasi per bulan/i }, { timeout: 10_000 });
    const nilai = screen.getByRole('table', { name: /nilai evaluasi per bulan/i });
    expect(within(within(nilai).getByRole('row', { name: /Januari 2026/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '3,67', '3,5', '3,5', '4']);
    expect(within(within(nilai).getByRole('row', { name: /Desember 2025/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['0', '-', '-', '-', '-']);
  });
});
