/**
 * The periodic report as XLSX, streamed (common/xlsx-writer.ts): the lists are read from cursors a batch at a
 * time and each batch goes out to `sink` as deflated XML, so neither the rows nor the file are ever whole in
 * memory. The summary is counted from the same rows on their way (laporan-berkala.hitung.ts).
 */
import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { XlsxWriter, type Row } from '../../common/xlsx-writer.js';
import { KOLOM_EVALUASI, KOLOM_KERJASAMA, labelEvaluasi, labelKerjasama, rowsEvaluasi, rowsKerjasama, readAhead, type EvaluasiRow, type KerjasamaRow, type Periode, type Tabel } from './laporan-berkala.data.js';
import type { HitungLaporan } from './laporan-berkala.hitung.js';

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

/** Columns whose values repeat across rows: written once, as the workbook's shared strings. */
const BERULANG_KERJASAMA = ['Tgl. Mulai', 'Tgl. Berakhir', 'Status', 'Jenis', 'Kategori Mitra', 'Negara', 'Urusan', 'Instansi'];
const BERULANG_EVALUASI = ['Tanggal', 'Jenis', 'Rekomendasi', 'Penilai'];

interface List {
  nama: string;
  kolom: string[];
  berulang: string[];
  rows: Readable;
  /** The sheet's row of a database row (counted on its way), after its number. */
  baris: (row: never, no: number) => Row;
}

const kerjasama = (hitung: HitungLaporan, pks: boolean) => (r: KerjasamaRow, no: number): Row => {
  hitung.kerjasama(r, pks);
  return labelKerjasama(r, no);
};

/**
 * Writes the workbook to `sink`; `progres(0..1)` after each list batch. The three lists are opened at once
 * and written first, counted by `hitung` on their way; then `isi()` (the summary, which needs the counts)
 * goes into the summary sheet, first in the workbook though written last.
 */
export const tulisXlsx = async (
  em: EntityManager,
  periode: Periode,
  hitung: HitungLaporan,
  isi: () => Promise<Isi>,
  sink: (chunk: Buffer) => Promise<void>,
  progres: (bagian: number) => Promise<void>,
): Promise<void> => {
  // Deflate's fastest level: a third of the default's time here, for a file about a third larger.
  const wb = new XlsxWriter(sink, 1);
  const lists: List[] = [
    { nama: 'Kesepakatan', kolom: KOLOM_KERJASAMA, berulang: BERULANG_KERJASAMA, rows: readAhead(rowsKerjasama(em, periode, 'mou'), AHEAD), baris: kerjasama(hitung, false) },
    { nama: 'Perjanjian', kolom: KOLOM_KERJASAMA, berulang: BERULANG_KERJASAMA, rows: readAhead(rowsKerjasama(em, periode, 'pks'), AHEAD), baris: kerjasama(hitung, true) },
    {
      nama: 'Evaluasi',
      kolom: KOLOM_EVALUASI,
      berulang: BERULANG_EVALUASI,
      rows: readAhead(rowsEvaluasi(em, periode), AHEAD),
      baris: (r: EvaluasiRow, no: number) => {
        hitung.evaluasi(r);
        return labelEvaluasi(r, no);
      },
    },
  ];
  try {
    for (const [i, { nama, kolom, berulang, rows, baris }] of lists.entries()) {
      async function* numbered(): AsyncGenerator<Row[]> {
        yield [{ bold: ['No', ...kolom] }];
        let no = 0;
        for await (const batch of rows as AsyncIterable<never[]>) {
          yield batch.map((r) => baris(r, ++no));
          await progres((i + 0.5) / lists.length);
        }
      }
      await wb.sheet(nama, numbered(), { order: i + 1, shared: berulang.map((k) => kolom.indexOf(k) + 1) });
      await progres((i + 1) / lists.length);
    }
  } finally {
    for (const l of lists) l.rows.destroy();
  }
  await wb.sheet('Ringkasan', [ringkasan(await isi())], { order: 0 });
  await wb.finish();
};
