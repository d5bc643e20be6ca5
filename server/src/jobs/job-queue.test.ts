import 'reflect-metadata';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../app/logger.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../boot/database.js';
import { freePort } from '../test/global-setup.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { SettableClock } from './clock.js';
import { JobQueue, jobIdFor } from './job-queue.js';

const log = createLogger('silent');
const queueOn = (url: string) => new JobQueue(url, log, { workers: true, clock: new SettableClock('2027-01-01'), pollingIntervalSeconds: 0.5 });

/** Resolves when `check` holds (polled), or fails after `ms`. */
const until = async (check: () => boolean | Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('job queue on a fresh embedded install', () => {
  it('the non-superuser application role owns the queue schema and runs jobs', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'kerjasama-jobs-'));
    if (process.getuid?.() === 0) chmodSync(root, 0o755);
    const port = await freePort();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(root, 'data'), EMBEDDED_PG_PORT: String(port), SEED_DEMO: '0', ADMIN_PASSWORD: 'Admin#12345', LOG_LEVEL: 'silent' });
    const db = await openDatabase(config, log);
    const jobs = queueOn(db.url);
    try {
      const [owner] = await db.orm.em.getConnection().execute<{ owner: string; me: string; su: boolean }[]>(
        `select nspowner::regrole::text as owner, current_user as me, (select rolsuper from pg_roles where rolname = current_user) as su from pg_namespace where nspname = 'pgboss'`,
      );
      expect(owner).toEqual({ owner: 'kerjasama_app', me: 'kerjasama_app', su: false });
      await jobs.start();
      const seen: number[] = [];
      await jobs.work<{ n: number }>('uji-segar', async ({ n }) => void seen.push(n));
      await jobs.send('uji-segar', { n: 7 });
      await until(() => seen.length === 1);
      expect(seen).toEqual([7]);
    } finally {
      await jobs.stop();
      await db.close();
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('job queue shared by instances', () => {
  let app: TestApp;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    for (const q of queues) await q.stop();
    await app.close();
  });

  it('send with a key is idempotent; two instances run each of 30 jobs exactly once', async () => {
    const a = queueOn(app.config.databaseUrl!);
    const b = queueOn(app.config.databaseUrl!);
    queues.push(a, b);
    await Promise.all([a.start(), b.start()]);
    const runs: { by: string; n: number }[] = [];
    await a.work<{ n: number }>('uji-bersama', async ({ n }) => void runs.push({ by: 'a', n }));
    await b.work<{ n: number }>('uji-bersama', async ({ n }) => void runs.push({ by: 'b', n }));
    const sent = await Promise.all(Array.from({ length: 30 }, (_, n) => [a, b][n % 2]!.send('uji-bersama', { n }, { key: `k${n}` })));
    // The same keys again, from the other instance: nothing new.
    const again = await Promise.all(Array.from({ length: 30 }, (_, n) => [b, a][n % 2]!.send('uji-bersama', { n }, { key: `k${n}` })));
    expect(sent.every((id) => typeof id === 'string')).toBe(true);
    expect(again.every((id) => id === null)).toBe(true);
    expect(sent[3]).toBe(jobIdFor('uji-bersama', 'k3'));
    await a.idle(['uji-bersama']);
    expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });

  it('a failing job is retried with backoff and ends failed after its last try', async () => {
    const q = queues[0]!;
    const tries: number[] = [];
    await q.work<{ x: number }>(
      'uji-gagal',
      async (_data, job) => {
        tries.push(Date.now());
        expect(job.retryLimit).toBe(2);
        throw new Error('SMTP mati');
      },
      { retryLimit: 2, retryDelay: 1, retryBackoff: true },
    );
    const id = await q.send('uji-gagal', { x: 1 }, { key: 'satu' });
    await until(async () => (await app.sql(`select state from pgboss.job where id = $1`, [id]))[0]?.state === 'failed', 30_000);
    expect(tries).toHaveLength(3);
    // Backoff: the second wait is longer than the first.
    expect(tries[2]! - tries[1]!).toBeGreaterThan(tries[1]! - tries[0]!);
  }, 40_000);

  it('with concurrency 3 an instance runs three jobs of a queue at once', async () => {
    const q = queues[0]!;
    let running = 0;
    let most = 0;
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await q.work<{ n: number }>(
      'uji-serentak',
      async () => {
        running += 1;
        most = Math.max(most, running);
        if (running === 3) release();
        await released;
        running -= 1;
      },
      { concurrency: 3 },
    );
    await q.sendMany('uji-serentak', [1, 2, 3, 4, 5].map((n) => ({ data: { n } })));
    // Never resolved with one worker: each job waits until three run together.
    await released;
    await q.idle(['uji-serentak']);
    expect(most).toBe(3);
  });

  it('a delayed job waits for its time', async () => {
    const q = queues[1]!;
    const ran: number[] = [];
    await q.work<{ x: number }>('uji-tunda', async () => void ran.push(Date.now()));
    const at = Date.now() + 2_000;
    await q.send('uji-tunda', { x: 1 }, { startAfter: new Date(at) });
    await until(() => ran.length === 1);
    expect(ran[0]!).toBeGreaterThanOrEqual(at - 1_000);
    expect(await q.depths()).toMatchObject({ 'uji-tunda': 0 });
  });

  it('a job queued on the instance that works its queue starts without waiting for the next poll', async () => {
    // Polling once a minute: only the wake-up on send can start these within the wait below.
    const q = new JobQueue(app.config.databaseUrl!, log, { workers: true, clock: new SettableClock('2027-01-01'), pollingIntervalSeconds: 60 });
    queues.push(q);
    await q.start();
    const ran: number[] = [];
    await q.work<{ n: number }>('uji-bangun', async ({ n }) => void ran.push(n));
    await q.send('uji-bangun', { n: 1 });
    await until(() => ran.length === 1, 30_000);
    await q.sendMany('uji-bangun', [{ data: { n: 2 } }]);
    await until(() => ran.length === 2, 30_000);
    expect(ran).toEqual([1, 2]);
  }, 70_000);
});
