/**
 * Shared pieces of the security suites: the roles of SPEC §6 as real accounts, requests of every kind
 * (JSON, multipart, legacy form-data, websocket), and a fingerprint of the whole database that tells
 * whether a refused request changed anything.
 */
import { expect } from 'vitest';
import type { GqlResult, TestApp } from '../../server/src/test/test-app.js';

/** Anonymous, each level, and `other`: a partner (level 3) acting on another partner's record. */
export type Who = 'anon' | 1 | 2 | 3 | 4 | 5 | 99 | 'other';
export type Signed = Exclude<Who, 'anon'>;
export const ROLES: readonly Who[] = ['anon', 1, 2, 3, 4, 5, 99, 'other'];
export const SIGNED_ROLES: readonly Signed[] = [1, 2, 3, 4, 5, 99, 'other'];

export const PASSWORD = 'Rahasia#1';

export interface Account {
  idUser: number;
  username: string;
  hp: string;
  token: string;
}

export type Accounts = Record<Signed, Account>;

/** The account a role acts as (null for anonymous). */
export const tokenOf = (accounts: Accounts, who: Who): string | undefined => (who === 'anon' ? undefined : accounts[who].token);

/** A plain GraphQL request (JSON), with the raw HTTP status. */
export const gql = async <T = Record<string, any>>(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<GqlResult<T>> => {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = { errors: [{ message: text }] };
  }
  return { status: res.status, data: body.data, errors: body.errors };
};

export interface UploadFile {
  name: string;
  bytes: Buffer | Uint8Array;
  type?: string;
}

/** A GraphQL multipart request; `files` maps variable names to files (graphql-multipart-request-spec). */
export const gqlMultipart = async <T = Record<string, any>>(
  app: TestApp,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, UploadFile>,
  token?: string,
): Promise<GqlResult<T>> => {
  const form = new FormData();
  const vars: Record<string, unknown> = { ...variables };
  const map: Record<string, string[]> = {};
  Object.keys(files).forEach((name, i) => {
    vars[name] = null;
    map[String(i)] = [`variables.${name}`];
  });
  form.append('operations', JSON.stringify({ query, variables: vars }));
  form.append('map', JSON.stringify(map));
  Object.values(files).forEach((f, i) => form.append(String(i), new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name));
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const text = await res.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = { errors: [{ message: text }] };
  }
  return { status: res.status, data: body.data, errors: body.errors };
};

/** A legacy `*.php` call: form-data (POST) or query string (GET), optionally with one file. */
export const legacyCall = async (
  app: TestApp,
  path: string,
  method: 'GET' | 'POST',
  params: Record<string, string>,
  token?: string,
  file?: UploadFile & { field?: string },
): Promise<{ status: number; body: any; text: string; headers: Headers }> => {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let url = `${app.url}/api/${path}`;
  let body: FormData | undefined;
  if (method === 'GET') {
    const qs = new URLSearchParams(params).toString();
    if (qs) url += `?${qs}`;
  } else {
    body = new FormData();
    for (const [k, v] of Object.entries(params)) body.append(k, v);
    if (file) body.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  let parsed: any;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, text, headers: res.headers };
};

export const codeOf = (r: GqlResult): string | undefined => r.errors?.[0]?.extensions?.code;

/** Creates an active account of a level through GraphQL, as the admin does, and signs it in. */
export const createAccount = async (
  app: TestApp,
  adminToken: string,
  level: number,
  name: string,
  idSkpd?: number,
): Promise<Account> => {
  const username = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  // A distinctive phone number: the suites look for it in answers it must not appear in.
  const hp = `0899${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const r = await gql(
    app,
    'mutation($i: CreateUserInput!) { createUser(input: $i) { idUser } }',
    { i: { nama: name, username, email: `${username}@example.id`, idLevel: level, idSkpd, hp, status: 1, password: PASSWORD } },
    adminToken,
  );
  if (!r.data?.createUser) throw new Error(`createUser ${name}: ${JSON.stringify(r.errors)}`);
  return { idUser: r.data.createUser.idUser, username, hp, token: await app.login(username, PASSWORD) };
};

/** One account per role; `other` is a second level-3 partner. Level 2 belongs to an agency (SKPD). */
export const createAccounts = async (app: TestApp, idSkpd: number): Promise<Accounts> => {
  const admin = await app.login();
  const accounts = {} as Accounts;
  accounts[1] = await createAccount(app, admin, 1, 'Admin Satu');
  accounts[2] = await createAccount(app, admin, 2, 'Staf SKPD', idSkpd);
  accounts[3] = await createAccount(app, admin, 3, 'PT Mitra Tiga');
  accounts[4] = await createAccount(app, admin, 4, 'Pemda Empat');
  accounts[5] = await createAccount(app, admin, 5, 'Lembaga Lima');
  accounts[99] = await createAccount(app, admin, 99, 'Super Sembilan');
  accounts.other = await createAccount(app, admin, 3, 'PT Mitra Lain');
  return accounts;
};

/** Tables whose rows a refused request may legitimately add: throttling counters and derived caches. */
const VOLATILE = new Set(['rate_limit', 'stored_file_variant', 'captcha_used', 'mikro_orm_migrations']);
/** Audit lines a refusal itself writes (a failed login, a denied action); everything else must stay. */
const REFUSAL_AUDIT = `aksi not like 'Gagal masuk%' and aksi not like 'Akses ditolak%'`;

export interface Fingerprint {
  [table: string]: { rows: number; md5: string };
}

/** Row count and an order-independent checksum of every table (volatile ones and refusal audit lines aside). */
/**
 * Waits until the background work of earlier calls is done (document text read, mails and reports sent by
 * the job queue: they write after their request has answered), so that a fingerprint shows what requests
 * did. Jobs scheduled for later (retries, delayed mails) are not waited for.
 */
const settleBackground = async (app: TestApp): Promise<void> => {
  const busy = `select
      (select count(*) from dokumen_teks where status in ('antri', 'proses'))
    + (select count(*) from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()) as n`;
  const deadline = Date.now() + 60_000;
  while (Number((await app.sql<{ n: string }>(busy))[0]!.n) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
};

export const fingerprint = async (app: TestApp): Promise<Fingerprint> => {
  await settleBackground(app);
  const tables = (await app.sql<{ t: string }>(`select tablename as t from pg_tables where schemaname = 'public' order by 1`))
    .map((r) => r.t)
    .filter((t) => !VOLATILE.has(t));
  // Stored files: the row without its content, plus a digest of the content (cheaper than its hex text).
  const row = (t: string) => (t === 'stored_file' ? `(x.id, x.owner_kind, x.owner_id, x.original_name, x.mime, x.size, x.sha256, md5(x.content))::text` : 'x::text');
  const parts = tables.map(
    (t) =>
      `select '${t}' as t, count(*)::int as rows, coalesce(md5(string_agg(md5(${row(t)}), ',' order by md5(${row(t)}))), '') as md5 from "${t}" x` +
      (t === 'riwayat' ? ` where ${REFUSAL_AUDIT}` : ''),
  );
  const rows = await app.sql<{ t: string; rows: number; md5: string }>(parts.join(' union all '));
  return Object.fromEntries(rows.map((r) => [r.t, { rows: r.rows, md5: r.md5 }]));
};

/** The tables whose content differs between two fingerprints. */
export const changedTables = (a: Fingerprint, b: Fingerprint): string[] =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((t) => a[t]?.md5 !== b[t]?.md5 || a[t]?.rows !== b[t]?.rows);

/**
 * An Indonesian message a person can act on: words of the product's messages, no English runtime
 * error, no internals (stack frames, file paths, SQL).
 */
const INDONESIAN = /\b(tidak|salah|silakan|terlalu|permintaan|harus|ditemukan|maksimal|ukuran|format|anda|sudah|akses|sesi|gunakan|hanya|kosong|masukkan|karakter|tautan|berhasil|alamat|melebihi|pilih|belum|sebelum|sesudah|lebih|terjadi|kesalahan|diantara|valid|sandi|akun|berformat|masih|dapat|tanggal|tgl|file|coba|ulang)\b/i;
const INTERNALS = /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\.js:\d+|TypeError|ReferenceError|SyntaxError|Cannot read prop|undefined is not|violates|duplicate key|relation "|syntax error at|pg_|ECONNREFUSED|stack/i;

export const expectIndonesian = (message: unknown, context = ''): void => {
  expect(typeof message, `message of ${context}`).toBe('string');
  expect(message as string, `message of ${context}`).toMatch(INDONESIAN);
  expect(message as string, `message of ${context}`).not.toMatch(INTERNALS);
};

export const isIndonesian = (message: unknown): boolean =>
  typeof message === 'string' && INDONESIAN.test(message) && !INTERNALS.test(message);

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
