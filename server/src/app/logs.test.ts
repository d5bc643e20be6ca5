import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase } from '../boot/database.js';
import { ADMIN, createTestApp, type TestApp } from '../test/test-app.js';
import { createLogger, hideSecretsInLine } from './logger.js';

/** A pino destination keeping every line as written. */
const capture = () => {
  const raw: string[] = [];
  return { raw, stream: { write: (line: string) => void raw.push(line) } };
};

const everyLineJson = (raw: string[]) => {
  const lines = raw.join('').split('\n').filter(Boolean);
  for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  return lines.map((l) => JSON.parse(l) as Record<string, any>);
};

describe('JSON-only logs', () => {
  it('writes the migrator as JSON lines of the app log, nothing on stdout', async () => {
    const serverUrl = inject('pgServerUrl');
    const dbName = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kerjasama-logs-'));
    const stdout = vi.spyOn(process.stdout, 'write');
    const consoleLog = vi.spyOn(console, 'log');
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: serverUrl.replace(/\/postgres$/, `/${dbName}`),
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: '0',
        CAPTCHA: 'off',
      });
      const { raw, stream } = capture();
      const db = await openDatabase(config, createLogger('debug', stream));
      await db.close();
      const lines = everyLineJson(raw);
      const migrator = lines.filter((l) => l.orm === 'migrator');
      expect(migrator.map((l) => l.msg)).toContain("Processing 'Migration20261121000000_foundation'");
      expect(migrator.map((l) => l.msg)).toContain("Applied 'Migration20261121000000_foundation'");
      expect(raw.join('')).not.toContain('\u001b[');
      const printed = [...stdout.mock.calls, ...consoleLog.mock.calls].map((c) => String(c[0]));
      expect(printed.filter((p) => /migrator|Migration2026/.test(p))).toEqual([]);
    } finally {
      stdout.mockRestore();
      consoleLog.mockRestore();
      await admin.query(`drop database if exists ${dbName}`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('no secret in any log line', () => {
  let app: TestApp;
  const { raw, stream } = capture();

  beforeAll(async () => {
    app = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: stream });
  });
  afterAll(() => app.close());

  it('start, logins (right and wrong), a signed link, bearer requests: every line JSON, no password, token, signature or database password', async () => {
    const token = await app.login();
    const wrong = 'SalahSekali#987';
    await app.gql('mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { username: ADMIN.username, password: wrong } });
    const link = (
      await app.gql<{ mouLaporanLink: string }>(
        'mutation($f: LaporanFilter) { mouLaporanLink(filter: $f) }',
        { f: { tanggalDari: '2026-01-01', tanggalSampai: '2026-12-31' } },
        token,
      )
    ).data!.mouLaporanLink;
    const sig = new URL(link, app.url).searchParams.get('sig')!;
    expect(sig).toBeTruthy();
    expect((await fetch(`${app.url}${link}`)).status).toBe(200);
    await fetch(`${app.url}/tidak-ada?token=${token}`, { headers: { authorization: `Bearer ${token}` } });
    await app.gql('{ me { idUser } }', {}, `${token}rusak`);
    await new Promise((r) => setTimeout(r, 50));

    const lines = everyLineJson(raw);
    expect(lines.some((l) => l.msg === 'request completed')).toBe(true);
    expect(lines.every((l) => typeof l.reqId === 'string' || l.reqId === undefined)).toBe(true);
    const all = raw.join('');
    const dbPassword = decodeURIComponent(new URL(app.config.databaseUrl!).password);
    for (const secret of [ADMIN.password, wrong, token, token.split('.')[2]!, sig, app.config.jwt.secret, dbPassword].filter(Boolean)) {
      expect(all.includes(secret), `a log line holds ${secret.slice(0, 6)}…`).toBe(false);
    }
  });

  it('hides a password inside any URL and credential parameters, whatever field carries them', () => {
    const { raw: lines, stream: s } = capture();
    const log = createLogger('info', s);
    const url = 'postgres://kerjasama_app:Rahasia%2FDb@db:5432/kerjasama';
    log.error({ err: new Error(`connect ECONNREFUSED ${url}`) }, `cannot reach ${url}`);
    log.info({ link: '/api/mou/laporan.php?format=pdf&sig=RahasiaSig&exp=1' }, 'link');
    expect(lines.join('')).not.toMatch(/Rahasia/);
    expect(lines.join('')).toContain('postgres://kerjasama_app:[disembunyikan]@db:5432/kerjasama');
    expect(hideSecretsInLine('{"msg":"http://localhost:4000/graphql"}')).toBe('{"msg":"http://localhost:4000/graphql"}');
  });
});
