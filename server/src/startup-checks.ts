/**
 * Checks made before anything is started, migrated or created: each failure is a ConfigError whose
 * message is one line naming the variable and the fix (main.ts prints it alone and exits non-zero).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { ConfigError } from './config.js';

const codeOf = (err: unknown): string => (err as NodeJS.ErrnoException).code ?? (err as Error).message;

/** DATA_DIR exists (created if missing) and this process can write into it. */
export const checkDataDir = (dataDir: string): void => {
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (err) {
    const user = process.getuid?.() ?? '?';
    throw new ConfigError(
      `DATA_DIR ${dataDir} is not writable by this process (user ${user}, ${codeOf(err)}): give that user write access (chown/chmod), mount a writable volume there, or set DATA_DIR to a writable folder`,
    );
  }
};

/** Nothing else listens on HOST:PORT (checked before migrating, so a second start changes nothing). */
export const checkPortFree = (host: string, port: number): Promise<void> =>
  port === 0
    ? Promise.resolve()
    : new Promise((resolve, reject) => {
        const probe = createServer();
        probe.once('error', (err: NodeJS.ErrnoException) => {
          const fix =
            err.code === 'EADDRINUSE'
              ? `is already in use (another Kerja Sama or another program): stop that program, or set PORT to a free port`
              : err.code === 'EACCES'
                ? `needs privileges this user lacks: set PORT to 1024 or above`
                : err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND'
                  ? `cannot be used: HOST ${host} is no address of this machine (use 127.0.0.1, or 0.0.0.0 in a container)`
                  : `cannot be listened on (${codeOf(err)}): set PORT or HOST to another value`;
          reject(new ConfigError(`PORT ${port} on HOST ${host} ${fix}`));
        });
        probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
      });

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export const portAnswers = (port: number, host = '127.0.0.1'): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });

/** The URL without its password, for messages. */
export const redactUrl = (url: string): string => {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
};

/**
 * Connects once to DATABASE_URL and turns each way it can fail into one line with the fix. A database
 * that does not exist is never created here (nor by MikroORM: `ensureDatabase: false`).
 */
export const checkDatabase = async (url: string, variable = 'DATABASE_URL'): Promise<void> => {
  const u = new URL(url);
  const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  const user = decodeURIComponent(u.username) || '(none)';
  const where = `${u.hostname}:${u.port || 5432}`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    const code = codeOf(err);
    const said = (err as Error).message.split('\n')[0];
    if (code === '3D000') {
      throw new ConfigError(
        `${variable} names database "${database}", which does not exist on ${where}: create it first (createdb -h ${u.hostname} -p ${u.port || 5432} -U ${user} ${database}, or in psql: CREATE DATABASE "${database}" OWNER "${user}";), or correct the name in ${variable}`,
      );
    }
    if (code === '28P01' || code === '28000') {
      throw new ConfigError(`${variable}: PostgreSQL at ${where} refused user "${user}" (${said}): correct the user name and password in ${variable}`);
    }
    if (['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'].includes(code) || /timeout/i.test(said)) {
      throw new ConfigError(`${variable}: no PostgreSQL answers at ${where} (${code}): start the database, or correct the host and port in ${variable}`);
    }
    throw new ConfigError(`${variable}: cannot connect to ${redactUrl(url)} (${said}): check the database and ${variable}`);
  } finally {
    await client.end().catch(() => {});
  }
};

/** One line for whatever stopped the start: a ConfigError's own text, else the error's first line. */
export const startupFailureLine = (err: unknown): string => {
  const text = err instanceof Error ? err.message : String(err ?? 'unknown error');
  const line = text.replace(/\s*\n\s*/g, ' ').trim();
  return `Kerja Sama tidak dapat dimulai / cannot start: ${line}`;
};
