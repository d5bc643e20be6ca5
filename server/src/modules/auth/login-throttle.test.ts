import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../test/test-app.js';

const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { token } }';

describe('login throttling: guessing is limited, nobody can lock an account out', () => {
  let app: TestApp;
  let captchaApp: TestApp;

  /** A login from a given client address (the server trusts one proxy hop here). */
  const loginFrom = async (target: TestApp, ip: string, username: string, password: string, captcha?: string) => {
    const res = await fetch(`${target.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ query: LOGIN, variables: { i: { username, password, captcha } } }),
    });
    const body = (await res.json()) as { data?: { login?: { token: string } }; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] };
    return { token: body.data?.login?.token, code: body.errors?.[0]?.extensions?.code, error: body.errors?.[0] };
  };

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: '1' });
    captchaApp = await createTestApp({ TRUST_PROXY: '1', CAPTCHA: 'on' });
  });
  afterAll(async () => {
    await app?.close();
    await captchaApp?.close();
  });
  beforeEach(async () => {
    await app.sql(`delete from rate_limit`);
    await app.sql(`delete from riwayat`);
  });

  it('the admin logs in from a second address while a first one is guessing', async () => {
    for (let i = 0; i < 6; i++) expect((await loginFrom(app, '203.0.113.7', 'admin', `Salah#${i}xx`)).code).toMatch(/BAD_USER_INPUT|TOO_MANY_REQUESTS/);
    const attacker = await loginFrom(app, '203.0.113.7', ADMIN.username, ADMIN.password);
    expect(attacker.code).toBe('TOO_MANY_REQUESTS');
    expect(attacker.error!.message).toMatch(/^Terlalu banyak percobaan masuk/);
    const owner = await loginFrom(app, '198.51.100.20', ADMIN.username, ADMIN.password);
    expect(owner.code).toBeUndefined();
    expect(owner.token).toBeTruthy();
  });

  it('guesses sent in parallel share the budget: 40 at once from one address check at most 5 passwords', async () => {
    await app.userWithLevel(1, { username: 'paralel' });
    const all = await Promise.all(Array.from({ length: 40 }, (_, i) => loginFrom(app, '203.0.113.40', 'paralel', `Salah#${i}xx`)));
    const checked = all.filter((r) => r.code === 'BAD_USER_INPUT').length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked + all.filter((r) => r.code === 'TOO_MANY_REQUESTS').length).toBe(40);
    // the right password from that address waits too; a successful login from an office's shared address
    // does not use up that address's budget
    expect((await loginFrom(app, '203.0.113.40', 'paralel', 'Rahasia#1')).code).toBe('TOO_MANY_REQUESTS');
    for (let i = 0; i < 35; i++) expect((await loginFrom(app, '198.51.100.40', ADMIN.username, ADMIN.password)).token).toBeTruthy();
    // right passwords sent at once from one address all get in (they wait their turn, nothing refuses them)
    const together = await Promise.all(Array.from({ length: 20 }, () => loginFrom(app, '198.51.100.41', ADMIN.username, ADMIN.password)));
    expect(together.filter((r) => r.token)).toHaveLength(20);
  });

  it('guesses by Akun and by e-mail share one budget', async () => {
    const user = await app.userWithLevel(1, { username: 'budget' });
    const [{ email }] = await app.sql<{ email: string }>(`select email from users where id_user = $1`, [user.idUser]);
    for (let i = 0; i < 3; i++) expect((await loginFrom(app, '203.0.113.8', 'budget', `Salah#${i}xx`)).code).toBe('BAD_USER_INPUT');
    for (let i = 0; i < 2; i++) expect((await loginFrom(app, '203.0.113.8', email.toUpperCase(), `Salah#${i}yy`)).code).toBe('BAD_USER_INPUT');
    expect((await loginFrom(app, '203.0.113.8', 'budget', 'Rahasia#1')).code).toBe('TOO_MANY_REQUESTS');
    expect((await loginFrom(app, '203.0.113.8', email, 'Rahasia#1')).code).toBe('TOO_MANY_REQUESTS');
  });

  it('an attack from many addresses slows the account down and shows in Riwayat without a line per guess', async () => {
    const user = await app.userWithLevel(1, { username: 'sasaran' });
    for (let i = 0; i < 10; i++) expect((await loginFrom(app, `203.0.113.${100 + i}`, 'sasaran', 'Salah#123')).code).toBe('BAD_USER_INPUT');
    const lines = (await app.sql<{ aksi: string }>(`select aksi from riwayat where aksi like 'Gagal%' order by id_riwayat`)).map((r) => r.aksi);
    expect(lines).toEqual([
      'Gagal masuk dengan akun "sasaran"',
      'Gagal masuk berulang dengan akun "sasaran": 5 kali dalam 15 menit dari 5 alamat',
      'Gagal masuk berulang dengan akun "sasaran": 10 kali dalam 15 menit dari 10 alamat',
    ]);
    const owner = await loginFrom(app, '198.51.100.21', 'sasaran', 'Rahasia#1');
    expect(owner.token).toBeTruthy();
    expect(user.idUser).toBeGreaterThan(0);
  }, 120_000);

  it('an account under attack asks for the stronger captcha; others get the ordinary one', async () => {
    const challenge = async (akun?: string) =>
      (await (await fetch(`${captchaApp.url}/api/captcha/challenge${akun ? `?akun=${akun}` : ''}`)).json()) as { parameters: { cost: number } };
    expect((await challenge('admin')).parameters.cost).toBe(5000);
    // Five failures from five addresses (an ordinary challenge accepted on its own terms is not needed to count them).
    await captchaApp.sql(`insert into rate_limit (key, hits, reset_at) values ('login:akun:1', 5, now() + interval '15 minutes')`);
    const strong = await challenge('ADMIN');
    expect(strong.parameters.cost).toBe(20000);
    expect((await challenge()).parameters.cost).toBe(5000);
    // A payload built on an ordinary challenge is refused for that account before any password is tried.
    const ordinary = await challenge();
    const payload = Buffer.from(JSON.stringify({ challenge: ordinary, solution: { counter: 1, derivedKey: 'x' } })).toString('base64');
    const r = await loginFrom(captchaApp, '198.51.100.22', 'admin', ADMIN.password, payload);
    expect(r.code).toBe('BAD_USER_INPUT');
    expect(r.error!.extensions!.fields).toEqual({ captcha: expect.stringMatching(/^Akun ini sedang menerima banyak percobaan masuk/) });
  });
});
