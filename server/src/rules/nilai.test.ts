import { describe, expect, it } from 'vitest';
import { laporanMonevSchema } from './monev.js';
import { MAX_NILAI, mouSchema, NILAI_TERLALU_BESAR } from './mou.js';
import { fieldErrors } from './validation.js';

const mou = (nilai: number) => ({
  idMitra: 1, mitra: 'PT Uji', tglMulai: '2026-01-01', tglBerakhir: '2027-01-01', judul: 'Uji', deskripsi: 'Uji', noKontrak: 'U/1', noMitra: 'M/1',
  nilai, namaTtdMitra: 'A', jabatanTtdMitra: 'B', namaTtd: 'C', jabatanTtd: 'D', keterangan: '-', status: 3,
});
const laporan = (over: Record<string, unknown>) => ({ periode: 1, kegiatan: 'K', target: 'T', capaian: 'C', persentase: 80, nilaiRealisasi: 0, ...over });

describe('amounts of money and percentages', () => {
  it('keep every cent up to the largest Nilai, and refuse more in Indonesian (a JS number loses cents above ~70 triliun)', () => {
    const largest = MAX_NILAI - 0.01;
    expect(mouSchema.parse(mou(largest)).nilai.toFixed(2)).toBe('49999999999999.99');
    expect(mouSchema.parse(mou(1234567.891)).nilai).toBe(1234567.89);
    expect(JSON.stringify(mouSchema.parse(mou(largest)).nilai)).toBe('49999999999999.99');
    const refused = mouSchema.safeParse(mou(500_000_000_000_001));
    expect(refused.success ? {} : fieldErrors(refused.error)).toMatchObject({ nilai: NILAI_TERLALU_BESAR });
    const realisasi = laporanMonevSchema.safeParse(laporan({ nilaiRealisasi: MAX_NILAI + 1 }));
    expect(realisasi.success ? {} : fieldErrors(realisasi.error)).toMatchObject({ nilaiRealisasi: 'Nilai realisasi terlalu besar (maksimal Rp 50.000.000.000.000)' });
  });

  it('a report’s percentage is kept to two decimals, as it is stored (numeric(5,2))', () => {
    expect(laporanMonevSchema.parse(laporan({ persentase: 80.555 })).persentase).toBe(80.56);
    expect(laporanMonevSchema.parse(laporan({ persentase: 100 })).persentase).toBe(100);
  });
});
