/**
 * The job queue: pg-boss 10 on the application's PostgreSQL (schema `pgboss`, made by migration
 * Migration20261126200000_job_queue so the non-superuser app role needs no CREATE right on the database).
 * Every instance may send; instances with workers (JOBS=on, the default; `npm run worker` is one with
 * workers and no HTTP) fetch with `FOR UPDATE SKIP LOCKED`, so any number of them share the work. A job
 * whose worker died is retried when its expiry passes (pg-boss's supervisor), with the queue's retries
 * and backoff.
 *
 * Usage from a feature (the composition root, app/services.ts, hands `jobs` to the service):
 *
 *   // once per process, e.g. in the service's `register(jobs)`:
 *   await jobs.work<{ id: number }>('search-index-document', async ({ id }) => { ... }, { retryLimit: 5 });
 *   await jobs.schedule('laporan-periodik', '0 6 * * 1');           // cron in Asia/Jakarta, once across instances
 *   // anywhere, any instance:
 *   await services.jobs.send('search-index-document', { id }, { key: `doc:${id}` });
 *
 * `send` with a key is idempotent: the job's id is derived from the key, so a second send while the first
 * job is still queued, running or recently finished (pg-boss keeps it 12 h before archiving) adds nothing
 * and answers null. Queue names: letters, digits, `-` and `_`. Handlers must be idempotent themselves
 * (a crash after the work and before the completion runs the job again).
 */
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { TIME_ZONE, type Clock } from './clock.js';

export const JOB_SCHEMA = 'pgboss';

export interface QueueOptions {
  /** Tries after the first (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30). */
  retryDelay?: number;
  /** Doubles the delay at each retry (default true). */
  retryBackoff?: boolean;
  /** A running job not completed within this many seconds counts as failed (its worker died): retried. */
  expireInSeconds?: number;
  /** Jobs of this queue run at once on each instance (default 1): one worker each. */
  concurrency?: number;
}

export interface SendOptions {
  /** Idempotency key: at most one job per (queue, key) while it is queued, running or recently finished. */
  key?: string;
  /** Not before this moment (a delayed job), or after this many seconds. */
  startAfter?: Date | number;
}

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number; retryLimit: number }) => Promise<void>;

const DEFAULTS: Required<Omit<QueueOptions, 'concurrency'>> = { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 };

/** A stable UUID (version-5 layout) from a queue name and key. */
export const jobIdFor = (name: string, key: string): string => {
  const h = createHash('sha1').update(`${name}\u0000${key}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, Promise<void>>();
  /** This instance's workers per queue, woken when this instance queues a job for them. */
  private readonly workers = new Map<string, string[]>();
  private started = false;

  constructor(
    url: string,
    private readonly log: Logger,
    /** `cron: false`: this instance runs no cron schedule (tests that run the scheduled jobs themselves). */
    readonly options: { workers: boolean; clock: Clock; pollingIntervalSeconds?: number; cron?: boolean },
  ) {
    this.boss = new PgBoss({
      connectionString: url,
      schema: JOB_SCHEMA,
      application_name: 'kerjasama-jobs',
      max: 4,
      // Only instances with workers supervise (expiry of dead workers' jobs, archiving) and run the cron clock.
      supervise: options.workers,
      schedule: options.workers && options.cron !== false,
      migrate: true,
    });
    this.boss.on('error', (err: Error) => this.log.error({ err: err.message }, 'job queue error'));
  }

  get clock(): Clock {
    return this.options.clock;
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
  }

  /** Makes the queue (idempotent; every instance may call it at start). */
  define(name: string, options: QueueOptions = {}): Promise<void> {
    let made = this.queues.get(name);
    if (!made) {
      const { concurrency: _local, ...queue } = options;
      made = this.boss.createQueue(name, { name, ...DEFAULTS, ...queue });
      made.catch(() => this.queues.delete(name));
      this.queues.set(name, made);
    }
    return made;
  }

  /** Queues a job; with `key` at most once (answers null when the key's job exists). */
  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    await this.define(name);
    const { key, startAfter } = options;
    const id = await this.boss.send(name, data, {
      ...(key ? { id: jobIdFor(name, key), singletonKey: key } : {}),
      ...(startAfter !== undefined ? { startAfter: startAfter instanceof Date ? startAfter.toISOString() : startAfter } : {}),
    });
    if (id && startAfter === undefined) this.wake(name);
    return id;
  }

  /**
   * Wakes this instance's idle workers of the queue: a job queued here starts at once instead of at the
   * workers' next poll (up to 2 s later: a report asked for, a document's text after its upload). Workers of
   * other instances still find it at their next poll.
   */
  private wake(name: string): void {
    for (const worker of this.workers.get(name) ?? []) this.boss.notifyWorker(worker);
  }

  /** Queues many jobs of one queue in one statement; keyed ones at most once (as `send`). */
  async sendMany<T extends object>(name: string, items: readonly { data: T; key?: string; startAfter?: Date }[]): Promise<void> {
    if (items.length === 0) return;
    await this.define(name);
    await this.boss.insert(
      items.map(({ data, key, startAfter }) => ({
        name,
        data,
        ...(key ? { id: jobIdFor(name, key), singletonKey: key } : {}),
        ...(startAfter ? { startAfter: startAfter.toISOString() } : {}),
      })),
    );
    if (items.some((i) => !i.startAfter)) this.wake(name);
  }

  /** Runs `handler` for the queue's jobs on this instance (nothing when this instance has no workers). */
  async work<T extends object>(name: string, handler: JobHandler<T>, options: QueueOptions = {}): Promise<void> {
    await this.define(name, options);
    if (!this.options.workers) return;
    for (let i = 0; i < (options.concurrency ?? 1); i++) await this.startWorker(name, handler);
  }

  private async startWorker<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    let worker: string | null = null;
    worker = await this.boss.work<T>(
      name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        if (!job) return;
        // pg-boss 10 waits the polling interval after every fetch, even one that found a job: without this
        // a worker takes one job per interval (a day's ~25,000 reminder mails would take 14 hours).
        if (worker) this.boss.notifyWorker(worker);
        try {
          await handler(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
        } catch (err) {
          this.log.warn({ queue: name, job: job.id, retry: job.retryCount, err: (err as Error).message }, 'job failed');
          throw err;
        }
      },
    );
    this.workers.set(name, [...(this.workers.get(name) ?? []), worker]);
  }

  /** A cron schedule (Asia/Jakarta) sending `data` to the queue; pg-boss sends it once per tick across instances. */
  async schedule(name: string, cron: string, data: object = {}): Promise<void> {
    await this.define(name);
    await this.boss.schedule(name, cron, data, { tz: TIME_ZONE });
  }

  /** Jobs waiting per queue (the job_queue_depth metric). */
  async depths(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const name of this.queues.keys()) out[name] = await this.boss.getQueueSize(name);
    return out;
  }

  /** Waits (polling the database) until no job of these queues is queued or running. */
  async idle(names: readonly string[], timeoutMs = 30_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await this.boss.getDb().executeSql(
        `select count(*)::int as n from ${JOB_SCHEMA}.job where name = any($1) and state < 'completed'`,
        [names],
      );
      if (rows[0].n === 0) return;
      if (Date.now() > until) throw new Error(`jobs of ${names.join(', ')} still waiting after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Graceful stop: no new jobs are fetched, running ones may finish (up to `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: true, timeout: timeoutMs });
  }
}
