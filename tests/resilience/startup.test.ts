/**
 * Start-up failures of the built server (`node server/dist/main.js`), as an operator meets them: a port
 * already in use, a DATA_DIR it cannot write, an invalid DATABASE_URL, a database that does not exist, an
 * unreachable database, a bad secret, a database migrated by a newer version. Each is one line on stderr
 * naming the variable and the fix, a non-zero exit, no stack trace — and nothing migrated or created.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server as NetServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createDatabase, freePort, JWT_SECRET, removeDir, startPostgres, startServer, tempDir, type Postgres } from './harness.js';

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built server until it exits by itself (at most 60 s). */
const runUntilExit = (env: Record<string, string>, options: { uid?: number; gid?: number } = {}): Promise<Outcome> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['server/dist/main.js'], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', CAPTCHA: 'off', SEED_DEMO: '0', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not exit:\n${stdout}\n${stderr}`));
    }, 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });

/** One line, naming `variable`, no stack trace, non-zero exit. */
const expectOneClearLine = (o: Outcome, variable: string, fix: RegExp) => {
  expect(o.code, `${o.stdout}\n${o.stderr}`).not.toBe(0);
  const lines = o.stderr.trim().split('\n');
  expect(lines, o.stderr).toHaveLength(1);
  expect(lines[0]).toContain(variable);
  expect(lines[0]).toMatch(fix);
  expect(o.stderr + o.stdout).not.toMatch(/\n\s+at .+:\d+/);
};

const tablesOf = async (url: string): Promise<number> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`)).rows[0].n;
  } finally {
    await client.end();
  }
};

const databaseExists = async (serverUrl: string, name: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return Boolean((await client.query('select 1 from pg_database where datname = $1', [name])).rowCount);
  } finally {
    await client.end();
  }
};

describe('start-up failures: one clear line, non-zero exit, nothing migrated or created', () => {
  let postgres: Postgres;
  let emptyUrl: string;
  let root: string;
  const dir = (name: string) => path.join(root, name);

  beforeAll(async () => {
    postgres = await startPostgres();
    emptyUrl = await createDatabase(postgres.url, 'kosong');
    root = tempDir('kerjasama-startup-');
  });

  afterAll(async () => {
    await postgres?.stop();
    if (postgres) removeDir(postgres.root);
    if (root) removeDir(root);
  });

  it('a port already in use is found before the database is touched', async () => {
    const port = await freePort();
    const taken: NetServer = createServer();
    await new Promise<void>((r) => taken.listen(port, '127.0.0.1', r));
    try {
      const o = await runUntilExit({ DATABASE_URL: emptyUrl, PORT: String(port), DATA_DIR: dir('port') });
      expectOneClearLine(o, `PORT ${port}`, /already in use.*set PORT/);
    } finally {
      await new Promise((r) => taken.close(r));
    }
    expect(await tablesOf(emptyUrl)).toBe(0);
    expect(existsSync(path.join(dir('port'), 'secrets.json'))).toBe(false);
  });

  it('a DATA_DIR the process cannot write (even with an external database and JWT_SECRET)', async () => {
    const readOnly = dir('read-only');
    mkdirSync(readOnly);
    const asRoot = process.getuid?.() === 0;
    // Root writes anywhere: the server then runs as `nobody`, to whom the folder (root's, 0755) is
    // read-only — if `nobody` can reach the checkout at all; otherwise a folder under /proc, which no one
    // can create, stands for it.
    const othersReach = (p: string): boolean => p === path.dirname(p) || ((statSync(p).mode & 0o005) === 0o005 && othersReach(path.dirname(p)));
    const asNobody = asRoot && othersReach(process.cwd());
    chmodSync(readOnly, asRoot ? 0o755 : 0o555);
    const target = asRoot && !asNobody ? '/proc/kerjasama-data' : readOnly;
    const o = await runUntilExit(
      { DATABASE_URL: emptyUrl, PORT: String(await freePort()), DATA_DIR: target, JWT_SECRET },
      asNobody ? { uid: 65534, gid: 65534 } : {},
    );
    expectOneClearLine(o, `DATA_DIR ${target}`, /not writable.*write access/);
    expect(readdirSync(readOnly)).toEqual([]);
    expect(await tablesOf(emptyUrl)).toBe(0);
  });

  it('an invalid DATABASE_URL', async () => {
    for (const url of ['postgres//kerjasama@localhost/kerjasama', 'mysql://kerjasama@localhost:3306/kerjasama', 'postgres://kerjasama@localhost:5432']) {
      const o = await runUntilExit({ DATABASE_URL: url, PORT: String(await freePort()), DATA_DIR: dir('url') });
      expectOneClearLine(o, 'DATABASE_URL', /postgres:\/\/user:password@host:5432\/kerjasama/);
    }
    expect(existsSync(path.join(dir('url'), 'secrets.json'))).toBe(false);
  });

  it('a database that does not exist is an error with the command that creates it, and is not created', async () => {
    const typo = postgres.urlOf('kerjasmaa');
    const o = await runUntilExit({ DATABASE_URL: typo, PORT: String(await freePort()), DATA_DIR: dir('typo') });
    expectOneClearLine(o, 'DATABASE_URL', /"kerjasmaa", which does not exist.*createdb .*kerjasmaa/);
    expect(readdirSync(dir('typo'))).toEqual([]);
    expect(await databaseExists(postgres.url, 'kerjasmaa')).toBe(false);
    expect(o.stdout).not.toMatch(/password/i);
  });

  it('an unreachable database, and a refused password', async () => {
    const nobody = await freePort();
    const o = await runUntilExit({ DATABASE_URL: `postgres://kerjasama:x@127.0.0.1:${nobody}/kerjasama`, PORT: String(await freePort()), DATA_DIR: dir('down') });
    expectOneClearLine(o, 'DATABASE_URL', /no PostgreSQL answers at 127\.0\.0\.1:\d+.*start the database/);
    expect(existsSync(path.join(dir('down'), 'secrets.json'))).toBe(false);
    const wrong = new URL(emptyUrl);
    wrong.password = 'salah';
    const refused = await runUntilExit({ DATABASE_URL: wrong.toString(), PORT: String(await freePort()), DATA_DIR: dir('down'), JWT_SECRET });
    expectOneClearLine(refused, 'DATABASE_URL', /refused user "kerjasama".*correct the user name and password/);
  });

  it('bad secrets: a short JWT_SECRET, an unreadable secrets.json', async () => {
    const o = await runUntilExit({ DATABASE_URL: emptyUrl, PORT: String(await freePort()), DATA_DIR: dir('secret'), JWT_SECRET: 'kurang-panjang' });
    expectOneClearLine(o, 'JWT_SECRET', /at least 32.*openssl rand/);
    mkdirSync(dir('secrets-broken'));
    writeFileSync(path.join(dir('secrets-broken'), 'secrets.json'), '{ rusak');
    const broken = await runUntilExit({ DATABASE_URL: emptyUrl, PORT: String(await freePort()), DATA_DIR: dir('secrets-broken') });
    expectOneClearLine(broken, 'secrets.json', /cannot be read/);
    expect(await tablesOf(emptyUrl)).toBe(0);
  });

  it('a database migrated by a newer version: refused, not migrated backwards', async () => {
    const url = await createDatabase(postgres.url, 'lebih_baru');
    const first = await startServer(url, { dataDir: dir('newer') });
    await first.terminate();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`insert into mikro_orm_migrations (name, executed_at) values ('Migration29990101000000_from_the_future', now())`);
    const before = (await client.query(`select count(*)::int as n from mikro_orm_migrations`)).rows[0].n;
    const o = await runUntilExit({ DATABASE_URL: url, PORT: String(await freePort()), DATA_DIR: dir('newer'), JWT_SECRET, ADMIN_PASSWORD: ADMIN.password });
    expectOneClearLine(o, 'Migration29990101000000_from_the_future', /newer version of Kerja Sama.*run that newer version/);
    expect((await client.query(`select count(*)::int as n from mikro_orm_migrations`)).rows[0].n).toBe(before);
    await client.end();
  });
});
