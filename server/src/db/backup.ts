/**
 * Logical backup and restore of the whole database (stored files included: they live in PostgreSQL),
 * through the pg driver alone: `COPY … TO STDOUT` of every table inside one consistent snapshot, and
 * `COPY … FROM STDIN` of every table inside one transaction. No pg_dump is needed, so the archive does not
 * depend on a client of the server's exact major version (Debian 12 ships 15; the embedded server is 17).
 *
 * Archive (gzip): a JSON header line, then per table a line `#table <name> <json column list>`, its rows
 * in COPY text format and the end-of-data line `\.`; then `#sequences <json>` and `#end`. COPY text
 * format escapes backslashes, newlines and carriage returns, so no data line can be mistaken for one of
 * these markers.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import pgCopy from 'pg-copy-streams';

export const FORMAT = 'kerjasama-backup/1';
/**
 * Announced on the events channel when a restore commits (in its transaction, so with it): every running
 * instance drops what it keeps of the data (list totals, cached public answers and pages). The sessions
 * follow from the account trigger, which announces the emptied `users` table by itself.
 */
export const DATA_RESTORED = 'DATA_DIPULIHKAN';
const EVENTS_CHANNEL = 'kerjasama_events';
/** The migrator's own table: restored by running the migrations, not copied. */
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export interface BackupHeader {
  format: string;
  createdAt: string;
  serverVersion: string;
  /** Names of the migrations applied to the backed-up database, in order. */
  migrations: string[];
  tables: string[];
}

export interface BackupResult {
  tables: number;
  rows: number;
  bytes: number;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Tables of the public schema, parents before children (foreign keys), the migrator's aside. */
const tablesInOrder = async (client: pg.Client): Promise<string[]> => {
  const tables = (await client.query<{ t: string }>(`select tablename as t from pg_tables where schemaname = 'public' order by 1`)).rows
    .map((r) => r.t)
    .filter((t) => t !== MIGRATIONS_TABLE);
  const edges = (
    await client.query<{ child: string; parent: string }>(
      `select c.relname as child, p.relname as parent from pg_constraint k
         join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
         join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
    )
  ).rows;
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (t: string) => {
    if (ordered.includes(t) || visiting.has(t)) return;
    visiting.add(t);
    for (const e of edges) if (e.child === t && tables.includes(e.parent)) visit(e.parent);
    visiting.delete(t);
    ordered.push(t);
  };
  tables.forEach(visit);
  return ordered;
};

/** Columns a COPY may write: stored generated columns are computed by the server. */
const copyColumns = async (client: pg.Client, table: string): Promise<string[]> =>
  (
    await client.query<{ name: string }>(
      `select a.attname as name from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relname = $1 and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attnum`,
      [table],
    )
  ).rows.map((r) => r.name);

const appliedMigrations = async (client: pg.Client): Promise<string[]> => {
  const exists = await client.query(`select 1 from pg_tables where schemaname = 'public' and tablename = $1`, [MIGRATIONS_TABLE]);
  if (!exists.rowCount) return [];
  return (await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by id`)).rows.map((r) => r.name);
};

/** Writes the whole database to `file` from one consistent snapshot (a running server may keep writing). */
export const backupDatabase = async (databaseUrl: string, file: string): Promise<BackupResult> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  const done = finished(gzip.pipe(out));
  const write = async (chunk: string | Buffer) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  let rows = 0;
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = await tablesInOrder(client);
    const header: BackupHeader = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      serverVersion: (await client.query<{ v: string }>('show server_version')).rows[0]!.v,
      migrations: await appliedMigrations(client),
      tables,
    };
    await write(`${JSON.stringify(header)}\n`);
    for (const table of tables) {
      const columns = await copyColumns(client, table);
      await write(`#table ${table} ${JSON.stringify(columns)}\n`);
      const copy = client.query(pgCopy.to(`copy ${ident(table)} (${columns.map(ident).join(', ')}) to stdout`));
      for await (const chunk of copy) await write(chunk as Buffer);
      rows += copy.rowCount;
      await write('\\.\n');
    }
    const sequences = (
      await client.query<{ name: string; last_value: string | null; is_called: boolean }>(
        `select c.relname as name, s.last_value::text, s.last_value is not null as is_called
           from pg_sequences s join pg_class c on c.relname = s.sequencename join pg_namespace n on n.oid = c.relnamespace and n.nspname = s.schemaname
          where s.schemaname = 'public'`,
      )
    ).rows;
    await write(`#sequences ${JSON.stringify(sequences)}\n#end\n`);
    await client.query('commit');
    gzip.end();
    await done;
    return { tables: tables.length, rows, bytes: out.bytesWritten };
  } catch (err) {
    gzip.destroy();
    out.destroy();
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
};

/** An archive that cannot be read, said so an operator understands (not zlib's "incorrect header check"). */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

/** Turns what reading `file` threw into an ArchiveError; database errors pass as they are. */
export const explainArchiveError = (err: unknown, file: string): unknown => {
  if (err instanceof ArchiveError) return err;
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new ArchiveError(`berkas arsip ${file} tidak ada / backup file not found`);
  if (code === 'EACCES' || code === 'EISDIR') return new ArchiveError(`berkas arsip ${file} tidak dapat dibaca / cannot read the backup file (${code})`);
  if (code === 'Z_DATA_ERROR' || code === 'Z_STREAM_ERROR' || code === 'Z_NEED_DICT') {
    return new ArchiveError(`${file} bukan arsip cadangan Kerja Sama atau rusak / is not a Kerja Sama backup (.ksbak) or is damaged: take another backup file`);
  }
  if (code === 'Z_BUF_ERROR') {
    return new ArchiveError(`arsip ${file} terpotong / the backup file is cut short (incomplete copy or full disk): take another backup file`);
  }
  return err;
};

/**
 * The archive's lines; a missing file or bad gzip data ends the loop with an error (never an unhandled
 * event). `close` stops reading early (what is left unread may still be bad: that no longer matters).
 */
const archiveLines = (file: string) => {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.once('error', (err) => gunzip.destroy(err));
  const lines = createInterface({ input: source.pipe(gunzip), crlfDelay: Infinity });
  const close = () => {
    gunzip.on('error', () => {});
    lines.close();
    source.destroy();
    gunzip.destroy();
  };
  return Object.assign(lines, { stop: close });
};

const parseHeader = (line: string, file: string): BackupHeader => {
  let header: BackupHeader;
  try {
    header = JSON.parse(line) as BackupHeader;
  } catch {
    throw new ArchiveError(`${file} bukan arsip cadangan Kerja Sama / is not a Kerja Sama backup (no header)`);
  }
  if (header?.format !== FORMAT) throw new ArchiveError(`${file} bukan arsip cadangan Kerja Sama / is not a Kerja Sama backup (format ${String(header?.format)})`);
  return header;
};

/** Reads the header of an archive without restoring it. */
export const readBackupHeader = async (file: string): Promise<BackupHeader> => {
  try {
    const lines = archiveLines(file);
    for await (const line of lines) {
      lines.stop();
      return parseHeader(line, file);
    }
  } catch (err) {
    throw explainArchiveError(err, file);
  }
  throw new ArchiveError(`arsip cadangan ${file} kosong / the backup file is empty`);
};

/**
 * Replaces every table's rows with the archive's, in one transaction: either the whole archive is
 * restored or nothing changes. The schema must be the archive's (`migrate` brings it there first).
 */
export const restoreDatabase = async (databaseUrl: string, file: string): Promise<BackupResult> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let rows = 0;
  let tables = 0;
  let openCopy: pgCopy.CopyStreamQuery | undefined;
  let lines: ReturnType<typeof archiveLines> | undefined;
  try {
    await client.query('begin');
    // Triggers that derive rows from others (the bell's counters) stand aside: the archive has those rows too.
    await client.query(`set local kerjasama.pemulihan = 'on'`);
    // The lines are read only from here on: lines a readline interface emits before its loop starts are lost.
    lines = archiveLines(file);
    let header: BackupHeader | undefined;
    let copy: pgCopy.CopyStreamQuery | undefined;
    let ended = false;
    for await (const line of lines) {
      if (!header) {
        header = parseHeader(line, file);
        const present = await tablesInOrder(client);
        const missing = header.tables.filter((t) => !present.includes(t));
        if (missing.length) throw new Error(`Tabel tidak ada di basis data tujuan: ${missing.join(', ')}`);
        // Empty every table the database has (the archive's and any newer one), all at once.
        await client.query(`truncate ${present.map(ident).join(', ')} restart identity cascade`);
        continue;
      }
      if (copy) {
        if (line === '\\.') {
          copy.end();
          await finished(copy);
          rows += copy.rowCount;
          copy = undefined;
          openCopy = undefined;
        } else if (!copy.write(`${line}\n`)) {
          await once(copy, 'drain');
        }
        continue;
      }
      const table = /^#table (\S+) (\[.*\])$/.exec(line);
      if (table) {
        const columns = JSON.parse(table[2]!) as string[];
        copy = client.query(pgCopy.from(`copy ${ident(table[1]!)} (${columns.map(ident).join(', ')}) from stdin`));
        copy.on('error', () => {}); // surfaced by finished()/once() below
        openCopy = copy;
        tables += 1;
        continue;
      }
      const sequences = /^#sequences (.*)$/.exec(line);
      if (sequences) {
        for (const s of JSON.parse(sequences[1]!) as { name: string; last_value: string | null; is_called: boolean }[]) {
          await client.query('select setval($1::regclass, $2, $3)', [ident(s.name), s.last_value ?? '1', s.is_called]);
        }
        continue;
      }
      if (line === '#end') {
        ended = true;
        break;
      }
      throw new ArchiveError(`arsip ${file} rusak / the backup file is damaged (unexpected line: ${line.slice(0, 40)})`);
    }
    if (!header || !ended || copy) throw new ArchiveError(`arsip ${file} tidak lengkap / the backup file is incomplete (cut short?): take another backup file`);
    await client.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify({ type: DATA_RESTORED, detail: {} })]);
    await client.query('commit');
    return { tables, rows, bytes: 0 };
  } catch (err) {
    // A COPY still open is abandoned (CopyFail) before the transaction is rolled back.
    if (openCopy) {
      openCopy.destroy(new Error('pemulihan dibatalkan'));
      await finished(openCopy).catch(() => {});
    }
    await client.query('rollback').catch(() => {});
    throw explainArchiveError(err, file);
  } finally {
    lines?.stop();
    await client.end().catch(() => {});
  }
};
