import { fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it } from 'vitest';
import { RiwayatDocument } from '../../generated/graphql';
import { RiwayatPage } from './RiwayatPage';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

const page = (items: { idRiwayat: number; namaUser: string; aksi: string; waktu: string }[], total = items.length) => ({
  riwayat: { __typename: 'RiwayatPage', total, items: items.map((i) => ({ __typename: 'Riwayat', ...i })) },
});

const all = page(
  [
    { idRiwayat: 1, namaUser: 'Admin', aksi: 'Menambah pengguna budi', waktu: '2025-08-17T02:05:00.000Z' },
    { idRiwayat: 2, namaUser: 'Budi', aksi: 'Login', waktu: '2025-01-02T07:30:00.000Z' },
  ],
  45,
);
const found = page([{ idRiwayat: 2, namaUser: 'Budi', aksi: 'Login', waktu: '2025-01-02T07:30:00.000Z' }]);

const mocks = [
  { request: { query: RiwayatDocument, variables: { search: null, page: { page: 1, limit: 20 } } }, result: { data: all }, maxUsageCount: 5 },
  { request: { query: RiwayatDocument, variables: { search: 'login', page: { page: 1, limit: 20 } } }, result: { data: found }, maxUsageCount: 5 },
];

describe('RiwayatPage', () => {
  it('shows the history with Indonesian date and time', async () => {
    render(
      <MockedProvider mocks={mocks}>
        <RiwayatPage />
      </MockedProvider>,
    );
    expect(await screen.findByText('17 Agustus 2025 09:05')).toBeTruthy();
    expect(screen.getByText('02 Januari 2025 14:30')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Nama', 'Kegiatan', 'Waktu']);
    expect(screen.getByPlaceholderText('Cari...')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Paginasi' })).toBeTruthy();
  });

  it('searches from page 1 and resets to the first load', async () => {
    render(
      <MockedProvider mocks={mocks}>
        <RiwayatPage />
      </MockedProvider>,
    );
    await screen.findByText('Menambah pengguna budi');
    fireEvent.change(screen.getByRole('textbox', { name: 'Cari riwayat' }), { target: { value: 'login' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await screen.findByText('Login');
    expect(screen.queryByText('Menambah pengguna budi')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Menambah pengguna budi')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Cari riwayat' }) as HTMLInputElement).value).toBe('');
  });
});
