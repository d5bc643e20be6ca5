import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { readSecretsFile, writeSecretsFile } from '../secrets-file.js';
import { startEmbeddedPostgres } from './embedded.js';

export const APP_DATABASE = 'kerjasama';
export const APP_ROLE = 'kerjasama_app';

/** Before this version the cluster's superuser was `kerjasama` with this fixed password. */
const LEGACY_SUPERUSER = { user: 'kerjasama', password: 'kerjasama' };

export interface EmbeddedSecrets {
  superuser: string;
  superuserPassword: string;
  appPassword: string;
  installId?: string;
}

/** The database setting that names the install whose DATA_DIR holds the cluster (EmbeddedSecrets.installId). */
export const INSTALL_ID_SETTING = 'kerjasama.install_id';

export interface EmbeddedInstall {
  /** The application's URL: a role that owns its database and schema, not a superuser. */
  url: string;
  stop(): Promise<void>;
}

const newPassword = () => randomBytes(32).toString('base64url');

/**
 * The embedded cluster's passwords, generated on first use and kept in DATA_DIR/secrets.json (0600). A
 * cluster initialised by an older version keeps its superuser's name; its fixed password is replaced.
 */
const embeddedSecrets = (dataDir: string, pgDir: string): EmbeddedSecrets => {
  const secrets = readSecretsFile(dataDir);
  if (secrets.embeddedPostgres?.installId) return secrets.embeddedPostgres;
  if (secrets.embeddedPostgres) {
    const named = { ...secrets.embeddedPostgres, installId: newPassword() };
    writeSecretsFile(dataDir, { ...secrets, embeddedPostgres: named });
    return named;
  }
  const legacyCluster = existsSync(path.join(pgDir, 'PG_VERSION'));
  const created: EmbeddedSecrets = {
    superuser: legacyCluster ? LEGACY_SUPERUSER.user : 'postgres',
    superuserPassword: newPassword(),
    appPassword: newPassword(),
    installId: newPassword(),
  };
  writeSecretsFile(dataDir, { ...secrets, embeddedPostgres: created });
  return created;
};

const urlOf = (user: string, password: string, port: number, database: string) =>
  `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

const INVALID_PASSWORD = '28P01';

/**
 * Connects as the superuser. A cluster from before this version still answers to the fixed password:
 * it is rotated to the generated one (also when an earlier start stopped between saving and rotating).
 */
const connectSuperuser = async (secrets: EmbeddedSecrets, port: number): Promise<pg.Client> => {
  const client = new pg.Client({ connectionString: urlOf(secrets.superuser, secrets.superuserPassword, port, 'postgres') });
  try {
    await client.connect();
    return client;
  } catch (err) {
    if ((err as { code?: string }).code !== INVALID_PASSWORD || secrets.superuser !== LEGACY_SUPERUSER.user) throw err;
  }
  const legacy = new pg.Client({ connectionString: urlOf(LEGACY_SUPERUSER.user, LEGACY_SUPERUSER.password, port, 'postgres') });
  await legacy.connect();
  await legacy.query(`alter role ${legacy.escapeIdentifier(secrets.superuser)} password ${legacy.escapeLiteral(secrets.superuserPassword)}`);
  return legacy;
};

/** The application's role: may log in, owns its database; no superuser, no role or database creation. */
const ensureAppRole = async (su: pg.Client, password: string, installId: string | undefined): Promise<void> => {
  const role = su.escapeIdentifier(APP_ROLE);
  const { rowCount } = await su.query('select 1 from pg_roles where rolname = $1', [APP_ROLE]);
  if (!rowCount) await su.query(`create role ${role} login`);
  await su.query(`alter role ${role} nosuperuser nocreatedb nocreaterole noreplication nobypassrls login password ${su.escapeLiteral(password)}`);
  const db = await su.query('select 1 from pg_database where datname = $1', [APP_DATABASE]);
  if (!db.rowCount) await su.query(`create database ${su.escapeIdentifier(APP_DATABASE)} owner ${role}`);
  else await su.query(`alter database ${su.escapeIdentifier(APP_DATABASE)} owner to ${role}`);
  if (installId) await su.query(`alter database ${su.escapeIdentifier(APP_DATABASE)} set ${INSTALL_ID_SETTING} = ${su.escapeLiteral(installId)}`);
};

/**
 * Hands every object of the `public` schema that another role owns (an install from before the
 * application role, where the superuser created everything) to the application's role. Objects that
 * belong to an extension stay with it. Runs at every start; normally it finds nothing.
 */
const OWNERSHIP = `
do $$
declare
  app oid := (select oid from pg_roles where rolname = current_setting('kerjasama.app_role'));
  r record;
begin
  execute format('alter schema public owner to %I', current_setting('kerjasama.app_role'));
  for r in
    select c.oid, c.relkind, format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relowner <> app and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
      and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype in ('e', 'a', 'i'))
  loop
    execute format('alter %s %s owner to %I',
      case r.relkind when 'S' then 'sequence' when 'v' then 'view' when 'm' then 'materialized view' when 'f' then 'foreign table' else 'table' end,
      r.name, current_setting('kerjasama.app_role'));
  end loop;
  for r in
    select p.oid::regprocedure as name, p.prokind
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.proowner <> app
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
  loop
    execute format('alter %s %s owner to %I', case r.prokind when 'p' then 'procedure' else 'function' end, r.name, current_setting('kerjasama.app_role'));
  end loop;
  for r in
    select format('%I.%I', n.nspname, t.typname) as name
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = 'public' and t.typowner <> app and t.typtype in ('e', 'd')
      and not exists (select 1 from pg_depend d where d.classid = 'pg_type'::regclass and d.objid = t.oid and d.deptype = 'e')
  loop
    execute format('alter type %s owner to %I', r.name, current_setting('kerjasama.app_role'));
  end loop;
end $$`;

const handOverSchema = async (secrets: EmbeddedSecrets, port: number): Promise<void> => {
  const client = new pg.Client({ connectionString: urlOf(secrets.superuser, secrets.superuserPassword, port, APP_DATABASE) });
  await client.connect();
  try {
    await client.query(`select set_config('kerjasama.app_role', $1, false)`, [APP_ROLE]);
    await client.query(OWNERSHIP);
  } finally {
    await client.end();
  }
};

/**
 * Starts the embedded PostgreSQL of DATA_DIR and makes it safe to run: generated passwords (an older
 * install's fixed one rotated), the application connecting as a non-superuser role that owns its
 * database and schema, and DATA_DIR readable by its owner only.
 */
export const openEmbeddedInstall = async (options: { dataDir: string; port: number; onLog?: (line: string) => void }): Promise<EmbeddedInstall> => {
  const pgDir = path.join(options.dataDir, 'postgres');
  mkdirSync(options.dataDir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` OS user, which must still pass through DATA_DIR.
  chmodSync(options.dataDir, process.getuid?.() === 0 ? 0o711 : 0o700);
  const secrets = embeddedSecrets(options.dataDir, pgDir);
  const running = await startEmbeddedPostgres({
    dir: pgDir,
    port: options.port,
    superuser: { user: secrets.superuser, password: secrets.superuserPassword },
    onLog: options.onLog,
  });
  try {
    const su = await connectSuperuser(secrets, options.port);
    try {
      await ensureAppRole(su, secrets.appPassword, secrets.installId);
    } finally {
      await su.end();
    }
    await handOverSchema(secrets, options.port);
  } catch (err) {
    await running.stop();
    throw err;
  }
  return { url: urlOf(APP_ROLE, secrets.appPassword, options.port, APP_DATABASE), stop: running.stop };
};
