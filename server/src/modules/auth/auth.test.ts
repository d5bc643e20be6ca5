import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../test/test-app.js';

const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { token user { idUser nama idLevel } } }';
const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) }';
const VERIFY = 'mutation($t: String!) { verifyEmail(token: $t) }';
const ME = '{ me { idUser nama idLevel email } }';

describe('auth', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('logs the seeded admin in with a JWT carrying id_user, nama and id_level', async () => {
    const r = await app.gql(LOGIN, { i: ADMIN });
    expect(r.errors).toBeUndefined();
    const claims = jwt.decode(r.data!.login.token) as Record<string, unknown>;
    expect(claims).toMatchObject({ id_user: 1, nama: 'Administrator', id_level: 99 });
    const me = await app.gql(ME, {}, r.data!.login.token);
    expect(me.data!.me).toMatchObject({ idUser: 1, idLevel: 99, email: 'admin@kerjasama.local' });
  });

  it('gives the same message for an unknown user and a wrong password, and records the failure', async () => {
    const unknown = await app.gql(LOGIN, { i: { username: 'tidak-ada', password: 'Salah#123' } });
    const wrong = await app.gql(LOGIN, { i: { username: 'admin', password: 'Salah#123' } });
    expect(unknown.errors![0]!.message).toBe('Akun atau Kata Sandi salah');
    expect(wrong.errors![0]!.message).toBe(unknown.errors![0]!.message);
    const rows = await app.sql(`select aksi from riwayat where aksi like 'Gagal masuk%'`);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('requires Akun and Kata Sandi with SPEC messages', async () => {
    const r = await app.gql(LOGIN, { i: { username: '', password: '' } });
    expect(r.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { username: 'Akub tidak boleh kosong', password: 'Kata Sandi tidak boleh kosong' },
    });
  });

  it('throttles repeated failures per account with an Indonesian message', async () => {
    const user = await app.userWithLevel(1, { username: 'throttled' });
    expect(user.idUser).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) await app.gql(LOGIN, { i: { username: 'throttled', password: 'Salah#123' } });
    const blocked = await app.gql(LOGIN, { i: { username: 'throttled', password: 'Rahasia#1' } });
    expect(blocked.errors![0]!.extensions!.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.errors![0]!.message).toMatch(/^Terlalu banyak percobaan masuk/);
  });

  it('refuses forged, foreign-key, alg=none and garbage tokens with 401', async () => {
    const claims = { id_user: 1, nama: 'Administrator', id_level: 99, ver: 0 };
    const foreign = jwt.sign(claims, 'x'.repeat(48), { issuer: 'kerja-sama', audience: 'kerja-sama' });
    const none = jwt.sign(claims, '', { algorithm: 'none', issuer: 'kerja-sama', audience: 'kerja-sama' } as jwt.SignOptions);
    for (const token of [foreign, none, 'garbage', `${(await app.login()).slice(0, -2)}xx`]) {
      const r = await app.gql(ME, {}, token);
      expect(r.status).toBe(401);
      expect(r.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    }
  });

  it('registers a partner in status 0, mails a link that activates it, then logs in', async () => {
    const input = { instansi: 'PT Maju Jaya', idLevel: 3, email: 'Mitra@Example.ID', noTelp: '0812-3456x', password: 'Mitra#123' };
    const r = await app.gql(REGISTER, { i: input });
    expect(r.data!.register).toBe('Harap Verifikasi Email Untuk Mengaktifkan Akun');
    const [row] = await app.sql(`select username, email, hp, id_level, id_status, nama from users where email = 'mitra@example.id'`);
    expect(row).toMatchObject({ username: 'mitra@example.id', hp: '08123456', id_level: 3, id_status: 0, nama: 'PT Maju Jaya' });

    const notYet = await app.gql(LOGIN, { i: { username: 'mitra@example.id', password: 'Mitra#123' } });
    expect(notYet.errors![0]!.message).toBe('Akun belum diaktivasi, silakan verifikasi email Anda');

    const outbox = path.join(app.config.dataDir, 'outbox');
    const mail = readFileSync(path.join(outbox, readdirSync(outbox)[0]!), 'utf8');
    expect(mail).toContain('To: mitra@example.id');
    const token = /\/verifikasi\/([\w.-]+)/.exec(mail.replace(/=\r?\n/g, ''))![1]!;
    expect((await app.gql(VERIFY, { t: token })).data!.verifyEmail).toBe('Akun berhasil diaktifkan, silakan masuk');
    const ok = await app.gql(LOGIN, { i: { username: 'mitra@example.id', password: 'Mitra#123' } });
    expect(ok.data!.login.user.idLevel).toBe(3);

    // A second registration of the address is answered like the first (see the next test).
    const again = await app.gql(REGISTER, { i: input });
    expect(again).toEqual(r);
  });

  describe('registration of an address that already has an account', () => {
    const outbox = () => path.join(app.config.dataDir, 'outbox');
    const mails = () => (existsSync(outbox()) ? readdirSync(outbox()) : []);
    /** The mails written since `before` (a list of outbox file names), decoded from quoted-printable enough to read. */
    const newMails = (before: string[]) =>
      mails()
        .filter((f) => !before.includes(f))
        .map((f) => readFileSync(path.join(outbox(), f), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    const accountRow = (email: string) => app.sql('select * from users where email = $1', [email]);

    const tokenIn = (mail: string) => /\/verifikasi\/([\w.-]+)/.exec(mail)![1]!;

    it("a stranger's earlier registration, never activated, is replaced by the owner's: the owner's link activates the owner's password", async () => {
      const before = mails();
      const stranger = { instansi: 'Penyusup', idLevel: 3, email: 'pemilik@example.id', noTelp: '0899', password: 'Lain#98765' };
      const fresh = await app.gql(REGISTER, { i: stranger });
      expect(fresh.data!.register).toBe('Harap Verifikasi Email Untuk Mengaktifkan Akun');
      const [strangersMail] = newMails(before);
      const strangersLink = tokenIn(strangersMail!);

      const beforeOwner = mails();
      const owner = { instansi: 'PT <Asli> & Rekan', idLevel: 4, email: 'Pemilik@Example.ID', noTelp: '0812', password: 'Asli#1234' };
      expect(await app.gql(REGISTER, { i: owner })).toEqual(fresh);
      expect(await app.sql(`select nama, id_level, hp, id_status from users where lower(email) = 'pemilik@example.id' or username = 'pemilik@example.id'`)).toEqual([
        { nama: 'PT <Asli> & Rekan', id_level: 4, hp: '0812', id_status: 0 },
      ]);
      const [mail, ...more] = newMails(beforeOwner);
      expect(more).toEqual([]);
      expect(mail).toContain('To: pemilik@example.id');
      expect(mail).toContain('Subject: Verifikasi Akun Kerja Sama');
      expect(mail).toContain('menggantikan pendaftaran sebelumnya');
      // what was registered, escaped in the HTML part; nothing of the stranger's
      expect(mail).toContain('Instansi PT &lt;Asli&gt; &amp; Rekan; Level Pemerintah Daerah');
      expect(mail).not.toContain('Penyusup');

      const VERIFY_FAILED = 'Tautan verifikasi tidak valid atau sudah kedaluwarsa';
      expect((await app.gql(VERIFY, { t: strangersLink })).errors![0]!.message).toBe(VERIFY_FAILED);
      expect((await app.gql(VERIFY, { t: tokenIn(mail!) })).data!.verifyEmail).toBe('Akun berhasil diaktifkan, silakan masuk');
      expect((await app.gql(LOGIN, { i: { username: 'pemilik@example.id', password: 'Asli#1234' } })).data!.login.user.idLevel).toBe(4);
      expect((await app.gql(LOGIN, { i: { username: 'pemilik@example.id', password: 'Lain#98765' } })).errors![0]!.message).toBe('Akun atau Kata Sandi salah');
      expect(await app.sql(`select nama_user, aksi from riwayat where aksi like 'Mendaftar%' and nama_user in ('Penyusup', 'PT <Asli> & Rekan') order by id_riwayat`)).toEqual([
        { nama_user: 'Penyusup', aksi: 'Mendaftar sebagai Pihak Ketiga' },
        { nama_user: 'PT <Asli> & Rekan', aksi: 'Mendaftar ulang sebagai Pemerintah Daerah (pendaftaran yang belum diaktifkan diganti)' },
      ]);
    });

    it('answers an activated address exactly as a fresh registration, changes nothing of the account, and mails its owner instead', async () => {
      const before = mails();
      const input = { instansi: 'PT <Aktif> & Rekan', idLevel: 4, email: 'aktif@example.id', noTelp: '0812', password: 'Aktif#1234' };
      const fresh = await app.gql(REGISTER, { i: input });
      expect((await app.gql(VERIFY, { t: tokenIn(newMails(before)[0]!) })).data!.verifyEmail).toBe('Akun berhasil diaktifkan, silakan masuk');
      const account = await accountRow('aktif@example.id');
      const beforeAttempt = mails();

      const attempt = { instansi: 'Penyusup Kedua', idLevel: 3, email: 'Aktif@Example.ID', noTelp: '0899', password: 'Lain#98765' };
      expect(await app.gql(REGISTER, { i: attempt })).toEqual(fresh);
      expect(await accountRow('aktif@example.id')).toEqual(account);
      const [mail, ...more] = newMails(beforeAttempt);
      expect(more).toEqual([]);
      expect(mail).toContain('Subject: Percobaan Pendaftaran dengan Email Anda');
      expect(mail).toContain('mencoba mendaftar');
      expect(mail).toContain('<p>Yth. PT &lt;Aktif&gt; &amp; Rekan,</p>');
      expect(mail).not.toContain('Penyusup');
      expect(mail).toContain('/login');
      expect(mail).not.toContain('/verifikasi/');
      expect(await app.sql(`select aksi from riwayat where nama_user = 'Penyusup Kedua'`)).toEqual([
        { aksi: 'Percobaan mendaftar dengan email akun "aktif@example.id" (akun tidak diubah)' },
      ]);
    });

    it('treats an address that is another account\'s Akun the same way, mailing that account', async () => {
      const admin = await app.login();
      const created = await app.gql(
        'mutation($i: CreateUserInput!) { createUser(input: $i) { idUser } }',
        { i: { nama: 'Dinas Akun', username: 'akun@example.id', email: 'surel-lain@example.id', idLevel: 1, hp: '0812', status: 1, password: 'Rahasia#1' } },
        admin,
      );
      expect(created.errors).toBeUndefined();
      const owner = await app.sql(`select * from users where username = 'akun@example.id'`);
      const before = mails();
      const r = await app.gql(REGISTER, { i: { instansi: 'Coba', idLevel: 3, email: 'akun@example.id', noTelp: '0812', password: 'Coba#12345' } });
      expect(r).toEqual({ status: 200, data: { register: 'Harap Verifikasi Email Untuk Mengaktifkan Akun' } });
      expect(await app.sql(`select * from users where username = 'akun@example.id'`)).toEqual(owner);
      expect(await app.sql(`select 1 from users where email = 'akun@example.id'`)).toEqual([]);
      const [mail] = newMails(before);
      expect(mail).toContain('To: surel-lain@example.id');
      expect(mail).toContain('/login');
      expect(mail).not.toContain('/verifikasi/');
    });
  });

  it('refuses registration above level 5 and weak passwords with SPEC messages, storing nothing', async () => {
    const before = await app.sql('select count(*)::int as n from users');
    const r = await app.gql(REGISTER, { i: { instansi: 'X', idLevel: 99, email: 'bad', noTelp: '', password: 'abc' } });
    expect(r.errors![0]!.extensions!.fields).toEqual({
      idLevel: 'Level tidak boleh kosong',
      email: 'Tolong masukkan email dengan format yang benar',
      noTelp: 'No. HP tidak boleh kosong',
      password: 'Kata Sandi tidak valid',
    });
    expect(await app.sql('select count(*)::int as n from users')).toEqual(before);
  });

  it('rejects a tampered verification link', async () => {
    const r = await app.gql(VERIFY, { t: 'abc.def.ghi' });
    expect(r.errors![0]!.message).toBe('Tautan verifikasi tidak valid atau sudah kedaluwarsa');
  });

  it('stops accepting a token once its account is disabled', async () => {
    const admin = await app.login();
    const staff = await app.userWithLevel(2, { username: 'akan-nonaktif', idSkpd: undefined }).catch(() => null);
    expect(staff).toBeNull(); // level 2 requires an SKPD
    const partner = await app.userWithLevel(4);
    expect((await app.gql(ME, {}, partner.token)).data!.me.idLevel).toBe(4);
    const [u] = await app.sql('select * from users where id_user = $1', [partner.idUser]);
    const r = await app.gql(
      'mutation($id: Int!, $i: UpdateUserInput!) { updateUser(idUser: $id, input: $i) { idStatus } }',
      { id: partner.idUser, i: { nama: u.nama, username: u.username, email: u.email, idLevel: 4, hp: u.hp, status: 2 } },
      admin,
    );
    expect(r.data!.updateUser.idStatus).toBe(2);
    expect((await app.gql(ME, {}, partner.token)).status).toBe(401);
  });
});
