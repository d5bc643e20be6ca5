import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { readSecretsFile, writeSecretsFile } from './secrets-file.js';

const bool = (dflt: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? dflt : ['1', 'true', 'on', 'yes'].includes(v)));

/**
 * A start-up failure an operator can act on: its message is one line naming the variable (or file) and
 * the fix. main.ts prints it alone, without a stack trace, and exits non-zero.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `check` on the parsed URL; an unparsable one passes here (z.url() has said so already). */
const onUrl = (check: (u: URL) => boolean) => (v: string) => {
  try {
    return check(new URL(v));
  } catch {
    return true;
  }
};
const databaseUrl = z
  .string()
  .url()
  .refine(onUrl((u) => /^postgres(ql)?:$/.test(u.protocol)), 'must start with postgres:// or postgresql://')
  .refine(onUrl((u) => u.pathname.replace(/^\//, '') !== ''), 'names no database');

/**
 * The origin a tile template loads from, as a Content-Security-Policy source (`{s}.tile.example.org`
 * becomes `*.tile.example.org`), or null when the template is not an http(s) address.
 */
export const tileOrigin = (template: string): string | null => {
  const host = template.split('/')[2] ?? '';
  const wildcard = host.startsWith('{s}.');
  if (host.slice(wildcard ? 3 : 0).includes('{s}')) return null;
  try {
    const u = new URL(template.replace('{s}', 'a'));
    if (!/^https?:$/.test(u.protocol)) return null;
    return wildcard ? `${u.protocol}//*${u.host.slice(1)}` : u.origin;
  } catch {
    return null;
  }
};

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: databaseUrl.optional(),
  DATA_DIR: z.string().default('./data'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  JWT_TTL: z.string().regex(/^\d+[smhd]?$/, 'JWT_TTL like 8h, 30m or 3600').default('8h'),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Kerja Sama <no-reply@kerjasama.local>'),
  PUBLIC_URL: z.string().url().optional(),
  CAPTCHA: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  EXPIRY_WINDOW_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Monev (issue 19): an evaluation every this many months of a running agreement or contract, and one at its end. */
  MONEV_INTERVAL_BULAN: z.coerce.number().int().min(1).max(60).default(6),
  TRUST_PROXY: bool(false),
  GRAPHIQL: bool(true),
  /** The bearer token that reads /metrics from anywhere; unset: only loopback and private addresses. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must have at least 16 characters').optional(),
  /** Scheduled backups (db/backup-schedule.ts): an interval like 24h or 30m; unset: none. */
  BACKUP_INTERVAL: z.string().regex(/^\d+[mhd]$/, 'like 24h, 6h or 30m').optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  BACKUP_DIR: z.string().optional(),
  /** Job workers in this process (jobs/job-queue.ts): off for a server that only answers requests. */
  JOBS: bool(true),
  /** The map of the Kontak page: a tile server's address template ({s} only as the host's first label). */
  MAP_TILE_URL: z
    .string()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine((v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), 'must contain {z}, {x} and {y}')
    .refine((v) => tileOrigin(v) !== null, 'must be an http(s) address, with {s} only as the first label of the host'),
  MAP_ATTRIBUTION: z.string().max(200).default('© Kontributor OpenStreetMap'),
});

/** What to do about a refused variable, said after zod's reason. */
const FIXES: Record<string, string> = {
  DATABASE_URL: 'set it like postgres://user:password@host:5432/kerjasama, or unset it for the embedded PostgreSQL',
  PORT: 'set a port number 1-65535, e.g. PORT=4000',
  EMBEDDED_PG_PORT: 'set a port number 1-65535, e.g. EMBEDDED_PG_PORT=54329',
  JWT_SECRET: 'set at least 32 random characters, e.g. JWT_SECRET=$(openssl rand -base64 48), or unset it to have one generated in DATA_DIR',
  JWT_TTL: 'e.g. JWT_TTL=8h',
  SEED_DEMO: 'set 0 or 1',
  CAPTCHA: 'set on or off',
  NODE_ENV: 'set production, development or test',
  BACKUP_INTERVAL: 'e.g. BACKUP_INTERVAL=24h, or unset it for no scheduled backups',
  BACKUP_KEEP: 'the number of scheduled backups to keep, e.g. BACKUP_KEEP=7',
  MAP_TILE_URL: 'e.g. MAP_TILE_URL=https://tile.openstreetmap.org/{z}/{x}/{y}.png (the default)',
  METRICS_TOKEN: 'e.g. METRICS_TOKEN=$(openssl rand -hex 24), or unset it to allow only private addresses',
};

/**
 * The environment, validated, with empty values counted as unset (`ADMIN_PASSWORD=` as docker compose
 * passes an unset variable means "generate one", never "the empty password"). No file is read or written.
 */
export const readEnvironment = (env: NodeJS.ProcessEnv = process.env) => {
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  // English for the operator, whatever the app's Indonesian fallback for users (rules/validation.ts) says.
  const parsed = EnvSchema.safeParse(given, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => {
      const name = i.path.join('.');
      return `${name} is invalid (${i.message})${FIXES[name] ? `: ${FIXES[name]}` : ''}`;
    });
    throw new ConfigError(problems.join('; '));
  }
  return parsed.data;
};

export type Config = ReturnType<typeof loadConfig>;

/** Secrets not given through the environment are generated once and kept in DATA_DIR. */
const loadSecrets = (dataDir: string): { jwtSecret: string; captchaKey: string } => {
  let secrets: ReturnType<typeof readSecretsFile>;
  try {
    secrets = readSecretsFile(dataDir);
  } catch (err) {
    throw new ConfigError(
      `${path.join(dataDir, 'secrets.json')} cannot be read (${(err as Error).message.split('\n')[0]}): restore it from a backup of DATA_DIR, or make it readable by this user`,
    );
  }
  if (secrets.jwtSecret && secrets.captchaKey) return { jwtSecret: secrets.jwtSecret, captchaKey: secrets.captchaKey };
  const created = {
    jwtSecret: secrets.jwtSecret ?? randomBytes(48).toString('base64url'),
    captchaKey: secrets.captchaKey ?? randomBytes(32).toString('base64url'),
  };
  try {
    writeSecretsFile(dataDir, { ...secrets, ...created });
  } catch (err) {
    throw new ConfigError(
      `DATA_DIR ${dataDir} is not writable (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}): give this user write access to it, or set DATA_DIR to a writable folder`,
    );
  }
  return created;
};

/**
 * The validated environment plus the secrets generated once into DATA_DIR/secrets.json (only those not
 * given: with JWT_SECRET set nothing is generated). Tools that must not create secrets (the backup CLI)
 * use readEnvironment instead.
 */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const e = readEnvironment(env);
  const dataDir = path.resolve(e.DATA_DIR);
  const secrets = e.JWT_SECRET ? { jwtSecret: e.JWT_SECRET, captchaKey: '' } : loadSecrets(dataDir);
  const embedded = !e.DATABASE_URL;
  return {
    env: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    dataDir,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    jwt: { secret: e.JWT_SECRET ?? secrets.jwtSecret, ttl: e.JWT_TTL },
    captcha: {
      enabled: e.CAPTCHA === 'on',
      // Replicas share JWT_SECRET; deriving the captcha key from it lets any replica verify any challenge.
      hmacKey: e.JWT_SECRET ? createHash('sha256').update(`${e.JWT_SECRET}:altcha`).digest('base64url') : secrets.captchaKey,
    },
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : embedded,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outbox: path.join(dataDir, 'outbox') },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    expiryWindowDays: e.EXPIRY_WINDOW_DAYS,
    monev: { intervalBulan: e.MONEV_INTERVAL_BULAN },
    trustProxy: e.TRUST_PROXY,
    graphiql: e.GRAPHIQL,
    metricsToken: e.METRICS_TOKEN,
    peta: { tileUrl: e.MAP_TILE_URL, atribusi: e.MAP_ATTRIBUTION, origin: tileOrigin(e.MAP_TILE_URL)! },
    jobs: { workers: e.JOBS },
    backup: { interval: e.BACKUP_INTERVAL, keep: e.BACKUP_KEEP, dir: path.resolve(e.BACKUP_DIR ?? 'backups') },
  };
};
