import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { codeOf, errorOf, ok } from '../../test/results.js';
import { READ_ONLY_MESSAGE, SESSION_MESSAGE } from './access-token.plugin.js';
import { lastRiwayat } from '../../test/kerjasama-fixtures.js';

const CREATE = 'mutation($i: AccessTokenInput!) { createAccessToken(input: $i) { token accessToken { idToken nama prefix tulis createdAt expiresAt lastUsedAt } } }';
const LIST = '{ accessTokens { idToken nama prefix tulis createdAt lastUsedAt expiresAt } }';
const REVOKE = 'mutation($id: Int!) { revokeAccessToken(idToken: $id) }';
const CREATE_SKPD = 'mutation($i: SkpdInput!) { createSkpd(input: $i) { idSkpd } }';
const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { token } }';

describe('Token Akses (personal access tokens)', () => {
  let app: TestApp;
  let admin: string;

  const make = async (session: string, input: Record<string, unknown>) => {
    const r = ok(await app.gql(CREATE, { i: input }, session));
    return r.createAccessToken as { token: string; accessToken: { idToken: number; nama: string; prefix: string; tulis: boolean; lastUsedAt: string | null } };
  };
  const me = async (token: string) => app.gql<{ me: { idUser: number; nama: string } | null }>('{ me { idUser nama } }', undefined, token);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
  });
  afterAll(() => app.close());

  it('is shown once, stored only as its SHA-256, listed with its times, and written to Riwayat', async () => {
    const { token, accessToken } = await make(admin, { nama: '  Dasbor Kota ', berlakuHari: 30 });
    expect(token).toMatch(/^ks_pat_[A-Za-z0-9_-]{43}$/);
    expect(accessToken).toMatchObject({ nama: 'Dasbor Kota', tulis: false, lastUsedAt: null, prefix: token.slice(0, 11) });
    const [row] = await app.sql('select * from access_token where id_token = $1', [accessToken.idToken]);
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token.slice(11));
    expect(new Date(row.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const [riwayat] = await app.sql('select aksi from riwayat order by id_riwayat desc limit 1');
    expect(riwayat.aksi).toBe('Membuat token akses "Dasbor Kota" (hanya baca)');
    expect(JSON.stringify(await app.sql('select * from riwayat'))).not.toContain(token);

    ok(await me(token));
    const list = ok(await app.gql(LIST, undefined, admin)).accessTokens as { idToken: number; lastUsedAt: string | null; createdAt: string }[];
    const listed = list.find((t) => t.idToken === accessToken.idToken)!;
    expect(listed.createdAt).toBeTruthy();
    expect(listed.lastUsedAt).toBeTruthy();
    // the token itself is no field of the type
    expect(codeOf(await app.gql('{ accessTokens { token } }', undefined, admin))).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('acts as its account over GraphQL and the legacy paths, read-only', async () => {
    const { token } = await make(admin, { nama: 'Baca saja' });
    expect(ok(await me(token)).me).toMatchObject({ nama: expect.any(String) });
    expect(ok(await app.gql('{ skpds { total } }', undefined, token)).skpds.total).toBeGreaterThanOrEqual(0);
    const legacyRead = await app.legacy('skpd/read.php', {}, { token });
    expect(legacyRead.status).toBe(200);
    expect(legacyRead.body.success).toBe(true);

    const before = await app.sql('select count(*)::int as n from skpd');
    const refused = await app.gql(CREATE_SKPD, { i: { skpd: 'Dinas Token', kode: 9, status: 1 } }, token);
    expect(errorOf(refused)).toMatchObject({ message: READ_ONLY_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    expect(refused.status).toBe(403);
    const legacyWrite = await app.legacy('skpd/add.php', { skpd: 'Dinas Token', kode: '9', status: '1' }, { token });
    expect(legacyWrite.status).toBe(403);
    expect(legacyWrite.body).toMatchObject({ success: false, message: READ_ONLY_MESSAGE });
    // every mutation, even one any signed-in account may run
    expect(errorOf(await app.gql('mutation { logout }', undefined, token)).message).toBe(READ_ONLY_MESSAGE);
    expect(await app.sql('select count(*)::int as n from skpd')).toEqual(before);
  });

  it('writes only when an admin allowed it for their own token; others may not make one', async () => {
    const { token } = await make(admin, { nama: 'Sinkron', tulis: true });
    ok(await app.gql(CREATE_SKPD, { i: { skpd: 'Dinas Sinkron', kode: 10, status: 1 } }, token));
    expect((await lastRiwayat(app)).aksi).toBe('Menambah instansi "Dinas Sinkron"');

    const staff = await app.userWithLevel(4);
    const r = await app.gql(CREATE, { i: { nama: 'Coba tulis', tulis: true } }, staff.token);
    expect(errorOf(r)).toMatchObject({ message: 'Hanya admin yang dapat membuat token akses dengan izin menulis', extensions: { code: 'FORBIDDEN' } });
    const partner = await app.userWithLevel(3);
    const own = await make(partner.token, { nama: 'Integrasi mitra' });
    expect(ok(await me(own.token)).me!.idUser).toBe(partner.idUser);
  });

  it('never starts a session nor makes or manages tokens', async () => {
    const { token } = await make(admin, { nama: 'Penuh', tulis: true });
    const login = await app.gql(LOGIN, { i: { username: 'admin', password: 'Admin#12345' } }, token);
    expect(errorOf(login)).toMatchObject({ message: SESSION_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    const viaFragment = await app.gql('mutation($i: LoginInput!) { ...M } fragment M on Mutation { login(input: $i) { token } }', { i: { username: 'admin', password: 'Admin#12345' } }, token);
    expect(codeOf(viaFragment)).toBe('FORBIDDEN');
    const legacyLogin = await app.legacy('login/login.php', { username: 'admin', password: 'Admin#12345' }, { token });
    expect(legacyLogin.status).toBe(403);
    expect(codeOf(await app.gql(CREATE, { i: { nama: 'Anak' } }, token))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(LIST, undefined, token))).toBe('FORBIDDEN');
    const other = await make(admin, { nama: 'Lain' });
    expect(codeOf(await app.gql(REVOKE, { id: other.accessToken.idToken }, token))).toBe('FORBIDDEN');
    ok(await me(other.token));
  });

  it('stops at once when revoked, expired, its account disabled; follows a new level at once', async () => {
    const { token, accessToken } = await make(admin, { nama: 'Dicabut' });
    ok(await me(token));
    const partner = await app.userWithLevel(3);
    // another account's token is not there for it
    expect(codeOf(await app.gql(REVOKE, { id: accessToken.idToken }, partner.token))).toBe('NOT_FOUND');
    expect(ok(await app.gql(REVOKE, { id: accessToken.idToken }, admin)).revokeAccessToken).toBe(true);
    expect((await lastRiwayat(app)).aksi).toBe('Mencabut token akses "Dicabut"');
    const revoked = await app.gql('{ skpds { total } }', undefined, token);
    expect(revoked.status).toBe(401);
    expect(codeOf(revoked)).toBe('UNAUTHENTICATED');
    expect((await app.legacy('skpd/read.php', {}, { token })).status).toBe(401);
    expect(ok(await app.gql(LIST, undefined, admin)).accessTokens.map((t: { idToken: number }) => t.idToken)).not.toContain(accessToken.idToken);

    const expiring = await make(admin, { nama: 'Kedaluwarsa', berlakuHari: 1 });
    await app.sql("update access_token set expires_at = now() - interval '1 second' where id_token = $1", [expiring.accessToken.idToken]);
    expect(codeOf(await app.gql('{ skpds { total } }', undefined, expiring.token))).toBe('UNAUTHENTICATED');

    const second = await app.userWithLevel(99);
    const write = await make(second.token, { nama: 'Admin kedua', tulis: true });
    ok(await app.gql('{ skpds { total } }', undefined, write.token));
    await app.sql('update users set id_level = 2 where id_user = $1', [second.idUser]);
    expect(codeOf(await app.gql('{ skpds { total } }', undefined, write.token))).toBe('FORBIDDEN');
    expect(errorOf(await app.gql(CREATE_SKPD, { i: { skpd: 'Dinas Turun', kode: 11, status: 1 } }, write.token)).message).toBe(READ_ONLY_MESSAGE);
    await app.sql('update users set id_status = 2 where id_user = $1', [second.idUser]);
    expect(codeOf(await me(write.token))).toBe('UNAUTHENTICATED');
  });

  it('is rate limited per token, across instances (the counter lives in PostgreSQL)', async () => {
    const { token, accessToken } = await make(admin, { nama: 'Cepat' });
    const other = await make(admin, { nama: 'Lambat' });
    ok(await me(token));
    await app.sql(`update rate_limit set hits = 100000 where key = $1`, [`pat:${accessToken.idToken}`]);
    const limited = await app.gql('{ skpds { total } }', undefined, token);
    expect(limited.status).toBe(429);
    expect(codeOf(limited)).toBe('TOO_MANY_REQUESTS');
    expect((await app.legacy('skpd/read.php', {}, { token })).status).toBe(429);
    ok(await me(other.token));
  });

  it('refuses a made-up or malformed token like a bad session, and checks its input', async () => {
    const r = await app.gql('{ skpds { total } }', undefined, 'ks_pat_palsu');
    expect(r.status).toBe(401);
    expect(codeOf(r)).toBe('UNAUTHENTICATED');
    // public queries still answer, as to a visitor
    ok(await app.gql('{ kesepakatanPublik { total } }', undefined, 'ks_pat_palsu'));
    expect(codeOf(await app.gql(CREATE, { i: { nama: '  ' } }, admin))).toBe('BAD_USER_INPUT');
    expect(codeOf(await app.gql(CREATE, { i: { nama: 'x', berlakuHari: 0 } }, admin))).toBe('BAD_USER_INPUT');
    expect(codeOf(await app.gql(CREATE, { i: { nama: 'x' } }))).toBe('UNAUTHENTICATED');
  });
});
