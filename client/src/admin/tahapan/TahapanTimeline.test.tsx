import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TahapanLogEntryFragment } from '../../generated/graphql';
import { TahapanTimeline } from './TahapanTimeline';

const line = (over: Partial<TahapanLogEntryFragment>): TahapanLogEntryFragment => ({
  idLog: 1,
  dari: 'PEMBAHASAN',
  ke: 'PERSETUJUAN_DPRD',
  keText: 'Persetujuan DPRD',
  manual: false,
  catatan: '',
  internal: false,
  perubahanTanda: [],
  namaAktor: 'Admin',
  levelAktor: 'Admin',
  skpdAktor: null,
  waktu: '2026-11-20T03:00:00.000Z',
  nomorSurat: null,
  tanggalSurat: null,
  tanggalTtd: null,
  dokumen: [],
  ...over,
});

const lines = () => within(screen.getByRole('list', { name: 'Riwayat tahapan' })).getAllByRole('listitem');

describe('TahapanTimeline', () => {
  it('shows the flags a move cleared or set, and an internal note to staff with its mark', () => {
    render(
      <TahapanTimeline
        items={[
          line({ idLog: 1, ke: 'SIAP_DITANDATANGANI', keText: 'Siap Ditandatangani', perubahanTanda: ['Tanda Membebani APBD dihapus'], catatan: 'Biaya ditanggung mitra' }),
          line({ idLog: 2, catatan: 'Rapat internal TKKSD', internal: true }),
        ]}
      />,
    );
    const [dihapus, internal] = lines();
    expect(dihapus!.textContent).toContain('Tanda Membebani APBD dihapus');
    expect(dihapus!.textContent).toContain('Biaya ditanggung mitra');
    expect(internal!.textContent).toContain('Internal');
    expect(internal!.textContent).toContain('Rapat internal TKKSD');
  });

  it('keeps a line whose internal note the partner may not read, without the note or its mark (audit L13)', () => {
    render(<TahapanTimeline items={[line({ idLog: 3, catatan: null, internal: true, nomorSurat: '170/45/DPRD' })]} />);
    const [only] = lines();
    expect(only!.textContent).toContain('Persetujuan DPRD');
    expect(only!.textContent).toContain('Surat DPRD 170/45/DPRD');
    expect(only!.textContent).not.toContain('Internal');
  });
});
