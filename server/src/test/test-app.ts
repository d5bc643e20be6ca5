import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../boot/database.js';
import { createLogger } from '../app/logger.js';
import { startServer, type RunningServer, type ServerHooks } from '../app/server.js';
import { TEMPLATE_DB } from './global-setup.js';

export const ADMIN = { username: 'admin', password: 'Admin#12345' };

export interface GqlResult<T = Record<string, any>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

export interface TestApp {
  url: string;
  config: Config;
  db: Database;
  /** The running server: its services (job queue, clock) for tests of background work. */
  server: RunningServer;
  /** Runs SQL on this test's database (for assertions on what was stored). */
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResult<T>>;
  legacy(path: string, fields?: Record<string, string | Blob>, options?: { token?: string; method?: 'GET' | 'POST' }): Promise<{ status: number; body: any }>;
  login(username?: string, password?: string): Promise<string>;
  /** Creates an active account of a level directly and returns its token. */
  userWithLevel(level: number, overrides?: Partial<{ username: string; idSkpd: number }>): Promise<{ idUser: number; token: string }>;
  close(): Promise<void>;
}

/**
 * A real server on a random port with its own database cloned from the migrated template. With
 * `env.DATABASE_URL` (e.g. another test app's `config.databaseUrl`) it shares that database instead:
 * a second server instance on the same data, as behind a load balancer. `options.logStream` captures the
 * server's log lines (set LOG_LEVEL in `env` too).
 */
export const createTestApp = async (
  env: Record<string, string> = {},
  options: { logStream?: DestinationStream; hooks?: ServerHooks } = {},
): Promise<TestApp> => {
  const serverUrl = inject('pgServerUrl');
  const dbName = `t_${randomBytes(6).toString('hex')}`;
  if (!env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName} template ${TEMPLATE_DB}`);
    await admin.end();
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kerjasama-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: serverUrl.replace(/\/postgres$/, `/${dbName}`),
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    CAPTCHA: 'off',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const log = createLogger(config.logLevel, options.logStream);
  const db = await openDatabase(config, log);
  const server: RunningServer = await startServer(config, db, log, { jobPollingSeconds: 0.5, ...options.hooks });
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });

  const gql: TestApp['gql'] = async (query, variables, token) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as GqlResult;
    return { status: res.status, data: body.data as any, errors: body.errors };
  };

  const app: TestApp = {
    url: server.url,
    config,
    db,
    server,
    sql: async (text, params) => (await pool.query(text, params as unknown[])).rows,
    gql,
    legacy: async (p, fields = {}, options = {}) => {
      const method = options.method ?? 'POST';
      const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
      let url = `${server.url}/api/${p}`;
      let body: FormData | undefined;
      if (method === 'GET') {
        url += `?${new URLSearchParams(fields as Record<string, string>)}`;
      } else {
        body = new FormData();
        for (const [k, v] of Object.entries(fields)) body.append(k, v);
      }
      const res = await fetch(url, { method, headers, body });
      return { status: res.status, body: await res.json() };
    },
    login: async (username = ADMIN.username, password = ADMIN.password) => {
      const r = await gql<{ login: { token: string } }>(
        'mutation($i: LoginInput!) { login(input: $i) { token } }',
        { i: { username, password } },
      );
      if (!r.data?.login) throw new Error(`login failed: ${JSON.stringify(r.errors)}`);
      return r.data.login.token;
    },
    userWithLevel: async (level, overrides = {}) => {
      const token = await app.login();
      const username = overrides.username ?? `user${level}_${randomBytes(3).toString('hex')}`;
      const password = 'Rahasia#1';
      const r = await gql(
        'mutation($i: CreateUserInput!) { createUser(input: $i) { idUser } }',
        { i: { nama: `Pengguna ${level}`, username, email: `${username}@example.id`, idLevel: level, idSkpd: overrides.idSkpd, hp: '0812', status: 1, password } },
        token,
      );
      if (!r.data?.createUser) throw new Error(`createUser failed: ${JSON.stringify(r.errors)}`);
      return { idUser: r.data.createUser.idUser, token: await app.login(username, password) };
    },
    close: async () => {
      await pool.end();
      await server.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return app;
};
