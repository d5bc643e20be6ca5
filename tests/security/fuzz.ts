/**
 * Property-based fuzzing of every mutation and every legacy path (fast-check): hostile values of every
 * kind go in — wrong types, huge and empty strings, unicode edge cases, SQL and HTML fragments, negative
 * and huge numbers, malformed dates, files whose names and types lie — and the property is that the
 * server never answers 5xx, always explains a refusal in Indonesian, and a refused request leaves the
 * database exactly as it was. Shared by the fast suite (npm test) and the long one (test:resilience).
 */
import fc from 'fast-check';
import { Tokens } from '../../server/src/modules/auth/tokens.js';
import { legacyRoutes } from '../../server/src/legacy/routes/index.js';
import type { LegacyRequest } from '../../server/src/legacy/route.js';
import type { TestApp } from '../../server/src/test/test-app.js';
import { changedTables, fingerprint, gql, isIndonesian, type Fingerprint, type UploadFile } from './support.js';

// ---------- hostile values ----------

const HOSTILE_STRINGS = [
  '',
  ' ',
  '   \t\n ',
  '\u0000',
  'a\u0000b',
  '\uFEFF',
  '\u202Eevil',
  '\uD800',
  'e\u0301\u0301\u0301',
  '👨‍👩‍👧‍👦',
  'ﷺ'.repeat(50),
  'Z̸̡̢̛̗̘̙̜̝̞̟̠̀́̂̃̄̅̆̇̉̊̋̌̍̎̏̐̑̒̓̔',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '1; select pg_sleep(5)',
  '%',
  '_',
  '\\',
  '%%%___\\\\',
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  'C:\\Windows\\system32',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '9'.repeat(400),
  '1e309',
  '0x7fffffff',
  '2026-02-30',
  '31-12-2026',
  '0000-00-00',
  '2026-13-45',
  '9999-99-99',
  '2026-01-01T25:61:61Z',
  '1-1-1',
  'yyyy-MM-dd',
  'http://localhost:5432/',
  'A'.repeat(256),
  'B'.repeat(5000),
];

const hugeString = fc.constantFrom('x'.repeat(70_000), 'ä'.repeat(40_000), '<b>'.repeat(30_000));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
  { weight: 1, arbitrary: hugeString },
);

const hostileInt: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1, 2, 3, 5, 9, 10, 99, 100, 2_147_483_647, -2_147_483_648),
  fc.integer(),
  fc.integer({ min: -5, max: 40 }),
);
/** Values GraphQL must refuse for an Int: beyond 32 bits, fractions, non-numbers. */
const notAnInt: fc.Arbitrary<unknown> = fc.constantFrom(2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1e308, 1.5, -0.0001, '1', 'satu', true);
const hostileFloat: fc.Arbitrary<number> = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -0, -1, 1e308, -1e308, 5e-324, 0.1 + 0.2, 1e15));
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileInt,
  hostileFloat,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const FILE_BODIES: Record<string, Buffer> = {
  html: Buffer.from('<!doctype html><html><script>window.__xss=1</script></html>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"/>'),
  empty: Buffer.alloc(0),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
  pngHeaderOnly: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  pdfHeaderOnly: Buffer.from('%PDF-1.4\n'),
  zipHeaderOnly: Buffer.from('504b0304140000000800', 'hex'),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
  text: Buffer.from('hanya teks biasa\n'.repeat(10)),
  bigPdf: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]),
};

export const hostileFile: fc.Arbitrary<UploadFile> = fc.record({
  name: fc.oneof(
    fc.constantFrom('gambar.png', 'dok.pdf', 'a.docx', 'x.php', 'shell.png.php', '../../x.png', 'nama"aneh\r\n.png', '.png', 'no-extension', 'x'.repeat(300) + '.pdf', '🙂.jpg', 'CON.pdf'),
    hostileString.map((s) => `${s.slice(0, 100)}.png`),
  ),
  type: fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/html', 'image/svg+xml', 'application/x-msdownload', '', 'x/y; charset=evil'),
  bytes: fc.oneof(fc.constantFrom(...Object.values(FILE_BODIES)), fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b))),
});

// ---------- the schema's mutations and their argument types ----------

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface InputValue {
  name: string;
  type: TypeRef;
}
interface SchemaType {
  name: string;
  kind: string;
  inputFields: InputValue[] | null;
  enumValues: { name: string }[] | null;
  fields: { name: string; args: InputValue[]; type: TypeRef }[] | null;
}
const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
const INTROSPECT = `{ __schema { mutationType { name } types { name kind enumValues { name } inputFields { name type { ${TYPE_REF} } }
  fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } } } }`;

const typeString = (t: TypeRef): string => (t.kind === 'NON_NULL' ? `${typeString(t.ofType!)}!` : t.kind === 'LIST' ? `[${typeString(t.ofType!)}]` : t.name!);
const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);

export interface Schema {
  types: Map<string, SchemaType>;
  mutations: { name: string; args: InputValue[]; returnsObject: boolean }[];
}

export const loadSchema = async (app: TestApp): Promise<Schema> => {
  const r = await gql<{ __schema: any }>(app, INTROSPECT);
  const types = new Map<string, SchemaType>((r.data!.__schema.types as SchemaType[]).map((t) => [t.name, t]));
  const mutation = types.get(r.data!.__schema.mutationType.name)!;
  return {
    types,
    mutations: mutation.fields!.map((f) => ({ name: f.name, args: f.args, returnsObject: ['OBJECT', 'INTERFACE', 'UNION'].includes(types.get(named(f.type).name!)!.kind) })),
  };
};

/**
 * A value for a GraphQL input type. Well-typed (hostile content in the right shape, which reaches the
 * services' own rules), or with `chaos` sometimes of the wrong type, null where required, or out of range
 * (which GraphQL itself must refuse, in Indonesian).
 */
const valueFor = (schema: Schema, t: TypeRef, chaos: boolean, depth = 0): fc.Arbitrary<unknown> => {
  const wrong = { weight: chaos ? 2 : 0, arbitrary: anyJson };
  if (t.kind === 'NON_NULL') return fc.oneof({ weight: 9, arbitrary: valueFor(schema, t.ofType!, chaos, depth) }, { ...wrong, arbitrary: fc.constant(null) });
  if (t.kind === 'LIST') return fc.array(valueFor(schema, t.ofType!, chaos, depth + 1), { maxLength: 3 });
  switch (t.name) {
    case 'Int':
      return fc.oneof({ weight: 8, arbitrary: hostileInt }, { ...wrong, arbitrary: notAnInt }, wrong);
    case 'Float':
      return fc.oneof({ weight: 8, arbitrary: hostileFloat }, wrong);
    case 'String':
    case 'ID':
      return fc.oneof({ weight: 9, arbitrary: hostileString }, wrong);
    case 'Boolean':
      return fc.oneof({ weight: 9, arbitrary: fc.boolean() }, wrong);
    case 'Upload':
      return fc.constant(null); // files travel as multipart parts
  }
  const type = schema.types.get(t.name!)!;
  if (type.kind === 'ENUM') return fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...type.enumValues!.map((e) => e.name)) }, wrong);
  if (type.kind === 'SCALAR') return fc.oneof({ weight: 5, arbitrary: hostileString }, wrong);
  if (type.kind === 'INPUT_OBJECT' && depth < 3) {
    const fields = Object.fromEntries(type.inputFields!.map((f) => [f.name, valueFor(schema, f.type, chaos, depth + 1)]));
    return fc.oneof({ weight: 9, arbitrary: fc.record(fields, { requiredKeys: [] }) }, wrong);
  }
  return anyJson;
};

// ---------- requests ----------

export type Actor = 'admin' | 'partner' | 'anon';

export interface FuzzCase {
  target: string;
  actor: Actor;
  /** GraphQL: variables; legacy: form or query parameters. */
  values: Record<string, unknown>;
  files: Record<string, UploadFile>;
  method?: 'GET' | 'POST';
}

const actorArb = fc.constantFrom<Actor>('admin', 'admin', 'admin', 'admin', 'partner', 'anon');

const mutationCase = (schema: Schema, m: Schema['mutations'][number]): fc.Arbitrary<FuzzCase> => {
  const uploads = m.args.filter((a) => named(a.type).name === 'Upload');
  const others = m.args.filter((a) => named(a.type).name !== 'Upload');
  const values = (chaos: boolean) =>
    fc.record(Object.fromEntries(others.map((a) => [a.name, valueFor(schema, a.type, chaos)])), { requiredKeys: chaos ? [] : others.filter((a) => a.type.kind === 'NON_NULL').map((a) => a.name) });
  return fc.record({
    target: fc.constant(`gql:${m.name}`),
    actor: actorArb,
    // One case in four plays with types; the others are well-typed and reach the services' own rules.
    values: fc.oneof({ weight: 3, arbitrary: values(false) }, { weight: 1, arbitrary: values(true) }),
    files: uploads.length
      ? fc.record(Object.fromEntries(uploads.map((u) => [u.name, hostileFile])), { requiredKeys: [] })
      : fc.constant({} as Record<string, UploadFile>),
  }) as fc.Arbitrary<FuzzCase>;
};

/** The parameters a legacy path reads (found by running its mapping on a recording proxy) and whether it takes a file. */
export const legacyInputs = (path: string): { params: string[]; file: boolean } => {
  const params = new Set<string>();
  let file = false;
  const req = new Proxy({} as LegacyRequest, {
    get: (_t, key) => {
      if (key === 'file') {
        file = true;
        return undefined;
      }
      if (key === 'params') return new Proxy({}, { get: (_p, name) => (typeof name === 'string' && params.add(name), undefined) });
      return undefined;
    },
  });
  try {
    legacyRoutes[path]!.variables(req);
  } catch {
    /* a mapping that needs a value: what it read so far is enough */
  }
  return { params: [...params], file };
};

const legacyCase = (path: string): fc.Arbitrary<FuzzCase> => {
  const { params, file } = legacyInputs(path);
  const names = [...params, 'page', 'limit', 'id', 'token'];
  return fc.record({
    target: fc.constant(`legacy:${path}`),
    actor: actorArb,
    values: fc.record(Object.fromEntries(names.map((n) => [n, hostileString])), { requiredKeys: [] }),
    files: file || path.includes('add') ? fc.option(hostileFile, { nil: undefined }).map((f) => (f ? { file: f } : {})) : fc.constant({}),
    method: fc.constantFrom<'GET' | 'POST'>(legacyRoutes[path]!.method, legacyRoutes[path]!.method, legacyRoutes[path]!.method, 'GET', 'POST'),
  });
};

export const fuzzCases = (schema: Schema): fc.Arbitrary<FuzzCase> =>
  fc.oneof(
    ...schema.mutations.map((m) => mutationCase(schema, m)),
    ...Object.keys(legacyRoutes).map((p) => legacyCase(p)),
  );

export interface Outcome {
  status: number;
  /** The error codes of a GraphQL answer. */
  codes?: string[];
  /** Refused: an error answer (GraphQL errors with no data for the field, or legacy success false). */
  refused: boolean;
  messages: string[];
  text: string;
}

const multipart = (query: string, variables: Record<string, unknown>, files: Record<string, UploadFile>): FormData => {
  const form = new FormData();
  const names = Object.keys(files);
  form.append('operations', JSON.stringify({ query, variables: { ...variables, ...Object.fromEntries(names.map((n) => [n, null])) } }));
  form.append('map', JSON.stringify(Object.fromEntries(names.map((n, i) => [String(i), [`variables.${n}`]]))));
  names.forEach((n, i) => form.append(String(i), new Blob([new Uint8Array(files[n]!.bytes)], { type: files[n]!.type ?? '' }), files[n]!.name));
  return form;
};

export const send = async (app: TestApp, schema: Schema, c: FuzzCase, tokens: Record<Actor, string | undefined>): Promise<Outcome> => {
  const token = tokens[c.actor];
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let res: Response;
  if (c.target.startsWith('gql:')) {
    const name = c.target.slice(4);
    const m = schema.mutations.find((x) => x.name === name)!;
    const decl = m.args.map((a) => `$${a.name}: ${typeString(a.type)}`).join(', ');
    const call = m.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const query = `mutation Fuzz${decl ? `(${decl})` : ''} { ${name}${call ? `(${call})` : ''}${m.returnsObject ? ' { __typename }' : ''} }`;
    res = Object.keys(c.files).length
      ? await fetch(`${app.url}/graphql`, { method: 'POST', headers: { ...auth, 'apollo-require-preflight': 'true' }, body: multipart(query, c.values, c.files) })
      : await fetch(`${app.url}/graphql`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables: c.values }) });
    const text = await res.text();
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      return { status: res.status, refused: true, messages: [text.slice(0, 200)], text };
    }
    const errors = (body.errors ?? []) as { message: string; extensions?: { code?: string } }[];
    return {
      status: res.status,
      refused: errors.length > 0 && (body.data?.[name] ?? null) === null,
      messages: errors.map((e) => e.message),
      codes: errors.map((e) => String(e.extensions?.code)),
      text,
    };
  }
  const path = c.target.slice(7);
  const params = c.values as Record<string, string>;
  if (c.method === 'GET') {
    res = await fetch(`${app.url}/api/${path}?${new URLSearchParams(params)}`, { headers: auth });
  } else {
    const form = new FormData();
    for (const [k, v] of Object.entries(params)) form.append(k, v);
    for (const [k, f] of Object.entries(c.files)) form.append(k, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? '' }), f.name);
    res = await fetch(`${app.url}/api/${path}`, { method: 'POST', headers: auth, body: form });
  }
  const text = await res.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    // A document download (a report) is not a refusal; any other answer that is not JSON has no message.
    return { status: res.status, refused: res.status >= 400, messages: res.status >= 400 ? [text.slice(0, 200)] : [], text: text.slice(0, 200) };
  }
  return { status: res.status, refused: body.success !== true, messages: body.success === true ? [] : [String(body.message)], text };
};

/** What is wrong with one answer: a 5xx, an unclear message, or a refused request that changed data. */
export const problemsOf = (c: FuzzCase, o: Outcome, before: Fingerprint, after: Fingerprint): string[] => {
  const problems: string[] = [];
  const where = `${c.target} as ${c.actor}`;
  if (o.status >= 500) problems.push(`${where}: HTTP ${o.status}: ${o.text.slice(0, 300)}`);
  if (o.refused) {
    for (const m of o.messages) if (!isIndonesian(m)) problems.push(`${where}: unclear message ${JSON.stringify(m.slice(0, 200))}`);
    const changed = changedTables(before, after);
    if (changed.length) problems.push(`${where}: refused, but changed ${changed.join(', ')}`);
  }
  return problems;
};

export interface FuzzRun {
  runs: number;
  refused: number;
  accepted: number;
  targets: Set<string>;
  /** How often each refusal code (or legacy HTTP status) was seen. */
  codes?: Map<string, number>;
}

/**
 * The property, as a fast-check async property over every target. `sabotage` (for the negative
 * control) runs between the request and the second fingerprint.
 */
export const fuzzProperty = (
  app: TestApp,
  schema: Schema,
  stats: FuzzRun,
  partnerToken: string,
  sabotage?: (c: FuzzCase, o: Outcome) => Promise<void>,
  cases: fc.Arbitrary<FuzzCase> = fuzzCases(schema),
) => {
  const tokens = new Tokens(app.config.jwt.secret, '1h');
  return fc.asyncProperty(cases, async (c) => {
    // The admin's session is re-issued each time: a generated request may legitimately change its password.
    const [adminRow] = await app.sql<{ nama: string; token_version: number }>('select nama, token_version from users where id_user = 1');
    const admin = tokens.signSession({ id_user: 1, nama: adminRow!.nama, id_level: 99, ver: adminRow!.token_version });
    await app.sql(`delete from rate_limit`);
    const before = await fingerprint(app);
    const outcome = await send(app, schema, c, { admin, partner: partnerToken, anon: undefined });
    if (sabotage) await sabotage(c, outcome);
    const after = await fingerprint(app);
    stats.runs += 1;
    stats.targets.add(c.target);
    if (outcome.refused) stats.refused += 1;
    else stats.accepted += 1;
    if (outcome.refused && stats.codes) {
      const code = outcome.codes?.[0] ?? `legacy ${outcome.status}`;
      stats.codes.set(code, (stats.codes.get(code) ?? 0) + 1);
    }
    const problems = problemsOf(c, outcome, before, after);
    if (problems.length) throw new Error(problems.join('\n'));
  });
};

const clip = (v: unknown): unknown => {
  if (typeof v === 'string') return v.length > 120 ? `${v.slice(0, 120)}…(${v.length} characters)` : v;
  if (Buffer.isBuffer(v) || v instanceof Uint8Array) return `<${v.length} bytes>`;
  if (Array.isArray(v)) return v.map(clip);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clip(x)]));
  return v;
};

/** Runs a property and fails with a short report (seed, path, a clipped counterexample) instead of megabytes. */
export const checkFuzz = async (property: ReturnType<typeof fuzzProperty>, params: fc.Parameters<[FuzzCase]>): Promise<void> => {
  const result = await fc.check(property, { endOnFailure: true, ...params });
  if (!result.failed) return;
  const cause = String((result.errorInstance as Error | undefined)?.message ?? result.errorInstance).slice(0, 2000);
  throw new Error(
    `fuzz property failed after ${result.numRuns} runs (seed ${result.seed}, path ${result.counterexamplePath}; FUZZ_SEED=${result.seed} replays it)\n` +
      `${cause}\ncase: ${JSON.stringify(clip(result.counterexample?.[0])).slice(0, 2000)}`,
  );
};
