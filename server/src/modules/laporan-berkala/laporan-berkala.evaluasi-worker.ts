/** The thread of laporan-berkala.evaluasi.ts: reads, counts and deflates the evaluations sheet. */
import { createWriteStream } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import pgCopy from 'pg-copy-streams';
import { copyRows } from '../../common/copy-rows.js';
import { deflateSheet, type Row } from '../../common/xlsx-writer.js';
import { BERULANG_EVALUASI, evaluasiRow, KOLOM_EVALUASI, labelEvaluasi, sqlEvaluasi, type HasilEvaluasi, type TugasEvaluasi } from './laporan-berkala.evaluasi.js';
import { HitungLaporan } from './laporan-berkala.hitung.js';

const { databaseUrl, periode, strings, level, file } = workerData as TugasEvaluasi;
const client = new pg.Client({ connectionString: databaseUrl, application_name: 'laporan-berkala evaluasi' });
await client.connect();
try {
  await client.query('begin transaction read only');
  const copy = client.query(pgCopy.to(`copy (${sqlEvaluasi(periode)}) to stdout`)) as AsyncIterable<Buffer>;
  const hitung = new HitungLaporan();
  async function* batches(): AsyncGenerator<Row[]> {
    yield [{ bold: ['No', ...KOLOM_EVALUASI] }];
    let no = 0;
    for await (const rows of copyRows(copy)) {
      yield rows.map((f) => {
        const r = evaluasiRow(f);
        hitung.evaluasi(r);
        return labelEvaluasi(r, ++no);
      });
    }
  }
  const entry = await deflateSheet(batches(), strings, BERULANG_EVALUASI, createWriteStream(file), level);
  await client.query('commit');
  const hasil: HasilEvaluasi = { entry, bagian: hitung.bagianEvaluasi() };
  parentPort!.postMessage(hasil);
} finally {
  await client.end();
}
