import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../auth/session';
import { TugasSayaDocument } from '../../generated/graphql';
import { fakeToken } from '../../test/jwt';
import { withoutAnimations } from '../../ui/testing/noAnimations';
import { TugasSayaPage } from './TugasSayaPage';

withoutAnimations();

const signInAs = (level: number) => {
  localStorage.setItem('kerjasama.token', fakeToken({ id_user: 5, id_level: level }));
  localStorage.setItem('kerjasama.user', JSON.stringify({ id_user: 5, id_level: level, nama: 'Tester' }));
  sessionStore.reload();
};

const monev = (jenis: 'mou' | 'pks', idRecord: number, judul: string, periode: number, jatuhTempo: string, terlambat: boolean) => ({
  __typename: 'MonevTugas',
  jenis,
  idRecord,
  judul,
  periode,
  mulai: '2026-01-01',
  jatuhTempo,
  status: terlambat ? 'terlambat' : 'jatuh_tempo',
  statusText: terlambat ? 'Terlambat' : 'Jatuh Tempo',
});

const tugasSaya = (items: ReturnType<typeof monev>[]) => ({
  __typename: 'TugasSaya',
  jumlah: items.length,
  pertimbangan: [],
  keputusan: [],
  kerjasama: [],
  monev: items,
});

const renderPage = (items: ReturnType<typeof monev>[]) =>
  render(
    <MockedProvider mocks={[{ request: { query: TugasSayaDocument }, result: { data: { tugasSaya: tugasSaya(items) } } }]}>
      <MemoryRouter initialEntries={['/admin/tugas-saya']}>
        <TugasSayaPage />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('TugasSayaPage: Monitoring & Evaluasi', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStore.reload();
  });

  it('lists the due and late evaluations for an admin, each opening its evaluation form by keyboard', async () => {
    signInAs(1);
    renderPage([monev('mou', 7, 'Pengelolaan Sampah', 1, '2026-07-01', true), monev('pks', 9, 'Beasiswa Kota', 2, '2026-09-01', false)]);
    const section = await screen.findByRole('region', { name: 'Monitoring & Evaluasi: evaluasi jatuh tempo dan terlambat' });
    expect(within(section).getByText('Monitoring & Evaluasi: evaluasi jatuh tempo dan terlambat (2)')).toBeTruthy();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Pengelolaan Sampah'),
      expect.stringContaining('Beasiswa Kota'),
    ]);
    expect(within(items[0]!).getByText(/^Kesepakatan · Periode 1 · jatuh tempo /)).toBeTruthy();
    expect(within(items[0]!).getByText('Terlambat')).toBeTruthy();
    expect(within(items[1]!).getByText(/^Perjanjian · Periode 2 · jatuh tempo /)).toBeTruthy();
    expect(within(items[1]!).getByText('Jatuh Tempo')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Buka Monitoring & Evaluasi' }).getAttribute('href')).toBe('/admin/monev');

    const user = userEvent.setup();
    within(items[0]!).getByRole('button', { name: 'Evaluasi' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Evaluasi — Pengelolaan Sampah (Periode 1)' })).toBeTruthy();
  });

  it('gives an agency account its implementation reports to fill in, and says when nothing is due', async () => {
    signInAs(2);
    const { unmount } = renderPage([monev('mou', 7, 'Pengelolaan Sampah', 1, '2026-07-01', true)]);
    const section = await screen.findByRole('region', { name: 'Monitoring & Evaluasi: laporan pelaksanaan jatuh tempo dan terlambat' });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Isi Laporan' }));
    expect(await screen.findByRole('dialog', { name: 'Laporan Pelaksanaan — Pengelolaan Sampah (Periode 1)' })).toBeTruthy();
    unmount();

    renderPage([]);
    const empty = await screen.findByRole('region', { name: 'Monitoring & Evaluasi: laporan pelaksanaan jatuh tempo dan terlambat' });
    expect(within(empty).getByText('Tidak ada laporan pelaksanaan yang jatuh tempo atau terlambat.')).toBeTruthy();
  });
});
