import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../auth/session';
import { MonevRiwayatDocument } from '../../generated/graphql';
import { fakeToken } from '../../test/jwt';
import { MonevRiwayatPanel } from './MonevRiwayatPanel';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

const signInAs = (level: number) => {
  localStorage.setItem('kerjasama.token', fakeToken({ id_user: 5, id_level: level }));
  localStorage.setItem('kerjasama.user', JSON.stringify({ id_user: 5, id_level: level, nama: 'Tester' }));
  sessionStore.reload();
};

const bukti = (idFile: string, namaFile: string) => ({
  __typename: 'LampiranDokumen',
  idFile,
  namaFile,
  mime: 'application/pdf',
  ukuran: 2048,
  tglUpload: '2026-08-01T03:00:00.000Z',
  url: `/files/${idFile}/${namaFile}?sig=x`,
});

const laporan = (idLaporan: number, pelapor: 'skpd' | 'mitra', files: ReturnType<typeof bukti>[]) => ({
  __typename: 'LaporanMonev',
  idLaporan,
  versi: 1,
  pelapor,
  pelaporText: pelapor === 'skpd' ? 'Instansi (SKPD)' : 'Mitra',
  kegiatan: 'Sosialisasi bank sampah',
  target: '10 kelurahan',
  capaian: '8 kelurahan',
  persentase: 80,
  nilaiRealisasi: 25000000,
  kendala: null,
  tindakLanjut: null,
  namaUser: 'Penyusun',
  createdAt: '2026-08-01T03:00:00.000Z',
  bukti: files,
});

const riwayat = {
  __typename: 'MonevRiwayat',
  jenis: 'mou',
  idRecord: 7,
  judul: 'Pengelolaan Sampah',
  terbuka: true,
  dihentikan: true,
  periode: [
    {
      __typename: 'MonevPeriode',
      periode: 1,
      mulai: '2026-01-01',
      jatuhTempo: '2026-07-01',
      laporan: [laporan(1, 'skpd', [bukti('a', 'foto-kegiatan.png')]), laporan(2, 'mitra', [])],
      evaluasi: [],
    },
  ],
};

const renderPanel = () =>
  render(
    <MockedProvider mocks={[{ request: { query: MonevRiwayatDocument, variables: { idMou: 7 } }, result: { data: { monevRiwayat: riwayat } } }]}>
      <MonevRiwayatPanel kind="mou" id={7} judul="Pengelolaan Sampah" />
    </MockedProvider>,
  );

describe('MonevRiwayatPanel', () => {
  it('lists the reports with their evidence links; a partner may add evidence to its own report only', async () => {
    signInAs(3);
    renderPanel();
    const skpd = await screen.findByRole('group', { name: 'Laporan Instansi (SKPD) versi 1' });
    expect(within(skpd).getByRole('link', { name: 'foto-kegiatan.png' }).getAttribute('href')).toBe('/files/a/foto-kegiatan.png?sig=x');
    expect(within(skpd).queryByRole('button', { name: 'Tambah Bukti' })).toBeNull();
    const mitra = screen.getByRole('group', { name: 'Laporan Mitra versi 1' });
    expect(within(mitra).getByText('Belum ada bukti.')).toBeTruthy();
    expect(within(mitra).getByRole('button', { name: 'Tambah Bukti' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Isi Laporan' })).toBeTruthy();
    expect(screen.getByText(/merekomendasikan Hentikan/)).toBeTruthy();
  });

  it('an admin may add evidence to either side', async () => {
    signInAs(1);
    renderPanel();
    await screen.findByRole('group', { name: 'Laporan Instansi (SKPD) versi 1' });
    expect(screen.getAllByRole('button', { name: 'Tambah Bukti' })).toHaveLength(2);
  });
});
