/**
 * The report's list sheets, made in worker threads (laporan-berkala.lembar-worker.ts): one for the
 * agreements and contracts, one for the evaluations, at once. Each thread reads its lists with `COPY … TO
 * STDOUT` on a connection of its own, counts its part of the summary and deflates its sheets into temporary
 * files, which the workbook then takes as they are (XlsxWriter.deflatedSheet). The server's own thread is
 * left to its requests: it made all 720,000 rows of a year in turn before (two threads: 18.9 → ~14 s).
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DeflatedEntry } from '../../common/zip-writer.js';
import type { Periode } from './laporan-berkala.data.js';
import type { KeadaanHitung } from './laporan-berkala.hitung.js';

/** The agreements' and contracts' sheets, or the evaluations'. */
export type JenisLembar = 'kerjasama' | 'evaluasi';

/** What a thread is given. */
export interface TugasLembar {
  jenis: JenisLembar;
  databaseUrl: string;
  periode: Periode;
  /**
   * The workbook's shared strings when the thread starts, with their indexes. The `kerjasama` thread
   * continues them (its new values come back as `added`); the other only uses them.
   */
  strings: [string, number][];
  level: number;
  dir: string;
}

/** What a thread answers: its sheets' files and what they record, what it counted, the shared strings it added. */
export interface HasilLembar {
  sheets: { nama: string; file: string; entry: Omit<DeflatedEntry, 'data'> }[];
  hitung: KeadaanHitung;
  added: string[];
}

/** A thread's message: its progress (0..1) or its answer. */
export type PesanLembar = { progres: number } | { hasil: HasilLembar };

const ext = extname(fileURLToPath(import.meta.url));
const entry = new URL(`./laporan-berkala.lembar-worker${ext}`, import.meta.url);
// Run from source (vitest, tsx), the thread loads the TypeScript entry through tsx; the built server runs .js.
const fromSource = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(import.meta.url)}))`;
/** A thread's heap is bounded: a runaway thread fails the report, not the server. */
const resourceLimits = { maxOldGenerationSizeMb: 256 };

export interface Lembar {
  /** The sheets (their deflated content read from the thread's files), the count and the added strings. */
  selesai: Promise<Omit<HasilLembar, 'sheets'> & { sheets: { nama: string; entry: DeflatedEntry }[] }>;
  /** Stops the thread if it still runs and removes its files. */
  tutup(): Promise<void>;
}

/** Starts a thread making `jenis`'s sheets; `progres(0..1)` as it goes. */
export const mulaiLembar = (tugas: Omit<TugasLembar, 'dir'>, progres: (n: number) => void): Lembar => {
  let worker: Worker | undefined;
  let dir: string | undefined;
  const selesai = (async () => {
    dir = await mkdtemp(join(tmpdir(), `kerjasama-laporan-${tugas.jenis}-`));
    const workerData: TugasLembar = { ...tugas, dir };
    const options = { workerData, resourceLimits };
    const w = (worker = ext === '.ts' ? new Worker(fromSource, { ...options, eval: true }) : new Worker(entry, options));
    const hasil = await new Promise<HasilLembar>((resolve, reject) => {
      w.on('message', (m: PesanLembar) => ('hasil' in m ? resolve(m.hasil) : progres(m.progres)));
      w.once('error', reject);
      w.once('exit', (code) => reject(new Error(`sheet thread ${tugas.jenis} ended (${code})`)));
    });
    return { ...hasil, sheets: hasil.sheets.map((s) => ({ nama: s.nama, entry: { ...s.entry, data: createReadStream(s.file, { highWaterMark: 1 << 20 }) } })) };
  })();
  selesai.catch(() => {}); // awaited by the writer; a failure before that must not go unhandled
  return {
    selesai,
    tutup: async () => {
      await worker?.terminate();
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
};
