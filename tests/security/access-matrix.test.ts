/**
 * The access-control matrix (SPEC §6) against the running server: every GraphQL operation and every
 * legacy *.php path as anonymous, 1, 2, 3, 4, 5, 99 and a partner acting on another partner's record;
 * every guarded field reached through every query a role may run (nested relations included); and the
 * row rules. The expectations come from one declaration, access-matrix.ts; an operation, legacy path or
 * guarded field that is not declared there fails the suite.
 */
import { Kind, parse, print, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyRoutes } from '../../server/src/legacy/routes/index.js';
import { createTestApp, type GqlResult, type TestApp } from '../../server/src/test/test-app.js';
import { subscribe, wsClient, type Sub } from '../../server/src/test/subscriptions.js';
import { fieldAllowed, LEGACY, OPERATIONS, SENSITIVE_FIELDS, type FieldWho, type OperationRule } from './access-matrix.js';
import { buildWorld, PDF, penjajaganOf, secretValues, type World } from './fixtures.js';
import { CALLS, SUBSCRIPTIONS, type Call, type CallContext } from './operation-calls.js';
import {
  changedTables,
  codeOf,
  fingerprint,
  isIndonesian,
  gql,
  gqlMultipart,
  legacyCall,
  ROLES,
  tokenOf,
  type Who,
} from './support.js';

// ---- the schema, as the server describes it (introspection is on outside production) ----
interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface SchemaField {
  name: string;
  args: { name: string; type: TypeRef }[];
  type: TypeRef;
}
interface SchemaType {
  name: string;
  kind: string;
  fields: SchemaField[] | null;
}
const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } }';
const INTROSPECT = `{ __schema { queryType { name } mutationType { name } subscriptionType { name }
  types { name kind fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } } } }`;
const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);
const isRequired = (t: TypeRef): boolean => t.kind === 'NON_NULL';

const counts = { operations: 0, subscriptions: 0, legacy: 0, fields: 0, rows: 0 };

describe('access-control matrix (SPEC §6)', () => {
  let app: TestApp;
  let world: World;
  let types: Map<string, SchemaType>;
  let roots: { query: string; mutation: string; subscription: string };
  let serial = 0;
  const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
  const ctxOf = (who: Who): CallContext => ({ app, world, who, unique: unique() });

  const run = (call: Call, who: Who): Promise<GqlResult> => {
    const token = call.token ?? tokenOf(world.accounts, who);
    return call.files ? gqlMultipart(app, call.query, call.variables ?? {}, call.files, token) : gql(app, call.query, call.variables ?? {}, token);
  };

  beforeAll(async () => {
    app = await createTestApp();
    world = await buildWorld(app);
    const r = await gql<{ __schema: any }>(app, INTROSPECT);
    const schema = r.data!.__schema;
    types = new Map((schema.types as SchemaType[]).map((t) => [t.name, t]));
    roots = { query: schema.queryType.name, mutation: schema.mutationType.name, subscription: schema.subscriptionType.name };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    console.info(
      `access matrix: ${counts.operations} operation×role, ${counts.subscriptions} subscription×role, ${counts.legacy} legacy path×role, ` +
        `${counts.fields} field observations, ${counts.rows} row-rule checks`,
    );
  });

  const rootFields = (kind: 'query' | 'mutation' | 'subscription'): string[] =>
    (types.get(roots[kind])?.fields ?? []).map((f) => f.name).sort();

  describe('completeness: nothing runs without a declared rule', () => {
    /** Root fields of the schema without a matrix row, and rows without a root field. */
    const undeclared = (operations: Record<string, OperationRule>): string[] =>
      (['query', 'mutation', 'subscription'] as const).flatMap((kind) => {
        const declared = Object.entries(operations).filter(([, r]) => r.kind === kind).map(([n]) => n);
        const actual = rootFields(kind);
        return [
          ...actual.filter((f) => !declared.includes(f)).map((f) => `${kind} ${f} has no matrix row (add it to access-matrix.ts)`),
          ...declared.filter((f) => !actual.includes(f)).map((f) => `${kind} ${f} is declared but not in the schema`),
        ];
      });

    it('declares every Query, Mutation and Subscription field of the schema, and only those', () => {
      expect(undeclared(OPERATIONS)).toEqual([]);
    });

    it('negative control: an operation without a row is reported', () => {
      const { deleteUser: _gone, ...withoutOne } = OPERATIONS;
      expect(undeclared(withoutOne)).toEqual(['mutation deleteUser has no matrix row (add it to access-matrix.ts)']);
    });

    it('has a call for every query and mutation and a trigger for every subscription', () => {
      const queriesAndMutations = [...rootFields('query'), ...rootFields('mutation')].sort();
      expect(Object.keys(CALLS).sort()).toEqual(queriesAndMutations);
      expect(Object.keys(SUBSCRIPTIONS).sort()).toEqual(rootFields('subscription'));
    });

    it('declares every legacy path with the operation it runs', () => {
      expect(Object.keys(legacyRoutes).sort(), 'legacy paths without a matrix row, or rows for paths that are gone').toEqual(Object.keys(LEGACY).sort());
      for (const [path, route] of Object.entries(legacyRoutes)) {
        const op = parse(route.query).definitions[0] as OperationDefinitionNode;
        const fields = op.selectionSet.selections.map((s) => (s as FieldNode).name.value);
        expect(fields, `root fields of ${path}`).toEqual([LEGACY[path]]);
      }
    });
  });

  /** Runs an operation as every role and lists every way the server differs from `rule`. */
  const checkOperation = async (name: string, rule: OperationRule): Promise<string[]> => {
    const problems: string[] = [];
    for (const who of ROLES) {
      const call = await CALLS[name]!(ctxOf(who));
      const allowed = rule.allow.includes(who);
      const before = !allowed && rule.kind === 'mutation' ? await fingerprint(app) : null;
      const r = await run(call, who);
      const label = `${name} as ${who}`;
      if (allowed) {
        if (r.errors) problems.push(`${label} should succeed: ${JSON.stringify(r.errors)}`);
        else if (r.data?.[name] === null && !(name === 'me' && who === 'anon')) problems.push(`${label} answered null`);
      } else {
        const expected = who === 'anon' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
        if (codeOf(r) !== expected) problems.push(`${label} should be refused with ${expected}: ${JSON.stringify(r.errors ?? r.data).slice(0, 300)}`);
        if ((r.data?.[name] ?? null) !== null) problems.push(`${label} leaked data`);
        if (r.errors?.length && !isIndonesian(r.errors[0]!.message)) problems.push(`${label}: not a clear Indonesian message: ${r.errors[0]!.message}`);
        if (before) {
          const changed = changedTables(before, await fingerprint(app));
          if (changed.length) problems.push(`${label} changed ${changed.join(', ')}`);
        }
      }
      counts.operations += 1;
    }
    return problems;
  };

  describe('every GraphQL operation as every role', () => {
    const names = Object.entries(OPERATIONS).filter(([, r]) => r.kind !== 'subscription').map(([n]) => n);
    it.each(names)('%s', async (name) => {
      expect(await checkOperation(name, OPERATIONS[name]!)).toEqual([]);
    });

    it('negative control: a wrong matrix row is reported', async () => {
      // Declaring level 3 a reader of Pengguna, and level 99 unable to add an agency, must both be caught.
      const tooOpen = await checkOperation('users', { ...OPERATIONS.users!, allow: [...OPERATIONS.users!.allow, 3] });
      expect(tooOpen.some((p) => p.startsWith('users as 3 should succeed'))).toBe(true);
      const tooClosed = await checkOperation('createSkpd', { ...OPERATIONS.createSkpd!, allow: [1] });
      expect(tooClosed.some((p) => p.startsWith('createSkpd as 99 should be refused'))).toBe(true);
    });
  });

  const checkSubscription = async (name: string, rule: OperationRule): Promise<string[]> => {
      const problems: string[] = [];
      const spec = SUBSCRIPTIONS[name]!;
      const clients = ROLES.map((who) => wsClient(app.url, tokenOf(world.accounts, who)));
      const running: { who: Who; sub: Sub<unknown> }[] = ROLES.map((who, i) => {
        const call = spec.query(ctxOf(who));
        return { who, sub: subscribe(clients[i]!, call.query, call.variables ?? {}, name) };
      });
      const settled = ({ sub }: { sub: Sub<unknown> }) => sub.events.length > 0 || sub.errors.length > 0;
      try {
        // Trigger until every role has either received an event or been refused (at subscribe or event time).
        const deadline = Date.now() + 15_000;
        while (!running.every(settled) && Date.now() < deadline) {
          await spec.trigger(ctxOf(99));
          await new Promise((r) => setTimeout(r, 250));
        }
        for (const { who, sub } of running) {
          const label = `${name} as ${who}`;
          if (rule.allow.includes(who)) {
            if (sub.errors.length) problems.push(`${label} should succeed: ${JSON.stringify(sub.errors)}`);
            else if (!sub.events.length) problems.push(`${label} received nothing`);
          } else {
            const expected = who === 'anon' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
            if (sub.events.length) problems.push(`${label} leaked events`);
            if (sub.errors[0]?.extensions?.code !== expected) problems.push(`${label} should be refused with ${expected}: ${JSON.stringify(sub.errors)}`);
          }
          counts.subscriptions += 1;
        }
      } finally {
        running.forEach(({ sub }) => sub.dispose());
        await Promise.all(clients.map((c) => c.dispose()));
      }
      return problems;
  };

  describe('every subscription as every role', () => {
    const subs = Object.entries(OPERATIONS).filter(([, r]) => r.kind === 'subscription').map(([n]) => n);
    it.each(subs)('%s', async (name) => {
      expect(await checkSubscription(name, OPERATIONS[name]!)).toEqual([]);
    });

    it('negative control: a wrong matrix row is reported', async () => {
      const problems = await checkSubscription('mouChanged', { ...OPERATIONS.mouChanged!, allow: [...OPERATIONS.mouChanged!.allow, 4] });
      expect(problems.some((p) => p.startsWith('mouChanged as 4 should succeed'))).toBe(true);
    });
  });

  describe('every legacy path as every role', () => {
    /** Parameters a role would send; destructive paths get no real id (they answer "tidak ditemukan"). */
    const legacyCallOf = async (alias: string, who: Who): Promise<{ params: Record<string, string>; file?: typeof PDF }> => {
      // the penjajagan writes SPEC §7 names without a folder take what their folder's path takes
      const path = legacyRoutes[`penjajagan/${alias}`] ? `penjajagan/${alias}` : alias;
      const account = who === 'anon' ? world.accounts[3] : world.accounts[who];
      const own = String(penjajaganOf(world, who));
      if (path === 'login/login.php' || path === 'auth_bill') return { params: { username: account.username, password: 'Rahasia#1' } };
      if (path === 'front/register.php') {
        await app.sql(`delete from rate_limit where key like 'register:%'`);
        const u = unique();
        return { params: { nama: `Instansi ${u}`, instansi: `Instansi ${u}`, email: `legacy-${u}@example.id`, hp: '0812', no_telp: '0812', id_level: '3', password: 'Daftar#123' } };
      }
      if (path.endsWith('laporan.php')) return { params: { tanggal_dari: '2020-01-01', tanggal_sampai: '2035-12-31', format: 'json' } };
      // Row-scoped writes: on the role's own proposal (another partner's for `other`).
      if (path === 'penjajagan/add_detail.php') return { params: { id_penjajagan: own, pesan: 'Halo dari legacy' } };
      if (path === 'penjajagan/add_file_baru.php') return { params: { id_penjajagan: own }, file: PDF };
      if (path === 'penjajagan/add.php') {
        const forOther: Record<string, string> = who === 'other' || who === 1 || who === 99 ? { id_user: String(world.accounts[3].idUser) } : {};
        return { params: { judul: `Legacy ${unique()}`, deskripsi: 'Deskripsi', ...forOther }, file: PDF };
      }
      if (legacyRoutes[path]!.method === 'POST') return { params: {} };
      return {
        params: { page: '1', limit: '5', id_penjajagan: own, id_mou: String(world.mou), id_pks: String(world.pks), id_kegiatan: String(world.kegiatan), id: String(world.kegiatan) },
      };
    };

    /** Runs a legacy path as every role and lists every way the server differs from `rule`. */
    const checkLegacy = async (path: string, rule: OperationRule, secrets = secretValues(world)): Promise<string[]> => {
      const problems: string[] = [];
      const route = legacyRoutes[path]!;
      for (const who of ROLES) {
        const { params, file } = await legacyCallOf(path, who);
        const allowed = rule.allow.includes(who);
        const before = !allowed && route.method === 'POST' ? await fingerprint(app) : null;
        const r = await legacyCall(app, path, route.method, params, tokenOf(world.accounts, who), file);
        const label = `${path} as ${who}`;
        if (r.status >= 500) problems.push(`${label} answered ${r.status}: ${r.text.slice(0, 300)}`);
        // A login answers with the account that signed in: its own e-mail and phone are its to see.
        const login = path === 'login/login.php' || path === 'auth_bill';
        const viewer: Who = login && who === 'anon' ? 3 : who;
        const selfId = viewer === 'anon' ? null : world.accounts[viewer].idUser;
        const leaked = secrets.filter(({ field, owner, value }) => !fieldAllowed(SENSITIVE_FIELDS[field]!, viewer, owner !== undefined && owner === selfId) && r.text.includes(value));
        if (leaked.length) problems.push(`${label} returns guarded values: ${leaked.map((l) => l.field).join(', ')}`);
        if (allowed) {
          if (r.status === 401 || r.status === 403) {
            problems.push(`${label} refused (${r.status}): ${r.text.slice(0, 300)}`);
          } else if (r.body !== undefined) {
            // (no JSON body: a document download, PDF or XLSX)
            if (!r.body.success && !isIndonesian(r.body.message)) problems.push(`${label}: not a clear Indonesian message: ${r.body.message}`);
            if (route.method === 'GET') {
              if (r.body.success !== true) problems.push(`${label} failed: ${r.text.slice(0, 300)}`);
              // The same operation through GraphQL, as the same role, must be allowed too: the legacy answer is
              // made of what GraphQL gives this role (and the scan above finds no guarded value in it).
              const direct = await gql(app, route.query, route.variables({ params }), tokenOf(world.accounts, who));
              if (direct.errors) problems.push(`${label}: GraphQL refuses what legacy gave: ${JSON.stringify(direct.errors)}`);
            }
          }
        } else {
          if (r.status !== (who === 'anon' ? 401 : 403)) problems.push(`${label} should be refused with ${who === 'anon' ? 401 : 403}: ${r.status} ${r.text.slice(0, 300)}`);
          if (r.body?.success !== false) problems.push(`${label}: success is not false`);
          if (r.body?.data !== undefined) problems.push(`${label} leaked data`);
          if (!isIndonesian(r.body?.message)) problems.push(`${label}: not a clear Indonesian message: ${r.body?.message}`);
          if (before) {
            const changed = changedTables(before, await fingerprint(app));
            if (changed.length) problems.push(`${label} changed ${changed.join(', ')}`);
          }
        }
        counts.legacy += 1;
      }
      return problems;
    };

    it.each(Object.keys(LEGACY))('%s', async (path) => {
      expect(await checkLegacy(path, OPERATIONS[LEGACY[path]!]!)).toEqual([]);
    });

    it('negative control: a wrong row, and a guarded value in an answer, are reported', async () => {
      const wrong = await checkLegacy('user/read.php', { ...OPERATIONS.users!, allow: [...OPERATIONS.users!.allow, 2] });
      expect(wrong.some((p) => p.startsWith('user/read.php as 2 refused (403)')), JSON.stringify(wrong)).toBe(true);
      // Pretend an activity's title were as secret as an agreement's value: the public list must be reported.
      const secrets = [{ field: 'Mou.nilai', value: 'Kegiatan Uji' }];
      const leak = await checkLegacy('front/read_kegiatan.php', OPERATIONS.kegiatanPublik!, secrets);
      expect(leak.some((p) => p.startsWith('front/read_kegiatan.php as anon returns guarded values: Mou.nilai'))).toBe(true);
    });
  });

  describe('guarded fields, reached through every query a role may run', () => {
    const DEPTH = 3;
    /** Every field of a type (and of its object fields, to DEPTH), with __typename to know what came back. */
    const selection = (typeName: string, depth: number): string => {
      const t = types.get(typeName)!;
      const parts = ['__typename'];
      for (const f of t.fields ?? []) {
        if (f.args.some((a) => isRequired(a.type))) continue;
        const inner = named(f.type);
        const target = types.get(inner.name!)!;
        if (target.kind === 'OBJECT') {
          if (depth > 0) parts.push(`${f.name} { ${selection(target.name, depth - 1)} }`);
        } else if (target.kind === 'SCALAR' || target.kind === 'ENUM') parts.push(f.name);
      }
      return parts.join(' ');
    };
    /** The same root call with the full selection in place of its minimal one. */
    const fullQuery = (call: Call, field: string): string => {
      const doc = parse(call.query);
      const op = doc.definitions[0] as OperationDefinitionNode;
      const rootField = op.selectionSet.selections[0] as FieldNode;
      const ret = named(types.get(roots.query)!.fields!.find((f) => f.name === field)!.type);
      if (types.get(ret.name!)!.kind !== 'OBJECT') return call.query;
      const sel = (parse(`{ x { ${selection(ret.name!, DEPTH)} } }`).definitions[0] as OperationDefinitionNode).selectionSet.selections[0] as FieldNode;
      const replaced = { ...op, selectionSet: { ...op.selectionSet, selections: [{ ...rootField, selectionSet: sel.selectionSet }] } };
      return print({ kind: Kind.DOCUMENT, definitions: [replaced] });
    };
    /** The type and field a response path ends on, from the schema. */
    const fieldAt = (path: readonly (string | number)[]): string => {
      let type = roots.query;
      const names = path.filter((p): p is string => typeof p === 'string');
      for (let i = 0; i < names.length - 1; i++) type = named(types.get(type)!.fields!.find((f) => f.name === names[i])!.type).name!;
      return `${type}.${names[names.length - 1]}`;
    };
    /** Types a selection from `typeName` reaches within `depth`. */
    const reachable = (typeName: string, depth: number, out = new Set<string>()): Set<string> => {
      out.add(typeName);
      if (depth < 0) return out;
      for (const f of types.get(typeName)?.fields ?? []) {
        const t = types.get(named(f.type).name!);
        if (t?.kind === 'OBJECT' && !f.args.some((a) => isRequired(a.type))) reachable(t.name, depth - 1, out);
      }
      return out;
    };

    /** Every guarded field each role received or was refused, compared with `sensitive`. */
    const checkFields = async (sensitive: Record<string, readonly FieldWho[]>, roles: readonly Who[] = ROLES): Promise<string[]> => {
      const returned = new Map<string, Set<Who>>();
      const denied = new Map<string, Set<Who>>();
      const note = (map: Map<string, Set<Who>>, key: string, who: Who) => (map.get(key) ?? map.set(key, new Set()).get(key)!).add(who);
      const problems = new Set<string>();
      /** Types each role received objects of (other than its own account). */
      const seen = new Map<Who, Set<string>>(ROLES.map((w) => [w, new Set()]));
      const queries = Object.entries(OPERATIONS).filter(([n, r]) => r.kind === 'query' && rootFields('query').includes(n));
      for (const who of roles) {
        const self = who === 'anon' ? null : world.accounts[who].idUser;
        for (const [name, rule] of queries) {
          if (!rule.allow.includes(who)) continue;
          const call = await CALLS[name]!(ctxOf(who));
          const r = await gql(app, fullQuery(call, name), call.variables ?? {}, tokenOf(world.accounts, who));
          for (const e of (r.errors ?? []) as { message: string; path?: (string | number)[]; extensions?: { code?: string } }[]) {
            const key = e.path ? fieldAt(e.path) : '?';
            if (e.extensions?.code !== 'FORBIDDEN' && e.extensions?.code !== 'UNAUTHENTICATED') {
              problems.add(`${name} as ${who}: unexpected error at ${key}: ${e.message}`);
              continue;
            }
            note(denied, key, who);
            const declared = sensitive[key];
            if (!declared) problems.add(`${key} is guarded but not declared in SENSITIVE_FIELDS (seen through ${name} as ${who})`);
            else if (declared.includes(who)) problems.add(`${key} refused to ${who} through ${name}, but the matrix allows it`);
            counts.fields += 1;
          }
          // Walk what came back: a declared field returned to a role it is not for is a leak.
          const walk = (v: unknown): void => {
            if (Array.isArray(v)) return v.forEach(walk);
            if (!v || typeof v !== 'object') return;
            const obj = v as Record<string, unknown>;
            const type = obj.__typename as string | undefined;
            if (type && !(type === 'User' && obj.idUser === self)) seen.get(who)!.add(type);
            for (const [k, x] of Object.entries(obj)) {
              if (type && k !== '__typename' && x !== null && x !== undefined) {
                const key = `${type}.${k}`;
                const declared = sensitive[key];
                if (declared) {
                  note(returned, key, who);
                  counts.fields += 1;
                  const isSelf = type === 'User' && obj.idUser === self;
                  if (!fieldAllowed(declared, who, isSelf)) problems.add(`LEAK: ${key} returned to ${who} through ${name}`);
                }
              }
              walk(x);
            }
          };
          walk(r.data);
        }
      }
      // Coverage: each guarded field was really returned to a role it is for, and refused to every role it is
      // not for that can reach its type, so no empty fixture hides a hole.
      for (const [key, declared] of Object.entries(sensitive)) {
        const [type] = key.split('.');
        if (roles === ROLES && !returned.get(key)?.size) problems.add(`${key} was never returned to an allowed role (fixture lacks data?)`);
        for (const who of roles) {
          if (declared.includes(who)) continue;
          const canReach = queries.some(([n, r]) => r.allow.includes(who) && reachable(named(types.get(roots.query)!.fields!.find((f) => f.name === n)!.type).name!, DEPTH).has(type!));
          // A role that received objects of the type (not its own account) must have been refused the field.
          if (canReach && seen.get(who)!.has(type!) && !denied.get(key)?.has(who)) {
            problems.add(`${key} reached ${who} through ${type} objects but was never refused to it`);
          }
        }
      }
      return [...problems];
    };

    it('gives each role exactly the guarded fields the matrix allows, at any depth', async () => {
      expect(await checkFields(SENSITIVE_FIELDS)).toEqual([]);
    }, 120_000);

    it('negative control: an undeclared guard and a field given beyond its rule are reported', async () => {
      const { ['Kegiatan.namaUser']: _penulis, ...withoutPenulis } = SENSITIVE_FIELDS;
      const problems = await checkFields({ ...withoutPenulis, 'Mou.noKontrak': [1, 99] }, [2, 'anon']);
      expect(problems.some((p) => p.startsWith('Kegiatan.namaUser is guarded but not declared'))).toBe(true);
      expect(problems.some((p) => p.startsWith('LEAK: Mou.noKontrak returned to 2'))).toBe(true);
    }, 120_000);
  });

  describe('row rules', () => {
    const LIST = '{ penjajagans(page: { limit: 100 }) { total items { idPenjajagan idUser } } }';

    it('a partner lists only its own proposals; staff list all of them', async () => {
      const all = (await gql(app, LIST, {}, world.admin)).data!.penjajagans.items as { idUser: number }[];
      for (const who of [3, 4, 5, 'other'] as const) {
        const r = await gql(app, LIST, {}, world.accounts[who].token);
        const items = r.data!.penjajagans.items as { idUser: number }[];
        expect(items.length, `${who} sees none`).toBeGreaterThan(0);
        expect(items.every((p) => p.idUser === world.accounts[who].idUser), `${who} sees another partner's proposal`).toBe(true);
        expect(r.data!.penjajagans.total).toBe(all.filter((p) => p.idUser === world.accounts[who].idUser).length);
        const legacy = await legacyCall(app, 'penjajagan/read.php', 'GET', { limit: '100' }, world.accounts[who].token);
        expect((legacy.body.data as { id_user: number }[]).every((p) => p.id_user === world.accounts[who].idUser)).toBe(true);
        counts.rows += 2;
      }
      for (const who of [1, 2, 99] as const) {
        const owners = new Set(((await gql(app, LIST, {}, world.accounts[who].token)).data!.penjajagans.items as { idUser: number }[]).map((p) => p.idUser));
        for (const p of [3, 4, 5, 'other'] as const) expect(owners.has(world.accounts[p].idUser), `${who} misses ${p}'s proposals`).toBe(true);
        counts.rows += 1;
      }
    });

    it('a partner reaches no part of another partner\'s proposal, by any operation', async () => {
      const theirs = world.penjajagan[3];
      const other = world.accounts.other.token;
      const attempts: [string, Record<string, unknown>][] = [
        ['query($id: Int!) { penjajagan(idPenjajagan: $id) { idPenjajagan } }', { id: theirs }],
        ['query($id: Int!) { penjajaganSkpds(idPenjajagan: $id) { total } }', { id: theirs }],
        ['query($id: Int!) { penjajaganPesan(idPenjajagan: $id) { total } }', { id: theirs }],
        ['query($id: Int!) { penjajaganPesan(idPenjajagan: $id, after: 0) { total } }', { id: theirs }],
        ['mutation($id: Int!) { kirimPesan(idPenjajagan: $id, pesan: "menyusup") { id } }', { id: theirs }],
      ];
      for (const [query, variables] of attempts) {
        const r = await gql(app, query, variables, other);
        expect(codeOf(r), query).toBe('FORBIDDEN');
        counts.rows += 1;
      }
      const doc = await gqlMultipart(app, 'mutation($id: Int!, $file: Upload) { addPenjajaganDokumen(idPenjajagan: $id, file: $file) { idPenjajagan } }', { id: theirs }, { file: { name: 'x.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') } }, other);
      expect(codeOf(doc)).toBe('FORBIDDEN');
      for (const path of ['penjajagan/read_skpd.php', 'penjajagan/read_detail.php']) {
        const r = await legacyCall(app, path, 'GET', { id_penjajagan: String(theirs) }, other);
        expect(r.status, path).toBe(403);
      }
      counts.rows += 3;
    });

    it('level 1 manages neither level 1 nor 99 accounts but itself; nobody raises a level beyond their own', async () => {
      const UPDATE = 'mutation($id: Int!, $i: UpdateUserInput!) { updateUser(idUser: $id, input: $i) { idUser idLevel } }';
      const form = async (idUser: number, over: Record<string, unknown> = {}) => {
        const [u] = await app.sql('select nama, username, email, hp, id_level, id_skpd, id_status from users where id_user = $1', [idUser]);
        return { nama: u.nama, username: u.username, email: u.email, hp: u.hp || '0812', idLevel: u.id_level, idSkpd: u.id_skpd, status: u.id_status, ...over };
      };
      const one = world.accounts[1];
      const superUser = world.accounts[99];
      expect(codeOf(await gql(app, UPDATE, { id: superUser.idUser, i: await form(superUser.idUser, { nama: 'X' }) }, one.token))).toBe('FORBIDDEN');
      expect(codeOf(await gql(app, 'mutation($id: Int!) { deleteUser(idUser: $id) }', { id: superUser.idUser }, one.token))).toBe('FORBIDDEN');
      expect((await gql(app, UPDATE, { id: one.idUser, i: await form(one.idUser, { nama: 'Admin Satu' }) }, one.token)).errors).toBeUndefined();
      const raise = await gql(app, UPDATE, { id: one.idUser, i: await form(one.idUser, { idLevel: 99 }) }, one.token);
      expect(raise.errors?.[0]?.extensions?.fields).toEqual({ idLevel: 'Anda tidak dapat mengubah level akun sendiri' });
      const grant = await gql(
        app,
        'mutation($i: CreateUserInput!) { createUser(input: $i) { idUser } }',
        { i: { nama: 'Naik', username: `naik-${unique()}`, email: `naik-${unique()}@example.id`, idLevel: 99, hp: '0812', status: 1, password: 'Rahasia#1' } },
        one.token,
      );
      expect(grant.errors?.[0]?.extensions?.fields).toEqual({ idLevel: 'Anda tidak dapat memberikan level ini' });
      expect(codeOf(await gql(app, 'mutation($id: Int!) { deleteUser(idUser: $id) }', { id: superUser.idUser }, superUser.token))).toBe('FORBIDDEN');
      counts.rows += 6;
    });

    it('a stored document opens only through a signed link given to a role that may see its owner', async () => {
      const r = await gql(app, 'query($id: Int!) { mou(idMou: $id) { dokumen { url } } }', { id: world.mou }, world.accounts[2].token);
      const url = r.data!.mou.dokumen[0].url as string;
      expect((await fetch(`${app.url}${url}`)).status).toBe(200);
      const bare = url.replace(/\?.*$/, '');
      expect((await fetch(`${app.url}${bare}`)).status).toBe(403);
      expect((await fetch(`${app.url}${url.replace(/sig=[^&]+/, 'sig=AAAA')}`)).status).toBe(403);
      expect((await fetch(`${app.url}${url.replace(/exp=\d+/, 'exp=1000')}`)).status).toBe(403);
      counts.rows += 4;
    });
  });
});
