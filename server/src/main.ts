import 'reflect-metadata';
import path from 'node:path';
import { loadConfig, readEnvironment } from './config.js';
import { openDatabase } from './boot/database.js';
import { createLogger } from './app/logger.js';
import { startServer } from './app/server.js';
import { startBackupSchedule } from './db/backup-schedule.js';
import { surviveUnheardJobBookkeeping } from './jobs/unheard-bookkeeping.js';
import { checkDatabase, checkDataDir, checkPortFree, startupFailureLine } from './startup-checks.js';

/** A start that cannot go on: one line on stderr (no stack trace), exit code 1. */
const cannotStart = (err: unknown): never => {
  process.stderr.write(`${startupFailureLine(err)}\n`);
  process.exit(1);
};

// Everything that can be checked is checked before anything is created, started or migrated.
const config = await (async () => {
  const env = readEnvironment();
  checkDataDir(path.resolve(env.DATA_DIR));
  await checkPortFree(env.HOST, env.PORT);
  if (env.DATABASE_URL) await checkDatabase(env.DATABASE_URL);
  // Only now may secrets be generated into DATA_DIR.
  return loadConfig();
})().catch(cannotStart);
const log = createLogger(config.logLevel);
surviveUnheardJobBookkeeping(log);

const db = await openDatabase(config, log).catch(cannotStart);
const server = await startServer(config, db, log).catch(async (err: unknown) => {
  await db.close().catch(() => {});
  return cannotStart(err);
});
log.info({ url: server.url }, `Kerja Sama siap di ${server.url}`);
const backups = startBackupSchedule(config.backup, db.url, log);
log.flush();

let stopping = false;
const stop = async (signal: string, exitCode = 0) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping: finishing requests in flight');
  const force = setTimeout(() => {
    log.error('graceful stop timed out');
    process.exit(1);
  }, 20_000);
  force.unref();
  try {
    backups.stop();
    await server.close();
    await db.close();
    log.info('stopped');
    process.exit(exitCode);
  } catch (err) {
    log.error({ err }, 'error while stopping');
    process.exit(1);
  }
};
process.on('uncaughtException', (err) => {
  log.fatal({ err }, 'uncaught exception');
  void stop('uncaughtException', 1);
});
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
