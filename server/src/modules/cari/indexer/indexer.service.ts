/**
 * The indexer of document text (issue 20). `indexDocument(id)` is its one unit of work, idempotent: it
 * reads the stored file, extracts its text (extract.ts) and writes the file's `dokumen_teks` row. Running it
 * twice writes the same row; a file deleted meanwhile is skipped.
 *
 * How work arrives: PostgreSQL queues every new document itself (the trigger of Migration20261126400000_cari
 * puts an `antri` row into dokumen_teks, in the upload's transaction); after the upload commits,
 * DocumentWatcher sends a `search-index-document` job (jobs/job-queue.ts, keyed by the file, so at most one
 * per file), which a worker instance runs within seconds. A sweep every minute sends jobs for rows still
 * `antri` (an upload made while no instance was listening, a restore), and for a few documents read by an older
 * reader (versi.ts) or waiting for an OCR that is now installed; `npm run reindex` reads everything again at once.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { extractText, type Extracted } from './extract.js';
import type { Ocr } from './ocr.js';
import type { ParseThread } from './parse-in-worker.js';
import { PEMBACA_VERSI } from './versi.js';

export const INDEX_QUEUE = 'search-index-document';
export const SWEEP_QUEUE = 'search-index-sweep';
/** Documents being read again at most at once (claimed, not yet read), by a newer reader or by OCR installed since. */
const READ_AGAIN_AT_ONCE = 20;

/** What the job engine offers a feature (jobs/job-queue.ts JobQueue). */
export interface Jobs {
  send<T extends object>(name: string, data: T, options?: { key?: string }): Promise<string | null>;
  work<T extends object>(name: string, handler: (data: T) => Promise<void>, options?: { retryLimit?: number; retryDelay?: number; expireInSeconds?: number }): Promise<void>;
  schedule(name: string, cron: string, data?: object): Promise<void>;
}

export class DocumentIndexer {
  constructor(
    private readonly ocr: Ocr,
    private readonly parser: ParseThread,
    private readonly log: Logger,
  ) {}

  /** Reads one stored document and stores its text (or why it is unreadable). */
  async indexDocument(em: EntityManager, idFile: string): Promise<Extracted | null> {
    const conn = em.getConnection();
    const [file] = await conn.execute<{ ext: string; content: Buffer }[]>('select ext, content from stored_file where id = ?', [idFile]);
    if (!file) return null;
    const started = Date.now();
    const result = await extractText(file, this.ocr, (format, content) => this.parser.parse(format, content));
    await conn.execute(
      `insert into dokumen_teks (id_file, status, metode, alasan, teks, diindeks, versi_pembaca, menunggu_ocr)
       select ?, ?, ?, ?, ?, now(), ?, ? where exists (select 1 from stored_file where id = ?)
       on conflict (id_file) do update set status = excluded.status, metode = excluded.metode, alasan = excluded.alasan,
         teks = excluded.teks, diindeks = now(), percobaan = dokumen_teks.percobaan + 1,
         versi_pembaca = excluded.versi_pembaca, menunggu_ocr = excluded.menunggu_ocr`,
      [idFile, result.status, result.metode, result.alasan, result.teks, PEMBACA_VERSI, result.menungguOcr === true, idFile],
    );
    this.log.info({ idFile, status: result.status, metode: result.metode, chars: result.teks.length, ms: Date.now() - started }, 'document indexed');
    return result;
  }

  /**
   * Sends a job for every document still waiting (at most `limit`), and for a few read by an older reader or
   * waiting for OCR where OCR now works. Those are claimed for an hour (`diklaim`), so a document whose
   * reading fails is tried again later without holding up the others.
   */
  async sweep(em: EntityManager, jobs: Jobs, limit = 500, readAgainAtOnce = READ_AGAIN_AT_ONCE): Promise<number> {
    const conn = em.getConnection();
    const waiting = await conn.execute<{ id_file: string }[]>(
      `select id_file from dokumen_teks where status = 'antri' order by antri_sejak limit ?`, [limit]);
    for (const r of waiting) await jobs.send(INDEX_QUEUE, { id: r.id_file }, { key: r.id_file });
    const ocrWorks = (await this.ocr.unavailable()) === null;
    // at most `readAgainAtOnce` claimed and not yet read again at any time: scans read by OCR take longer
    // than a minute each, and the queue must not grow by 20 a minute behind them
    const stale = `status in ('terbaca', 'tidak_terbaca') and (versi_pembaca < ? or (menunggu_ocr and ?))`;
    const again = await conn.execute<{ id_file: string; diklaim: Date }[]>(
      `update dokumen_teks set diklaim = now() where id_file in (
         select id_file from dokumen_teks
         where ${stale} and (diklaim is null or diklaim < now() - interval '1 hour')
         limit greatest(0, ? - (select count(*) from dokumen_teks where ${stale} and diklaim >= now() - interval '1 hour'))
         for update skip locked)
       returning id_file, diklaim`, [PEMBACA_VERSI, ocrWorks, readAgainAtOnce, PEMBACA_VERSI, ocrWorks]);
    for (const r of again) await jobs.send(INDEX_QUEUE, { id: r.id_file }, { key: `${r.id_file}@${new Date(r.diklaim).getTime()}` });
    return waiting.length + again.length;
  }

  /** The queues of this feature (called once per process by app/jobs.ts). */
  async register(jobs: Jobs, fork: () => EntityManager): Promise<void> {
    await jobs.work<{ id: string }>(INDEX_QUEUE, async ({ id }) => void (await this.indexDocument(fork(), id)), { retryLimit: 3, retryDelay: 10, expireInSeconds: 15 * 60 });
    await jobs.work(SWEEP_QUEUE, async () => void (await this.sweep(fork(), jobs)), { retryLimit: 0 });
    await jobs.schedule(SWEEP_QUEUE, '* * * * *');
  }
}
