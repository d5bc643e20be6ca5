import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type GqlResult, type TestApp } from '../../test/test-app.js';
import { codeOf, errorOf, fieldsOf, refusedUnchanged } from '../../test/results.js';
import { lastRiwayat } from '../../test/kerjasama-fixtures.js';

const FIELDS = 'idSkpd skpd kode status statusText';
const SKPDS = `query($f: SkpdFilter, $p: PageInput) { skpds(filter: $f, page: $p) { total items { ${FIELDS} } } }`;
const COMBO = `query($s: String) { skpdCombo(search: $s) { idSkpd skpd status } }`;
const CREATE = `mutation($i: SkpdInput!) { createSkpd(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $i: SkpdInput!) { updateSkpd(idSkpd: $id, input: $i) { ${FIELDS} } }`;
const DELETE = `mutation($id: Int!) { deleteSkpd(idSkpd: $id) }`;

describe('skpd (Instansi)', () => {
  let app: TestApp;
  let admin: string;

  const create = (input: Record<string, unknown>, token = admin) => app.gql(CREATE, { i: input }, token);
  const update = (id: number, input: Record<string, unknown>, token = admin) => app.gql(UPDATE, { id, i: input }, token);
  const remove = (id: number, token = admin) => app.gql(DELETE, { id }, token);
  const created = async (skpd: string, kode = 1, status = 1) => {
    const r = await create({ skpd, kode, status });
    expect(r.errors).toBeUndefined();
    return r.data!.createSkpd as { idSkpd: number; skpd: string; kode: number; status: number };
  };
  const row = async (idSkpd: number) => (await app.sql('select * from skpd where id_skpd = $1', [idSkpd]))[0];
  const count = async (table: string, where = 'true') => (await app.sql(`select count(*)::int as n from ${table} where ${where}`))[0].n as number;
  /** Runs a refused write and checks that no agency changed and no riwayat row was added. */
  const snapshot = () => Promise.all([app.sql('select * from skpd order by id_skpd'), count('riwayat', "aksi not like 'Akses ditolak%'")]);
  const expectRefused = (write: () => Promise<GqlResult>, code: string) => refusedUnchanged(snapshot, write, code);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
  });
  afterAll(() => app.close());

  describe('create', () => {
    it('stores the agency, answers with its fields and adds one riwayat row', async () => {
      const before = await count('riwayat');
      const r = await create({ skpd: '  Dinas Pendidikan ', kode: 101, status: 1 });
      expect(r.errors).toBeUndefined();
      const s = r.data!.createSkpd;
      expect(s).toMatchObject({ skpd: 'Dinas Pendidikan', kode: 101, status: 1, statusText: 'Aktif' });
      expect(await row(s.idSkpd)).toMatchObject({ skpd: 'Dinas Pendidikan', kode: 101, status: 1 });
      expect(await count('riwayat')).toBe(before + 1);
      expect(await lastRiwayat(app)).toMatchObject({ id_user: 1, nama_user: 'Administrator', aksi: 'Menambah instansi "Dinas Pendidikan"' });
    });

    it('labels status 2 Tidak Aktif', async () => {
      expect((await create({ skpd: 'Dinas Lama', kode: 1, status: 2 })).data!.createSkpd.statusText).toBe('Tidak Aktif');
    });

    it.each([
      ['skpd', { skpd: '' }, 'SKPD tidak boleh kosong'],
      ['skpd', { skpd: '   ' }, 'SKPD tidak boleh kosong'],
      ['skpd', { skpd: null }, 'SKPD tidak boleh kosong'],
      ['kode', { kode: null }, 'Kode tidak boleh kosong'],
      ['status', { status: null }, 'Status tidak boleh kosong'],
      ['status', { status: 7 }, 'Status tidak valid'],
      ['status', { status: 0 }, 'Status tidak valid'],
    ])('refuses %s %j with "%s" and stores nothing', async (field, overrides, message) => {
      const r = await expectRefused(() => create({ skpd: 'Dinas Valid', kode: 5, status: 1, ...overrides }), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ [field]: message });
      expect(errorOf(r).message).toBe(message);
    });

    it('reports every missing field at once', async () => {
      const r = await create({});
      expect(fieldsOf(r)).toEqual({ skpd: 'SKPD tidak boleh kosong', kode: 'Kode tidak boleh kosong', status: 'Status tidak boleh kosong' });
    });
  });

  describe('update', () => {
    it('changes the fields and adds one riwayat row', async () => {
      const s = await created('Dinas Kesehatan', 102);
      const before = await count('riwayat');
      const r = await update(s.idSkpd, { skpd: 'Dinas Kesehatan Kota', kode: 202, status: 2 });
      expect(r.data!.updateSkpd).toMatchObject({ idSkpd: s.idSkpd, skpd: 'Dinas Kesehatan Kota', kode: 202, status: 2, statusText: 'Tidak Aktif' });
      expect(await row(s.idSkpd)).toMatchObject({ skpd: 'Dinas Kesehatan Kota', kode: 202, status: 2 });
      expect(await count('riwayat')).toBe(before + 1);
      expect((await lastRiwayat(app)).aksi).toContain('Dinas Kesehatan Kota');
    });

    it('validates with the same messages as create and changes nothing', async () => {
      const s = await created('Dinas Sosial', 103);
      const r = await expectRefused(() => update(s.idSkpd, { skpd: '', kode: null, status: 7 }), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ skpd: 'SKPD tidak boleh kosong', kode: 'Kode tidak boleh kosong', status: 'Status tidak valid' });
    });

    it('answers NOT_FOUND for an unknown agency', async () => {
      const r = await expectRefused(() => update(999_999, { skpd: 'X', kode: 1, status: 1 }), 'NOT_FOUND');
      expect(errorOf(r).message).toBe('Instansi tidak ditemukan');
    });
  });

  describe('delete', () => {
    it('removes an unused agency and adds one riwayat row', async () => {
      const s = await created('Dinas Sementara');
      const before = await count('riwayat');
      expect((await remove(s.idSkpd)).data!.deleteSkpd).toBe(true);
      expect(await row(s.idSkpd)).toBeUndefined();
      expect(await count('riwayat')).toBe(before + 1);
      expect((await lastRiwayat(app)).aksi).toBe('Menghapus instansi "Dinas Sementara"');
    });

    it('refuses with CONFLICT an agency used by a level-2 account, deleting nothing', async () => {
      const s = await created('Dinas Dipakai');
      const staff = await app.userWithLevel(2, { idSkpd: s.idSkpd });
      const r = await expectRefused(() => remove(s.idSkpd), 'CONFLICT');
      expect(errorOf(r).message).toBe('Instansi "Dinas Dipakai" masih digunakan dan tidak dapat dihapus');
      expect((await app.sql('select id_skpd from users where id_user = $1', [staff.idUser]))[0].id_skpd).toBe(s.idSkpd);
    });

    it('answers NOT_FOUND for an unknown agency', async () => {
      await expectRefused(() => remove(999_999), 'NOT_FOUND');
    });
  });

  describe('list', () => {
    beforeAll(async () => {
      await app.sql(
        `insert into skpd (skpd, kode, status)
         select 'Kantor Daftar ' || lpad(i::text, 2, '0'), i, case when i % 4 = 0 then 2 else 1 end
         from generate_series(1, 30) as i`,
      );
      await app.sql(`insert into skpd (skpd, kode, status) values ('Badan 100% Kinerja', 1, 1), ('Badan 1000 Kinerja', 1, 1)`);
    });
    const list = async (filter: Record<string, unknown> = {}, page?: Record<string, unknown>) => {
      const r = await app.gql(SKPDS, { f: filter, p: page }, admin);
      expect(r.errors).toBeUndefined();
      return r.data!.skpds as { total: number; items: { idSkpd: number; skpd: string; status: number }[] };
    };

    it('filters by a case-insensitive substring of the name', async () => {
      const page = await list({ skpd: 'kantor DAFTAR 1' });
      expect(page.total).toBe(10);
      expect(page.items.every((s) => s.skpd.startsWith('Kantor Daftar 1'))).toBe(true);
    });

    it('searches % in the name literally', async () => {
      expect((await list({ skpd: '100%' })).items.map((s) => s.skpd)).toEqual(['Badan 100% Kinerja']);
    });

    it('filters by status', async () => {
      const page = await list({ skpd: 'Kantor Daftar', status: 2 });
      expect(page.total).toBe(7);
      expect(page.items.every((s) => s.status === 2)).toBe(true);
    });

    it('pages 20 by default, newest first, with the total', async () => {
      const first = await list({ skpd: 'Kantor Daftar' });
      expect(first.total).toBe(30);
      expect(first.items).toHaveLength(20);
      expect(first.items[0]!.skpd).toBe('Kantor Daftar 30');
      const second = await list({ skpd: 'Kantor Daftar' }, { page: 2 });
      expect(second.items).toHaveLength(10);
      expect(second.items.at(-1)!.skpd).toBe('Kantor Daftar 01');
    });

    it('clamps the page size to 100', async () => {
      await app.sql(`insert into skpd (skpd, kode, status) select 'Massal ' || i, i, 1 from generate_series(1, 110) as i`);
      const page = await list({ skpd: 'Massal' }, { limit: 500 });
      expect(page.items).toHaveLength(100);
      expect(page.total).toBe(110);
    });
  });

  describe('combo', () => {
    beforeAll(async () => {
      await app.sql(
        `insert into skpd (skpd, kode, status)
         select 'Unit Combo ' || lpad(i::text, 2, '0'), i, case when i <= 25 then 1 else 2 end
         from generate_series(1, 30) as i`,
      );
    });
    const combo = async (search: string | null, token = admin) => {
      const r = await app.gql(COMBO, { s: search }, token);
      expect(r.errors).toBeUndefined();
      return r.data!.skpdCombo as { idSkpd: number; skpd: string; status: number }[];
    };

    it('lists only active agencies', async () => {
      const items = await combo('Unit Combo 2');
      expect(items.map((s) => s.skpd)).toEqual(['Unit Combo 20', 'Unit Combo 21', 'Unit Combo 22', 'Unit Combo 23', 'Unit Combo 24', 'Unit Combo 25']);
      expect(items.every((s) => s.status === 1)).toBe(true);
    });

    it('matches a case-insensitive substring anywhere in the name', async () => {
      expect((await combo('COMBO 1')).map((s) => s.skpd)).toContain('Unit Combo 15');
      expect((await combo('nit comb')).length).toBeGreaterThan(0);
      expect(await combo('tidak ada instansi ini')).toEqual([]);
    });

    it('returns at most 20 entries', async () => {
      expect(await combo('Unit Combo')).toHaveLength(20);
      expect(await combo(null)).toHaveLength(20);
    });

    it('is open to levels 1, 2 and 99', async () => {
      const [s] = await app.sql(`select id_skpd from skpd where status = 1 limit 1`);
      for (const token of [admin, (await app.userWithLevel(1)).token, (await app.userWithLevel(2, { idSkpd: s.id_skpd })).token]) {
        expect((await combo('Unit Combo 01', token)).map((x) => x.skpd)).toEqual(['Unit Combo 01']);
      }
    });

    it('is refused to level 3 and to anonymous callers', async () => {
      const partner = await app.userWithLevel(3);
      expect(codeOf(await app.gql(COMBO, { s: 'Unit' }, partner.token))).toBe('FORBIDDEN');
      expect(codeOf(await app.gql(COMBO, { s: 'Unit' }))).toBe('UNAUTHENTICATED');
    });
  });

  describe('access', () => {
    it.each([2, 3, 4, 5])('refuses the list and every write to level %i', async (level) => {
      const s = await created(`Dinas Terlindungi ${level}`);
      const { token } = await app.userWithLevel(level, level === 2 ? { idSkpd: s.idSkpd } : {});
      expect(codeOf(await app.gql(SKPDS, {}, token))).toBe('FORBIDDEN');
      await expectRefused(() => create({ skpd: 'Baru', kode: 1, status: 1 }, token), 'FORBIDDEN');
      await expectRefused(() => update(s.idSkpd, { skpd: 'Diubah', kode: 1, status: 1 }, token), 'FORBIDDEN');
      await expectRefused(() => remove(s.idSkpd, token), 'FORBIDDEN');
    });

    it('refuses anonymous callers with UNAUTHENTICATED', async () => {
      const s = await created('Dinas Anonim');
      expect(codeOf(await app.gql(SKPDS, {}))).toBe('UNAUTHENTICATED');
      await expectRefused(() => create({ skpd: 'Baru', kode: 1, status: 1 }, ''), 'UNAUTHENTICATED');
      await expectRefused(() => remove(s.idSkpd, ''), 'UNAUTHENTICATED');
    });

    it('lets a level-1 admin manage agencies', async () => {
      const { token } = await app.userWithLevel(1);
      const r = await create({ skpd: 'Dinas Oleh Admin', kode: 9, status: 1 }, token);
      expect(r.errors).toBeUndefined();
      expect((await lastRiwayat(app)).nama_user).toBe('Pengguna 1');
      expect((await remove(r.data!.createSkpd.idSkpd, token)).data!.deleteSkpd).toBe(true);
    });
  });
});
