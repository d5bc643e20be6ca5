import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { XlsxWriter, type Row } from './xlsx-writer.js';

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
});
