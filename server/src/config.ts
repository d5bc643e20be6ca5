import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { readSecretsFile, writeSecretsFile } from './secrets-file.js';

const bool = (dflt: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? dflt : ['1', 'true', 'on', 'yes'].includes(v)));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().optional(),
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
  TRUST_PROXY: bool(false),
  GRAPHIQL: bool(true),
});

export type Config = ReturnType<typeof loadConfig>;

/** Secrets not given through the environment are generated once and kept in DATA_DIR. */
const loadSecrets = (dataDir: string): { jwtSecret: string; captchaKey: string } => {
  const secrets = readSecretsFile(dataDir);
  if (secrets.jwtSecret && secrets.captchaKey) return { jwtSecret: secrets.jwtSecret, captchaKey: secrets.captchaKey };
  const created = {
    jwtSecret: secrets.jwtSecret ?? randomBytes(48).toString('base64url'),
    captchaKey: secrets.captchaKey ?? randomBytes(32).toString('base64url'),
  };
  writeSecretsFile(dataDir, { ...secrets, ...created });
  return created;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const secrets = loadSecrets(dataDir);
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
    trustProxy: e.TRUST_PROXY,
    graphiql: e.GRAPHIQL,
  };
};
