/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file>` (in the image:
 * `node server/dist/db/backup-cli.js backup|restore …`): the whole database (stored files included) to a
 * portable archive and back (db/backup.ts). Works on exactly the server's database (db/cli-database.ts):
 * DATABASE_URL, or the embedded PostgreSQL of DATA_DIR — the running one once it has proved to be that
 * folder's, otherwise started for the occasion. A restore tells running servers to drop what they keep.
 */
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { readEnvironment } from '../config.js';
import { backupDatabase, readBackupHeader, restoreDatabase } from './backup.js';
import { backupFileName } from './backup-schedule.js';
import { openCliDatabase } from './cli-database.js';
import { ormOptions } from './orm.config.js';

/** Brings the schema to exactly the archive's migrations (so its rows fit), or refuses a newer archive. */
const migrateTo = async (url: string, migrations: string[]): Promise<MikroORM> => {
  const orm = await MikroORM.init(ormOptions(url));
  try {
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
  } catch (err) {
    await orm.close(true);
    throw err;
  }
};

const main = async () => {
  const [command, fileArg] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore') throw new Error('Pemakaian: backup [berkas] | restore <berkas>');
  if (command === 'restore' && !fileArg) throw new Error('Sebutkan berkas arsip: npm run restore -- <berkas>');
  // Read first: a bad archive is refused before any database is touched (or started).
  const header = command === 'restore' ? await readBackupHeader(path.resolve(fileArg!)) : undefined;
  const db = await openCliDatabase();
  try {
    if (command === 'backup') {
      const dir = path.resolve(readEnvironment().BACKUP_DIR ?? 'backups');
      const file = path.resolve(fileArg ?? path.join(dir, backupFileName()));
      mkdirSync(path.dirname(file), { recursive: true });
      const r = await backupDatabase(db.url, file);
      console.log(`Cadangan selesai: ${file} (${db.label}; ${r.tables} tabel, ${r.rows} baris, ${r.bytes} byte)`);
    } else {
      const file = path.resolve(fileArg!);
      const orm = await migrateTo(db.url, header!.migrations);
      try {
        const r = await restoreDatabase(db.url, file);
        // Then the migrations the archive predates, on the restored data.
        await orm.getMigrator().up();
        console.log(
          `Pemulihan selesai ke ${db.label} dari ${file} (dibuat ${header!.createdAt}): ${r.tables} tabel, ${r.rows} baris; server yang berjalan sudah diberi tahu`,
        );
      } finally {
        await orm.close(true);
      }
    }
  } finally {
    await db.close();
  }
};

main().catch((err: unknown) => {
  const text = err instanceof Error ? err.message : String(err);
  console.error(`Gagal: ${text.replace(/\s*\n\s*/g, ' ')}`);
  process.exit(1);
});
