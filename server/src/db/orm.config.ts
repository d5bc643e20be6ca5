import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from './migrations/index.js';

/**
 * MikroORM's options for a database URL. Without `entities` (the migrator of the backup CLI and the tests'
 * template) only migrations run; the server passes the feature entities (boot/entities.ts).
 */
export const ormOptions = (clientUrl: string, overrides: Partial<Options> = {}): Options =>
  defineConfig({
    clientUrl,
    // MikroORM would otherwise create a missing database: a typo in DATABASE_URL's name must be an error.
    ensureDatabase: false,
    entities: [],
    extensions: [Migrator],
    migrations: { migrationsList, snapshot: false, transactional: true, allOrNothing: true },
    discovery: { warnWhenNoEntities: false },
    forceUtcTimezone: true,
    pool: { min: 0, max: 20 },
    debug: false,
    allowGlobalContext: false,
    ...overrides,
  });
