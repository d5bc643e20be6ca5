import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { openEmbeddedInstall, type EmbeddedInstall } from './embedded-install.js';
import { ormOptions } from './orm.config.js';
import { seed } from './seed.js';

export interface Database {
  orm: MikroORM;
  url: string;
  close(): Promise<void>;
}

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
  let embedded: EmbeddedInstall | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await openEmbeddedInstall({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      onLog: (line) => log.debug({ pg: line.trim() }, 'postgres'),
    });
    url = embedded.url;
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
