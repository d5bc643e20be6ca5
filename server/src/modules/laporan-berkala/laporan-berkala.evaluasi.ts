/**
 * The report's evaluations sheet, made in a worker thread (laporan-berkala.evaluasi-worker.ts) while the
 * main thread writes the agreements and contracts: the evaluations are most of the workbook's rows, and
 * one thread made all of them in turn. The thread reads the list with `COPY … TO STDOUT` on a connection
 * of its own, counts the evaluations' part of the summary, and deflates its sheet into a temporary file,
 * which the workbook then takes as it is (XlsxWriter.deflatedSheet).
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { addDays, format, parseISO } from 'date-fns';
import type { CopyRow } from '../../common/copy-rows.js';
import { TIME_ZONE } from '../../common/dates.js';
import type { DeflatedEntry } from '../../common/zip-writer.js';
import { REKOMENDASI } from '../../rules/monev.js';
import type { EvaluasiRow } from './laporan-berkala.data.js';
import type { BagianEvaluasi } from './laporan-berkala.hitung.js';

export interface PeriodeLaporan {
  dari: string;
  sampai: string;
}

export const KOLOM_EVALUASI = ['Tanggal', 'Jenis', 'Judul', 'Periode', 'Versi', 'Manfaat', 'Komitmen Mitra', 'Pelaksanaan', 'Rekomendasi', 'Catatan', 'Penilai'];
/** Columns (of the sheet, after its No) whose values repeat: the workbook's shared strings when known. */
export const BERULANG_EVALUASI = ['Tanggal', 'Jenis', 'Rekomendasi', 'Penilai'].map((k) => KOLOM_EVALUASI.indexOf(k) + 1);
const JENIS = { mou: 'Kesepakatan', pks: 'Perjanjian' } as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The evaluations made in the period (in the city's time zone), by record: agreements, then contracts, each
 * record's by period and version. Each branch is merge-joined with its records read in key order: looking
 * each title up by key (the contracts' heap is ~500 MB) cost PostgreSQL 5.3 s of CPU for a year of the
 * bench's data, this 3.5 s. The dates are literals (COPY takes no parameters), checked to be dates.
 */
export const sqlEvaluasi = ({ dari, sampai }: PeriodeLaporan): string => {
  if (!isoDate.test(dari) || !isoDate.test(sampai)) throw new Error(`periode bukan tanggal: ${dari}..${sampai}`);
  const branch = (table: 'mou' | 'pks') => `(
    select to_char(e.created_at at time zone '${TIME_ZONE}', 'DD-MM-YYYY') as tanggal, '${JENIS[table]}' as jenis, r.judul,
           e.periode, e.versi, e.nilai_manfaat, e.nilai_komitmen, e.nilai_pelaksanaan, e.rekomendasi, e.catatan, e.nama_user
      from monev_evaluasi e join ${table} r on r.id_${table} = e.id_${table}
     where e.created_at >= ('${dari}'::date)::timestamp at time zone '${TIME_ZONE}' and e.created_at < ('${sampai}'::date + 1)::timestamp at time zone '${TIME_ZONE}'
     order by e.id_${table}, e.periode, e.versi)`;
  return `${branch('mou')} union all ${branch('pks')}`;
};

/** A row of sqlEvaluasi as COPY gives it. */
export const evaluasiRow = (f: CopyRow): EvaluasiRow => ({
  tanggal: f[0]!,
  jenis: f[1]!,
  judul: f[2]!,
  periode: Number(f[3]),
  versi: Number(f[4]),
  nilai_manfaat: Number(f[5]),
  nilai_komitmen: Number(f[6]),
  nilai_pelaksanaan: Number(f[7]),
  rekomendasi: f[8]!,
  catatan: f[9],
  nama_user: f[10]!,
});

export const labelEvaluasi = (r: EvaluasiRow, no: number): (string | number)[] => [
  no,
  r.tanggal,
  r.jenis,
  r.judul,
  r.periode,
  r.versi,
  r.nilai_manfaat,
  r.nilai_komitmen,
  r.nilai_pelaksanaan,
  REKOMENDASI[r.rekomendasi as keyof typeof REKOMENDASI] ?? r.rekomendasi,
  r.catatan ?? '',
  r.nama_user,
];

/** The values the sheet repeats, known before it is read: the period's dates, the kinds, the recommendations, `penilai`. */
export const nilaiBerulangEvaluasi = ({ dari, sampai }: PeriodeLaporan, penilai: readonly string[]): string[] => {
  const dates: string[] = [];
  for (let d = parseISO(dari), end = parseISO(sampai); d <= end; d = addDays(d, 1)) dates.push(format(d, 'dd-MM-yyyy'));
  return [...dates, ...Object.values(JENIS), ...Object.values(REKOMENDASI), ...penilai];
};

/** What the thread is given. */
export interface TugasEvaluasi {
  databaseUrl: string;
  periode: PeriodeLaporan;
  /** The workbook's shared strings when the thread starts, with their indexes. */
  strings: [string, number][];
  level: number;
  file: string;
}

/** What the thread answers. */
export interface HasilEvaluasi {
  entry: Omit<DeflatedEntry, 'data'>;
  bagian: BagianEvaluasi;
}

const ext = extname(fileURLToPath(import.meta.url));
const entry = new URL(`./laporan-berkala.evaluasi-worker${ext}`, import.meta.url);
// Run from source (vitest, tsx), the thread loads the TypeScript entry through tsx; the built server runs .js.
const fromSource = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(import.meta.url)}))`;

/** The thread's heap is bounded: a runaway thread fails the report, not the server. */
const resourceLimits = { maxOldGenerationSizeMb: 256 };

export interface SheetEvaluasi {
  /** The sheet and the evaluations' part of the summary, once the thread is done. */
  selesai: Promise<{ entry: DeflatedEntry; bagian: BagianEvaluasi }>;
  /** Stops the thread if it still runs and removes its file. */
  tutup(): Promise<void>;
}

/** Starts the evaluations sheet in a thread of its own. */
export const mulaiSheetEvaluasi = (tugas: Omit<TugasEvaluasi, 'file'>): SheetEvaluasi => {
  let worker: Worker | undefined;
  let dir: string | undefined;
  const selesai = (async () => {
    dir = await mkdtemp(join(tmpdir(), 'kerjasama-laporan-'));
    const file = join(dir, 'evaluasi.xml.deflate');
    const workerData: TugasEvaluasi = { ...tugas, file };
    const w = (worker = ext === '.ts' ? new Worker(fromSource, { eval: true, workerData, resourceLimits }) : new Worker(entry, { workerData, resourceLimits }));
    const hasil = await new Promise<HasilEvaluasi>((resolve, reject) => {
      w.once('message', resolve);
      w.once('error', reject);
      w.once('exit', (code) => reject(new Error(`evaluasi thread ended (${code})`)));
    });
    return { entry: { ...hasil.entry, data: createReadStream(file, { highWaterMark: 1 << 20 }) }, bagian: hasil.bagian };
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
