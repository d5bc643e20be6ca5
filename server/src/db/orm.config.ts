import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';

export const ormOptions = (clientUrl: string, overrides: Partial<Options> = {}): Options =>
  defineConfig({
    clientUrl,
    // MikroORM would otherwise create a missing database: a typo in DATABASE_URL's name must be an error.
    ensureDatabase: false,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, snapshot: false, transactional: true, allOrNothing: true },
    discovery: { warnWhenNoEntities: true },
    forceUtcTimezone: true,
    pool: { min: 0, max: 20 },
    debug: false,
    allowGlobalContext: false,
    ...overrides,
  });
