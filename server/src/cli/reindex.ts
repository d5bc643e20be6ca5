/**
 * `npm run reindex [-- --belum]` (in the image: `node server/dist/cli/reindex.js`): reads the text of every
 * stored document again (issue 20), with a progress bar, on the database the server of this environment
 * uses. `--belum`: only documents not yet read or unreadable (after installing Tesseract, say). Reports
 * documents per second, for the text layer and for OCR separately. Safe while the server runs: each document
 * is its own idempotent unit (modules/cari/indexer).
 */
import { MikroORM } from '@mikro-orm/postgresql';
import cliProgress from 'cli-progress';
import { pino } from 'pino';
import { openCliDatabase } from '../db/cli-database.js';
import { ormOptions } from '../db/orm.config.js';
import { DocumentIndexer } from '../modules/cari/indexer/indexer.service.js';
import { Ocr } from '../modules/cari/indexer/ocr.js';
import { ParseThread } from '../modules/cari/indexer/parse-in-worker.js';

const onlyUnread = process.argv.includes('--belum');
const db = await openCliDatabase();
const orm = await MikroORM.init(ormOptions(db.url, { pool: { min: 0, max: 2 } }));
try {
  const em = orm.em.fork();
  const rows = await em.getConnection().execute<{ id_file: string }[]>(
    `select d.id_file from dokumen_teks d join stored_file f on f.id = d.id_file
     ${onlyUnread ? `where d.status <> 'terbaca'` : ''} order by f.created_at, d.id_file`,
  );
  const ocr = new Ocr();
  const missing = await ocr.unavailable();
  if (missing) process.stderr.write(`Peringatan: ${missing}; hasil pindaian ditandai belum dapat dibaca.\n`);
  process.stderr.write(`Mengindeks ${rows.length} dokumen di ${db.label}\n`);
  const bar = new cliProgress.SingleBar({ format: '{bar} {percentage}% | {value}/{total} dokumen | {eta_formatted} lagi', stream: process.stderr }, cliProgress.Presets.shades_classic);
  const parser = new ParseThread();
  const indexer = new DocumentIndexer(ocr, parser, pino({ level: 'warn' }, pino.destination(2)));
  const took = { teks: { n: 0, ms: 0 }, ocr: { n: 0, ms: 0 } };
  let unreadable = 0;
  bar.start(rows.length, 0);
  for (const { id_file } of rows) {
    const started = performance.now();
    const result = await indexer.indexDocument(orm.em.fork(), id_file);
    const ms = performance.now() - started;
    if (result?.status === 'tidak_terbaca') unreadable++;
    const kind = result?.metode === 'ocr' ? took.ocr : took.teks;
    kind.n++;
    kind.ms += ms;
    bar.increment();
  }
  bar.stop();
  await parser.close();
  const rate = (k: { n: number; ms: number }) => (k.ms ? ((k.n * 1000) / k.ms).toFixed(1) : '-');
  process.stdout.write(
    `Selesai: ${rows.length} dokumen, ${unreadable} belum dapat dibaca. ` +
      `Teks: ${took.teks.n} dokumen (${rate(took.teks)}/detik); OCR: ${took.ocr.n} dokumen (${rate(took.ocr)}/detik).\n`,
  );
} finally {
  await orm.close(true);
  await db.close();
}
