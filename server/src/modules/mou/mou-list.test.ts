import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '../../common/dates.js';
import { createMou, mouInput } from '../../test/kerjasama-fixtures.js';
import { ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const MOUS = `query($f: MouFilter, $p: PageInput) { mous(filter: $f, page: $p) { total items { idMou judul noKontrak idStatus tglBerakhir } } }`;
const COMBO = `query($s: String) { mouCombo(search: $s) { idMou noMou judul } }`;

describe('mou list and combo', () => {
  let appList: TestApp;
  const list = async (filter: Record<string, unknown> = {}, page?: Record<string, unknown>) =>
    ok(await appList.gql(MOUS, { f: filter, p: page }, await appList.login())).mous as {
      total: number;
      items: { idMou: number; judul: string; noKontrak: string; idStatus: number; tglBerakhir: string }[];
    };

  beforeAll(async () => {
    appList = await createTestApp();
    const p = await appList.userWithLevel(3);
    const today = todayIso();
    // 30 agreements with increasing tgl_input; status cycles 1..5; every third Aktif one ends within 90 days.
    await appList.sql(
      `insert into mou (id_mitra, mitra, tgl_mulai, tgl_berakhir, tgl_input, judul, deskripsi, no_kontrak, no_mitra, nilai,
                        nama_ttd_mitra, jabatan_ttd_mitra, nama_ttd, jabatan_ttd, keterangan, id_status)
       select $1, 'Mitra', date '2025-01-01', $2::date + (case when i % 3 = 0 then 10 else 400 end),
              now() - (30 - i) * interval '1 minute',
              'Kesepakatan Daftar ' || lpad(i::text, 2, '0'), 'D', 'NK/' || lpad(i::text, 3, '0') || '/2026', 'NM', 0,
              'a', 'b', 'c', 'd', 'e', ((i - 1) % 5) + 1
       from generate_series(1, 30) as i`,
      [p.idUser, today],
    );
    await appList.sql(
      `insert into mou (id_mitra, mitra, tgl_mulai, tgl_berakhir, judul, deskripsi, no_kontrak, no_mitra, nama_ttd_mitra, jabatan_ttd_mitra, nama_ttd, jabatan_ttd, keterangan, id_status)
       values ($1, 'M', '2025-01-01', $2::date + 91, 'Hampir Habis Tapi Tidak', 'D', 'X/100%/Y', 'NM', 'a', 'b', 'c', 'd', 'e', 1),
              ($1, 'M', '2025-01-01', $2::date - 1, 'Sudah Lewat', 'D', 'X/1000/Y', 'NM', 'a', 'b', 'c', 'd', 'e', 1)`,
      [p.idUser, today],
    );
  });
  afterAll(() => appList.close());

  it('pages 20 by default, newest first, with the total; order ASC reverses it', async () => {
    const first = await list({ judul: 'kesepakatan daftar' });
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.judul).toBe('Kesepakatan Daftar 30');
    const second = await list({ judul: 'Kesepakatan Daftar' }, { page: 2 });
    expect(second.items.map((m) => m.judul).at(-1)).toBe('Kesepakatan Daftar 01');
    const asc = await list({ judul: 'Kesepakatan Daftar' }, { order: 'ASC', limit: 5 });
    expect(asc.items.map((m) => m.judul)).toEqual(['01', '02', '03', '04', '05'].map((n) => `Kesepakatan Daftar ${n}`));
  });

  it('filters by judul substring, No. Kontrak substring (literally), status and id', async () => {
    expect((await list({ judul: 'DAFTAR 1' })).total).toBe(10);
    expect((await list({ noKontrak: '/02' })).items.map((m) => m.noKontrak).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `NK/0${20 + i}/2026`).sort(),
    );
    expect((await list({ noKontrak: '100%' })).items.map((m) => m.judul)).toEqual(['Hampir Habis Tapi Tidak']);
    const aktif = await list({ judul: 'Kesepakatan Daftar', status: 2 });
    expect(aktif.total).toBe(6);
    expect(aktif.items.every((m) => m.idStatus === 2)).toBe(true);
    const one = (await list({ judul: 'Kesepakatan Daftar 07' })).items[0]!;
    expect((await list({ idMou: one.idMou })).items.map((m) => m.judul)).toEqual(['Kesepakatan Daftar 07']);
  });

  it('searches case-insensitively beyond ASCII, and follows an edit of the judul at once', async () => {
    const token = await appList.login();
    const p = await appList.userWithLevel(3);
    const mou = await createMou(appList, token, p.idUser, { judul: 'KERJA SAMA ÉCOLE ÜBER', noKontrak: 'ÉÜ/1' });
    expect((await list({ judul: 'école über' })).items.map((m) => m.idMou)).toEqual([mou.idMou]);
    expect((await list({ noKontrak: 'éü/' })).items.map((m) => m.idMou)).toEqual([mou.idMou]);
    ok(await appList.gql(`mutation($id: Int!, $input: MouInput!) { updateMou(idMou: $id, input: $input) { idMou } }`,
      { id: mou.idMou, input: mouInput(p.idUser, { judul: 'Judul Sesudah Diubah', noKontrak: 'ÉÜ/1' }) }, token));
    expect((await list({ judul: 'école' })).total).toBe(0);
    expect((await list({ judul: 'SESUDAH diubah' })).items.map((m) => m.idMou)).toEqual([mou.idMou]);
  });

  it('filters "Akan Habis": Aktif and ending from today to today + 90 days', async () => {
    const habis = await list({ akanHabis: true });
    // Aktif (i % 5 == 1) and i % 3 == 0: i = 6, 21.
    expect(habis.items.map((m) => m.judul).sort()).toEqual(['Kesepakatan Daftar 06', 'Kesepakatan Daftar 21']);
    expect(habis.items.every((m) => m.tglBerakhir <= addDaysIso(todayIso(), 90))).toBe(true);
  });

  it('combo matches a case-insensitive substring of No. Kontrak, at most 20', async () => {
    const token = await appList.login();
    const combo = async (s: string | null) => ok(await appList.gql(COMBO, { s }, token)).mouCombo as { idMou: number; noMou: string; judul: string }[];
    expect((await combo('nk/01')).map((m) => m.noMou)).toEqual(Array.from({ length: 10 }, (_, i) => `NK/0${10 + i}/2026`));
    expect((await combo('nk/001'))[0]).toMatchObject({ noMou: 'NK/001/2026', judul: 'Kesepakatan Daftar 01' });
    expect(await combo('NK/')).toHaveLength(20);
    expect(await combo(null)).toHaveLength(20);
    expect(await combo('tidak ada')).toEqual([]);
  });
  it('offers a level 2 drafter only the agreements its agency is linked to when picking one for a contract', async () => {
    const [s] = await appList.sql(`insert into skpd (skpd, kode, status) values ('Dinas Pilihan', 77, 1) returning id_skpd`);
    const [other] = await appList.sql(`insert into skpd (skpd, kode, status) values ('Dinas Lain', 78, 1) returning id_skpd`);
    await appList.sql(
      `insert into mou_skpd (id_mou, id_skpd) select id_mou, $1::int from mou where no_kontrak in ('NK/003/2026', 'NK/017/2026')
       union all select id_mou, $2::int from mou where no_kontrak = 'NK/005/2026'`,
      [s.id_skpd, other.id_skpd],
    );
    const staff = await appList.userWithLevel(2, { idSkpd: s.id_skpd });
    const COMBO_PKS = `query($s: String) { mouCombo(search: $s, untukPerjanjian: true) { noMou } }`;
    const pick = async (token: string, search: string | null) =>
      (ok(await appList.gql(COMBO_PKS, { s: search }, token)).mouCombo as { noMou: string }[]).map((m) => m.noMou);
    const staffToken = staff.token;
    expect(await pick(staffToken, null)).toEqual(['NK/003/2026', 'NK/017/2026']);
    expect(await pick(staffToken, '017')).toEqual(['NK/017/2026']);
    // an admin may put a contract under any agreement; without the argument the combo is as before
    expect(await pick(await appList.login(), null)).toHaveLength(20);
    expect((ok(await appList.gql(COMBO, { s: null }, staffToken)).mouCombo as unknown[]).length).toBe(20);
  });

  it('counts a list once per data version: a committed change through the app is counted at once', async () => {
    const p = await appList.userWithLevel(3);
    const insertQuietly = () =>
      appList.sql(
        `insert into mou (id_mitra, mitra, tgl_mulai, tgl_berakhir, judul, deskripsi, no_kontrak, no_mitra, nama_ttd_mitra, jabatan_ttd_mitra, nama_ttd, jabatan_ttd, keterangan, id_status)
         select $1, 'M', '2025-01-01', '2027-01-01', 'Hitungan Tersimpan ' || i, 'D', 'HT/' || i, 'NM', 'a', 'b', 'c', 'd', 'e', 1 from generate_series(1, 25) i`,
        [p.idUser],
      );
    await insertQuietly();
    expect((await list({ judul: 'hitungan tersimpan' })).total).toBe(25);
    // rows written behind the application's back raise no version: the remembered total stands
    await insertQuietly();
    const remembered = await list({ judul: 'hitungan tersimpan' });
    expect(remembered.total).toBe(25);
    expect(remembered.items).toHaveLength(20);
    // a write through the application raises the version: counted again, all of them
    await createMou(appList, await appList.login(), p.idUser, { judul: 'Hitungan Tersimpan Baru', noKontrak: 'HT/BARU' });
    expect((await list({ judul: 'hitungan tersimpan' })).total).toBe(51);
  });

  it('answers identical requests that arrive together with the same whole page, and other pages with their own', async () => {
    const alone = await list({ judul: 'hitungan tersimpan' });
    const secondPage = await list({ judul: 'hitungan tersimpan' }, { page: 2, limit: 20 });
    expect(secondPage.items.length).toBeGreaterThan(0);
    const together = await Promise.all([
      ...Array.from({ length: 12 }, () => list({ judul: 'hitungan tersimpan' })),
      list({ judul: 'hitungan tersimpan' }, { page: 2, limit: 20 }),
    ]);
    for (const page of together.slice(0, 12)) expect(page).toEqual(alone);
    expect(together[12]).toEqual(secondPage);
  });
});
