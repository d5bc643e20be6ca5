/**
 * What an operator does from the command line, on the built product: the compose defaults (ADMIN_PASSWORD
 * passed empty) give an admin who can sign in with the generated password (kept in DATA_DIR, never in the
 * log); `npm run admin:reset-password` lets a locked-out office back in and ends the old sessions; backups
 * of the embedded PostgreSQL take exactly DATA_DIR's database, never another server on the port, and
 * never create an install in a wrong folder.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, freePort, gql, login, removeDir, startPostgres, startServer, tempDir, type Postgres, type Server } from './harness.js';

const run = promisify(execFile);

/** `node scripts/cli.mjs <entry> …args` (what the npm scripts run) with exactly `env` over a clean base. */
const cli = async (args: string[], env: Record<string, string>): Promise<{ code: number; out: string; stdout: string }> => {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|DATA_DIR|EMBEDDED_PG_PORT|ADMIN_|NEW_PASSWORD|JWT_SECRET)/.test(k)));
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/cli.mjs', ...args], { env: { ...base, ...env }, timeout: 120_000 });
    return { code: 0, out: stdout + stderr, stdout };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}`, stdout: e.stdout ?? '' };
  }
};

const isRefused = async (url: string, token: string) => {
  const r = await gql(url, '{ mous { total } }', {}, token);
  return r.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED';
};

describe('operator commands', () => {
  let postgres: Postgres;
  let root: string;

  beforeAll(async () => {
    postgres = await startPostgres();
    root = tempDir('kerjasama-operator-');
  });

  afterAll(async () => {
    await postgres?.stop();
    if (postgres) removeDir(postgres.root);
    if (root) removeDir(root);
  });

  it('compose defaults (ADMIN_PASSWORD empty): a generated password in DATA_DIR (0600), not in the log; admin:reset-password ends the sessions', async () => {
    const url = await createDatabase(postgres.url, 'compose');
    const dataDir = path.join(root, 'compose');
    // As docker-compose.yml passes them when the operator set nothing.
    const server: Server = await startServer(url, { dataDir, env: { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: '', SEED_DEMO: '0', SMTP_URL: '', LOG_LEVEL: 'info' } });
    try {
      const file = path.join(dataDir, 'admin-password.txt');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const password = /password: (\S+)/.exec(readFileSync(file, 'utf8'))![1]!;
      expect(password.length).toBeGreaterThan(10);
      await new Promise((r) => setTimeout(r, 1200)); // the log is written in batches, at least once a second
      expect(server.output()).not.toContain(password);
      expect(server.output()).toContain('admin-password.txt');
      const token = await login(server.url, 'admin', password);
      await expect(login(server.url, 'admin', '')).rejects.toThrow();

      // Reset from the command line: a generated password, printed once; the old one and the old session end.
      const reset = await cli(['cli/reset-password.js'], { DATABASE_URL: url });
      expect(reset.code, reset.out).toBe(0);
      const fresh = /Kata sandi baru: (\S+)/.exec(reset.stdout)![1]!;
      expect(await isRefused(server.url, token)).toBe(true);
      await expect(login(server.url, 'admin', password)).rejects.toThrow();
      await login(server.url, 'admin', fresh);

      // Or the operator's own, from NEW_PASSWORD; a weak one is refused and changes nothing.
      const weak = await cli(['cli/reset-password.js', 'admin'], { DATABASE_URL: url, NEW_PASSWORD: 'lemah' });
      expect(weak.code).not.toBe(0);
      expect(weak.out).toMatch(/terlalu lemah/);
      await login(server.url, 'admin', fresh);
      const chosen = await cli(['cli/reset-password.js', 'admin'], { DATABASE_URL: url, NEW_PASSWORD: 'Pilihan#2026' });
      expect(chosen.code, chosen.out).toBe(0);
      expect(chosen.out).not.toContain('Pilihan#2026');
      await login(server.url, 'admin', 'Pilihan#2026');
      const unknown = await cli(['cli/reset-password.js', 'tidak-ada'], { DATABASE_URL: url });
      expect(unknown.code).not.toBe(0);
      expect(unknown.out).toMatch(/akun "tidak-ada" tidak ada/);
    } finally {
      await server.terminate();
    }
  });

  it('backup of the embedded PostgreSQL: exactly the one of DATA_DIR, never a wrong folder or another server on the port', async () => {
    // A folder with no install: refused, and nothing is created in it.
    const empty = path.join(root, 'kosong');
    mkdirSync(empty);
    const none = await cli(['db/backup-cli.js', 'backup', path.join(root, 'a.ksbak')], { DATA_DIR: empty, EMBEDDED_PG_PORT: String(await freePort()) });
    expect(none.code).not.toBe(0);
    expect(none.out).toMatch(/DATA_DIR .*kosong holds no Kerja Sama database/);
    expect(readdirSync(empty)).toEqual([]);
    expect(existsSync(path.join(root, 'a.ksbak'))).toBe(false);

    // A server on its embedded PostgreSQL (DATABASE_URL passed empty counts as unset).
    const dataDir = path.join(root, 'embedded');
    const pgPort = await freePort();
    const server = await startServer('', { dataDir, env: { DATABASE_URL: '', EMBEDDED_PG_PORT: String(pgPort) } });
    try {
      const ok = await cli(['db/backup-cli.js', 'backup', path.join(root, 'b.ksbak')], { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });
      expect(ok.code, ok.out).toBe(0);
      expect(ok.out).toContain(`embedded PostgreSQL of ${dataDir}`);

      // The same folder, but the port of another PostgreSQL: refused, no archive.
      const other = await cli(['db/backup-cli.js', 'backup', path.join(root, 'c.ksbak')], { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(postgres.port) });
      expect(other.code).not.toBe(0);
      expect(other.out).toMatch(new RegExp(`EMBEDDED_PG_PORT ${postgres.port}: the PostgreSQL answering there is not the one of DATA_DIR`));
      expect(existsSync(path.join(root, 'c.ksbak'))).toBe(false);
    } finally {
      expect(await server.terminate()).toBe(0);
    }
    // The server stopped: its PostgreSQL is started for the backup, and stopped again.
    const offline = await cli(['db/backup-cli.js', 'backup', path.join(root, 'd.ksbak')], { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });
    expect(offline.code, offline.out).toBe(0);
    expect(statSync(path.join(root, 'd.ksbak')).size).toBeGreaterThan(500);
  });
});
