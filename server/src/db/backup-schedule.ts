/**
 * Scheduled backups inside the server (BACKUP_INTERVAL, BACKUP_KEEP, BACKUP_DIR): every interval an
 * archive like `npm run backup` writes, then only the newest BACKUP_KEEP scheduled archives are kept.
 * Replicas on one database take turns through an advisory lock, and a run is skipped when an archive
 * younger than the interval is already in BACKUP_DIR, so replicas sharing that folder back up once.
 * A simple in-process timer until the job queue exists; an external scheduler can run `npm run backup`.
 */
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { backupDatabase } from './backup.js';

const SCHEDULE_LOCK = 7_210_002;
/** Scheduled archives are named so; archives written by hand are never removed by the retention. */
const SCHEDULED = /^kerjasama-auto-.*\.ksbak$/;

export const backupFileName = (prefix = 'kerjasama', now = new Date()) => `${prefix}-${now.toISOString().replace(/[:.]/g, '-')}.ksbak`;

export const intervalMs = (text: string): number => {
  const m = /^(\d+)([mhd])$/.exec(text);
  if (!m) throw new Error(`BACKUP_INTERVAL ${text}: like 24h, 6h or 30m`);
  return Number(m[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as 'm' | 'h' | 'd'];
};

const scheduledArchives = (dir: string) =>
  readdirSync(dir)
    .filter((f) => SCHEDULED.test(f))
    .map((f) => ({ file: path.join(dir, f), mtime: statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);

/** Removes the scheduled archives beyond the newest `keep`; returns the removed files. */
export const pruneBackups = (dir: string, keep: number): string[] => {
  const old = scheduledArchives(dir).slice(keep).map((a) => a.file);
  for (const file of old) rmSync(file, { force: true });
  return old;
};

/** One scheduled run: a new archive unless a recent one exists, then the retention. */
export const runScheduledBackup = async (options: { url: string; dir: string; keep: number; everyMs: number; log: Logger; now?: () => Date }): Promise<string | undefined> => {
  const { url, dir, keep, everyMs, log } = options;
  const now = options.now?.() ?? new Date();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    const { rows } = await lock.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [SCHEDULE_LOCK]);
    if (!rows[0]?.ok) return undefined;
    const newest = scheduledArchives(dir)[0];
    // A little slack: a replica whose timer fires a moment after another's finds the archive just written.
    if (newest && now.getTime() - newest.mtime < everyMs * 0.9) return undefined;
    const file = path.join(dir, backupFileName('kerjasama-auto', now));
    const partial = `${file}.partial`;
    const r = await backupDatabase(url, partial);
    renameSync(partial, file);
    const removed = pruneBackups(dir, keep);
    log.info({ file, tables: r.tables, rows: r.rows, bytes: r.bytes, removed: removed.length }, 'scheduled backup written');
    return file;
  } finally {
    await lock.end().catch(() => {});
  }
};

/** Starts the schedule (nothing when BACKUP_INTERVAL is unset); `stop` ends it. */
export const startBackupSchedule = (
  backup: { interval?: string; keep: number; dir: string },
  url: string,
  log: Logger,
): { stop(): void } => {
  if (!backup.interval) return { stop: () => {} };
  const everyMs = intervalMs(backup.interval);
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runScheduledBackup({ url, dir: backup.dir, keep: backup.keep, everyMs, log })
      .catch((err: Error) => log.error({ err: err.message, dir: backup.dir }, 'scheduled backup failed'))
      .finally(() => (running = false));
  };
  // The first run a minute after start (not during a rolling restart's busiest moment), then every interval.
  const first = setTimeout(tick, Math.min(60_000, everyMs));
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  log.info({ every: backup.interval, keep: backup.keep, dir: backup.dir }, 'scheduled backups on');
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
};
