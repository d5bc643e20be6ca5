/**
 * pg-boss 10 records a finished job without awaiting it (`this.complete(…)` / `this.fail(…)` in the worker
 * loop of manager.js), so when the database goes away at that moment the rejection is unheard, and Node
 * ends the process for it: one PostgreSQL restart stopped every instance with job workers. pg-boss 12
 * awaits it, but needs Node 22. Until then such a rejection is logged and the process lives on: the job
 * stays active, expires (expireInSeconds) and runs again, and handlers are idempotent. Every other unheard
 * rejection still ends the process, as Node would.
 */
import type { Logger } from 'pino';

const BOOKKEEPING = /at (async )?Manager\.(complete|fail) \([^)]*pg-boss[\\/]src[\\/]manager\.js/;

export const isUnheardJobBookkeeping = (reason: unknown): boolean =>
  reason instanceof Error && typeof reason.stack === 'string' && BOOKKEEPING.test(reason.stack);

/** Installs the process-wide handler (once per process: the server's main and the worker's). */
export const surviveUnheardJobBookkeeping = (log: Logger): void => {
  process.on('unhandledRejection', (reason) => {
    if (!isUnheardJobBookkeeping(reason)) throw reason;
    log.error({ err: (reason as Error).message }, 'job queue: a finished job could not be recorded; it will expire and run again');
  });
};
