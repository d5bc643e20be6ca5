import { describe, expect, it } from 'vitest';
import { toLegacy } from './wire.js';

describe('the legacy wire format', () => {
  it('writes dates dd-mm-yyyy (with the city time where the field has one), and leaves text that looks like a date alone', () => {
    expect(
      toLegacy({
        tglMulai: '2026-01-15',
        tglInput: '2026-01-15',
        tanggalDari: '2026-02-01',
        createdAt: '2026-03-01T03:00:00.000Z',
        noKontrak: '2026-01-15',
        noMitra: '2026-02-20',
        keterangan: '2026-03-01T10:00:00Z',
        detail: [{ pesan: '2026-12-31', waktu: '2026-03-01T03:04:05.000Z' }],
      }),
    ).toEqual({
      tgl_mulai: '15-01-2026',
      tgl_input: '15-01-2026',
      tanggal_dari: '01-02-2026',
      created_at: '01-03-2026',
      no_kontrak: '2026-01-15',
      no_mitra: '2026-02-20',
      keterangan: '2026-03-01T10:00:00Z',
      detail: [{ pesan: '2026-12-31', waktu: '01-03-2026 10:04:05' }],
    });
  });
});
