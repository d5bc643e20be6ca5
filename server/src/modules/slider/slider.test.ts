import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type GqlResult, type TestApp } from '../../test/test-app.js';
import { fakePng, gqlUpload, jpeg, png, pngOfSize, type TestFile } from '../../test/uploads.js';
import { errorOf, fieldsOf, refusedUnchanged } from '../../test/results.js';
import { lastRiwayat } from '../../test/kerjasama-fixtures.js';

const FIELDS = 'idGambar urutan gambar';
const LIST = `query($p: PageInput) { sliders(page: $p) { total items { ${FIELDS} } } }`;
const CREATE = `mutation($i: SliderInput!, $file: Upload) { createSlider(input: $i, file: $file) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $i: SliderInput!, $file: Upload) { updateSlider(idGambar: $id, input: $i, file: $file) { ${FIELDS} } }`;
const DELETE = `mutation($id: Int!) { deleteSlider(idGambar: $id) }`;
const MB = 1024 * 1024;

describe('slider (GAMBAR)', () => {
  let app: TestApp;
  let admin: string;

  const create = (urutan: unknown, file?: TestFile | null, token = admin) =>
    file ? gqlUpload(app, CREATE, { i: { urutan } }, { file }, token) : app.gql(CREATE, { i: { urutan }, file: null }, token);
  const update = (id: number, urutan: unknown, file?: TestFile | null, token = admin) =>
    file ? gqlUpload(app, UPDATE, { id, i: { urutan } }, { file }, token) : app.gql(UPDATE, { id, i: { urutan } }, token);
  const created = async (urutan: number) => {
    const r = await create(urutan, await png(`slide-${urutan}.png`));
    expect(r.errors).toBeUndefined();
    return r.data!.createSlider as { idGambar: number; urutan: number; gambar: string };
  };
  const count = async (table: string, where = 'true') =>
    (await app.sql(`select count(*)::int as n from ${table} where ${where}`))[0].n as number;
  const snapshot = async () => [
    await app.sql('select * from slider order by id_gambar'),
    await app.sql('select id, owner_id from stored_file order by id'),
    await count('riwayat', "aksi not like 'Akses ditolak%'"),
  ];
  const expectRefused = (run: () => Promise<GqlResult>, code: string) => refusedUnchanged(snapshot, run, code);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
  });
  afterAll(() => app.close());

  describe('create', () => {
    it('stores urutan and the picture, answers its public address, adds one riwayat row', async () => {
      const before = await count('riwayat');
      const r = await create(3, await jpeg('pantai.jpg', 1600, 900));
      expect(r.errors).toBeUndefined();
      const s = r.data!.createSlider;
      expect(s.urutan).toBe(3);
      expect(s.gambar).toMatch(/^\/files\/[0-9a-f-]{36}\/pantai\.jpg$/);
      expect(await count('stored_file', `owner_kind = 'slider.gambar' and owner_id = ${s.idGambar}`)).toBe(1);
      expect(await count('riwayat')).toBe(before + 1);
      expect((await lastRiwayat(app)).aksi).toBe('Menambah gambar slider (urutan 3)');
      expect((await fetch(`${app.url}${s.gambar}`)).status).toBe(200);
    });

    it.each([
      [null, 'Urutan tidak boleh kosong'],
      [0, 'Masukkan Urutan diantara 1 sampai 9'],
      [10, 'Masukkan Urutan diantara 1 sampai 9'],
      [-1, 'Masukkan Urutan diantara 1 sampai 9'],
    ])('refuses urutan %j with "%s"', async (urutan, message) => {
      const file = await png();
      const r = await expectRefused(() => create(urutan, file), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ urutan: message });
    });

    it('accepts urutan 1 and 9', async () => {
      expect((await create(1, await png())).errors).toBeUndefined();
      expect((await create(9, await png())).errors).toBeUndefined();
    });

    it('refuses a missing picture, a fake PNG and 2 MB + 1, storing nothing', async () => {
      expect(fieldsOf(await expectRefused(() => create(2, null), 'BAD_USER_INPUT'))).toEqual({ file: 'File tidak boleh kosong' });
      const fake = fakePng();
      expect(fieldsOf(await expectRefused(() => create(2, fake), 'BAD_USER_INPUT'))).toEqual({ file: 'Format file salah' });
      const big = await pngOfSize(2 * MB + 1);
      expect(fieldsOf(await expectRefused(() => create(2, big), 'BAD_USER_INPUT'))).toEqual({ file: 'Ukuran file lebih dari 2MB' });
    });

    it('reports urutan and file together', async () => {
      const r = await expectRefused(() => create(null, null), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ urutan: 'Urutan tidak boleh kosong', file: 'File tidak boleh kosong' });
    });
  });

  describe('update', () => {
    it('changes urutan and keeps the picture when no file is sent', async () => {
      const s = await created(4);
      const before = await count('riwayat');
      const r = await update(s.idGambar, 6);
      expect(r.errors).toBeUndefined();
      expect(r.data!.updateSlider).toEqual({ idGambar: s.idGambar, urutan: 6, gambar: s.gambar });
      expect((await app.sql('select urutan from slider where id_gambar = $1', [s.idGambar]))[0].urutan).toBe(6);
      expect(await count('riwayat')).toBe(before + 1);
      expect((await lastRiwayat(app)).aksi).toBe('Mengubah gambar slider (urutan 4 → 6)');
    });

    it('replaces the picture: the old file and its variants are deleted, the new one served', async () => {
      const s = await created(5);
      const oldId = s.gambar.split('/')[2]!;
      expect((await fetch(`${app.url}${s.gambar}?w=160`)).status).toBe(200);
      expect(await count('stored_file_variant', `file_id = '${oldId}'`)).toBe(1);
      const r = await update(s.idGambar, 5, await jpeg('baru.jpg'));
      expect(r.errors).toBeUndefined();
      const u = r.data!.updateSlider;
      expect(u.gambar).toMatch(/\/baru\.jpg$/);
      expect(await count('stored_file', `id = '${oldId}'`)).toBe(0);
      expect(await count('stored_file_variant', `file_id = '${oldId}'`)).toBe(0);
      expect(await count('stored_file', `owner_kind = 'slider.gambar' and owner_id = ${s.idGambar}`)).toBe(1);
      expect((await lastRiwayat(app)).aksi).toBe('Mengubah gambar slider (urutan 5, gambar diganti)');
      expect((await fetch(`${app.url}${u.gambar}`)).status).toBe(200);
    });

    it('validates urutan and the optional file, changing nothing', async () => {
      const s = await created(2);
      expect(fieldsOf(await expectRefused(() => update(s.idGambar, 12), 'BAD_USER_INPUT'))).toEqual({ urutan: 'Masukkan Urutan diantara 1 sampai 9' });
      expect(fieldsOf(await expectRefused(() => update(s.idGambar, null), 'BAD_USER_INPUT'))).toEqual({ urutan: 'Urutan tidak boleh kosong' });
      const fake = fakePng();
      expect(fieldsOf(await expectRefused(() => update(s.idGambar, 2, fake), 'BAD_USER_INPUT'))).toEqual({ file: 'Format file salah' });
    });

    it('answers NOT_FOUND for an unknown picture', async () => {
      expect(errorOf(await expectRefused(() => update(999_999, 1), 'NOT_FOUND')).message).toBe('Gambar tidak ditemukan');
    });
  });

  describe('delete', () => {
    it('removes the picture row and its file, with one riwayat row', async () => {
      const s = await created(7);
      const before = await count('riwayat');
      expect((await app.gql(DELETE, { id: s.idGambar }, admin)).data!.deleteSlider).toBe(true);
      expect(await count('slider', `id_gambar = ${s.idGambar}`)).toBe(0);
      expect(await count('stored_file', `owner_kind = 'slider.gambar' and owner_id = ${s.idGambar}`)).toBe(0);
      expect(await count('riwayat')).toBe(before + 1);
      expect((await lastRiwayat(app)).aksi).toBe('Menghapus gambar slider (urutan 7)');
    });

    it('answers NOT_FOUND for an unknown picture', async () => {
      await expectRefused(() => app.gql(DELETE, { id: 999_999 }, admin), 'NOT_FOUND');
    });
  });

  describe('list', () => {
    beforeAll(async () => {
      await app.sql('delete from slider');
      for (const u of [5, 1, 9, 3]) await created(u);
    });
    const list = async (page?: Record<string, unknown>, token?: string) => {
      const r = await app.gql(LIST, { p: page }, token);
      expect(r.errors).toBeUndefined();
      return r.data!.sliders as { total: number; items: { urutan: number; gambar: string }[] };
    };

    it('orders by urutan ASC or DESC (DESC by default), anonymously', async () => {
      expect((await list({ order: 'ASC' })).items.map((s) => s.urutan)).toEqual([1, 3, 5, 9]);
      const desc = await list();
      expect(desc.items.map((s) => s.urutan)).toEqual([9, 5, 3, 1]);
      expect(desc.total).toBe(4);
      expect(desc.items.every((s) => s.gambar.startsWith('/files/'))).toBe(true);
    });

    it('pages', async () => {
      const page = await list({ order: 'ASC', limit: 3, page: 2 });
      expect(page.items.map((s) => s.urutan)).toEqual([9]);
      expect(page.total).toBe(4);
    });
  });

  describe('access', () => {
    it.each([3, 4, 5])('refuses every write to level %i', async (level) => {
      const s = await created(8);
      const { token } = await app.userWithLevel(level);
      const file = await png();
      await expectRefused(() => create(1, file, token), 'FORBIDDEN');
      await expectRefused(() => update(s.idGambar, 2, null, token), 'FORBIDDEN');
      await expectRefused(() => app.gql(DELETE, { id: s.idGambar }, token), 'FORBIDDEN');
    });

    it('refuses level 2 and anonymous callers', async () => {
      const s = await created(8);
      const [skpd] = await app.sql(`insert into skpd (skpd, kode) values ('Dinas Y', 1) returning id_skpd`);
      const { token } = await app.userWithLevel(2, { idSkpd: skpd.id_skpd });
      const file = await png();
      await expectRefused(() => create(1, file, token), 'FORBIDDEN');
      await expectRefused(() => update(s.idGambar, 2, null, ''), 'UNAUTHENTICATED');
      await expectRefused(() => app.gql(DELETE, { id: s.idGambar }), 'UNAUTHENTICATED');
    });

    it('lets a level-1 admin write', async () => {
      const { token } = await app.userWithLevel(1);
      const r = await create(2, await png(), token);
      expect(r.errors).toBeUndefined();
      expect((await update(r.data!.createSlider.idGambar, 3, null, token)).errors).toBeUndefined();
      expect((await app.gql(DELETE, { id: r.data!.createSlider.idGambar }, token)).data!.deleteSlider).toBe(true);
    });
  });
});
