import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { ormOptions } from '../db/orm.config.js';

export const TEMPLATE_DB = 'kerjasama_template';

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/**
 * One real PostgreSQL for the whole run; a migrated template database from which each test file
 * clones its own database in milliseconds.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), 'kerjasama-test-'));
  chmodSync(root, 0o755);
  const port = await freePort();
  const server = await startEmbeddedPostgres({
    dir: path.join(root, 'pg'),
    port,
    persistent: false,
    superuser: { user: 'kerjasama', password: randomBytes(24).toString('base64url') },
  });
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = server.url.replace(/\/postgres$/, `/${TEMPLATE_DB}`);
  const orm = await MikroORM.init(ormOptions(templateUrl));
  await orm.getMigrator().up();
  await orm.close(true);
  project.provide('pgServerUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}
