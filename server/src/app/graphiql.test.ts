import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { codeOf, ok } from '../test/results.js';
import { SDL_PATH } from './graphiql.js';

const INTROSPECT = '{ __schema { queryType { name } } }';

describe('/graphiql, the SDL and introspection (production, GRAPHIQL=off)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ NODE_ENV: 'production', GRAPHIQL: 'off' });
  });
  afterAll(() => app.close());

  it('serves the SDL with the public queries described, to anyone', async () => {
    const res = await fetch(`${app.url}${SDL_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const sdl = await res.text();
    expect(sdl).toContain('kesepakatanPublik(');
    expect(sdl).toMatch(/"""\s*Active agreements for \/kerjasama\/kesepakatan \(public\)/);
    expect(sdl).toContain('createAccessToken(');
  });

  it('GRAPHIQL=off: /graphiql answers 404, not the app', async () => {
    for (const path of ['/graphiql', '/graphiql.html']) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: 'GraphiQL dinonaktifkan di server ini (GRAPHIQL=off)' });
    }
  });

  it('introspection in production: signed-in staff only', async () => {
    expect(codeOf(await app.gql(INTROSPECT))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.gql('query { ...F } fragment F on Query { __type(name: "Query") { name } }'))).toBe('UNAUTHENTICATED');
    expect(ok(await app.gql('{ __typename }')).__typename).toBe('Query');
    const admin = await app.login();
    expect(ok(await app.gql(INTROSPECT, undefined, admin)).__schema.queryType.name).toBe('Query');
    const partner = await app.userWithLevel(3);
    expect(codeOf(await app.gql(INTROSPECT, undefined, partner.token))).toBe('FORBIDDEN');
  });
});

describe('/graphiql enabled (the default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers with the IDE page when the client is built (else says to build it)', async () => {
    const res = await fetch(`${app.url}/graphiql`);
    expect([200, 503]).toContain(res.status);
    if (res.status === 200) expect(await res.text()).toContain('GraphiQL');
    expect(ok(await app.gql(INTROSPECT)).__schema.queryType.name).toBe('Query');
  });
});
