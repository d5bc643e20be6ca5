/** A sheet thread of laporan-berkala.lembar.ts: reads, counts and deflates its lists' sheets. */
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import pgCopy from 'pg-copy-streams';
import { copyRows, type CopyRow } from '../../common/copy-rows.js';
import { deflateSheet, knownStrings, SharedStrings, type Row, type StringIndex } from '../../common/xlsx-writer.js';
import {
  BERULANG_EVALUASI,
  BERULANG_KERJASAMA,
  BERULANG_REALISASI,
  evaluasiRow,
  KOLOM_EVALUASI,
  KOLOM_KERJASAMA,
  KOLOM_REALISASI,
  labelEvaluasi,
  labelKerjasama,
  labelRealisasi,
  penamaKerjasama,
  realisasiRow,
  SQL_NAMA,
  sqlEvaluasi,
  sqlJumlahEvaluasi,
  sqlKerjasama,
  sqlRealisasi,
} from './laporan-berkala.daftar.js';
import { HitungLaporan } from './laporan-berkala.hitung.js';
import type { HasilLembar, PesanLembar, TugasLembar } from './laporan-berkala.lembar.js';

const { jenis, databaseUrl, periode, strings, level, dir } = workerData as TugasLembar;
const post = (m: PesanLembar) => parentPort!.postMessage(m);
const client = new pg.Client({ connectionString: databaseUrl, application_name: `laporan-berkala ${jenis}` });
await client.connect();
const hitung = new HitungLaporan();
const sheets: HasilLembar['sheets'] = [];
let added: string[] = [];

/** One sheet: its header row, then `baris` of each row of `sql`, deflated into a file of its own; `dibaca(rows)` after each batch. */
const sheet = async (nama: string, kolom: string[], sql: string, baris: (f: CopyRow, no: number) => Row, index: StringIndex, shared: number[], dibaca = (_rows: number) => {}) => {
  const copy = client.query(pgCopy.to(`copy (${sql}) to stdout`)) as AsyncIterable<Buffer>;
  async function* batches(): AsyncGenerator<Row[]> {
    yield [{ bold: ['No', ...kolom] }];
    let no = 0;
    for await (const rows of copyRows(copy)) {
      yield rows.map((f) => baris(f, ++no));
      dibaca(no);
    }
  }
  const file = join(dir, `${sheets.length}.xml.deflate`);
  sheets.push({ nama, file, entry: await deflateSheet(batches(), index, shared, createWriteStream(file), level) });
};

try {
  // One snapshot for the names and the lists.
  await client.query('begin transaction isolation level repeatable read read only');
  // Parallel workers of a scan only add processes: the two threads and their connections already share two cores.
  await client.query('set local max_parallel_workers_per_gather = 0');
  if (jenis === 'kerjasama') {
    const continued = new SharedStrings(strings);
    const urusan = (await client.query<{ id_urusan: string; nama: string }>(SQL_NAMA.urusan)).rows;
    const skpd = (await client.query<{ id_skpd: string; skpd: string }>(SQL_NAMA.skpd)).rows;
    for (const [i, [table, nama]] of (
      [
        ['mou', 'Kesepakatan'],
        ['pks', 'Perjanjian'],
      ] as const
    ).entries()) {
      const row = penamaKerjasama(urusan, skpd);
      await sheet(nama, KOLOM_KERJASAMA, sqlKerjasama(periode, table), (f, no) => {
        const r = row(f);
        hitung.kerjasama(r, table === 'pks');
        return labelKerjasama(r, no);
      }, continued, BERULANG_KERJASAMA);
      post({ progres: (i + 1) / 2 });
    }
    added = continued.added();
  } else {
    const [{ n }] = (await client.query<{ n: number }>(sqlJumlahEvaluasi(periode))).rows as [{ n: number }];
    let shown = 0;
    const dibaca = (rows: number) => {
      const progres = Math.floor((rows / Math.max(n, 1)) * 100) / 100;
      if (progres > shown) post({ progres: (shown = Math.min(progres, 1)) });
    };
    const index = knownStrings(strings);
    let evaluasi = 0;
    await sheet('Evaluasi', KOLOM_EVALUASI, sqlEvaluasi(periode), (f, no) => {
      const r = evaluasiRow(f);
      hitung.evaluasi(r);
      return labelEvaluasi(r, no);
    }, index, BERULANG_EVALUASI, (rows) => dibaca((evaluasi = rows)));
    await sheet('Realisasi', KOLOM_REALISASI, sqlRealisasi(periode), (f, no) => {
      const r = realisasiRow(f);
      hitung.realisasi(r);
      return labelRealisasi(r, no);
    }, index, BERULANG_REALISASI, (rows) => dibaca(evaluasi + rows));
  }
  await client.query('commit');
  post({ hasil: { sheets, hitung: hitung.keadaan(), added } });
} finally {
  await client.end();
}
