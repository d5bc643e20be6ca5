/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file>`: the whole database (stored files
 * included) to a portable archive and back (db/backup.ts). Uses DATABASE_URL, or the embedded PostgreSQL
 * of DATA_DIR: the running one if the server is up, otherwise it is started for the occasion.
 */
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { readSecretsFile } from '../secrets-file.js';
import { backupDatabase, readBackupHeader, restoreDatabase } from './backup.js';
import { APP_DATABASE, APP_ROLE, openEmbeddedInstall } from './embedded-install.js';
import { ormOptions } from './orm.config.js';

const reachable = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
};

/** The database to work on, and how to let go of it. */
const open = async (): Promise<{ url: string; close(): Promise<void> }> => {
  const config = loadConfig();
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => {} };
  // The server may be running it already; its application role's password is in DATA_DIR.
  const password = readSecretsFile(config.dataDir).embeddedPostgres?.appPassword;
  if (password) {
    const url = `postgres://${APP_ROLE}:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedPgPort}/${APP_DATABASE}`;
    if (await reachable(url)) return { url, close: async () => {} };
  }
  const embedded = await openEmbeddedInstall({ dataDir: config.dataDir, port: config.embeddedPgPort });
  return { url: embedded.url, close: () => embedded.stop() };
};

/** Brings the schema to exactly the archive's migrations (so its rows fit), or refuses a newer archive. */
const migrateTo = async (url: string, migrations: string[]): Promise<MikroORM> => {
  const orm = await MikroORM.init(ormOptions(url));
  const known = (await orm.getMigrator().getExecutedMigrations()).map((m) => m.name);
  const pending = (await orm.getMigrator().getPendingMigrations()).map((m) => m.name);
  const available = [...known, ...pending];
  const unknown = migrations.filter((m) => !available.includes(m));
  if (unknown.length) throw new Error(`Arsip berasal dari versi aplikasi yang lebih baru (migrasi ${unknown.join(', ')}): perbarui aplikasi dulu`);
  const newer = known.filter((m) => !migrations.includes(m));
  if (newer.length) throw new Error(`Basis data tujuan sudah lebih baru dari arsip (migrasi ${newer.join(', ')}): pulihkan ke basis data kosong`);
  const last = migrations[migrations.length - 1];
  if (last && !known.includes(last)) await orm.getMigrator().up({ to: last });
  return orm;
};

const main = async () => {
  const [command, fileArg] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore') throw new Error('Pemakaian: backup [berkas] | restore <berkas>');
  const db = await open();
  try {
    if (command === 'backup') {
      const file = path.resolve(fileArg ?? path.join('backups', `kerjasama-${new Date().toISOString().replace(/[:.]/g, '-')}.ksbak`));
      mkdirSync(path.dirname(file), { recursive: true });
      const r = await backupDatabase(db.url, file);
      console.log(`Cadangan selesai: ${file} (${r.tables} tabel, ${r.rows} baris, ${r.bytes} byte)`);
    } else {
      if (!fileArg) throw new Error('Sebutkan berkas arsip: npm run restore -- <berkas>');
      const file = path.resolve(fileArg);
      const header = await readBackupHeader(file);
      const orm = await migrateTo(db.url, header.migrations);
      try {
        const r = await restoreDatabase(db.url, file);
        // Then the migrations the archive predates, on the restored data.
        await orm.getMigrator().up();
        console.log(`Pemulihan selesai dari ${file} (dibuat ${header.createdAt}): ${r.tables} tabel, ${r.rows} baris`);
      } finally {
        await orm.close(true);
      }
    }
  } finally {
    await db.close();
  }
};

main().catch((err: Error) => {
  console.error(`Gagal: ${err.message}`);
  process.exit(1);
});
