/**
 * `npm run worker`: the job workers without the HTTP server, for installs that run them apart (set JOBS=off
 * on the web instances then). Same database, same handlers (app/jobs.ts); stops gracefully on SIGINT/SIGTERM.
 */
import 'reflect-metadata';
import { loadConfig } from './config.js';
import { openDatabase } from './boot/database.js';
import { createLogger } from './app/logger.js';
import { createAppPubSub } from './app/pubsub.js';
import { createEventBus } from './app/event-bus.js';
import { createServices } from './app/services.js';
import { startJobs } from './app/jobs.js';
import { JobQueue } from './jobs/job-queue.js';
import { systemClock } from './jobs/clock.js';
import { surviveUnheardJobBookkeeping } from './jobs/unheard-bookkeeping.js';
import { startupFailureLine } from './startup-checks.js';

const cannotStart = (err: unknown): never => {
  process.stderr.write(`${startupFailureLine(err)}\n`);
  process.exit(1);
};

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    return cannotStart(err);
  }
})();
const log = createLogger(config.logLevel);
surviveUnheardJobBookkeeping(log);
const db = await openDatabase(config, log).catch(cannotStart);
const events = await createAppPubSub(db.url, log);
const jobs = new JobQueue(db.url, log, { workers: true, clock: systemClock });
await jobs.start();
const services = createServices(config, log, { pubsub: events.pubsub, events: createEventBus(events.pubsub), jobs });
await startJobs(services, () => db.orm.em.fork());
log.info('Kerja Sama worker siap');

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'worker stopping: finishing running jobs');
  await jobs.stop(15_000);
  await events.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
