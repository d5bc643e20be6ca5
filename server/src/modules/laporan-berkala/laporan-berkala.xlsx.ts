/**
 * The periodic report as XLSX, streamed (common/xlsx-writer.ts): the agreements and contracts are read from
 * cursors a batch at a time and each batch goes out to `sink` as deflated XML, so neither the rows nor the
 * file are ever whole in memory; meanwhile a worker thread makes the evaluations sheet
 * (laporan-berkala.evaluasi.ts). The summary is counted from the same rows on their way (laporan-berkala.hitung.ts).
 */
import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { XlsxWriter, type Row } from '../../common/xlsx-writer.js';
import { ADMINS } from '../../rules/levels.js';
import { KOLOM_KERJASAMA, labelKerjasama, rowsKerjasama, readAhead, type KerjasamaRow, type Periode, type Tabel } from './laporan-berkala.data.js';
import { mulaiSheetEvaluasi, nilaiBerulangEvaluasi } from './laporan-berkala.evaluasi.js';
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
const BERULANG_KERJASAMA = ['Tgl. Mulai', 'Tgl. Berakhir', 'Status', 'Jenis', 'Kategori Mitra', 'Negara', 'Urusan', 'Instansi'].map((k) => KOLOM_KERJASAMA.indexOf(k) + 1);
/** Deflate's fastest level: a third of the default's time here, for a file about a third larger. */
const LEVEL = 1;

interface List {
  nama: string;
  rows: Readable;
  /** The sheet's row of a database row (counted on its way), after its number. */
  baris: (row: never, no: number) => Row;
}

const kerjasama = (hitung: HitungLaporan, pks: boolean) => (r: KerjasamaRow, no: number): Row => {
  hitung.kerjasama(r, pks);
  return labelKerjasama(r, no);
};

/**
 * Writes the workbook to `sink`; `progres(0..1)` after each list batch. The evaluations' thread starts first;
 * the agreements and contracts are opened at once and written, counted by `hitung` on their way; then the
 * evaluations sheet, and `isi()` (the summary, which needs the counts) goes into the summary sheet, first in
 * the workbook though written last.
 */
export const tulisXlsx = async (
  em: EntityManager,
  periode: Periode,
  hitung: HitungLaporan,
  isi: () => Promise<Isi>,
  sink: (chunk: Buffer) => Promise<void>,
  progres: (bagian: number) => Promise<void>,
): Promise<void> => {
  const wb = new XlsxWriter(sink, LEVEL);
  const penilai = await em.getConnection().execute<{ nama: string }[]>(`select distinct nama from users where id_level in (${ADMINS.join(', ')})`);
  const strings = wb.sharedStrings(nilaiBerulangEvaluasi(periode, penilai.map((u) => u.nama)));
  const evaluasi = mulaiSheetEvaluasi({ databaseUrl: em.config.get('clientUrl')!, periode, strings, level: LEVEL });
  const lists: List[] = [
    { nama: 'Kesepakatan', rows: readAhead(rowsKerjasama(em, periode, 'mou'), AHEAD), baris: kerjasama(hitung, false) },
    { nama: 'Perjanjian', rows: readAhead(rowsKerjasama(em, periode, 'pks'), AHEAD), baris: kerjasama(hitung, true) },
  ];
  const bagian = 3;
  try {
    for (const [i, { nama, rows, baris }] of lists.entries()) {
      async function* numbered(): AsyncGenerator<Row[]> {
        yield [{ bold: ['No', ...KOLOM_KERJASAMA] }];
        let no = 0;
        for await (const batch of rows as AsyncIterable<never[]>) {
          yield batch.map((r) => baris(r, ++no));
          await progres((i + 0.5) / bagian);
        }
      }
      await wb.sheet(nama, numbered(), { order: i + 1, shared: BERULANG_KERJASAMA });
      await progres((i + 1) / bagian);
    }
    await progres(2.5 / bagian);
    const { entry, bagian: dihitung } = await evaluasi.selesai;
    hitung.tambahEvaluasi(dihitung);
    await wb.deflatedSheet('Evaluasi', entry, { order: 3 });
    await progres(1);
  } finally {
    for (const l of lists) l.rows.destroy();
    await evaluasi.tutup();
  }
  await wb.sheet('Ringkasan', [ringkasan(await isi())], { order: 0 });
  await wb.finish();
};
