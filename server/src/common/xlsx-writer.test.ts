import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { deflateSheet, knownStrings, SharedStrings, XlsxWriter, type Row } from './xlsx-writer.js';

const write = async (sheets: [string, Row[][], number[]?][]): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  const wb = new XlsxWriter(async (c) => void chunks.push(c));
  for (const [name, batches, shared] of sheets) await wb.sheet(name, batches, { shared });
  await wb.finish();
  return Buffer.concat(chunks);
};

describe('XlsxWriter (streamed workbook)', () => {
  it('makes an archive whose entries pass their CRC, and a workbook exceljs reads back cell for cell', async () => {
    const text = ['Kerja Sama & <Pendidikan> "A"', ' spasi di tepi ', 'Ünïcødé — 日本', 'kontrol\u0001dibuang'];
    const many = Array.from({ length: 3000 }, (_, i): Row => [i + 1, `Judul ${i}`, i * 1.5]);
    const buf = await write([
      ['Ringkasan', [[{ bold: ['Judul', 'Nilai'] }, [text[0]!, 1], [], [text[1]!, 2.25]]]],
      ['Daftar & Lain', [many.slice(0, 1000), many.slice(1000)]],
      ['Teks', [[[text[2]!, text[3]!, null, 7]]]],
    ]);

    const zip = await JSZip.loadAsync(buf, { checkCRC32: true });
    expect(Object.keys(zip.files)).toContain('xl/worksheets/sheet2.xml');

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buf as never);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Ringkasan', 'Daftar & Lain', 'Teks']);
    const values = (name: string) => {
      const out: unknown[][] = [];
      wb.getWorksheet(name)!.eachRow({ includeEmpty: true }, (r) => out.push((r.values as unknown[]).slice(1)));
      return out;
    };
    expect(values('Ringkasan')).toEqual([['Judul', 'Nilai'], [text[0], 1], [], [text[1], 2.25]]);
    expect(wb.getWorksheet('Ringkasan')!.getRow(1).getCell(1).font?.bold).toBe(true);
    const daftar = values('Daftar & Lain');
    expect(daftar).toHaveLength(3000);
    expect(daftar[2999]).toEqual([3000, 'Judul 2999', 2999 * 1.5]);
    expect(values('Teks')).toEqual([[text[2], 'kontroldibuang', undefined, 7]]);
  });

  it('writes the columns a sheet names as shared strings, each value once, and leaves empty texts out', async () => {
    const status = ['Aktif', ' Berakhir ', 'Aktif & <lama>'];
    const rows = Array.from({ length: 2500 }, (_, i): Row => [i + 1, status[i % 3]!, `Judul ${i}`, '', status[(i + 1) % 3]!]);
    const buf = await write([['Daftar', [[{ bold: ['No', 'Status', 'Judul', 'Catatan', 'Lain'] }], rows], [1, 4]]]);

    const zip = await JSZip.loadAsync(buf, { checkCRC32: true });
    const sst = await zip.file('xl/sharedStrings.xml')!.async('string');
    expect(sst.match(/<si>/g)).toHaveLength(5); // the two headers and the three statuses
    expect(sst).toContain('<t xml:space="preserve"> Berakhir </t>');
    expect(await zip.file('xl/worksheets/sheet1.xml')!.async('string')).not.toContain('Aktif');

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buf as never);
    const out: unknown[][] = [];
    wb.getWorksheet('Daftar')!.eachRow({ includeEmpty: true }, (r) => out.push((r.values as unknown[]).slice(1)));
    expect(out[0]).toEqual(['No', 'Status', 'Judul', 'Catatan', 'Lain']);
    expect(out.slice(1)).toEqual(rows.map((r) => [(r as unknown[])[0], (r as unknown[])[1], (r as unknown[])[2], undefined, (r as unknown[])[4]]));
  });

  it('takes a sheet deflated elsewhere with the shared strings known when it began, in its place among the sheets', async () => {
    const chunks: Buffer[] = [];
    const wb = new XlsxWriter(async (c) => void chunks.push(c), 1);
    const known = wb.sharedStrings(['Lanjutkan', 'Hentikan']);
    const rows = Array.from({ length: 4000 }, (_, i): Row => [i + 1, i % 3 === 0 ? 'Lanjutkan' : i % 3 === 1 ? 'Hentikan' : 'Perluas', `Catatan ${i} & <x>`]);
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (c: Buffer) => parts.push(c));
    const entry = await deflateSheet([[{ bold: ['No', 'Rekomendasi', 'Catatan'] }], rows.slice(0, 1500), rows.slice(1500)], knownStrings(known), [1], out, 1);
    await wb.sheet('Daftar', [[['Lanjutkan', 'Baru']]], { order: 1, shared: [0, 1] });
    await wb.deflatedSheet('Evaluasi', { ...entry, data: parts }, { order: 2 });
    await wb.sheet('Ringkasan', [[['Jumlah', 4000]]], { order: 0 });
    await wb.finish();
    const buf = Buffer.concat(chunks);

    const zip = await JSZip.loadAsync(buf, { checkCRC32: true });
    const sheet2 = await zip.file('xl/worksheets/sheet2.xml')!.async('string');
    expect(sheet2).toContain('<c r="B2" t="s"><v>0</v></c>');
    expect(sheet2).toContain('<c r="B4" t="inlineStr"><is><t>Perluas</t></is></c>'); // not known when the sheet began
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(buf as never);
    expect(wb2.worksheets.map((w) => w.name)).toEqual(['Ringkasan', 'Daftar', 'Evaluasi']);
    const values: unknown[][] = [];
    wb2.getWorksheet('Evaluasi')!.eachRow((r) => values.push((r.values as unknown[]).slice(1)));
    expect(values[0]).toEqual(['No', 'Rekomendasi', 'Catatan']);
    expect(values.slice(1)).toEqual(rows);
    const daftar: unknown[][] = [];
    wb2.getWorksheet('Daftar')!.eachRow((r) => daftar.push((r.values as unknown[]).slice(1)));
    expect(daftar).toEqual([['Lanjutkan', 'Baru']]);
  });

  it('fails the archive when a deflated sheet is shorter than it was made (a cut temporary file)', async () => {
    const wb = new XlsxWriter(async () => {}, 1);
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (c: Buffer) => parts.push(c));
    const entry = await deflateSheet([[[1, 'a']]], knownStrings([]), [], out, 1);
    await expect(wb.deflatedSheet('Evaluasi', { ...entry, data: parts.map((p) => p.subarray(0, p.length - 1)) })).rejects.toThrow(/deflated entry has/);
  });

  it('takes the shared strings a sheet made elsewhere added, at the indexes it gave them', async () => {
    const chunks: Buffer[] = [];
    const wb = new XlsxWriter(async (c) => void chunks.push(c), 1);
    const known = wb.sharedStrings(['Aktif']);
    const continued = new SharedStrings(known);
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (c: Buffer) => parts.push(c));
    const rows: Row[] = [['Aktif', 'Dinas A'], ['Berakhir', 'Dinas B'], ['Aktif', 'Dinas A']];
    const entry = await deflateSheet([rows], continued, [0, 1], out, 1);
    expect(continued.added()).toEqual(['Dinas A', 'Berakhir', 'Dinas B']);
    expect(() => wb.continuedStrings(continued.added(), known.length + 1)).toThrow(/continued from/);
    wb.continuedStrings(continued.added(), known.length);
    await wb.deflatedSheet('Daftar', { ...entry, data: parts });
    await wb.finish();
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(Buffer.concat(chunks) as never);
    const values: unknown[][] = [];
    wb2.getWorksheet('Daftar')!.eachRow((r) => values.push((r.values as unknown[]).slice(1)));
    expect(values).toEqual(rows);
  });
});
