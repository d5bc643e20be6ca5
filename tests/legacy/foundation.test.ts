/**
 * Conformance of the legacy `*.php` adapter for the foundation paths (SPEC §7, DESIGN §1 and §5):
 * form-data in, `{success, message, data, total}` out, snake_case fields, dd-mm-yyyy dates.
 */
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../server/src/test/test-app.js';

const DATE = /^\d{2}-\d{2}-\d{4}$/;
const DATETIME = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/;
const USER_KEYS = ['no', 'id_user', 'nama', 'username', 'email', 'hp', 'id_level', 'text_level', 'id_skpd', 'skpd_text', 'tgl_daftar', 'id_status', 'status_text'];
const SKPD_KEYS = ['no', 'id_skpd', 'skpd', 'kode', 'status', 'status_text'];

/** Today in Jakarta as dd-mm-yyyy, the legacy date format. */
const todayJakarta = () => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', day: '2-digit', month: '2-digit', year: 'numeric' })
      .formatToParts(new Date())
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}-${p.month}-${p.year}`;
};

let seq = 0;
const userForm = (overrides: Record<string, string> = {}) => {
  seq += 1;
  return { nama: `Warga ${seq}`, username: `warga${seq}`, email: `warga${seq}@example.id`, id_level: '3', hp: '0812-111', status: '1', password: 'Rahasia#1', ...overrides };
};

describe('legacy adapter: foundation paths', () => {
  let app: TestApp;
  let admin: string;
  const get = (path: string, fields: Record<string, string> = {}, token: string | undefined = admin) => app.legacy(path, fields, { token, method: 'GET' });
  const post = (path: string, fields: Record<string, string | Blob> = {}, token: string | undefined = admin) => app.legacy(path, fields, { token });
  const count = async (table: string) => (await app.sql(`select count(*)::int as n from ${table}`))[0].n as number;
  /** A business or validation error: HTTP 200, success false, the SPEC message, no data. */
  const expectFailure = (res: { status: number; body: any }, message: string) => {
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, message });
    expect(res.body).not.toHaveProperty('data');
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
  });
  afterAll(() => app.close());

  describe('login', () => {
    it.each(['login/login.php', 'auth_bill'])('%s answers the token at the top level and in data.token', async (path) => {
      const res = await post(path, { username: ADMIN.username, password: ADMIN.password }, undefined);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(typeof res.body.token).toBe('string');
      expect(res.body.data.token).toBe(res.body.token);
      expect(jwt.decode(res.body.token)).toMatchObject({ id_user: 1, nama: 'Administrator', id_level: 99 });
      expect(res.body.data).toMatchObject({ id_user: 1, nama: 'Administrator', id_level: 99, text_level: 'Super Admin', id_status: 1 });
      expect(res.body.data.tgl_daftar).toBe(todayJakarta());
      expect(res.body.data).not.toHaveProperty('password');
      expect(res.body.data).not.toHaveProperty('password_hash');
    });

    it('gives a usable token', async () => {
      const { body } = await post('login/login.php', { username: ADMIN.username, password: ADMIN.password }, undefined);
      expect((await get('user/read.php', {}, body.token)).body.success).toBe(true);
    });

    it('refuses wrong credentials with the message of the rule', async () => {
      expectFailure(await post('login/login.php', { username: 'tidak-ada', password: 'Salah#123' }, undefined), 'Akun atau Kata Sandi salah');
    });

    it('requires Akun and Kata Sandi', async () => {
      const res = await post('login/login.php', {}, undefined);
      expectFailure(res, 'Akub tidak boleh kosong');
      expect(res.body.errors).toEqual({ username: 'Akub tidak boleh kosong', password: 'Kata Sandi tidak boleh kosong' });
    });

    it('refuses GET with 405', async () => {
      const res = await get('login/login.php', { username: ADMIN.username, password: ADMIN.password }, undefined);
      expect(res.status).toBe(405);
      expect(res.body).toMatchObject({ success: false });
      expect(res.body).not.toHaveProperty('token');
    });
  });

  describe('front/register.php', () => {
    it('registers a partner from the legacy fields (session, email, password, id_level, hp, nama)', async () => {
      const res = await post('front/register.php', { session: 'x', email: 'Daftar@Example.ID', password: 'Mitra#123', id_level: '4', hp: '0812 9999', nama: 'Pemkab Contoh' }, undefined);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Harap Verifikasi Email Untuk Mengaktifkan Akun' });
      const [row] = await app.sql(`select nama, username, hp, id_level, id_status from users where email = 'daftar@example.id'`);
      expect(row).toEqual({ nama: 'Pemkab Contoh', username: 'daftar@example.id', hp: '08129999', id_level: 4, id_status: 0 });
    });

    it('answers the registration of a taken e-mail exactly as a fresh one, in the same legacy shape (an unactivated one is replaced)', async () => {
      const form = { session: 'x', email: 'Ganda@Example.ID', password: 'Mitra#123', id_level: '3', hp: '0812', nama: 'PT Pertama' };
      const first = await post('front/register.php', form, undefined);
      expect(first).toEqual({ status: 200, body: { success: true, message: 'Harap Verifikasi Email Untuk Mengaktifkan Akun' } });
      const second = await post('front/register.php', { ...form, email: 'ganda@example.id', nama: 'PT Kedua', id_level: '5' }, undefined);
      expect(second).toEqual(first);
      // never activated: the second registration takes the first one's place (auth.test.ts: why)
      expect(await app.sql(`select nama, id_level from users where email = 'ganda@example.id'`)).toEqual([{ nama: 'PT Kedua', id_level: 5 }]);
    });

    it('answers a validation error with the SPEC message and stores nothing', async () => {
      const before = await count('users');
      const res = await post('front/register.php', { session: 'x', email: 'bukan email', password: 'Mitra#123', id_level: '3', hp: '0812', nama: 'PT X' }, undefined);
      expectFailure(res, 'Tolong masukkan email dengan format yang benar');
      expect(await count('users')).toBe(before);
    });

    it('refuses a weak password', async () => {
      const res = await post('front/register.php', { email: 'lemah@example.id', password: 'abc', id_level: '3', hp: '0812', nama: 'PT X' }, undefined);
      expectFailure(res, 'Kata Sandi tidak valid');
    });
  });

  describe('user/*.php', () => {
    it('user/read.php lists accounts with the snake_case fields of SPEC §3', async () => {
      const res = await get('user/read.php', { page: '1', limit: '10' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: expect.any(String) });
      expect(typeof res.body.total).toBe('number');
      expect(res.body.total).toBe(await count('users'));
      const admin = res.body.data.find((u: any) => u.id_user === 1);
      expect(Object.keys(admin).sort()).toEqual([...USER_KEYS].sort());
      expect(admin).toMatchObject({ nama: 'Administrator', username: 'admin', id_level: 99, text_level: 'Super Admin', id_skpd: null, skpd_text: null, id_status: 1, status_text: 'Aktif' });
      expect(admin.tgl_daftar).toMatch(DATE);
    });

    it('user/read.php filters and pages, numbering rows across pages', async () => {
      for (let i = 0; i < 3; i++) expect((await post('user/add.php', userForm({ username: `saring${i}`, email: `saring${i}@example.id` }))).body.success).toBe(true);
      const first = await get('user/read.php', { username: 'SARING', page: '1', limit: '2' });
      expect(first.body.total).toBe(3);
      expect(first.body.data.map((u: any) => [u.no, u.username])).toEqual([[1, 'saring2'], [2, 'saring1']]);
      const second = await get('user/read.php', { username: 'saring', page: '2', limit: '2' });
      expect(second.body.data.map((u: any) => [u.no, u.username])).toEqual([[3, 'saring0']]);
      expect((await get('user/read.php', { username: 'saring', status: '2' })).body.total).toBe(0);
    });

    it('user/add.php stores the account and answers it in the legacy format', async () => {
      const [s] = await app.sql(`insert into skpd (skpd, kode) values ('Dinas Legacy', 3) returning id_skpd`);
      const res = await post('user/add.php', userForm({ nama: 'Staf Dinas', username: 'stafdinas', email: 'staf@example.id', id_level: '2', id_skpd: String(s.id_skpd), hp: '0812-3456' }));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Data berhasil disimpan' });
      expect(res.body.data).toMatchObject({ nama: 'Staf Dinas', username: 'stafdinas', hp: '08123456', id_level: 2, text_level: 'SKPD', id_skpd: s.id_skpd, skpd_text: 'Dinas Legacy', id_status: 1, status_text: 'Aktif' });
      expect(res.body.data.tgl_daftar).toBe(todayJakarta());
      expect((await app.sql(`select id_skpd from users where username = 'stafdinas'`))[0].id_skpd).toBe(s.id_skpd);
    });

    it.each([
      [{ username: '' }, 'Akun tidak boleh kosong'],
      [{ email: 'x@' }, 'Tolong masukkan alamat email dengan benar'],
      [{ password: '' }, 'Kata Sandi tidak boleh kosong'],
      [{ password: 'Abc def#1' }, 'Kata Sandi tidak valid'],
      [{ id_level: '2' }, 'SKPD tidak boleh kosong'],
      [{ status: '' }, 'Status tidak boleh kosong'],
    ])('user/add.php %j answers HTTP 200 with "%s" and stores nothing', async (overrides, message) => {
      const before = await count('users');
      expectFailure(await post('user/add.php', userForm(overrides)), message);
      expect(await count('users')).toBe(before);
    });

    it('user/add.php refuses a taken Akun', async () => {
      const form = userForm();
      await post('user/add.php', form);
      expectFailure(await post('user/add.php', { ...userForm(), username: form.username }), 'Akun sudah digunakan');
    });

    it('user/edit.php changes the account and keeps the password when it is sent empty', async () => {
      const form = userForm();
      const { body } = await post('user/add.php', form);
      const res = await post('user/edit.php', { ...form, id_user: String(body.data.id_user), nama: 'Nama Diubah', password: '' });
      expect(res.body).toMatchObject({ success: true, message: 'Data berhasil diubah', data: { id_user: body.data.id_user, nama: 'Nama Diubah' } });
      expect((await post('login/login.php', { username: form.username, password: form.password }, undefined)).body.success).toBe(true);
    });

    it('user/edit.php changes the password when a new one is given', async () => {
      const form = userForm();
      const { body } = await post('user/add.php', form);
      await post('user/edit.php', { ...form, id_user: String(body.data.id_user), password: 'Ganti#2025' });
      expect((await post('login/login.php', { username: form.username, password: 'Ganti#2025' }, undefined)).body.success).toBe(true);
    });

    it('user/delete.php removes the account', async () => {
      const form = userForm();
      const { body } = await post('user/add.php', form);
      const res = await post('user/delete.php', { nama: form.nama, id_user: String(body.data.id_user) });
      expect(res.body).toMatchObject({ success: true, message: 'Data berhasil dihapus' });
      expect(await app.sql('select 1 from users where id_user = $1', [body.data.id_user])).toEqual([]);
    });

    it.each(['user/edit.php', 'user/delete.php'])('%s answers a malformed id with a clear message, never 5xx', async (path) => {
      for (const id of ['abc', '', '1.5', '-1', '99999999999999']) {
        const res = await post(path, { ...userForm(), id_user: id });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: false, message: 'Pengguna tidak ditemukan' });
      }
    });

    it('refuses a level-1 admin deleting the level-99 account with 403', async () => {
      const staff = await app.userWithLevel(1);
      const res = await post('user/delete.php', { nama: 'Administrator', id_user: '1' }, staff.token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, message: 'Anda tidak dapat menghapus pengguna ini' });
      expect(await app.sql('select 1 from users where id_user = 1')).toHaveLength(1);
    });
  });

  describe('skpd/*.php and combo/skpd.php', () => {
    it('skpd/add.php stores the agency; skpd/read.php lists it with SPEC §3 fields', async () => {
      const add = await post('skpd/add.php', { skpd: 'Dinas Perhubungan', kode: '301', status: '1' });
      expect(add.body).toMatchObject({ success: true, message: 'Data berhasil disimpan', data: { skpd: 'Dinas Perhubungan', kode: 301, status: 1, status_text: 'Aktif' } });
      const read = await get('skpd/read.php', { skpd: 'perhubungan' });
      expect(read.body).toMatchObject({ success: true, total: 1 });
      expect(Object.keys(read.body.data[0]).sort()).toEqual([...SKPD_KEYS].sort());
      expect(read.body.data[0]).toEqual({ no: 1, id_skpd: add.body.data.id_skpd, skpd: 'Dinas Perhubungan', kode: 301, status: 1, status_text: 'Aktif' });
    });

    it('skpd/read.php gives total as a number and filters by status', async () => {
      await post('skpd/add.php', { skpd: 'Dinas Nonaktif', kode: '302', status: '2' });
      const res = await get('skpd/read.php', { status: '2' });
      expect(typeof res.body.total).toBe('number');
      expect(res.body.data.every((s: any) => s.status === 2 && s.status_text === 'Tidak Aktif')).toBe(true);
      expect(res.body.total).toBe(res.body.data.length);
    });

    it.each([
      [{ skpd: '' }, 'SKPD tidak boleh kosong'],
      [{ kode: '' }, 'Kode tidak boleh kosong'],
      [{ status: '' }, 'Status tidak boleh kosong'],
      [{ status: '7' }, 'Status tidak valid'],
    ])('skpd/add.php %j answers HTTP 200 with "%s"', async (overrides, message) => {
      const before = await count('skpd');
      expectFailure(await post('skpd/add.php', { skpd: 'Dinas X', kode: '1', status: '1', ...overrides }), message);
      expect(await count('skpd')).toBe(before);
    });

    it('skpd/add.php answers a kode that is not a whole 32-bit number with a clear message', async () => {
      for (const [kode, message] of [['abc', 'Kode harus berupa angka'], ['1.5', 'Kode harus berupa angka'], ['0x10', 'Kode harus berupa angka'], ['99999999999', 'Kode terlalu besar']]) {
        const res = await post('skpd/add.php', { skpd: 'Dinas X', kode: kode!, status: '1' });
        expect(res.status).toBe(200);
        expect(res.body, kode).toEqual({ success: false, message, errors: { kode: message } });
      }
    });

    it('skpd/edit.php and skpd/delete.php change and remove the agency', async () => {
      const { body } = await post('skpd/add.php', { skpd: 'Dinas Sementara', kode: '5', status: '1' });
      const id = String(body.data.id_skpd);
      const edit = await post('skpd/edit.php', { id_skpd: id, skpd: 'Dinas Tetap', kode: '6', status: '2' });
      expect(edit.body).toMatchObject({ success: true, message: 'Data berhasil diubah', data: { id_skpd: body.data.id_skpd, skpd: 'Dinas Tetap', kode: 6, status: 2 } });
      const del = await post('skpd/delete.php', { skpd: 'Dinas Tetap', id_skpd: id });
      expect(del.body).toMatchObject({ success: true, message: 'Data berhasil dihapus' });
      expect(await app.sql('select 1 from skpd where id_skpd = $1', [body.data.id_skpd])).toEqual([]);
    });

    it('skpd/edit.php answers a malformed id with a clear message', async () => {
      expectFailure(await post('skpd/edit.php', { id_skpd: 'abc', skpd: 'X', kode: '1', status: '1' }), 'Instansi tidak ditemukan');
    });

    it('skpd/delete.php refuses an agency in use', async () => {
      const { body } = await post('skpd/add.php', { skpd: 'Dinas Terpakai', kode: '7', status: '1' });
      await app.userWithLevel(2, { idSkpd: body.data.id_skpd });
      const res = await post('skpd/delete.php', { skpd: 'Dinas Terpakai', id_skpd: String(body.data.id_skpd) });
      expect(res.body).toEqual({ success: false, message: 'Instansi "Dinas Terpakai" masih digunakan dan tidak dapat dihapus' });
      expect(await app.sql('select 1 from skpd where id_skpd = $1', [body.data.id_skpd])).toHaveLength(1);
    });

    it('combo/skpd.php lists active agencies as id_skpd and skpd, by substring or by id', async () => {
      const a = (await post('skpd/add.php', { skpd: 'Badan Combo Aktif', kode: '8', status: '1' })).body.data;
      await post('skpd/add.php', { skpd: 'Badan Combo Mati', kode: '9', status: '2' });
      const res = await get('combo/skpd.php', { skpd: 'combo' });
      expect(res.body).toMatchObject({ success: true, total: 1, data: [{ id_skpd: a.id_skpd, skpd: 'Badan Combo Aktif' }] });
      expect(Object.keys(res.body.data[0]).sort()).toEqual(['id_skpd', 'skpd']);
      const byId = await get('combo/skpd.php', { id_skpd: String(a.id_skpd), skpd: 'Badan Combo' });
      expect(byId.body.data).toEqual([{ id_skpd: a.id_skpd, skpd: 'Badan Combo Aktif' }]);
    });

    it('combo/skpd.php is open to level 2 and refused to level 3 with 403', async () => {
      const [s] = await app.sql(`select id_skpd from skpd limit 1`);
      const staff = await app.userWithLevel(2, { idSkpd: s.id_skpd });
      expect((await get('combo/skpd.php', {}, staff.token)).body.success).toBe(true);
      const partner = await app.userWithLevel(3);
      expect((await get('combo/skpd.php', {}, partner.token)).status).toBe(403);
    });

    it('gives the same message for the same rule via GraphQL and via the legacy path', async () => {
      const gql = await app.gql('mutation { createSkpd(input: { skpd: "", kode: 1, status: 1 }) { idSkpd } }', {}, admin);
      const legacy = await post('skpd/add.php', { skpd: '', kode: '1', status: '1' });
      expect(gql.errors![0]!.message).toBe('SKPD tidak boleh kosong');
      expect(legacy.body.message).toBe(gql.errors![0]!.message);
    });
  });

  describe('history/read.php', () => {
    it('lists entries newest first with no, nama_user, aksi and waktu as dd-mm-yyyy HH:mm:ss', async () => {
      await post('skpd/add.php', { skpd: 'Dinas Sejarah', kode: '11', status: '1' });
      const res = await get('history/read.php', { page: '1', limit: '5' });
      expect(res.body).toMatchObject({ success: true });
      expect(typeof res.body.total).toBe('number');
      expect(res.body.total).toBe(await count('riwayat'));
      expect(res.body.data).toHaveLength(5);
      const [first] = res.body.data;
      expect(first).toMatchObject({ no: 1, nama_user: 'Administrator', aksi: 'Menambah instansi "Dinas Sejarah"' });
      expect(first.waktu).toMatch(DATETIME);
      expect(first.waktu.slice(0, 10)).toBe(todayJakarta());
      expect(res.body.data.map((e: any) => e.no)).toEqual([1, 2, 3, 4, 5]);
    });

    it('searches the name or the action', async () => {
      const res = await get('history/read.php', { search: 'dinas sejarah' });
      expect(res.body.total).toBe(1);
      expect(res.body.data[0].aksi).toBe('Menambah instansi "Dinas Sejarah"');
    });
  });

  describe('authentication and authorization', () => {
    it.each([
      ['GET', 'user/read.php'],
      ['POST', 'user/add.php'],
      ['POST', 'user/edit.php'],
      ['POST', 'user/delete.php'],
      ['GET', 'skpd/read.php'],
      ['POST', 'skpd/add.php'],
      ['POST', 'skpd/edit.php'],
      ['POST', 'skpd/delete.php'],
      ['GET', 'combo/skpd.php'],
      ['GET', 'history/read.php'],
    ] as const)('%s %s without a token is 401 with no data', async (method, path) => {
      const before = await count('riwayat');
      const res = await app.legacy(path, { id_user: '1', id_skpd: '1', skpd: 'X', kode: '1', status: '1' }, { method });
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toBe('Silakan masuk terlebih dahulu');
      expect(res.body).not.toHaveProperty('data');
      expect(await count('riwayat')).toBe(before);
    });

    it('user/read.php with a level-3 token is 403 with no data', async () => {
      const partner = await app.userWithLevel(3);
      const res = await get('user/read.php', {}, partner.token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, message: 'Anda tidak memiliki akses untuk tindakan ini' });
    });

    it('a bad token is 401', async () => {
      for (const token of ['garbage', `${admin.slice(0, -3)}abc`]) {
        const res = await get('user/read.php', {}, token);
        expect(res.status).toBe(401);
        expect(res.body.success).toBe(false);
        expect(res.body).not.toHaveProperty('data');
      }
    });
  });

  describe('malformed requests', () => {
    it('an unknown path is 404 JSON', async () => {
      const res = await get('tidak/ada.php');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Alamat tidak ditemukan' });
    });

    it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'])('%s on /api and /api/ (no path) is the same 404 JSON', async (method) => {
      for (const url of ['/api', '/api/', '/api?x=1', '/api/?x=1']) {
        for (const token of [undefined, admin]) {
          const res = await fetch(`${app.url}${url}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
          expect(res.status, `${method} ${url}`).toBe(404);
          if (method !== 'HEAD') expect(await res.json(), `${method} ${url}`).toEqual({ success: false, message: 'Alamat tidak ditemukan' });
        }
      }
    });

    it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('a path named like an object property (%s) is 404, not a route', async (name) => {
      for (const method of ['GET', 'POST'] as const) {
        const res = await app.legacy(name, {}, { token: admin, method });
        expect(res.status, `${method} ${name}`).toBe(404);
        expect(res.body).toEqual({ success: false, message: 'Alamat tidak ditemukan' });
      }
    });

    it.each(['user/add.php', 'user/edit.php', 'user/delete.php', 'skpd/add.php', 'skpd/edit.php', 'skpd/delete.php', 'front/register.php', 'auth_bill'])(
      'GET on the POST path %s is 405 and changes nothing',
      async (path) => {
        const before = await count('riwayat');
        const res = await get(path, { skpd: 'Lewat GET', kode: '1', status: '1' });
        expect(res.status).toBe(405);
        expect(res.body).toEqual({ success: false, message: 'Gunakan metode POST' });
        expect(await count('riwayat')).toBe(before);
      },
    );

    it('a 2 MB form field is 413 JSON and stores nothing', async () => {
      const before = await count('skpd');
      const res = await post('skpd/add.php', { skpd: 'x'.repeat(2 * 1024 * 1024), kode: '1', status: '1' });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, message: 'Ukuran permintaan terlalu besar' });
      expect(await count('skpd')).toBe(before);
    });

    it('a 2 MB urlencoded body is 413 JSON', async () => {
      const res = await fetch(`${app.url}/api/skpd/add.php`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: `kode=1&status=1&skpd=${'x'.repeat(2 * 1024 * 1024)}`,
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ success: false, message: 'Ukuran permintaan terlalu besar' });
    });

    it('a malformed JSON body is 400 JSON', async () => {
      const res = await fetch(`${app.url}/api/skpd/add.php`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: '{"skpd":',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: 'Permintaan tidak valid' });
    });

    it('a name longer than 255 characters is a validation message, not a database error', async () => {
      const res = await post('skpd/add.php', { skpd: 'x'.repeat(300), kode: '1', status: '1' });
      expectFailure(res, 'Maksimal 255 karakter');
    });

    it('a urlencoded body works like form data', async () => {
      const res = await fetch(`${app.url}/api/skpd/add.php`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ skpd: 'Dinas Urlencoded', kode: '12', status: '1' }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true, data: { skpd: 'Dinas Urlencoded' } });
    });
  });
});
