/** The periodic report as XLSX, written with exceljs's streaming WorkbookWriter: each row is committed as it comes. */
import { PassThrough } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import ExcelJS from 'exceljs';
import { KOLOM_EVALUASI, KOLOM_KERJASAMA, labelEvaluasi, labelKerjasama, rowsEvaluasi, rowsKerjasama, type Periode, type Tabel } from './laporan-berkala.data.js';

export interface Isi {
  judul: string;
  periode: Periode & { nama: string };
  ringkasan: Tabel[];
}

const bold = { font: { bold: true } };

/** Writes the workbook; `progres(0..1)` after each list batch. */
export const tulisXlsx = async (em: EntityManager, isi: Isi, progres: (bagian: number) => Promise<void>): Promise<Buffer> => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });

  const ringkasan = wb.addWorksheet('Ringkasan');
  ringkasan.addRow([isi.judul]).commit();
  ringkasan.addRow([`Periode: ${isi.periode.nama} (${isi.periode.dari} s.d. ${isi.periode.sampai})`]).commit();
  for (const t of isi.ringkasan) {
    ringkasan.addRow([]).commit();
    const judul = ringkasan.addRow([t.judul]);
    judul.font = bold.font;
    judul.commit();
    const head = ringkasan.addRow(t.kolom);
    head.font = bold.font;
    head.commit();
    for (const b of t.baris) ringkasan.addRow(b).commit();
  }
  ringkasan.commit();

  const lists: [string, string[], () => AsyncGenerator<(string | number)[][]>][] = [
    ['Kesepakatan', KOLOM_KERJASAMA, () => mapped(rowsKerjasama(em, isi.periode, 'mou'), labelKerjasama)],
    ['Perjanjian', KOLOM_KERJASAMA, () => mapped(rowsKerjasama(em, isi.periode, 'pks'), labelKerjasama)],
    ['Evaluasi', KOLOM_EVALUASI, () => mapped(rowsEvaluasi(em, isi.periode), labelEvaluasi)],
  ];
  for (const [i, [nama, kolom, rows]] of lists.entries()) {
    const sheet = wb.addWorksheet(nama);
    const head = sheet.addRow(['No', ...kolom]);
    head.font = bold.font;
    head.commit();
    let no = 0;
    for await (const batch of rows()) {
      for (const r of batch) sheet.addRow([++no, ...r]).commit();
      await progres((i + 0.5) / lists.length);
    }
    sheet.commit();
    await progres((i + 1) / lists.length);
  }
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
};

async function* mapped<R>(source: AsyncGenerator<R[]>, label: (r: R) => (string | number)[]): AsyncGenerator<(string | number)[][]> {
  for await (const batch of source) yield batch.map(label);
}
