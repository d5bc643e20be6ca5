import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { PASSWORD, USERS, usersWorld, validInput } from './user-test-kit.js';
import { codeOf, errorOf, fieldsOf } from '../../test/results.js';

const ME = '{ me { idUser } }';

describe('users', () => {
  const { world, create, update, remove, created, formOf, row, count, lastRiwayat, canLogin } = usersWorld();
  let app: TestApp;
  let admin: string; // level 99, id 1
  let idSkpd: number;
  beforeAll(() => ({ app, admin, idSkpd } = world));

  describe('list', () => {
    beforeAll(async () => {
      // 105 accounts straight into the table: enough to see the page size cap.
      await app.sql(
        `insert into users (nama, username, email, password_hash, id_level, id_status)
         select 'Massal ' || i, 'massal' || lpad(i::text, 3, '0'), 'massal' || i || '@example.id', 'x',
                case when i % 3 = 0 then 4 else 3 end, case when i % 5 = 0 then 2 else 1 end
         from generate_series(1, 105) as i`,
      );
      await app.sql(`insert into users (nama, username, email, password_hash, id_level, id_status) values ('Garis', 'ada_garis', 'garis@example.id', 'x', 3, 1), ('Tanpa', 'adaxgaris', 'tanpa@example.id', 'x', 3, 1)`);
    });
    const list = async (filter: Record<string, unknown> = {}, page?: Record<string, unknown>) => {
      const r = await app.gql(USERS, { f: filter, p: page }, admin);
      expect(r.errors).toBeUndefined();
      return r.data!.users as { total: number; items: { idUser: number; username: string; idLevel: number; idStatus: number }[] };
    };

    it('filters by a case-insensitive substring of the Akun', async () => {
      const page = await list({ username: 'SSAL01' });
      expect(page.total).toBe(10); // massal010..massal019
      expect(page.items.every((u) => u.username.startsWith('massal01'))).toBe(true);
    });

    it('searches _ in the Akun literally', async () => {
      const page = await list({ username: 'a_g' });
      expect(page.items.map((u) => u.username)).toEqual(['ada_garis']);
    });

    it('filters by status and by level, combined with the Akun filter', async () => {
      expect((await list({ username: 'massal', status: 2 })).total).toBe(21);
      expect((await list({ username: 'massal', level: 4 })).total).toBe(35);
      const both = await list({ username: 'massal', level: 4, status: 2 });
      expect(both.total).toBe(7); // multiples of 15
      expect(both.items.every((u) => u.idLevel === 4 && u.idStatus === 2)).toBe(true);
    });

    it('pages 20 rows by default, newest first, with the total of all matches', async () => {
      const page = await list({ username: 'massal' });
      expect(page.total).toBe(105);
      expect(page.items).toHaveLength(20);
      expect(page.items[0]!.username).toBe('massal105');
      const ids = page.items.map((u) => u.idUser);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('clamps the page size to 100', async () => {
      const page = await list({ username: 'massal' }, { limit: 1000 });
      expect(page.items).toHaveLength(100);
      expect(page.total).toBe(105);
    });

    it('returns the rest on the last page and nothing beyond it', async () => {
      expect((await list({ username: 'massal' }, { page: 6, limit: 20 })).items).toHaveLength(5);
      const beyond = await list({ username: 'massal' }, { page: 7, limit: 20 });
      expect(beyond.items).toHaveLength(0);
      expect(beyond.total).toBe(105);
    });

    it('orders ascending when asked', async () => {
      const page = await list({ username: 'massal' }, { order: 'ASC', limit: 3 });
      expect(page.items.map((u) => u.username)).toEqual(['massal001', 'massal002', 'massal003']);
    });
  });

  describe('create', () => {
    it('stores the account and answers with its fields', async () => {
      const input = validInput({ nama: '  Budi Santoso ', username: 'BudiS', email: 'Budi.S@Example.ID', idLevel: 2, idSkpd, hp: '+62 812-3456 789' });
      const r = await create(input);
      expect(r.errors).toBeUndefined();
      expect(r.data!.createUser).toMatchObject({
        nama: 'Budi Santoso',
        username: 'budis',
        email: 'budi.s@example.id',
        hp: '628123456789',
        idLevel: 2,
        textLevel: 'SKPD',
        idSkpd,
        skpdText: 'Dinas Uji',
        idStatus: 1,
        statusText: 'Aktif',
      });
      const stored = await row(r.data!.createUser.idUser);
      expect(stored).toMatchObject({ username: 'budis', hp: '628123456789', id_skpd: idSkpd, id_status: 1 });
      expect(await canLogin('budis', PASSWORD)).toBe(true);
    });

    it.each([
      ['nama', { nama: '   ' }, 'Nama tidak boleh kosong'],
      ['nama', { nama: null }, 'Nama tidak boleh kosong'],
      ['username', { username: '' }, 'Akun tidak boleh kosong'],
      ['email', { email: '' }, 'Email tidak boleh kosong'],
      ['email', { email: 'bukan-email' }, 'Tolong masukkan alamat email dengan benar'],
      ['idLevel', { idLevel: null }, 'Level tidak boleh kosong'],
      ['idLevel', { idLevel: 7 }, 'Level tidak boleh kosong'],
      ['idSkpd', { idLevel: 2, idSkpd: null }, 'SKPD tidak boleh kosong'],
      ['hp', { hp: '' }, 'No. HP tidak boleh kosong'],
      ['hp', { hp: 'abc-' }, 'No. HP tidak boleh kosong'],
      ['status', { status: null }, 'Status tidak boleh kosong'],
      ['status', { status: 5 }, 'Status tidak valid'],
      ['password', { password: '' }, 'Kata Sandi tidak boleh kosong'],
      ['password', { password: null }, 'Kata Sandi tidak boleh kosong'],
    ])('refuses %s %j with "%s"', async (field, overrides, message) => {
      const before = await count('users');
      const r = await create(validInput(overrides));
      expect(codeOf(r)).toBe('BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ [field]: message });
      expect(errorOf(r).message).toBe(message);
      expect(await count('users')).toBe(before);
    });

    it('reports every invalid field at once', async () => {
      const r = await create({});
      expect(fieldsOf(r)).toEqual({
        nama: 'Nama tidak boleh kosong',
        username: 'Akun tidak boleh kosong',
        email: 'Email tidak boleh kosong',
        idLevel: 'Level tidak boleh kosong',
        hp: 'No. HP tidak boleh kosong',
        status: 'Status tidak boleh kosong',
        password: 'Kata Sandi tidak boleh kosong',
      });
    });

    it.each([
      ['too short', 'Ab#1c'],
      ['no lowercase', 'ABCDEF#1'],
      ['no uppercase', 'abcdef#1'],
      ['no digit', 'Abcdef#x'],
      ['no symbol', 'Abcdef12'],
      ['a symbol outside @#$%^&+=', 'Abcdef!1'],
      ['a space', 'Abc def#1'],
      ['a tab', 'Abc\tdef#1'],
      ['a leading space', ' Abcdef#1'],
    ])('refuses a password with %s as "Kata Sandi tidak valid"', async (_why, password) => {
      const r = await create(validInput({ password }));
      expect(fieldsOf(r)).toEqual({ password: 'Kata Sandi tidak valid' });
    });

    it.each(['@', '#', '$', '%', '^', '&', '+', '='])('accepts a password whose only symbol is %s', async (symbol) => {
      const input = validInput({ password: `Abcde1${symbol}` });
      expect((await create(input)).errors).toBeUndefined();
      expect(await canLogin(input.username, `Abcde1${symbol}`)).toBe(true);
    });

    it('requires an SKPD only for level 2 and ignores one given to other levels', async () => {
      const partner = await created({ idLevel: 3, idSkpd });
      expect(partner).toMatchObject({ idSkpd: null, skpdText: null });
      expect((await row(partner.idUser)).id_skpd).toBeNull();
    });

    it('refuses an SKPD that does not exist, also an id no SKPD can have, and stores nothing', async () => {
      const users = await count('users');
      for (const idSkpd of [999_999, 0, -1]) {
        const r = await create(validInput({ idLevel: 2, idSkpd }));
        expect(fieldsOf(r)).toEqual({ idSkpd: 'SKPD tidak ditemukan' });
      }
      expect(fieldsOf(await create(validInput({ idLevel: 3, idSkpd: 0 })))).toEqual({ idSkpd: 'SKPD tidak ditemukan' });
      expect(await count('users')).toBe(users);
    });

    it('refuses a taken Akun, whatever its case, and stores nothing', async () => {
      const first = await created();
      const users = await count('users');
      const riwayat = await count('riwayat');
      const r = await create(validInput({ username: first.username.toUpperCase() }));
      expect(codeOf(r)).toBe('BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ username: 'Akun sudah digunakan' });
      expect(await count('users')).toBe(users);
      expect(await count('riwayat')).toBe(riwayat);
    });

    it('refuses a taken e-mail, whatever its case, and stores nothing', async () => {
      const first = await created();
      const users = await count('users');
      const riwayat = await count('riwayat');
      const r = await create(validInput({ email: first.email.toUpperCase() }));
      expect(fieldsOf(r)).toEqual({ email: 'Email sudah digunakan' });
      expect(await count('users')).toBe(users);
      expect(await count('riwayat')).toBe(riwayat);
    });

    it("refuses an Akun that is another account's e-mail, since login accepts either", async () => {
      const first = await created();
      const r = await create(validInput({ username: first.email }));
      expect(fieldsOf(r)).toEqual({ username: 'Akun sudah digunakan' });
    });

    it("refuses an e-mail that is another account's Akun", async () => {
      const first = await created({ username: 'akun@example.id', email: 'lain@example.id' });
      const r = await create(validInput({ email: first.username }));
      expect(fieldsOf(r)).toEqual({ email: 'Email sudah digunakan' });
    });

    it('accepts an Akun equal to its own e-mail, as self-registered accounts have', async () => {
      const user = await created({ username: 'sama@example.id', email: 'sama@example.id' });
      const r = await update(user.idUser, await formOf(user.idUser, { nama: 'Tetap Sama' }));
      expect(r.errors).toBeUndefined();
    });

    it('adds exactly one riwayat row naming the actor', async () => {
      const before = await count('riwayat');
      const user = await created({ nama: 'Catatan Riwayat' });
      expect(await count('riwayat')).toBe(before + 1);
      expect(await lastRiwayat()).toMatchObject({ id_user: 1, nama_user: 'Administrator', aksi: expect.stringContaining('Catatan Riwayat') });
      expect(user.idUser).toBeGreaterThan(1);
    });
  });

  describe('password secrecy', () => {
    it('has no password-like field on the User type', async () => {
      const r = await app.gql<{ __type: { fields: { name: string }[] } }>('{ __type(name: "User") { fields { name } } }', {}, admin);
      const names = r.data!.__type.fields.map((f) => f.name);
      expect(names).toContain('username');
      expect(names.filter((n) => /pass|sandi|hash|token|secret/i.test(n))).toEqual([]);
    });

    it('refuses to select a password field', async () => {
      const r = await app.gql('{ users { items { passwordHash } } }', {}, admin);
      expect(codeOf(r)).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it('stores an argon2id hash with at least m=19456 and t=2, never the password', async () => {
      const user = await created({ password: 'Sangat#Rahasia9' });
      const { password_hash: hash } = await row(user.idUser);
      expect(hash).not.toContain('Sangat#Rahasia9');
      expect(hash).toMatch(/^\$argon2id\$/);
      const [, algorithm, version, params, salt, digest] = hash.split('$');
      expect(algorithm).toBe('argon2id');
      expect(version).toBe('v=19');
      const p = Object.fromEntries(params.split(',').map((kv: string) => kv.split('=')));
      expect(Number(p.m)).toBeGreaterThanOrEqual(19456);
      expect(Number(p.t)).toBeGreaterThanOrEqual(2);
      expect(salt.length).toBeGreaterThanOrEqual(16);
      expect(digest.length).toBeGreaterThanOrEqual(32);
    });

    it('salts each hash, so equal passwords differ in storage', async () => {
      const a = await created();
      const b = await created();
      expect((await row(a.idUser)).password_hash).not.toBe((await row(b.idUser)).password_hash);
    });
  });

  describe('update', () => {
    it('changes the fields and adds exactly one riwayat row', async () => {
      const user = await created();
      const before = await count('riwayat');
      const r = await update(user.idUser, await formOf(user.idUser, { nama: 'Nama Baru', hp: '(021) 555', idLevel: 2, idSkpd }));
      expect(r.errors).toBeUndefined();
      expect(r.data!.updateUser).toMatchObject({ nama: 'Nama Baru', hp: '021555', idLevel: 2, idSkpd, skpdText: 'Dinas Uji' });
      expect(await row(user.idUser)).toMatchObject({ nama: 'Nama Baru', hp: '021555', id_level: 2, id_skpd: idSkpd });
      expect(await count('riwayat')).toBe(before + 1);
      expect((await lastRiwayat()).aksi).toContain('Nama Baru');
    });

    it('keeps the password when it is sent empty', async () => {
      const user = await created();
      const hash = (await row(user.idUser)).password_hash;
      for (const password of ['', null]) {
        expect((await update(user.idUser, await formOf(user.idUser, { password, nama: `Tetap ${password}` }))).errors).toBeUndefined();
      }
      expect((await row(user.idUser)).password_hash).toBe(hash);
      expect(await canLogin(user.username, PASSWORD)).toBe(true);
    });

    it('changes the password when a new one is given, and ends the old sessions', async () => {
      const user = await created();
      const oldToken = await app.login(user.username, PASSWORD);
      const r = await update(user.idUser, await formOf(user.idUser, { password: 'Baru#2024x' }));
      expect(r.errors).toBeUndefined();
      expect(await canLogin(user.username, 'Baru#2024x')).toBe(true);
      expect(await canLogin(user.username, PASSWORD)).toBe(false);
      expect((await app.gql(ME, {}, oldToken)).status).toBe(401);
    });

    it('refuses a weak new password and keeps the old one', async () => {
      const user = await created();
      const r = await update(user.idUser, await formOf(user.idUser, { password: 'lemah' }));
      expect(fieldsOf(r)).toEqual({ password: 'Kata Sandi tidak valid' });
      expect(await canLogin(user.username, PASSWORD)).toBe(true);
    });

    it('validates with the same messages as create', async () => {
      const user = await created();
      const r = await update(user.idUser, await formOf(user.idUser, { username: ' ', email: 'x@', status: 9 }));
      expect(fieldsOf(r)).toEqual({ username: 'Akun tidak boleh kosong', email: 'Tolong masukkan alamat email dengan benar', status: 'Status tidak valid' });
    });

    it('refuses an Akun or e-mail taken by another account and changes nothing', async () => {
      const a = await created();
      const b = await created();
      const stored = await row(b.idUser);
      const riwayat = await count('riwayat');
      expect(fieldsOf(await update(b.idUser, await formOf(b.idUser, { username: a.username })))).toEqual({ username: 'Akun sudah digunakan' });
      expect(fieldsOf(await update(b.idUser, await formOf(b.idUser, { email: a.email })))).toEqual({ email: 'Email sudah digunakan' });
      expect(await row(b.idUser)).toEqual(stored);
      expect(await count('riwayat')).toBe(riwayat);
    });

    it('answers NOT_FOUND for an unknown account', async () => {
      const r = await update(999_999, validInput());
      expect(codeOf(r)).toBe('NOT_FOUND');
      expect(errorOf(r).message).toBe('Pengguna tidak ditemukan');
    });
  });

  describe('delete', () => {
    it('removes the account and adds exactly one riwayat row', async () => {
      const user = await created({ nama: 'Akan Dihapus' });
      const before = await count('riwayat');
      const r = await remove(user.idUser);
      expect(r.data!.deleteUser).toBe(true);
      expect(await row(user.idUser)).toBeUndefined();
      expect(await count('riwayat')).toBe(before + 1);
      expect((await lastRiwayat()).aksi).toContain('Akan Dihapus');
    });

    it('answers NOT_FOUND for an unknown account', async () => {
      expect(codeOf(await remove(999_999))).toBe('NOT_FOUND');
    });
  });
});
