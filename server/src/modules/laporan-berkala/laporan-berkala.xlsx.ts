/**
 * The periodic report as XLSX, streamed (common/xlsx-writer.ts): the lists are read from cursors a batch at a
 * time and each batch goes out to `sink` as deflated XML, so neither the rows nor the file are ever whole in
 * memory.
 */
import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { XlsxWriter, type Row } from '../../common/xlsx-writer.js';
import { KOLOM_EVALUASI, KOLOM_KERJASAMA, labelEvaluasi, labelKerjasama, rowsEvaluasi, rowsKerjasama, readAhead, type Periode, type Tabel } from './laporan-berkala.data.js';

export interface Isi {
  judul: string;
  periode: Periode & { nama: string };
  ringkasan: Tabel[];
}

const ringkasan = (isi: Isi): Row[] => [
  [isi.judul],
  [`Periode: ${isi.periode.nama} (${isi.periode.dari} s.d. ${isi.periode.sampai})`],
  ...isi.ringkasan.flatMap((t): Row[] => [[], { bold: [t.judul] }, { bold: t.kolom }, ...t.baris]),
];

/** Batches of a list read ahead of the writer (a batch of 1,000 rows is about 1 MB in memory). */
const AHEAD = 1;

interface List {
  nama: string;
  kolom: string[];
  rows: Readable;
}

/**
 * Writes the workbook to `sink`; `progres(0..1)` after each list batch. The three lists are opened at once
 * and written first, while `isi` (the summary) is still being counted; the summary sheet, first in the
 * workbook, is written last.
 */
export const tulisXlsx = async (
  em: EntityManager,
  periode: Periode,
  isi: Promise<Isi>,
  sink: (chunk: Buffer) => Promise<void>,
  progres: (bagian: number) => Promise<void>,
): Promise<void> => {
  // Deflate's fastest level: a third of the default's time here, for a file about a third larger.
  const wb = new XlsxWriter(sink, 1);
  const lists: List[] = [
    { nama: 'Kesepakatan', kolom: KOLOM_KERJASAMA, rows: readAhead(mapped(rowsKerjasama(em, periode, 'mou'), labelKerjasama), AHEAD) },
    { nama: 'Perjanjian', kolom: KOLOM_KERJASAMA, rows: readAhead(mapped(rowsKerjasama(em, periode, 'pks'), labelKerjasama), AHEAD) },
    { nama: 'Evaluasi', kolom: KOLOM_EVALUASI, rows: readAhead(mapped(rowsEvaluasi(em, periode), labelEvaluasi), AHEAD) },
  ];
  try {
    for (const [i, { nama, kolom, rows }] of lists.entries()) {
      async function* numbered(): AsyncGenerator<Row[]> {
        yield [{ bold: ['No', ...kolom] }];
        let no = 0;
        for await (const batch of rows as AsyncIterable<(string | number)[][]>) {
          yield batch.map((r) => [++no, ...r]);
          await progres((i + 0.5) / lists.length);
        }
      }
      await wb.sheet(nama, numbered(), i + 1);
      await progres((i + 1) / lists.length);
    }
  } finally {
    for (const l of lists) l.rows.destroy();
  }
  await wb.sheet('Ringkasan', [ringkasan(await isi)], 0);
  await wb.finish();
};

async function* mapped<R>(source: AsyncGenerator<R[]>, label: (r: R) => (string | number)[]): AsyncGenerator<(string | number)[][]> {
  for await (const batch of source) yield batch.map(label);
}
