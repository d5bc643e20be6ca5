import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import path from 'node:path';
import type { Logger } from 'pino';
import { ConfigError, type Config } from '../config.js';
import { checkDatabase, portAnswers } from '../startup-checks.js';
import { openEmbeddedInstall, type EmbeddedInstall } from '../db/embedded-install.js';
import { migrationsList } from '../db/migrations/index.js';
import { ormOptions } from '../db/orm.config.js';
import { pinoLoggerFactory } from '../db/orm-logger.js';
import { entities } from './entities.js';
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

/**
 * Refuses to run on a database that a newer version of the code has migrated: its schema is not the one
 * this code knows, and migrating "down" would lose data. The operator runs the newer version again.
 */
export const refuseUnknownMigrations = async (orm: MikroORM): Promise<void> => {
  const known = new Set(migrationsList.map((m) => m.name));
  const unknown = (await orm.getMigrator().getExecutedMigrations()).map((m) => m.name).filter((name) => !known.has(name));
  if (unknown.length) {
    throw new ConfigError(
      `the database was migrated by a newer version of Kerja Sama (migrations this version does not know: ${unknown.join(', ')}): run that newer version (git pull, npm start), or restore a backup made by this version into an empty database`,
    );
  }
};

/** Connects (starting the embedded PostgreSQL when no DATABASE_URL is set), migrates and seeds. */
export const openDatabase = async (config: Config, log: Logger): Promise<Database> => {
  let embedded: EmbeddedInstall | undefined;
  let url = config.databaseUrl;
  if (url) await checkDatabase(url);
  else {
    if (await portAnswers(config.embeddedPgPort)) {
      throw new ConfigError(
        `EMBEDDED_PG_PORT ${config.embeddedPgPort} is already in use on 127.0.0.1 (another PostgreSQL, or a Kerja Sama with another DATA_DIR): stop it, or set EMBEDDED_PG_PORT to a free port`,
      );
    }
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
    // MikroORM's lines (the migrator's included) as JSON lines of the app log, never plain text on stdout
    orm = await MikroORM.init(ormOptions(url, { entities, loggerFactory: pinoLoggerFactory(log) }));
    const ready = orm;
    await whileHoldingSetupLock(url, async () => {
      await refuseUnknownMigrations(ready);
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
