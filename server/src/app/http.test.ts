/** Malformed and hostile requests to /graphql: clear 4xx JSON answers, never a stack trace or a 5xx. */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { API_BROTLI } from './compress.js';
import { KEEP_ALIVE_MS } from './server.js';

interface Reply {
  status: number;
  contentType: string;
  text: string;
  json: any;
}

/** No stack frames, file paths or exception names may reach a client. */
const expectNoInternals = (text: string) => {
  expect(text).not.toMatch(/\bat [\w.<>]+ \(|\bat (file:|\/|node:)/);
  expect(text).not.toMatch(/node_modules|\.ts:\d+|\.js:\d+/);
  expect(text).not.toMatch(/"stacktrace"|"stack"|SyntaxError|TypeError/);
};

describe('GraphQL over HTTP: malformed requests', () => {
  let app: TestApp;
  let admin: string;

  const send = async (init: { body?: string | FormData; headers?: Record<string, string>; method?: string; query?: string }): Promise<Reply> => {
    const url = `${app.url}/graphql${init.query ? `?${init.query}` : ''}`;
    const res = await fetch(url, { method: init.method ?? 'POST', headers: init.headers, body: init.body });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, json };
  };
  const postJson = (body: string, headers: Record<string, string> = {}) =>
    send({ body, headers: { 'content-type': 'application/json', ...headers } });
  const firstCode = (r: Reply) => r.json?.errors?.[0]?.extensions?.code;
  const skpdCount = async () => (await app.sql('select count(*)::int as n from skpd'))[0].n as number;
  /** A multipart GraphQL request (the upload format) creating an agency. */
  const multipartCreate = (name: string) => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: `mutation { createSkpd(input: { skpd: "${name}", kode: 1, status: 1 }) { idSkpd } }` }));
    form.append('map', '{}');
    return form;
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
  });
  afterAll(() => app.close());

  describe('invalid JSON body', () => {
    it.each([
      ['truncated', '{"query": '],
      ['not JSON at all', 'query { me { idUser } }'],
      ['a trailing comma', '{"query": "{ me { idUser } }",}'],
    ])('%s is 400 JSON without internals', async (_what, body) => {
      const r = await postJson(body);
      expect(r.status).toBe(400);
      expect(r.contentType).toMatch(/^application\/json/);
      expect(r.json).toMatchObject({ success: false, message: 'Permintaan tidak valid' });
      expect(r.json.errors[0].extensions.code).toBe('BAD_REQUEST');
      expectNoInternals(r.text);
    });

    it('an empty object is 400 with an explanation', async () => {
      const r = await postJson('{}');
      expect(r.status).toBe(400);
      expect(firstCode(r)).toBe('BAD_REQUEST');
      expect(r.json.errors[0].message).toMatch(/^Permintaan tidak valid/);
      expectNoInternals(r.text);
    });

    it('a batch (array) is refused with 400', async () => {
      const r = await postJson(JSON.stringify([{ query: '{ me { idUser } }' }, { query: '{ me { idUser } }' }]));
      expect(r.status).toBe(400);
      expect(firstCode(r)).toBe('BAD_REQUEST');
    });
  });

  describe('invalid operations', () => {
    it('a variable of the wrong type is 400 BAD_USER_INPUT and runs nothing', async () => {
      const r = await postJson(JSON.stringify({ query: 'query($id: Int!) { user(idUser: $id) { idUser } }', variables: { id: 'abc' } }), { authorization: `Bearer ${admin}` });
      expect(r.status).toBe(400);
      expect(firstCode(r)).toBe('BAD_USER_INPUT');
      expect(r.json.errors[0].message).toMatch(/^Permintaan tidak valid/);
      expect(r.json.data).toBeUndefined();
      expectNoInternals(r.text);
    });

    it('a refused value is named by its place and type, never quoted back', async () => {
      const hostile = `1; select pg_sleep(5) ${'x'.repeat(5000)}`;
      const asked = async (query: string, variables: object) => (await postJson(JSON.stringify({ query, variables }), { authorization: `Bearer ${admin}` })).json.errors[0];
      const object = await asked('mutation($i: SkpdInput!) { createSkpd(input: $i) { idSkpd } }', { i: hostile });
      expect(object).toMatchObject({ message: 'Permintaan tidak valid: nilai $i harus berupa objek SkpdInput', extensions: { code: 'BAD_USER_INPUT' } });
      const nested = await asked('mutation($i: SkpdInput!) { createSkpd(input: $i) { idSkpd } }', { i: { skpd: 'Dinas', kode: hostile, status: 1 } });
      expect(nested.message).toBe('Permintaan tidak valid: nilai i.kode harus berupa bilangan bulat');
      const literal = await asked(`{ user(idUser: "${hostile}") { idUser } }`, {});
      expect(literal).toMatchObject({ message: 'Permintaan tidak valid: nilai harus berupa bilangan bulat', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    });

    it('a mutation input of the wrong shape is 400 BAD_USER_INPUT and stores nothing', async () => {
      const before = await skpdCount();
      const r = await postJson(
        JSON.stringify({ query: 'mutation($i: SkpdInput!) { createSkpd(input: $i) { idSkpd } }', variables: { i: { skpd: 'Dinas', kode: 'satu', status: 1 } } }),
        { authorization: `Bearer ${admin}` },
      );
      expect(r.status).toBe(400);
      expect(firstCode(r)).toBe('BAD_USER_INPUT');
      expect(await skpdCount()).toBe(before);
    });

    it('a missing required variable is 400 BAD_USER_INPUT', async () => {
      const r = await postJson(JSON.stringify({ query: 'query($id: Int!) { user(idUser: $id) { idUser } }' }), { authorization: `Bearer ${admin}` });
      expect(r.status).toBe(400);
      expect(firstCode(r)).toBe('BAD_USER_INPUT');
    });

    it('an unknown field is 400 GRAPHQL_VALIDATION_FAILED', async () => {
      const r = await postJson(JSON.stringify({ query: '{ me { idUser kataSandi } }' }));
      expect(r.status).toBe(400);
      expect(firstCode(r)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(r.json.errors[0].message).toMatch(/^Permintaan tidak valid: .*kataSandi/);
      expectNoInternals(r.text);
    });

    it('a syntax error is 400 GRAPHQL_PARSE_FAILED', async () => {
      const r = await postJson(JSON.stringify({ query: '{ me { idUser ' }));
      expect(r.status).toBe(400);
      expect(firstCode(r)).toBe('GRAPHQL_PARSE_FAILED');
      expectNoInternals(r.text);
    });

    it('a subscription over HTTP is 400, pointing to the WebSocket, for anyone', async () => {
      for (const [query, token] of [
        ['subscription { notifikasiBaru { idNotifikasi } }', undefined],
        ['subscription { mouChanged { action } }', admin],
        ['subscription { notifikasiBaru { idNotifikasi } }', admin],
      ] as const) {
        const r = await postJson(JSON.stringify({ query }), token ? { authorization: `Bearer ${token}` } : {});
        expect(r.status).toBe(400);
        expect(firstCode(r)).toBe('BAD_REQUEST');
        expect(r.json.errors[0].message).toMatch(/WebSocket/);
        expectNoInternals(r.text);
      }
    });

    it('a malformed persisted query is 400 BAD_REQUEST, not a server error', async () => {
      for (const persistedQuery of [{ version: 1, sha256Hash: 'abc' }, { version: 2, sha256Hash: 'abc' }, { version: '1' }, 'x']) {
        const r = await postJson(JSON.stringify({ query: '{ profil { pimpinan } }', extensions: { persistedQuery } }));
        expect(r.status).toBe(400);
        expect(firstCode(r)).toBe('BAD_REQUEST');
        expectNoInternals(r.text);
      }
    });
  });

  describe('document limits', () => {
    it('a document of more than 3000 tokens is 400 GRAPHQL_PARSE_FAILED, not a 500', async () => {
      const r = await postJson(JSON.stringify({ query: `{ me { ${'idUser '.repeat(3100)}} }` }));
      expect(r.status).toBe(400);
      expect(firstCode(r)).toBe('GRAPHQL_PARSE_FAILED');
      expect(r.json.errors[0].message).toMatch(/3000 tokens/);
    });

    it('more than 15 aliases are 400 GRAPHQL_VALIDATION_FAILED', async () => {
      const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: me { idUser }`).join(' ');
      const r = await postJson(JSON.stringify({ query: `{ ${aliases} }` }));
      expect(r.status).toBe(400);
      expect(firstCode(r)).toBe('GRAPHQL_VALIDATION_FAILED');
    });
  });

  describe('size limit', () => {
    it('a body over 1 MB is 413 JSON', async () => {
      const r = await postJson(JSON.stringify({ query: '{ me { idUser } }', variables: { filler: 'x'.repeat(1_100_000) } }));
      expect(r.status).toBe(413);
      expect(r.json).toMatchObject({ success: false, message: 'Ukuran permintaan terlalu besar' });
      expectNoInternals(r.text);
    });

    it('a body just under 1 MB is accepted', async () => {
      const r = await postJson(JSON.stringify({ query: '{ me { idUser } }', variables: { filler: 'x'.repeat(900_000) } }));
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ data: { me: null } });
    });
  });

  describe('CSRF prevention', () => {
    it('refuses multipart without apollo-require-preflight, running nothing', async () => {
      const before = await skpdCount();
      const r = await send({ body: multipartCreate('Dinas CSRF'), headers: { authorization: `Bearer ${admin}` } });
      expect(r.status).toBe(400);
      expect(firstCode(r)).toBe('BAD_REQUEST');
      expect(r.json.errors[0].message).toMatch(/Cross-Site Request Forgery/);
      expect(r.json.data).toBeUndefined();
      expect(await skpdCount()).toBe(before);
    });

    it('accepts the same multipart request with apollo-require-preflight', async () => {
      const r = await send({ body: multipartCreate('Dinas Preflight'), headers: { authorization: `Bearer ${admin}`, 'apollo-require-preflight': 'true' } });
      expect(r.status).toBe(200);
      expect(r.json.data.createSkpd.idSkpd).toBeGreaterThan(0);
      expect(await app.sql(`select 1 from skpd where skpd = 'Dinas Preflight'`)).toHaveLength(1);
    });

    it('refuses a text/plain body (a simple cross-site form post)', async () => {
      const before = await skpdCount();
      const r = await send({
        body: JSON.stringify({ query: 'mutation { createSkpd(input: { skpd: "Dinas Teks", kode: 1, status: 1 }) { idSkpd } }' }),
        headers: { 'content-type': 'text/plain', authorization: `Bearer ${admin}` },
      });
      expect(r.status).toBe(400);
      expect(await skpdCount()).toBe(before);
    });

    it('refuses a mutation over GET', async () => {
      const query = encodeURIComponent('mutation { createSkpd(input: { skpd: "Dinas GET", kode: 1, status: 1 }) { idSkpd } }');
      const before = await skpdCount();
      const r = await send({ method: 'GET', query: `query=${query}`, headers: { authorization: `Bearer ${admin}`, 'apollo-require-preflight': 'true' } });
      expect(r.status).toBe(405);
      expect(await skpdCount()).toBe(before);
    });
  });

  it('keeps an idle connection open longer than the reverse proxy keeps its own, and says so', async () => {
    const agent = new Agent({ keepAlive: true });
    const keepAlive = await new Promise<string>((resolve, reject) => {
      const req = request(`${app.url}/healthz`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.headers['keep-alive'])));
      });
      req.on('error', reject);
      req.end();
    }).finally(() => agent.destroy());
    expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    const caddy = /^\s*keepalive (\d+)s$/m.exec(readFileSync(fileURLToPath(new URL('../../../deploy/Caddyfile', import.meta.url)), 'utf8'));
    expect(caddy, 'deploy/Caddyfile sets its idle timeout to the app').not.toBeNull();
    expect(KEEP_ALIVE_MS).toBeGreaterThan(Number(caddy![1]) * 1000);
  });

  it('packs an API answer for a client that accepts it, at the fastest level, and not a small one or for a client that does not', async () => {
    const raw = (encoding: string | null, query = '{ __type(name: "Query") { fields { name description } } }') =>
      new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
        const headers = { 'content-type': 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) };
        const req = request(`${app.url}/graphql`, { method: 'POST', headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end(JSON.stringify({ query }));
      });
    const plain = await raw(null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(2000);
    const br = await raw('gzip, deflate, br');
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'content-length': String(br.bytes.length) });
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(plain.bytes.toString());
    const quality = (q: number) => brotliCompressSync(plain.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: q } });
    expect(API_BROTLI.params[constants.BROTLI_PARAM_QUALITY]).toBe(1);
    expect(br.bytes.equals(quality(1))).toBe(true);
    expect(br.bytes.equals(quality(4))).toBe(false);
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(plain.bytes.toString());
    expect((await raw('identity')).headers['content-encoding']).toBeUndefined();
    const small = await raw('br', '{ __typename }');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString())).toEqual({ data: { __typename: 'Query' } });
  });

  it('packs a public answer kept by the shared GET cache for each client, saying it varies by Accept-Encoding', async () => {
    const [{ id_kegiatan: id }] = await app.sql(
      `insert into kegiatan (judul, highlight, isi, status, nama_user) values ('Kerja Bakti', 'ringkas', repeat('<p>Warga membersihkan saluran air.</p>', 80), 1, 'Admin') returning id_kegiatan`,
    );
    const url = `${app.url}/graphql?query=${encodeURIComponent(`{ kegiatanPublikDetail(idKegiatan: ${id}) { judul isi } }`)}`;
    const get = (encoding: string | null) =>
      new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
        const req = request(url, { headers: { 'apollo-require-preflight': '1', ...(encoding ? { 'accept-encoding': encoding } : {}) } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    // the first client accepts no encoding: the answer kept says it varies by Accept only
    const first = await get(null);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.bytes.length).toBeGreaterThan(2000);
    const kept = await get('br');
    expect(kept.headers).toMatchObject({ 'content-encoding': 'br', age: expect.any(String) });
    expect(String(kept.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(kept.bytes).toString()).toBe(first.bytes.toString());
    // a legacy *.php answer is an API answer too
    const legacy = await fetch(`${app.url}/api/front/read_kegiatan.php`, { headers: { 'accept-encoding': 'br' } });
    expect(legacy.headers.get('content-encoding')).toBe('br');
    expect(await legacy.json()).toMatchObject({ success: true, data: [expect.objectContaining({ judul: 'Kerja Bakti' })] });
  });

  it('answers a health check', async () => {
    const res = await fetch(`${app.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
