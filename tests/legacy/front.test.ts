import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMou, createPks } from '../../server/src/test/kerjasama-fixtures.js';
import { createTestApp, type TestApp } from '../../server/src/test/test-app.js';

/** What the old public pages send: today's date encrypted with a fixed key; the server ignores it. */
const SESSION = 'U2FsdGVkX19hYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5eg==';
const PRIVATE_FIELDS = ['nilai', 'nama_ttd', 'nama_ttd_mitra', 'jabatan_ttd', 'jabatan_ttd_mitra', 'keterangan'];

describe('legacy public tables: front/read_mou.php and front/read_pks.php', () => {
  let app: TestApp;
  let admin: string;
  let idMou: number;

  const get = (path: string, fields: Record<string, string> = {}, token?: string) => app.legacy(path, fields, { method: 'GET', token });

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    const idMitra = (await app.userWithLevel(5)).idUser;
    idMou = (await createMou(app, admin, idMitra, { judul: 'Kesepakatan Pendidikan', noKontrak: '07/KS/2026', tglMulai: '2026-03-05' })).idMou;
    await createMou(app, admin, idMitra, { judul: 'Kesepakatan Revisi', noKontrak: '08/KS/2026', status: 5 });
    for (let i = 1; i <= 21; i++) {
      await createPks(app, admin, idMou, { judul: `Perjanjian Beasiswa ${i}`, noKontrak: `PKS-${i}`, status: i === 21 ? 2 : 1 });
    }
  });
  afterAll(() => app.close());

  it('read_mou.php (page, judul, session): active agreements, numbered, snake_case, dd-mm-yyyy, public fields only', async () => {
    const r = await get('front/read_mou.php', { page: '1', judul: '', session: SESSION });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: 'Success', total: 1 });
    expect(r.body.data).toEqual([
      {
        no: 1,
        id_mou: idMou,
        mitra: 'PT Mitra Sejahtera',
        judul: 'Kesepakatan Pendidikan',
        deskripsi: 'Ruang lingkup kerja sama.',
        no_kontrak: '07/KS/2026',
        no_mitra: 'MS-01/2026',
        tgl_mulai: '05-03-2026',
        tgl_berakhir: '31-12-2027',
      },
    ]);
    for (const f of PRIVATE_FIELDS) expect(r.body.data[0]).not.toHaveProperty(f);
    expect((await get('front/read_mou.php', { judul: 'revisi', session: SESSION })).body).toMatchObject({ success: true, total: 0, data: [] });
  });

  it('read_pks.php (page, judul, session): 20 active contracts per page with their agreement title', async () => {
    const p1 = await get('front/read_pks.php', { page: '1', judul: '', session: SESSION });
    expect(p1.body).toMatchObject({ success: true, total: 20 });
    expect(p1.body.data).toHaveLength(20);
    expect(p1.body.data[0]).toMatchObject({ no: 1, id_mou: idMou, judul_mou: 'Kesepakatan Pendidikan', tgl_mulai: '01-02-2026' });
    expect(p1.body.data[0].judul).toMatch(/^Perjanjian Beasiswa \d+$/);
    for (const f of PRIVATE_FIELDS) expect(p1.body.data[0]).not.toHaveProperty(f);
    const p2 = await get('front/read_pks.php', { page: '2', session: SESSION });
    expect(p2.body).toMatchObject({ success: true, total: 20, data: [] });
    const one = await get('front/read_pks.php', { page: '1', judul: 'Beasiswa 7', session: SESSION });
    expect(one.body.data.map((d: { judul: string; no: number }) => [d.no, d.judul])).toEqual([[1, 'Perjanjian Beasiswa 7']]);
  });

  it('numbers the rows of page 2 from 21', async () => {
    const idMitra = (await app.userWithLevel(3)).idUser;
    for (let i = 0; i < 20; i++) await createMou(app, admin, idMitra, { judul: `Kesepakatan Tambahan ${i}`, noKontrak: `T-${i}` });
    const p2 = await get('front/read_mou.php', { page: '2', session: SESSION });
    expect(p2.body.total).toBe(21);
    expect(p2.body.data.map((d: { no: number }) => d.no)).toEqual([21]);
  });

  it('ignores a stale or invalid token on the public paths, but not elsewhere', async () => {
    for (const token of ['garbage', `${admin.slice(0, -3)}abc`]) {
      for (const path of ['front/read_mou.php', 'front/read_pks.php', 'front/read_home.php', 'front/read_profile.php', 'front/read_kegiatan.php']) {
        const r = await get(path, { page: '1', session: SESSION }, token);
        expect(r.status, path).toBe(200);
        expect(r.body.success, path).toBe(true);
      }
      const mou = await get('mou/read.php', {}, token);
      expect(mou.status).toBe(401);
      expect(mou.body).toEqual({ success: false, message: 'Sesi tidak valid atau sudah berakhir, silakan masuk kembali' });
    }
  });
});
