import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnWidths, renderPdf, renderXlsx, type LaporanTable } from './laporan.render.js';
import { layoutText, overlapping, pdfWords } from '../../test/pdf-text.js';

const KOLOM = ['No', 'Judul Perjanjian', 'Judul Kesepakatan', 'Mitra', 'No. Kontrak', 'No. Mitra', 'Tgl. Mulai', 'Tgl. Berakhir', 'Status', 'Nilai'];
const baris = (no: number, judul: string, nilai: string, status = 'Proses'): string[] => [
  String(no),
  judul,
  'Pengembangan Jaringan Kota Cerdas',
  'Pemerintah Kabupaten Sukamaju',
  `${String(no).padStart(3, '0')}/PKS/2026`,
  `PKS-${200 + no}/2026`,
  '12 November 2025',
  '23 September 2027',
  status,
  nilai,
];
const perjanjian = (rows: string[][]): LaporanTable => ({
  judul: 'Laporan Perjanjian Kerja Sama (PKS)',
  keterangan: ['Periode 1 Januari 2024 s.d. 31 Desember 2026'],
  kolom: KOLOM,
  baris: rows,
  total: rows.length,
  dipotong: false,
  namaFile: 'laporan-perjanjian',
});

const TITLE = `Uji & <Lap> "kutip" 'apos' 🚀 Émoji España señor`;
const rows = [
  ...Array.from({ length: 9 }, (_, i) => baris(i + 1, `Kerja sama nomor ${i + 1}`, 'Rp 0,00', 'Aktif')),
  baris(10, TITLE, 'Rp 450.000.000,00'),
  baris(11, `Judul dengan token ${'X'.repeat(60)} panjang`, 'Rp 1.000.000.000.000,00'),
  baris(15, 'Pengangkutan Sampah Lintas Wilayah', 'Rp 25.000.000,00', 'Revisi'),
];

describe('laporan render: the list reports as PDF', () => {
  it('prints Unicode text with an embedded font: accents and signs intact, an emoji as a square, nothing over the next column', async () => {
    const pdf = await renderPdf(perjanjian(rows));
    const text = layoutText(pdf);
    expect(text).not.toMatch(/Ø=Þ|Ø=/);
    const words = pdfWords(pdf);
    const title = words.map((w) => w.text).join(' ');
    expect(title).toContain(`Uji & <Lap> "kutip" 'apos' □ Émoji España señor`);
    expect(pdf.toString('latin1')).toContain('/FontFile2'); // embedded TrueType, not a base-14 font
    expect(overlapping(words)).toEqual([]);
  });

  it('keeps numbers, amounts, dates, statuses and codes whole, each on its row’s first line', async () => {
    const lines = layoutText(await renderPdf(perjanjian(rows))).split('\n');
    const header = lines.find((l) => l.includes('Judul Perjanjian'))!;
    for (const h of ['No', 'No. Kontrak', 'No. Mitra', 'Tgl. Mulai', 'Tgl. Berakhir', 'Status', 'Nilai']) expect(header).toContain(h);
    const line = (no: number) => lines.find((l) => l.trimStart().startsWith(`${no} `)) ?? '';
    expect(line(10)).toMatch(/010\/PKS\/2026 +PKS-210\/2026 +12 November 2025 +23 September 2027 +Proses +Rp 450\.000\.000,00/);
    expect(line(11)).toMatch(/011\/PKS\/2026 +PKS-211\/2026 +12 November 2025 +23 September 2027 +Proses +Rp 1\.000\.000\.000\.000,00/);
    expect(line(15)).toMatch(/Revisi +Rp 25\.000\.000,00/);
    // Only the word longer than its column breaks.
    expect(lines.join('\n')).not.toContain('X'.repeat(60));
  });

  it('gives each column its longest unbroken text; the free-text columns take the squeeze', () => {
    const columns = [
      ['No', '10'],
      ['Nilai', 'Rp 450.000.000,00'],
      ['Judul', 'kata '.repeat(60)],
      ['Mitra', 'Pemerintah Kabupaten Sukamaju'],
      ['Deskripsi', 'kata '.repeat(60)],
    ];
    const widths = columnWidths(columns, (text) => text.length, 120);
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(120);
    expect(widths[0]).toBeCloseTo('No'.length);
    expect(widths[1]).toBeCloseTo('Rp 450.000.000,00'.length);
    expect(widths[3]).toBeGreaterThanOrEqual('Pemerintah'.length);
    expect(widths[3]).toBeLessThan('Pemerintah Kabupaten Sukamaju'.length);
    expect(widths[2]).toBeGreaterThan(widths[3]!);
  });
});

describe('laporan render: the list reports as XLSX', () => {
  it('writes No as a number and Nilai as a number in Rupiah, every other column as text', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await renderXlsx(perjanjian(rows))) as unknown as ExcelJS.Buffer);
    const ws = wb.getWorksheet('Laporan')!;
    const header = ws.getRow(4);
    expect(header.getCell(1).value).toBe('No');
    const row10 = ws.getRow(5 + 9);
    expect(row10.getCell(1).value).toBe(10);
    expect(row10.getCell(2).value).toBe(TITLE);
    expect(row10.getCell(7).value).toBe('12 November 2025');
    expect(row10.getCell(10).value).toBe(450_000_000);
    expect(row10.getCell(10).numFmt).toBe('"Rp" #,##0.00');
    expect(ws.getRow(5 + 10).getCell(10).value).toBe(1_000_000_000_000);
    expect(ws.getRow(5).getCell(10).value).toBe(0);
  });
});
