import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { startEmbeddedPostgres, type RunningPostgres } from './embedded.js';
import { ormOptions } from './orm.config.js';
import { seed } from './seed.js';

export interface Database {
  orm: MikroORM;
  url: string;
  close(): Promise<void>;
}

const DB_NAME = 'kerjasama';

/** Creates the database on a server we own (the embedded one) when it does not exist yet. */
const ensureDatabase = async (serverUrl: string, name: string): Promise<void> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
};

const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Any number: the key of the advisory lock under which instances migrate and seed, one at a time. */
const SETUP_LOCK = 7_210_001;

/**
 * Runs `fn` holding a PostgreSQL advisory lock: replicas started together on one database (docker compose
 * up with N replicas) migrate and seed one after the other instead of racing on an empty database; the
 * later ones then find nothing left to do. The lock ends with its connection, even if the process dies.
 */
const whileHoldingSetupLock = async (url: string, fn: () => Promise<void>): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
    await fn();
  } finally {
    await client.end();
  }
};

/** Connects (starting the embedded PostgreSQL when no DATABASE_URL is set), migrates and seeds. */
export const openDatabase = async (config: Config, log: Logger): Promise<Database> => {
  let embedded: RunningPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dir: path.join(config.dataDir, 'postgres'),
      port: config.embeddedPgPort,
      onLog: (line) => log.debug({ pg: line.trim() }, 'postgres'),
    });
    await ensureDatabase(embedded.url, DB_NAME);
    url = withDatabase(embedded.url, DB_NAME);
    log.info({ port: config.embeddedPgPort, dir: path.join(config.dataDir, 'postgres') }, 'embedded PostgreSQL started');
  }
  let orm: MikroORM | undefined;
  try {
    orm = await MikroORM.init(ormOptions(url));
    const ready = orm;
    await whileHoldingSetupLock(url, async () => {
      const applied = await ready.getMigrator().up();
      if (applied.length) log.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
      await seed(ready.em.fork(), config, log);
    });
  } catch (err) {
    await orm?.close(true);
    await embedded?.stop();
    throw err;
  }
  return {
    orm,
    url,
    close: async () => {
      await orm.close(true);
      await embedded?.stop();
    },
  };
};
