import 'reflect-metadata';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { createLogger } from './app/logger.js';
import { startServer } from './app/server.js';

const config = loadConfig();
const log = createLogger(config.logLevel);

const db = await openDatabase(config, log).catch((err: Error) => {
  log.fatal({ err: err.message }, 'database unavailable');
  process.exit(1);
});
const server = await startServer(config, db, log).catch(async (err: Error) => {
  log.fatal({ err }, 'server did not start');
  await db.close();
  process.exit(1);
});
log.info({ url: server.url }, `Kerja Sama siap di ${server.url}`);
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
