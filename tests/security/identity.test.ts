/**
 * Identity hygiene: password hashing strength, no account enumeration by message or timing, session
 * tokens that cannot be forged, stretched or kept after revocation, an audit trail of logins, failures,
 * denials and role changes, and logs without secrets.
 */
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/modules/auth/passwords.js';
import { Tokens } from '../../server/src/modules/auth/tokens.js';
import { createTestApp, type TestApp } from '../../server/src/test/test-app.js';
import { subscribe, wsClient } from '../../server/src/test/subscriptions.js';
import { createPenjajagan, createSkpd, kegiatanInput, png } from './fixtures.js';
import { codeOf, createAccount, gql, gqlMultipart, legacyCall, PASSWORD, type Account } from './support.js';

const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { token } }';
const ME = '{ me { idUser idLevel } }';
const UPDATE = 'mutation($id: Int!, $i: UpdateUserInput!) { updateUser(idUser: $id, input: $i) { idUser } }';

/** OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 degree of parallelism. */
const argon2Problems = (hash: string): string[] => {
  const m = /^\$(argon2(?:id|i|d))\$v=(\d+)\$([a-z]=\d+(?:,[a-z]=\d+)*)\$/.exec(hash);
  if (!m) return [`not an argon2 hash: ${hash.slice(0, 20)}…`];
  const p = Object.fromEntries(m[3]!.split(',').map((kv) => [kv[0], Number(kv.slice(2))])) as Record<string, number>;
  const problems: string[] = [];
  if (m[1] !== 'argon2id') problems.push(`variant ${m[1]}`);
  if (Number(m[2]) < 19) problems.push(`version ${m[2]}`);
  if (!(p.m! >= 19_456)) problems.push(`memory ${p.m} KiB`);
  if (!(p.t! >= 2)) problems.push(`iterations ${p.t}`);
  if (!(p.p! >= 1)) problems.push(`parallelism ${p.p}`);
  return problems;
};

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

describe('identity hygiene', () => {
  let app: TestApp;
  let admin: string;
  let partner: Account;
  const logLines: string[] = [];

  beforeAll(async () => {
    // Every log line of this server, at the most verbose level, is kept to be searched for secrets.
    app = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line: string) => void logLines.push(line) } });
    admin = await app.login();
    partner = await createAccount(app, admin, 3, 'Mitra Identitas');
  });
  afterAll(() => app?.close());

  /** The account's current fields as the user form sends them, with `over` changed. */
  const form = async (idUser: number, over: Record<string, unknown>) => {
    const [u] = await app.sql('select nama, username, email, hp, id_level, id_skpd, id_status from users where id_user = $1', [idUser]);
    return { nama: u.nama, username: u.username, email: u.email, hp: u.hp, idLevel: u.id_level, idSkpd: u.id_skpd, status: u.id_status, ...over };
  };
  const expect401 = async (token: string, what: string) => {
    const r = await gql(app, ME, {}, token);
    expect(r.status, what).toBe(401);
    expect(codeOf(r), what).toBe('UNAUTHENTICATED');
    const legacy = await legacyCall(app, 'penjajagan/read.php', 'GET', {}, token);
    expect(legacy.status, `${what} (legacy)`).toBe(401);
  };

  describe('passwords', () => {
    it('are hashed with argon2id at least at the OWASP minimum, salted per account', async () => {
      const rows = await app.sql<{ password_hash: string }>('select password_hash from users');
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const { password_hash } of rows) expect(argon2Problems(password_hash)).toEqual([]);
      const [a, b] = [await hashPassword('Sama#123'), await hashPassword('Sama#123')];
      expect(a).not.toBe(b);
      expect(argon2Problems(a)).toEqual([]);
    });

    it('negative control: a weak or different hash is reported', () => {
      expect(argon2Problems('$argon2id$v=19$m=4096,t=3,p=1$c2FsdA$aGFzaA')).toEqual(['memory 4096 KiB']);
      expect(argon2Problems('$argon2i$v=19$m=19456,t=1,p=1$c2FsdA$aGFzaA')).toEqual(['variant argon2i', 'iterations 1']);
      expect(argon2Problems('$2b$10$abcdefghijklmnopqrstuv')).toHaveLength(1);
    });
  });

  describe('no account enumeration', () => {
    type Attempt = (i: number) => Record<string, string | number>;
    /**
     * Median times of two kinds of call of `mutation` (a login by default), `tries` each, interleaved so
     * that the load of a shared machine weighs on both alike; the throttle is cleared so that every try
     * does the full work. `messages` are the error messages, or the answer itself.
     */
    const timeCalls = async (a: Attempt, b: Attempt, tries = 10, mutation = LOGIN) => {
      const times: [number[], number[]] = [[], []];
      const messages: [Set<string>, Set<string>] = [new Set(), new Set()];
      for (let i = 0; i < tries; i++) {
        for (const [k, attempt] of [a, b].entries()) {
          await app.sql('delete from rate_limit');
          const started = performance.now();
          const r = await gql(app, mutation, { i: attempt(i) });
          times[k]!.push(performance.now() - started);
          messages[k]!.add(r.errors?.[0]?.message ?? JSON.stringify(r.data));
        }
      }
      return { a: { ms: median(times[0]), messages: messages[0] }, b: { ms: median(times[1]), messages: messages[1] } };
    };
    const timeLogins = (a: Attempt, b: Attempt, tries = 10) => timeCalls(a, b, tries);
    const unknownUser = (i: number) => ({ username: `tidak-ada-${i}`, password: 'Salah#123' });
    const wrongPassword = (i: number) => ({ username: partner.username, password: `Salah#${i}xyz` });

    it('answers an unknown user and a wrong password with the same message in a similar time', async () => {
      await timeLogins(unknownUser, wrongPassword, 2); // warm-up: the dummy hash is computed once
      const { a: unknown, b: wrong } = await timeLogins(unknownUser, wrongPassword, 10);
      expect([...unknown.messages]).toEqual(['Akun atau Kata Sandi salah']);
      expect([...wrong.messages]).toEqual(['Akun atau Kata Sandi salah']);
      const ratio = unknown.ms / wrong.ms;
      expect(ratio, `unknown ${unknown.ms.toFixed(1)} ms vs wrong ${wrong.ms.toFixed(1)} ms`).toBeGreaterThan(0.5);
      expect(ratio, `unknown ${unknown.ms.toFixed(1)} ms vs wrong ${wrong.ms.toFixed(1)} ms`).toBeLessThan(2);
    }, 120_000);

    it('answers the registration of a taken e-mail as a fresh one, in a similar time', async () => {
      const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) }';
      const registration = (email: string) => ({ instansi: 'Instansi Uji', idLevel: 3, email, noTelp: '0812', password: 'Daftar#123' });
      const run = Date.now().toString(36);
      const free = (i: number) => registration(`baru-${run}-${i}@example.id`);
      const taken = () => registration(`${partner.username}@example.id`);
      await timeCalls(free, taken, 2, REGISTER); // warm-up
      const { a: fresh, b: again } = await timeCalls((i) => free(i + 2), taken, 8, REGISTER);
      expect([...fresh.messages]).toEqual(['{"register":"Harap Verifikasi Email Untuk Mengaktifkan Akun"}']);
      expect([...again.messages]).toEqual([...fresh.messages]);
      const ratio = again.ms / fresh.ms;
      expect(ratio, `taken ${again.ms.toFixed(1)} ms vs fresh ${fresh.ms.toFixed(1)} ms`).toBeGreaterThan(0.5);
      expect(ratio, `taken ${again.ms.toFixed(1)} ms vs fresh ${fresh.ms.toFixed(1)} ms`).toBeLessThan(2);
      expect(await app.sql('select 1 from users where email = $1', [`${partner.username}@example.id`])).toHaveLength(1);
    }, 120_000);

    it('negative control: the timing check tells apart a path that skips the password hash', async () => {
      // An empty password is refused by validation, before any hashing: the same measure sees the gap.
      const { a: fast, b: wrong } = await timeLogins(() => ({ username: partner.username, password: '' }), wrongPassword, 6);
      expect(fast.ms / wrong.ms).toBeLessThan(0.5);
    }, 120_000);
  });

  describe('session tokens', () => {
    const claimsOf = (a: Account) => ({ id_user: a.idUser, nama: 'Mitra Identitas', id_level: 3, ver: 0 });

    it('accepts only HS256 tokens of this server, with its issuer and audience, before they expire', async () => {
      const secret = app.config.jwt.secret;
      const base = { issuer: 'kerja-sama', audience: 'kerja-sama', subject: String(partner.idUser) };
      const good = jwt.sign(claimsOf(partner), secret, { ...base, algorithm: 'HS256', expiresIn: 60 });
      expect((await gql(app, ME, {}, good)).data!.me.idUser).toBe(partner.idUser);

      const cases: [string, string][] = [
        ['HS512 with the right key (algorithm not pinned)', jwt.sign(claimsOf(partner), secret, { ...base, algorithm: 'HS512', expiresIn: 60 })],
        ['alg=none', jwt.sign(claimsOf(partner), '', { ...base, algorithm: 'none' } as jwt.SignOptions)],
        ['another key', jwt.sign(claimsOf(partner), 'k'.repeat(48), { ...base, algorithm: 'HS256', expiresIn: 60 })],
        ['another issuer', jwt.sign(claimsOf(partner), secret, { ...base, issuer: 'lain', algorithm: 'HS256', expiresIn: 60 })],
        ['another audience', jwt.sign(claimsOf(partner), secret, { ...base, audience: 'lain', algorithm: 'HS256', expiresIn: 60 })],
        ['expired', jwt.sign({ ...claimsOf(partner), exp: Math.floor(Date.now() / 1000) - 5 }, secret, { ...base, algorithm: 'HS256' })],
        ['an e-mail verification link', new Tokens(secret, '1h').signVerification(partner.idUser)],
        ['a raised level in a re-encoded payload', `${partner.token.split('.')[0]}.${Buffer.from(JSON.stringify({ ...jwt.decode(partner.token) as object, id_level: 99 })).toString('base64url')}.${partner.token.split('.')[2]}`],
        ['a truncated signature', partner.token.slice(0, -3)],
        ['garbage', 'abc.def.ghi'],
      ];
      for (const [what, token] of cases) await expect401(token, what);
    });

    it('lets a client that still sends an expired token sign in again, and nothing else', async () => {
      const stale = jwt.sign({ ...claimsOf(partner), exp: Math.floor(Date.now() / 1000) - 5 }, app.config.jwt.secret, { issuer: 'kerja-sama', audience: 'kerja-sama', algorithm: 'HS256' });
      const r = await gql(app, LOGIN, { i: { username: partner.username, password: PASSWORD } }, stale);
      expect(r.errors).toBeUndefined();
      const legacy = await legacyCall(app, 'login/login.php', 'POST', { username: partner.username, password: PASSWORD }, stale);
      expect([legacy.status, legacy.body.success]).toEqual([200, true]);
      // A login bundled with anything else is not a way around the expired session.
      const bundled = await gql(app, `mutation($i: LoginInput!) { login(input: $i) { token } kirimPesan(idPenjajagan: 1, pesan: "x") { id } }`, { i: { username: partner.username, password: PASSWORD } }, stale);
      expect([bundled.status, codeOf(bundled)]).toEqual([401, 'UNAUTHENTICATED']);
    });

    it('expires as JWT_TTL says', async () => {
      // 5 s, not 1: `exp` counts whole seconds from a floored `iat`, so a 1 s token may live only a few ms.
      const shortLived = await createTestApp({ JWT_TTL: '5s', DATABASE_URL: app.config.databaseUrl!, JWT_SECRET: 's'.repeat(48) });
      try {
        const token = await shortLived.login(partner.username, PASSWORD);
        const { exp, iat } = jwt.decode(token) as { exp: number; iat: number };
        expect(exp - iat).toBe(5);
        expect((await gql(shortLived, ME, {}, token)).data!.me.idUser).toBe(partner.idUser);
        // Until the token's own expiry has passed (a second of clock rounding beyond it).
        await new Promise((r) => setTimeout(r, Math.max(0, exp * 1000 + 1000 - Date.now())));
        const r = await gql(shortLived, ME, {}, token);
        expect([r.status, codeOf(r)]).toEqual([401, 'UNAUTHENTICATED']);
      } finally {
        await shortLived.close();
      }
    });

    it.each([
      ['disabled', async (a: Account) => gql(app, UPDATE, { id: a.idUser, i: await form(a.idUser, { status: 2 }) }, admin)],
      ['downgraded', async (a: Account) => gql(app, UPDATE, { id: a.idUser, i: await form(a.idUser, { idLevel: 3, idSkpd: null }) }, admin)],
      ['given a new password', async (a: Account) => gql(app, UPDATE, { id: a.idUser, i: await form(a.idUser, { password: 'Baru#2026' }) }, admin)],
      ['deleted', async (a: Account) => gql(app, 'mutation($id: Int!) { deleteUser(idUser: $id) }', { id: a.idUser }, admin)],
    ])('stops honouring the tokens of an account %s', async (what, change) => {
      const account = await createAccount(app, admin, 2, `Staf ${what}`, await createSkpd(app, admin, `Dinas ${what}`));
      expect((await gql(app, ME, {}, account.token)).data!.me.idUser).toBe(account.idUser);
      expect((await change(account)).errors).toBeUndefined();
      await expect401(account.token, what);
    });

    it('negative control: an edit that changes no right keeps the session', async () => {
      const account = await createAccount(app, admin, 4, 'Mitra Tetap Masuk');
      expect((await gql(app, UPDATE, { id: account.idUser, i: await form(account.idUser, { nama: 'Nama Baru' }) }, admin)).errors).toBeUndefined();
      expect((await gql(app, ME, {}, account.token)).data!.me.idUser).toBe(account.idUser);
    });
  });

  describe('signed file links and Keluar', () => {
    const DOKUMEN = 'query($id: Int!) { penjajagan(idPenjajagan: $id) { dokumen { url } } }';
    /** A partner with a proposal and its document link, made for that partner. */
    const partnerWithLink = async (name: string) => {
      const account = await createAccount(app, admin, 3, name);
      const id = await createPenjajagan(app, account.token, { judul: `Usulan ${name}` });
      const linkFor = async (token: string) => (await gql(app, DOKUMEN, { id }, token)).data!.penjajagan.dokumen[0].url as string;
      return { account, id, link: await linkFor(account.token), linkFor };
    };
    const open = async (link: string) => (await fetch(`${app.url}${link}`)).status;

    it('carry their viewer and stop working once that account is disabled', async () => {
      const { account, id, link, linkFor } = await partnerWithLink('Mitra Tautan');
      const adminLink = await linkFor(admin);
      expect(new URL(link, app.url).searchParams.get('uid')).toBe(String(account.idUser));
      expect(await open(link)).toBe(200);
      expect((await gql(app, UPDATE, { id: account.idUser, i: await form(account.idUser, { status: 2 }) }, admin)).errors).toBeUndefined();
      expect(await open(link)).toBe(403);
      // the same file through the admin's own link still opens
      expect(await open(adminLink)).toBe(200);
      expect(id).toBeGreaterThan(0);
    });

    it('are refused when altered: another viewer, another token version, another expiry', async () => {
      const { link } = await partnerWithLink('Mitra Ubah Tautan');
      const altered = (name: string, value: string) => {
        const url = new URL(link, app.url);
        url.searchParams.set(name, value);
        return `${url.pathname}${url.search}`;
      };
      expect(await open(link)).toBe(200);
      for (const [name, value] of [['uid', '1'], ['ver', '5'], ['exp', String(Number(new URL(link, app.url).searchParams.get('exp')) + 3600)]] as const) {
        expect(await open(altered(name, value)), name).toBe(403);
      }
    });

    it('Keluar (logout) ends the session on the server: the token and the links made for it stop working, and Riwayat says so', async () => {
      const { account, link } = await partnerWithLink('Mitra Keluar');
      const otherSession = await app.login(account.username, PASSWORD);
      const r = await gql(app, 'mutation { logout }', {}, account.token);
      expect(r.errors).toBeUndefined();
      expect(r.data!.logout).toBe(true);
      await expect401(account.token, 'after logout');
      await expect401(otherSession, 'another session of the account after logout');
      expect(await open(link)).toBe(403);
      const lines = await app.sql<{ aksi: string }>('select aksi from riwayat where id_user = $1 order by id_riwayat desc limit 1', [account.idUser]);
      expect(lines).toEqual([{ aksi: 'Keluar dari sistem' }]);
      // signing in again gives a working session and working links
      const again = await app.login(account.username, PASSWORD);
      expect((await gql(app, ME, {}, again)).data!.me.idUser).toBe(account.idUser);
    });

    it('Keluar needs a session', async () => {
      const r = await gql(app, 'mutation { logout }');
      expect(codeOf(r)).toBe('UNAUTHENTICATED');
    });

    it('never reach the log with their signature', async () => {
      const { link } = await partnerWithLink('Mitra Log Tautan');
      expect(await open(link)).toBe(200);
      expect(await open(`${link}x`)).toBe(403);
      const sig = new URL(link, app.url).searchParams.get('sig')!;
      expect(sig.length).toBeGreaterThan(20);
      const log = logLines.join('');
      expect(log).toContain(new URL(link, app.url).pathname);
      expect(log).not.toContain(sig);
    });
  });

  describe('audit trail (Riwayat)', () => {
    const riwayatOf = async (nama: string) => (await app.sql<{ aksi: string }>('select aksi from riwayat where nama_user = $1 order by id_riwayat', [nama])).map((r) => r.aksi);

    it('records logins, failed logins, refused actions (GraphQL and legacy) and level changes', async () => {
      const account = await createAccount(app, admin, 4, 'Pemda Diaudit');
      await gql(app, LOGIN, { i: { username: account.username, password: 'Salah#999' } });
      await app.login(account.username, PASSWORD);
      expect(codeOf(await gql(app, '{ users { total } }', {}, account.token))).toBe('FORBIDDEN');
      expect((await legacyCall(app, 'history/read.php', 'GET', {}, account.token)).status).toBe(403);
      const aksi = await riwayatOf('Pemda Diaudit');
      expect(aksi).toContain('Masuk ke sistem');
      expect(aksi).toContain('Akses ditolak: users');
      expect(aksi).toContain('Akses ditolak: riwayat');
      const failed = await app.sql(`select 1 from riwayat where aksi = $1`, [`Gagal masuk dengan akun "${account.username}"`]);
      expect(failed).toHaveLength(1);

      expect((await gql(app, UPDATE, { id: account.idUser, i: await form(account.idUser, { idLevel: 5 }) }, admin)).errors).toBeUndefined();
      const change = await app.sql<{ aksi: string; nama_user: string }>(`select aksi, nama_user from riwayat where aksi like 'Mengubah pengguna "Pemda Diaudit"%'`);
      expect(change).toEqual([{ aksi: 'Mengubah pengguna "Pemda Diaudit" (level Pemerintah Daerah → Pihak Sinergi)', nama_user: 'Administrator' }]);
    });

    it('records a refused field of an allowed query, and a refused subscription', async () => {
      await gqlMultipart(app, 'mutation($i: KegiatanInput!, $gambar: Upload) { createKegiatan(input: $i, gambar: $gambar) { idKegiatan } }', { i: kegiatanInput() }, { gambar: await png() }, admin);
      const r = await gql(app, '{ kegiatanPublik { items { judul namaUser } } }', {}, partner.token);
      expect(codeOf(r)).toBe('FORBIDDEN');
      expect(await riwayatOf('Mitra Identitas')).toContain('Akses ditolak: kegiatanPublik.items.namaUser');

      const other = await createAccount(app, admin, 5, 'Lembaga Lain');
      const theirs = await createPenjajagan(app, other.token, { judul: 'Milik lembaga lain' });
      const client = wsClient(app.url, partner.token);
      try {
        const sub = subscribe(client, 'subscription($id: Int!) { pesanBaru(idPenjajagan: $id) { id } }', { id: theirs }, 'pesanBaru');
        for (let i = 0; i < 50 && !sub.errors.length; i++) await new Promise((res) => setTimeout(res, 50));
        expect(sub.errors[0]?.extensions?.code).toBe('FORBIDDEN');
        // The audit line is written before the refusal is sent.
        expect(await riwayatOf('Mitra Identitas')).toContain('Akses ditolak: pesanBaru');
      } finally {
        await client.dispose();
      }
    });
  });

  describe('logs', () => {
    it('never carry a password or a token, though every request is logged', async () => {
      const secretPassword = 'Sangat#Rahasia77';
      const account = await createAccount(app, admin, 3, 'Mitra Log');
      await gql(app, UPDATE, { id: account.idUser, i: { nama: 'Mitra Log', username: account.username, email: `${account.username}@example.id`, hp: account.hp, idLevel: 3, status: 1, password: secretPassword } }, admin);
      const token = await app.login(account.username, secretPassword);
      await gql(app, LOGIN, { i: { username: account.username, password: `${secretPassword}x` } });
      await legacyCall(app, 'login/login.php', 'POST', { username: account.username, password: secretPassword });
      await legacyCall(app, 'login/login.php', 'POST', { username: account.username, password: `${secretPassword}y` });
      await legacyCall(app, 'penjajagan/laporan.php', 'GET', { token, tanggal_dari: '2020-01-01', tanggal_sampai: '2030-01-01', format: 'json' });
      await gql(app, ME, {}, token);
      await gql(app, ME, {}, `${token}rusak`);
      const log = logLines.join('');
      expect(log).toContain('"url":"/graphql"');
      expect(log).toContain('/api/login/login.php');
      expect(log).toContain('[disembunyikan]');
      expect(log).not.toContain(secretPassword);
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.split('.')[2]!);
      expect(log).not.toMatch(/\$argon2id\$/);
    });

    it('negative control: the same search finds a secret that is logged', async () => {
      const { createLogger } = await import('../../server/src/app/logger.js');
      const lines: string[] = [];
      const log = createLogger('info', { write: (l: string) => void lines.push(l) });
      log.info({ body: { password: 'Bocor#1', note: 'Bocor#2' }, token: 'tok.en.x' }, 'uji');
      const text = lines.join('');
      expect(text).not.toContain('Bocor#1');
      expect(text).not.toContain('tok.en.x');
      expect(text).toContain('Bocor#2'); // an unnamed field is not redacted: the search would catch it
    });
  });
});
