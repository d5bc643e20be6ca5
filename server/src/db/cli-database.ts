/**
 * The database an operator's command (backup, restore, admin:reset-password) works on: exactly the one the
 * server of the same environment uses — DATABASE_URL, or the embedded PostgreSQL of DATA_DIR — and never
 * another server that happens to answer on the embedded port. Nothing is created: a DATA_DIR without an
 * install is an error, not a new install (no secrets.json is written into a wrong folder).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ConfigError, readEnvironment } from '../config.js';
import { readSecretsFile } from '../secrets-file.js';
import { checkDatabase, portAnswers } from '../startup-checks.js';
import { APP_DATABASE, APP_ROLE, INSTALL_ID_SETTING, openEmbeddedInstall } from './embedded-install.js';

export interface CliDatabase {
  url: string;
  /** For messages: which database this is. */
  label: string;
  close(): Promise<void>;
}

/** Connects to the embedded PostgreSQL running on `port` and proves it is the one of `dataDir`. */
const verifyRunningInstall = async (url: string, dataDir: string, port: number, installId: string | undefined): Promise<void> => {
  const notOurs = (why: string) =>
    new ConfigError(
      `EMBEDDED_PG_PORT ${port}: the PostgreSQL answering there is not the one of DATA_DIR ${dataDir} (${why}): set DATA_DIR (and EMBEDDED_PG_PORT) to those of the server whose database you mean, or DATABASE_URL`,
    );
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === '28P01' || code === '28000' || code === '3D000') throw notOurs('it refuses this folder\'s password');
    throw err;
  }
  try {
    if (!installId) return; // an install from before the marker: its random password is the proof
    const { rows } = await client.query<{ id: string | null }>(`select current_setting($1, true) as id`, [INSTALL_ID_SETTING]);
    if (rows[0]?.id !== installId) throw notOurs('another install id');
  } finally {
    await client.end().catch(() => {});
  }
};

export const openCliDatabase = async (env: NodeJS.ProcessEnv = process.env): Promise<CliDatabase> => {
  const e = readEnvironment(env);
  if (e.DATABASE_URL) {
    await checkDatabase(e.DATABASE_URL);
    const u = new URL(e.DATABASE_URL);
    return { url: e.DATABASE_URL, label: `${u.hostname}:${u.port || 5432}/${u.pathname.slice(1)}`, close: async () => {} };
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const port = e.EMBEDDED_PG_PORT;
  const hasCluster = existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'));
  const secrets = existsSync(path.join(dataDir, 'secrets.json')) ? readSecretsFile(dataDir).embeddedPostgres : undefined;
  if (!hasCluster || !secrets) {
    throw new ConfigError(
      `DATA_DIR ${dataDir} holds no Kerja Sama database (${hasCluster ? 'no secrets.json' : 'no postgres/ folder'}): set DATA_DIR to the folder of the server (default ./data), or DATABASE_URL to its PostgreSQL`,
    );
  }
  const label = `embedded PostgreSQL of ${dataDir}`;
  const url = `postgres://${APP_ROLE}:${encodeURIComponent(secrets.appPassword)}@127.0.0.1:${port}/${APP_DATABASE}`;
  if (await portAnswers(port)) {
    // The server is running it: use it, once it has proved to be this folder's.
    await verifyRunningInstall(url, dataDir, port, secrets.installId);
    return { url, label, close: async () => {} };
  }
  // Running on another port (postmaster.pid: line 4 is its port)? Then EMBEDDED_PG_PORT is not the server's.
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const runningPort = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[3]) : NaN;
  if (Number.isInteger(runningPort) && runningPort !== port && (await portAnswers(runningPort))) {
    throw new ConfigError(
      `EMBEDDED_PG_PORT ${port}: the PostgreSQL of DATA_DIR ${dataDir} is running on port ${runningPort}: set EMBEDDED_PG_PORT=${runningPort} (as for its server)`,
    );
  }
  // Not running: started for the occasion, from this folder (it cannot be another server's).
  const embedded = await openEmbeddedInstall({ dataDir, port });
  return { url: embedded.url, label, close: () => embedded.stop() };
};
