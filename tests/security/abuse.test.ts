/**
 * Abuse resistance: document limits (depth, aliases, tokens, directives, cost) over HTTP and websockets,
 * no batching, capped pages, introspection and suggestions off in production, CSRF prevention, upload
 * limits in the multipart parsers, rate limits kept in PostgreSQL, security headers, safe downloads, and
 * websockets that are authenticated, origin-checked and closed when a session is revoked.
 */
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/src/test/test-app.js';
import { subscribe, wsClient } from '../../server/src/test/subscriptions.js';
import { createMou, createSkpd, PDF, png } from './fixtures.js';
import { changedTables, codeOf, createAccount, expectIndonesian, fingerprint, gql, gqlMultipart, legacyCall, sleep, type Account } from './support.js';

const MB = 1024 * 1024;
/** Shared by the instances of one test, as replicas behind a load balancer share it. */
const JWT_SECRET = 'abuse-suite-secret-abuse-suite-secret-0123456789';

describe('abuse resistance', () => {
  let app: TestApp;
  let admin: string;
  let partner: Account;
  let staff: Account;

  beforeAll(async () => {
    app = await createTestApp({ JWT_SECRET });
    admin = await app.login();
    partner = await createAccount(app, admin, 3, 'Mitra Abuse');
    staff = await createAccount(app, admin, 2, 'Staf Abuse', await createSkpd(app, admin, 'Dinas Abuse'));
  });
  afterAll(() => app?.close());

  /** A chain of `n` nested agreement fields: mou → mouLama → mouLama … */
  const nested = (n: number, leaf = 'idMou') => `{ mou(idMou: 1) { ${'mouLama { '.repeat(n - 1)}${leaf}${' }'.repeat(n - 1)} } }`;

  describe('document limits', () => {
    it('refuses a document nested deeper than 12 levels, before running it', async () => {
      const ok = await gql(app, nested(11), {}, admin);
      expect(ok.errors?.[0]?.extensions?.code).not.toBe('GRAPHQL_VALIDATION_FAILED');
      const r = await gql(app, nested(14), {}, admin);
      expect(r.status).toBe(400);
      expect(codeOf(r)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(r.errors![0]!.message).toMatch(/^Permintaan tidak valid: .*[Dd]epth/);
    });

    it('refuses more than 15 aliases, more than 30 directives and more than 3000 tokens', async () => {
      const aliases = await gql(app, `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { idUser }`).join(' ')} }`);
      expect([aliases.status, codeOf(aliases)]).toEqual([400, 'GRAPHQL_VALIDATION_FAILED']);
      const directives = await gql(app, `{ me { idUser ${'@include(if: true) '.repeat(31)} } }`);
      expect([directives.status, codeOf(directives)]).toEqual([400, 'GRAPHQL_VALIDATION_FAILED']);
      const tokens = await gql(app, `{ me { ${'idUser '.repeat(3100)} } }`);
      expect([tokens.status, codeOf(tokens)]).toEqual([400, 'GRAPHQL_PARSE_FAILED']);
      for (const r of [aliases, directives, tokens]) expectIndonesian(r.errors![0]!.message);
    });

    it('refuses a document whose estimated cost is above 8000, and accepts the largest page the client asks', async () => {
      const costly = await gql(app, nested(11, 'idMou '.repeat(120)), {}, admin);
      expect(costly.status).toBe(400);
      expect(codeOf(costly)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(costly.errors![0]!.message).toMatch(/Cost/i);
      const page = await gql(app, '{ mous(page: { limit: 100 }) { total items { idMou judul noKontrak tglMulai tglBerakhir idStatus statusText akunMitra { idUser nama } skpd { idSkpd skpd } dokumen { idFile namaFile url } } } }', {}, admin);
      expect(page.errors).toBeUndefined();
    });

    it('refuses a batch of operations in one request', async () => {
      const res = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([{ query: '{ me { idUser } }' }, { query: '{ me { idUser } }' }]),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: { message: string }[] };
      expectIndonesian(body.errors[0]!.message);
    });
  });

  describe('page sizes', () => {
    it('caps every list at 100 rows however many are asked, over GraphQL and legacy', async () => {
      await app.sql(`insert into skpd (skpd, kode, status) select 'Dinas Massal ' || g, g, 1 from generate_series(1, 130) g`);
      for (const limit of [101, 100_000, 2_147_483_647]) {
        const r = await gql(app, 'query($l: Int) { skpds(page: { limit: $l }) { total items { idSkpd } } }', { l: limit }, admin);
        expect(r.data!.skpds.total).toBeGreaterThan(130);
        expect(r.data!.skpds.items).toHaveLength(100);
      }
      const legacy = await legacyCall(app, 'skpd/read.php', 'GET', { limit: '100000' }, admin);
      expect(legacy.body.data.length).toBeLessThanOrEqual(100);
      for (const limit of [0, -5]) {
        const r = await gql(app, 'query($l: Int) { skpds(page: { limit: $l, page: -3 }) { items { idSkpd } } }', { l: limit }, admin);
        expect(r.errors).toBeUndefined();
        expect(r.data!.skpds.items.length).toBeLessThanOrEqual(100);
      }
      const chat = await gql(app, '{ penjajagans(page: { limit: 5000 }) { items { idPenjajagan } } }', {}, admin);
      expect(chat.errors).toBeUndefined();
    });
  });

  describe('schema disclosure', () => {
    const INTROSPECTION = '{ __schema { types { name } } }';
    const TYPO = '{ me { idUsr } }';

    it('in production: no introspection and no field suggestions, over HTTP and websockets', async () => {
      const prod = await createTestApp({ NODE_ENV: 'production', DATABASE_URL: app.config.databaseUrl! });
      try {
        const intro = await gql(prod, INTROSPECTION);
        expect(intro.status).toBe(400);
        expect(intro.data?.__schema).toBeUndefined();
        const typo = await gql(prod, TYPO);
        expect(typo.status).toBe(400);
        expect(typo.errors![0]!.message).not.toMatch(/Did you mean|mungkin maksud/);
        const client = wsClient(prod.url);
        const sub = subscribe(client, 'subscription { mouChanged { idMouu } }', {}, 'mouChanged');
        await sub.done;
        expect(sub.errors[0]?.message).toMatch(/^Permintaan tidak valid/);
        expect(sub.errors[0]?.message).not.toMatch(/Did you mean|mungkin maksud/);
        await client.dispose();
      } finally {
        await prod.close();
      }
    });

    it('in development: introspection and suggestions help the developer', async () => {
      const dev = await createTestApp({ NODE_ENV: 'development', DATABASE_URL: app.config.databaseUrl! });
      try {
        expect((await gql(dev, INTROSPECTION)).data?.__schema.types.length).toBeGreaterThan(10);
        expect((await gql(dev, TYPO)).errors![0]!.message).toMatch(/mungkin maksud Anda "idUser"\?/);
      } finally {
        await dev.close();
      }
    });
  });

  describe('CSRF prevention', () => {
    it('refuses multipart without the preflight header, a text/plain body and a mutation over GET, running nothing', async () => {
      const before = await fingerprint(app);
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: 'mutation { createSkpd(input: { skpd: "CSRF", kode: 1, status: 1 }) { idSkpd } }' }));
      form.append('map', '{}');
      const multipart = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
      expect(multipart.status).toBe(400);
      const plain = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/plain' },
        body: JSON.stringify({ query: 'mutation { createSkpd(input: { skpd: "CSRF", kode: 1, status: 1 }) { idSkpd } }' }),
      });
      expect(plain.status).toBe(400);
      const get = await fetch(`${app.url}/graphql?query=${encodeURIComponent('mutation { createSkpd(input: { skpd: "CSRF", kode: 1, status: 1 }) { idSkpd } }')}`, {
        headers: { authorization: `Bearer ${admin}`, 'apollo-require-preflight': 'true' },
      });
      expect(get.status).toBe(405);
      expect(changedTables(before, await fingerprint(app))).toEqual([]);
    });
  });

  describe('upload limits in the multipart parsers', () => {
    const ADD_DOC = 'mutation($id: Int!, $file: Upload) { addMouDokumen(idMou: $id, file: $file) { idFile } }';
    let idMou: number;
    beforeAll(async () => {
      const mitra = await createAccount(app, admin, 4, 'Mitra Unggah');
      idMou = await createMou(app, admin, mitra.idUser);
    });

    // two at most: a contract's signing carries the signed document and its power of attorney (ubahTahapan)
    it('GraphQL: more than two files in a request are refused and store nothing', async () => {
      const before = await fingerprint(app);
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query:
            'mutation($id: Int!, $a: Upload, $b: Upload, $c: Upload) { a: addMouDokumen(idMou: $id, file: $a) { idFile } b: addMouDokumen(idMou: $id, file: $b) { idFile } c: addMouDokumen(idMou: $id, file: $c) { idFile } }',
          variables: { id: idMou, a: null, b: null, c: null },
        }),
      );
      form.append('map', JSON.stringify({ 0: ['variables.a'], 1: ['variables.b'], 2: ['variables.c'] }));
      form.append('0', new Blob([PDF.bytes]), 'a.pdf');
      form.append('1', new Blob([PDF.bytes]), 'b.pdf');
      form.append('2', new Blob([PDF.bytes]), 'c.pdf');
      const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'apollo-require-preflight': 'true' }, body: form });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expectIndonesian(((await res.json()) as { message?: string; errors?: { message: string }[] }).errors?.[0]?.message);
      expect(changedTables(before, await fingerprint(app))).toEqual([]);
    });

    it('GraphQL: a file over 10 MB is cut off by the parser and refused with the SPEC message', async () => {
      const before = await fingerprint(app);
      const big = Buffer.alloc(10 * MB + 1024, 0x20);
      (PDF.bytes as Buffer).copy(big);
      const r = await gqlMultipart(app, ADD_DOC, { id: idMou }, { file: { name: 'besar.pdf', bytes: big, type: 'application/pdf' } }, admin);
      expect(r.status).toBeLessThan(500);
      expect(r.errors![0]!.message).toBe('Ukuran file lebih dari 10MB');
      expect(changedTables(before, await fingerprint(app))).toEqual([]);
    });

    it('legacy: more than one file, or one over the 10 MB cap, is refused by the parser and stores nothing', async () => {
      const before = await fingerprint(app);
      const form = new FormData();
      form.append('id_mou', String(idMou));
      form.append('file', new Blob([PDF.bytes]), 'a.pdf');
      form.append('file2', new Blob([PDF.bytes]), 'b.pdf');
      const two = await fetch(`${app.url}/api/mou/add_file.php`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
      expect(two.status).toBe(400);
      expect(((await two.json()) as { message: string }).message).toBe('Hanya satu file yang dapat diunggah');
      const big = Buffer.alloc(10 * MB + 1024, 0x20);
      (PDF.bytes as Buffer).copy(big);
      const r = await legacyCall(app, 'mou/add_file.php', 'POST', { id_mou: String(idMou) }, admin, { name: 'besar.pdf', bytes: big });
      // answered as the path's own size check answers a file past its limit (a field error: 200, SPEC §8)
      expect([r.status, r.body.success, r.body.message]).toEqual([200, false, 'Ukuran file lebih dari 10MB']);
      expect(changedTables(before, await fingerprint(app))).toEqual([]);
    });
  });

  describe('rate limits, shared by every instance through PostgreSQL', () => {
    const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { token } }';

    it('login: 5 failures lock the account for that address on every instance, also for the right password', async () => {
      const target = await createAccount(app, admin, 4, 'Korban Tebak');
      const second = await createTestApp({ DATABASE_URL: app.config.databaseUrl! });
      try {
        for (let i = 0; i < 5; i++) expect(codeOf(await gql(app, LOGIN, { i: { username: target.username, password: `Salah#${i}aa` } }))).toBe('BAD_USER_INPUT');
        const blocked = await gql(second, LOGIN, { i: { username: target.username, password: 'Rahasia#1' } });
        expect(codeOf(blocked)).toBe('TOO_MANY_REQUESTS');
        expectIndonesian(blocked.errors![0]!.message);
        const legacy = await legacyCall(second, 'login/login.php', 'POST', { username: target.username, password: 'Rahasia#1' });
        expect([legacy.status, legacy.body.success]).toEqual([429, false]);
        const [row] = await app.sql(`select hits from rate_limit where key = $1`, [`login:akun:${target.idUser}`]);
        expect(row.hits).toBeGreaterThanOrEqual(5);
      } finally {
        await second.close();
      }
    });

    it('login: 30 failures from one address block that address, whatever the account', async () => {
      await app.sql(`delete from rate_limit`);
      for (let i = 0; i < 30; i++) await gql(app, LOGIN, { i: { username: `tidak-ada-${i}`, password: 'Salah#123' } });
      const r = await gql(app, LOGIN, { i: { username: partner.username, password: 'Rahasia#1' } });
      expect(codeOf(r)).toBe('TOO_MANY_REQUESTS');
      await app.sql(`delete from rate_limit`);
      expect((await gql(app, LOGIN, { i: { username: partner.username, password: 'Rahasia#1' } })).errors).toBeUndefined();
    });

    it('registration: at most 10 an hour from one address, and the 11th stores nothing', async () => {
      await app.sql(`delete from rate_limit`);
      const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) }';
      const input = (i: number) => ({ instansi: `Daftar ${i}`, idLevel: 3, email: `banjir-${i}@example.id`, noTelp: '0812', password: 'Daftar#123' });
      for (let i = 0; i < 10; i++) expect((await gql(app, REGISTER, { i: input(i) })).errors).toBeUndefined();
      const before = (await app.sql(`select count(*)::int as n from users`))[0].n;
      const r = await gql(app, REGISTER, { i: input(10) });
      expect(codeOf(r)).toBe('TOO_MANY_REQUESTS');
      expectIndonesian(r.errors![0]!.message);
      expect((await app.sql(`select count(*)::int as n from users`))[0].n).toBe(before);
      await app.sql(`delete from rate_limit`);
    });

    it('chat: at most 20 messages a minute per account', async () => {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: 'mutation($i: PenjajaganInput!, $file: Upload) { createPenjajagan(input: $i, file: $file) { idPenjajagan } }', variables: { i: { judul: 'Obrolan', deskripsi: 'D' }, file: null } }));
      form.append('map', JSON.stringify({ 0: ['variables.file'] }));
      form.append('0', new Blob([PDF.bytes]), 'p.pdf');
      const created = (await (await fetch(`${app.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${partner.token}`, 'apollo-require-preflight': 'true' }, body: form })).json()) as any;
      const id = created.data.createPenjajagan.idPenjajagan as number;
      const send = () => gql(app, 'mutation($id: Int!) { kirimPesan(idPenjajagan: $id, pesan: "Halo") { id } }', { id }, partner.token);
      for (let i = 0; i < 20; i++) expect((await send()).errors).toBeUndefined();
      const r = await send();
      expect(codeOf(r)).toBe('TOO_MANY_REQUESTS');
      expectIndonesian(r.errors![0]!.message);
      expect((await app.sql(`select count(*)::int as n from penjajagan_detail where id_penjajagan = $1`, [id]))[0].n).toBe(20);
    });
  });

  describe('security headers and downloads', () => {
    const parseCsp = (header: string | null) =>
      Object.fromEntries(
        (header ?? '')
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .filter((d) => d[0])
          .map(([k, ...v]) => [k, v]),
      ) as Record<string, string[]>;
    const csp = (res: Response) => parseCsp(res.headers.get('content-security-policy'));

    /** What makes a policy weaker than the product's: inline or eval'd script, wildcards, plugins, framing. */
    const cspProblems = (header: string | null): string[] => {
      const policy = parseCsp(header);
      const problems: string[] = [];
      const expectExactly = (directive: string, sources: string[]) => {
        if (JSON.stringify(policy[directive]) !== JSON.stringify(sources)) problems.push(`${directive}: ${JSON.stringify(policy[directive])}`);
      };
      expectExactly('default-src', ["'self'"]);
      expectExactly('script-src', ["'self'"]);
      expectExactly('script-src-attr', ["'none'"]);
      expectExactly('object-src', ["'none'"]);
      expectExactly('base-uri', ["'self'"]);
      expectExactly('frame-ancestors', ["'self'"]);
      // a page's sockets and requests reach its own host only (ws: or wss: alone would allow any host)
      expectExactly('connect-src', ["'self'"]);
      for (const [directive, sources] of Object.entries(policy)) {
        if (sources.includes('*') || sources.includes("'unsafe-eval'")) problems.push(`${directive} allows ${sources.join(' ')}`);
        if ((directive.startsWith('script') || directive === 'default-src') && sources.includes("'unsafe-inline'")) problems.push(`${directive} allows inline script`);
      }
      return problems;
    };

    it('every kind of answer carries a strict CSP without inline script, nosniff and no framing by others', async () => {
      for (const path of ['/', '/beranda', '/healthz', '/graphql?query=%7Bme%7BidUser%7D%7D', '/api/front/read_profile.php', '/api/tidak-ada.php']) {
        const res = await fetch(`${app.url}${path}`, { headers: { 'apollo-require-preflight': 'true' } });
        expect(cspProblems(res.headers.get('content-security-policy')), path).toEqual([]);
        expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(res.headers.get('referrer-policy'), path).toBeTruthy();
        expect(res.headers.get('x-powered-by'), path).toBeNull();
      }
    });

    it('negative control: a weakened policy is reported', () => {
      const weak = cspProblems("default-src 'self'; script-src 'self' 'unsafe-inline'; script-src-attr 'none'; object-src *; base-uri 'self'; frame-ancestors 'self'; connect-src 'self' wss:");
      expect(weak).toEqual(expect.arrayContaining(['script-src allows inline script', 'object-src allows *', `connect-src: ["'self'","wss:"]`]));
      expect(weak).toHaveLength(5);
      expect(cspProblems(null).length).toBeGreaterThan(0);
    });

    it('the built page has no inline script for the CSP to forbid', async () => {
      const res = await fetch(`${app.url}/beranda`);
      if (!(res.headers.get('content-type') ?? '').includes('html')) return; // client not built in this checkout
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      for (const [, attrs, body] of scripts) {
        if (/\btype="application\/json"/.test(attrs!)) {
          // a data block (the answers a server-rendered page hands over) is never run; nothing in it may end it early
          expect(() => JSON.parse(body!)).not.toThrow();
          expect(body).not.toContain('<');
          continue;
        }
        expect(attrs).toMatch(/\bsrc=/);
        expect(body!.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    });

    it('a stored file is served by its generated id, as what its content is, with a harmless name', async () => {
      const hostileName = '../../etc/pass"wd\r\nX-Injected: 1;<script>.png';
      const r = await gqlMultipart(app, 'mutation($i: PartnerInput!, $file: Upload) { createPartner(input: $i, file: $file) { logo } }', { i: { partner: 'Nama Aneh' } }, { file: { ...(await png()), name: hostileName, type: 'text/html' } }, admin);
      expect(r.errors).toBeUndefined();
      const url = r.data!.createPartner.logo as string;
      expect(url).toMatch(/^\/files\/[0-9a-f-]{36}\//);
      const res = await fetch(`${app.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-injected')).toBeNull();
      const disposition = res.headers.get('content-disposition')!;
      expect(disposition).toMatch(/^inline; filename="[^"\\\r\n/]*"; filename\*=UTF-8''[A-Za-z0-9%._~!'()*-]+$/);
      expect(csp(res)['sandbox']).toBeDefined();
    });

    it('refuses HTML, SVG and scripts dressed up as images or documents', async () => {
      const before = await fingerprint(app);
      const disguises = [
        { name: 'gambar.png', type: 'image/png', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
        { name: 'logo.png', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
        { name: 'foto.jpg', type: 'image/jpeg', bytes: Buffer.from('#!/bin/sh\nrm -rf /\n') },
      ];
      for (const file of disguises) {
        const r = await gqlMultipart(app, 'mutation($i: PartnerInput!, $file: Upload) { createPartner(input: $i, file: $file) { idPartner } }', { i: { partner: 'Palsu' } }, { file }, admin);
        expect(r.errors?.[0]?.message, file.name).toBe('Format file salah');
      }
      expect(changedTables(before, await fingerprint(app))).toEqual([]);
    });
  });

  describe('websockets', () => {
    const wsUrl = () => `${app.url.replace(/^http/, 'ws')}/graphql`;
    /** Opens a raw graphql-ws socket and resolves with how the server answers connection_init. */
    const connect = (token: string | null, headers: Record<string, string> = {}) =>
      new Promise<{ ack: boolean; code?: number; status?: number; socket?: WebSocket }>((resolve) => {
        const socket = new WebSocket(wsUrl(), 'graphql-transport-ws', { headers });
        socket.on('unexpected-response', (_req, res) => resolve({ ack: false, status: res.statusCode }));
        socket.on('error', () => resolve({ ack: false }));
        socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} })));
        socket.on('message', (m) => {
          if (JSON.parse(String(m)).type === 'connection_ack') resolve({ ack: true, socket });
        });
        socket.on('close', (code) => resolve({ ack: false, code }));
      });

    it('authenticates at connection_init: a bad token is closed with 4403, none is anonymous', async () => {
      const bad = await connect('bukan.token.sah');
      expect(bad).toMatchObject({ ack: false, code: 4403 });
      const anonymous = await connect(null);
      expect(anonymous.ack).toBe(true);
      anonymous.socket!.close();
      const good = await connect(admin);
      expect(good.ack).toBe(true);
      good.socket!.close();
    });

    it('refuses a page of another site (Origin) and accepts its own host, PUBLIC_URL and non-browser clients', async () => {
      const foreign = await connect(admin, { origin: 'https://penyerang.example' });
      expect(foreign).toMatchObject({ ack: false, status: 403 });
      const odd = await connect(admin, { origin: 'null' });
      expect(odd.ack).toBe(false);
      for (const origin of [app.url, app.config.publicUrl]) {
        const same = await connect(admin, { origin });
        expect(same.ack, origin).toBe(true);
        same.socket!.close();
      }
      const none = await connect(admin);
      expect(none.ack).toBe(true);
      none.socket!.close();
    });

    it('serves only subscriptions, held to the HTTP limits', async () => {
      const client = wsClient(app.url, admin);
      try {
        const mutation = subscribe(client, 'mutation { createSkpd(input: { skpd: "Lewat WS", kode: 1, status: 1 }) { idSkpd } }', {}, 'createSkpd');
        await mutation.done;
        expect(mutation.errors[0]?.message).toMatch(/^Permintaan tidak valid: websocket hanya untuk subscription/);
        expect(await app.sql(`select 1 from skpd where skpd = 'Lewat WS'`)).toEqual([]);
        const deep = subscribe(client, `subscription { mouChanged { ${'mou { mouLama { '.repeat(7)} idMou ${'} } '.repeat(7)} } }`, {}, 'mouChanged');
        await deep.done;
        expect(deep.errors[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
        const hostile = subscribe(client, 'subscription($id: Int!) { pesanBaru(idPenjajagan: $id) { id } }', { id: '1; select pg_sleep(5)' }, 'pesanBaru');
        await hostile.done;
        expect(hostile.errors[0]).toMatchObject({ message: 'Permintaan tidak valid: nilai $id harus berupa bilangan bulat', extensions: { code: 'BAD_USER_INPUT' } });
      } finally {
        await client.dispose();
      }
    });

    const revocationCase = async (change: (target: Account) => Promise<unknown>) => {
      const target = await createAccount(app, admin, 2, `Staf Dicabut ${Math.random().toString(36).slice(2, 7)}`, await createSkpd(app, admin, `Dinas Cabut ${Math.random()}`));
      const bystander = await connect(staff.token);
      const session = await connect(target.token);
      expect(session.ack && bystander.ack).toBe(true);
      const closed = new Promise<number>((resolve) => session.socket!.once('close', (code) => resolve(code)));
      const started = Date.now();
      await change(target);
      const code = await Promise.race([closed, sleep(5000).then(() => -1)]);
      expect(code, 'the revoked session stayed open').toBe(4403);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(bystander.socket!.readyState).toBe(WebSocket.OPEN);
      bystander.socket!.close();
      // And it cannot come back with the old token.
      expect((await connect(target.token)).ack).toBe(false);
    };
    const UPDATE = 'mutation($id: Int!, $i: UpdateUserInput!) { updateUser(idUser: $id, input: $i) { idUser } }';
    const form = async (idUser: number, over: Record<string, unknown>) => {
      const [u] = await app.sql('select nama, username, email, hp, id_level, id_skpd, id_status from users where id_user = $1', [idUser]);
      return { nama: u.nama, username: u.username, email: u.email, hp: u.hp, idLevel: u.id_level, idSkpd: u.id_skpd, status: u.id_status, ...over };
    };

    it('closes a socket opened with an access token when the token is revoked (4403) and when it expires (4401)', async () => {
      const CREATE = 'mutation($i: AccessTokenInput!) { createAccessToken(input: $i) { token accessToken { idToken } } }';
      const make = async (nama: string) => (await gql(app, CREATE, { i: { nama, berlakuHari: 1 } }, staff.token)).data!.createAccessToken as { token: string; accessToken: { idToken: number } };
      const closes = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

      const revoked = await make('Soket dicabut');
      const session = await connect(staff.token);
      const byToken = await connect(revoked.token);
      expect(session.ack && byToken.ack).toBe(true);
      const closed = closes(byToken.socket!);
      expect((await gql(app, 'mutation($id: Int!) { revokeAccessToken(idToken: $id) }', { id: revoked.accessToken.idToken }, staff.token)).errors).toBeUndefined();
      expect(await Promise.race([closed, sleep(5000).then(() => -1)])).toBe(4403);
      // the account's own session goes on
      expect(session.socket!.readyState).toBe(WebSocket.OPEN);
      session.socket!.close();
      expect((await connect(revoked.token)).ack).toBe(false);

      const expiring = await make('Soket kedaluwarsa');
      await app.sql("update access_token set expires_at = now() + interval '1 second' where id_token = $1", [expiring.accessToken.idToken]);
      const shortLived = await connect(expiring.token);
      expect(shortLived.ack).toBe(true);
      expect(await Promise.race([closes(shortLived.socket!), sleep(10_000).then(() => -1)])).toBe(4401);
    });

    it('closes the sockets of a disabled account at once (4403)', async () => {
      await revocationCase(async (t) => expect((await gql(app, UPDATE, { id: t.idUser, i: await form(t.idUser, { status: 2 }) }, admin)).errors).toBeUndefined());
    });

    it('closes the sockets of a downgraded account at once (4403)', async () => {
      await revocationCase(async (t) => expect((await gql(app, UPDATE, { id: t.idUser, i: await form(t.idUser, { idLevel: 3, idSkpd: null }) }, admin)).errors).toBeUndefined());
    });

    it('closes the sockets of a deleted account at once (4403)', async () => {
      await revocationCase(async (t) => expect((await gql(app, 'mutation($id: Int!) { deleteUser(idUser: $id) }', { id: t.idUser }, admin)).errors).toBeUndefined());
    });

    it('closes the sockets of an account disabled by SQL outside the app (PostgreSQL announces it)', async () => {
      await revocationCase((t) => app.sql('update users set id_status = 2 where id_user = $1', [t.idUser]));
    });

    it('closes them on another instance too (the event travels through PostgreSQL)', async () => {
      const second = await createTestApp({ DATABASE_URL: app.config.databaseUrl!, JWT_SECRET });
      try {
        const target = await createAccount(app, admin, 4, 'Mitra Dua Instans');
        const socket = new WebSocket(`${second.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
        await new Promise((r) => socket.once('open', r));
        const acked = new Promise((r) => socket.on('message', (m) => JSON.parse(String(m)).type === 'connection_ack' && r(true)));
        socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${target.token}` } }));
        await acked;
        const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
        expect((await gql(app, UPDATE, { id: target.idUser, i: await form(target.idUser, { status: 2 }) }, admin)).errors).toBeUndefined();
        expect(await Promise.race([closed, sleep(5000).then(() => -1)])).toBe(4403);
      } finally {
        await second.close();
      }
    });

    it('negative control: a change that keeps the session (a new name) leaves the socket open', async () => {
      const target = await createAccount(app, admin, 4, 'Mitra Tetap');
      const session = await connect(target.token);
      expect((await gql(app, UPDATE, { id: target.idUser, i: await form(target.idUser, { nama: 'Mitra Tetap Baru' }) }, admin)).errors).toBeUndefined();
      await sleep(800);
      expect(session.socket!.readyState).toBe(WebSocket.OPEN);
      session.socket!.close();
    });
  });
});
