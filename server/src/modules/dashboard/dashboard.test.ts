import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, monthAfter, todayIso } from '../../common/dates.js';
import { createMou } from '../../test/kerjasama-fixtures.js';
import { codeOf, ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const DASHBOARD = `{ dashboard {
  totalMou totalMouExpired totalPks totalPksExpired jendelaHari
  dataMou { no id judul noKontrak tglAkhir } dataPks { no id judul noKontrak tglAkhir }
  berakhirPerBulan { bulan label mou pks }
} }`;

/** Inserts agreements/contracts ending `days` from today with a status; returns the ids. */
const seed = async (app: TestApp, rows: { table: 'mou' | 'pks'; judul: string; days: number; status: number }[]) => {
  const [p] = await app.sql(
    `insert into users (nama, username, email, password_hash, id_level, id_status) values ('Mitra Dasbor', 'mitra-dasbor', 'd@example.id', 'x', 3, 1) returning id_user`,
  );
  const [induk] = await app.sql(
    `insert into mou (id_mitra, mitra, tgl_mulai, tgl_berakhir, judul, deskripsi, no_kontrak, no_mitra, nama_ttd_mitra, jabatan_ttd_mitra, nama_ttd, jabatan_ttd, keterangan, id_status)
     values ($1, 'M', '2020-01-01', '2020-12-31', 'Induk Tidak Aktif', 'D', 'IND', 'N', 'a', 'b', 'c', 'd', 'e', 2) returning id_mou`,
    [p.id_user],
  );
  const today = todayIso();
  for (const r of rows) {
    const end = addDaysIso(today, r.days);
    const start = r.days < 0 ? addDaysIso(end, -10) : '2020-01-01';
    if (r.table === 'mou') {
      await app.sql(
        `insert into mou (id_mitra, mitra, tgl_mulai, tgl_berakhir, judul, deskripsi, no_kontrak, no_mitra, nama_ttd_mitra, jabatan_ttd_mitra, nama_ttd, jabatan_ttd, keterangan, id_status)
         values ($1, 'M', $2, $3, $4::text, 'D', 'NK-' || $4::text, 'N', 'a', 'b', 'c', 'd', 'e', $5)`,
        [p.id_user, start, end, r.judul, r.status],
      );
    } else {
      await app.sql(
        `insert into pks (id_mou, mitra, tgl_mulai, tgl_berakhir, judul, deskripsi, no_kontrak, no_mitra, nama_ttd_mitra, jabatan_ttd_mitra, nama_ttd, jabatan_ttd, keterangan, id_status)
         values ($1, 'M', $2, $3, $4::text, 'D', 'NK-' || $4::text, 'N', 'a', 'b', 'c', 'd', 'e', $5)`,
        [induk.id_mou, start, end, r.judul, r.status],
      );
    }
  }
};

describe('dashboard', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    await seed(app, [
      { table: 'mou', judul: 'M hari ini', days: 0, status: 1 },
      { table: 'mou', judul: 'M 30 hari', days: 30, status: 1 },
      { table: 'mou', judul: 'M 90 hari', days: 90, status: 1 },
      { table: 'mou', judul: 'M 91 hari', days: 91, status: 1 },
      { table: 'mou', judul: 'M 400 hari', days: 400, status: 1 },
      { table: 'mou', judul: 'M kemarin', days: -1, status: 1 },
      { table: 'mou', judul: 'M 10 hari baru', days: 10, status: 3 },
      { table: 'mou', judul: 'M 20 hari tidak aktif', days: 20, status: 2 },
      { table: 'pks', judul: 'P 5 hari', days: 5, status: 1 },
      { table: 'pks', judul: 'P 60 hari', days: 60, status: 1 },
      { table: 'pks', judul: 'P 200 hari', days: 200, status: 1 },
      { table: 'pks', judul: 'P 15 hari proses', days: 15, status: 4 },
    ]);
  });
  afterAll(() => app.close());

  it('counts Aktif and Akan Habis (Aktif, ending today to today + 90 days) and lists the latter soonest first', async () => {
    const d = ok(await app.gql(DASHBOARD, {}, admin)).dashboard;
    const today = todayIso();
    expect(d).toMatchObject({ totalMou: 6, totalMouExpired: 3, totalPks: 3, totalPksExpired: 2, jendelaHari: 90 });
    expect(d.dataMou).toEqual([
      { no: 1, id: expect.any(Number), judul: 'M hari ini', noKontrak: 'NK-M hari ini', tglAkhir: today },
      { no: 2, id: expect.any(Number), judul: 'M 30 hari', noKontrak: 'NK-M 30 hari', tglAkhir: addDaysIso(today, 30) },
      { no: 3, id: expect.any(Number), judul: 'M 90 hari', noKontrak: 'NK-M 90 hari', tglAkhir: addDaysIso(today, 90) },
    ]);
    expect(d.dataPks.map((x: { judul: string }) => x.judul)).toEqual(['P 5 hari', 'P 60 hari']);
  });

  it('charts Aktif agreements and contracts ending per month, this month and the 11 after it', async () => {
    const d = ok(await app.gql(DASHBOARD, {}, admin)).dashboard;
    const today = todayIso();
    const months = Array.from({ length: 12 }, (_, i) => monthAfter(today, i));
    expect(d.berakhirPerBulan.map((m: { bulan: string }) => m.bulan)).toEqual(months);
    const expected = (table: 'mou' | 'pks', days: number[]) => {
      const out = new Map<string, number>();
      for (const n of days) {
        const m = addDaysIso(today, n).slice(0, 7);
        if (months.includes(m)) out.set(m, (out.get(m) ?? 0) + 1);
      }
      return months.map((m) => out.get(m) ?? 0);
    };
    // "kemarin" is still Aktif and in this month when today is not the 1st.
    const mouDays = [0, 30, 90, 91, 400, ...(today.endsWith('-01') ? [] : [-1])];
    expect(d.berakhirPerBulan.map((m: { mou: number }) => m.mou)).toEqual(expected('mou', mouDays));
    expect(d.berakhirPerBulan.map((m: { pks: number }) => m.pks)).toEqual(expected('pks', [5, 60, 200]));
    expect(d.berakhirPerBulan[0].label).toMatch(/^(Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}$/);
  });

  it('uses the configured expiry window (EXPIRY_WINDOW_DAYS)', async () => {
    const narrow = await createTestApp({ EXPIRY_WINDOW_DAYS: '30' });
    try {
      await seed(narrow, [
        { table: 'mou', judul: 'A', days: 30, status: 1 },
        { table: 'mou', judul: 'B', days: 31, status: 1 },
        { table: 'pks', judul: 'C', days: 29, status: 1 },
      ]);
      const d = ok(await narrow.gql(DASHBOARD, {}, await narrow.login())).dashboard;
      expect(d).toMatchObject({ totalMou: 2, totalMouExpired: 1, totalPks: 1, totalPksExpired: 1, jendelaHari: 30 });
      const list = ok(await narrow.gql('{ mous(filter: { akanHabis: true }) { items { judul } } }', {}, await narrow.login())).mous;
      expect(list.items).toEqual([{ judul: 'A' }]);
    } finally {
      await narrow.close();
    }
  });

  it('is for levels 1, 2 and 99 only', async () => {
    const staff = await app.userWithLevel(2, {
      idSkpd: (await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Dasbor', 1, 1) returning id_skpd`))[0].id_skpd,
    });
    expect(ok(await app.gql(DASHBOARD, {}, staff.token)).dashboard.totalMou).toBe(6);
    expect(ok(await app.gql(DASHBOARD, {}, (await app.userWithLevel(1)).token)).dashboard.totalPks).toBe(3);
    for (const level of [3, 4, 5]) expect(codeOf(await app.gql(DASHBOARD, {}, (await app.userWithLevel(level)).token))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(DASHBOARD, {}))).toBe('UNAUTHENTICATED');
  });

  it('is shared between accounts but follows every committed change, on this instance and another', async () => {
    const other = await createTestApp({ DATABASE_URL: app.config.databaseUrl! });
    try {
      const before = ok(await app.gql(DASHBOARD, {}, admin)).dashboard;
      const idMitra = (await app.userWithLevel(3)).idUser;
      const soon = addDaysIso(todayIso(), 3);
      const mou = await createMou(app, admin, idMitra, { judul: 'M baru lewat API', status: 1, tglMulai: todayIso(), tglBerakhir: soon });
      const after = ok(await app.gql(DASHBOARD, {}, admin)).dashboard;
      expect(after.totalMou).toBe(before.totalMou + 1);
      expect(after.totalMouExpired).toBe(before.totalMouExpired + 1);
      expect(after.dataMou.map((m: { judul: string }) => m.judul)).toContain('M baru lewat API');
      // the other instance learns of the change through PostgreSQL
      let seen = 0;
      for (let i = 0; i < 50 && seen !== before.totalMou + 1; i++) {
        seen = ok(await other.gql(DASHBOARD, {}, await other.login())).dashboard.totalMou;
        if (seen !== before.totalMou + 1) await new Promise((r) => setTimeout(r, 50));
      }
      expect(seen).toBe(before.totalMou + 1);
      ok(await app.gql('mutation($id: Int!) { deleteMou(idMou: $id) }', { id: mou.idMou }, admin));
      expect(ok(await app.gql(DASHBOARD, {}, admin)).dashboard.totalMou).toBe(before.totalMou);
    } finally {
      await other.close();
    }
  });
});
