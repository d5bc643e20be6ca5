import { describe, expect, it } from 'vitest';
import type { Tabel } from './laporan-berkala.data.js';
import { namaBulan, tulisPdf, type Grafik } from './laporan-berkala.pdf.js';
import { layoutText, overlapping, pdfWords } from '../../test/pdf-text.js';

const kolom = (pertama: string) => [pertama, 'Kesepakatan', 'Perjanjian', 'Jumlah'];
const JENIS: Tabel = {
  judul: 'Menurut Jenis Kerja Sama',
  kolom: kolom('Jenis'),
  baris: [
    ['KSDD — Kerja Sama Daerah dengan Daerah Lain', 1, 0, 1],
    ['KSDPL — Kerja Sama Daerah dengan Pemerintah Daerah di Luar Negeri', 0, 1, 1],
    ['Belum diklasifikasi', 12, 15, 27],
  ],
};
const EVALUASI: Tabel = {
  judul: 'Hasil Evaluasi menurut Rekomendasi',
  kolom: ['Rekomendasi', 'Jumlah', 'Rata-rata Manfaat', 'Rata-rata Komitmen Mitra', 'Rata-rata Pelaksanaan'],
  baris: [
    ['Hentikan', 2, 1.5, 2, 3.5],
    ['Lanjutkan', 3, 3.67, 3.67, 3.33],
  ],
};
const instansi = (n: number): Tabel => ({
  judul: 'Menurut Instansi (SKPD)',
  kolom: kolom('Instansi'),
  baris: Array.from({ length: n }, (_, i) => [`Dinas Nomor ${i + 1} Émoji 🚀 & <Lap> dengan nama yang panjang sekali sampai dua baris`, i, 1250, i + 1250]),
});
const GRAFIK: Grafik = {
  batang: { judul: 'Kerja Sama menurut Jenis', data: [{ label: 'KSDD', nilai: 1 }] },
  garis: { judul: 'Rata-rata Nilai Evaluasi per Bulan', bulan: ['2026-11'], seri: [{ nama: 'Manfaat', nilai: [3.67] }] },
};
const laporan = (ringkasan: Tabel[], grafik = GRAFIK) =>
  tulisPdf({ judul: 'Laporan Pelaksanaan Kerja Sama', periode: { nama: 'Tahun 2026', dari: '2026-01-01', sampai: '2026-12-31' }, ringkasan }, grafik);

describe('laporan berkala: the PDF', () => {
  it('gives every table row the height of its tallest wrapped cell, headers too: nothing prints over the next row', async () => {
    const words = pdfWords(await laporan([JENIS, instansi(3), EVALUASI]));
    expect(overlapping(words)).toEqual([]);
    const top = (text: string) => words.find((w) => w.text === text)!.yMin;
    // "Mitra" (the header's last line) is above the first row, "Negeri" (the label's second line) above the next.
    expect(top('Mitra')).toBeLessThan(top('Hentikan'));
    expect(top('Negeri')).toBeLessThan(top('Belum'));
  });

  it('moves a row that does not fit to the next page, under the header again', async () => {
    const pdf = await laporan([instansi(60)]);
    const words = pdfWords(pdf);
    expect(overlapping(words)).toEqual([]);
    const pages = new Set(words.map((w) => w.page));
    expect(pages.size).toBeGreaterThan(2);
    for (const page of [...pages].slice(0, -1)) expect(words.some((w) => w.page === page && w.text === 'Instansi')).toBe(true);
    expect(Math.max(...words.map((w) => w.yMax))).toBeLessThanOrEqual(841.89 - 40);
    expect(words.filter((w) => w.text === 'Émoji').length).toBe(60);
    expect(words.some((w) => w.text.includes('Ø'))).toBe(false);
  });

  it('writes dates, numbers and months the Indonesian way', async () => {
    const text = layoutText(await laporan([JENIS, EVALUASI]));
    expect(text).toContain('Periode: Tahun 2026 (1 Januari 2026 s.d. 31 Desember 2026)');
    expect(text).toMatch(/Hentikan +2 +1,50 +2 +3,50/);
    expect(text).toMatch(/Lanjutkan +3 +3,67 +3,67 +3,33/);
    expect(text).toContain('November 2026');
    expect(text).not.toMatch(/2026-\d\d|3\.67|1\.5\b/);
    expect(namaBulan(['2026-08', '2026-11'], (s) => s.length <= 8)).toEqual(['Agu 2026', 'Nov 2026']);
  });
});
