import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettableClock } from '../../jobs/clock.js';
import { createMou } from '../../test/kerjasama-fixtures.js';
import { fieldsOf, ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A title of 255 characters in words: its link to the filtered list is longer than 255 once encoded. */
const PANJANG = 'Kesepakatan Bersama antara Pemerintah Kota dan Universitas tentang Pengembangan '.repeat(4).slice(0, 255).trim();

describe('what a reminder says, and a long title', () => {
  const clock = new SettableClock('2026-12-01');
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp({}, { hooks: { clock, cron: false } }); // exact counts: no other scheduled run (monev) adds to them
    admin = await app.login();
  });
  afterAll(() => app.close());

  it('tells the days actually left, and a long title neither fails the run nor stops the other reminders', async () => {
    const mitra = await app.userWithLevel(3);
    const panjang = await createMou(app, admin, mitra.idUser, { judul: PANJANG, tglMulai: '2026-01-01', tglBerakhir: '2026-12-16' });
    const biasa = await createMou(app, admin, mitra.idUser, { judul: 'MoU Biasa', tglMulai: '2026-01-01', tglBerakhir: '2026-12-31' });
    await app.server.services.pengingat.run(app.db.orm.em.fork());
    const [adm] = await app.sql<{ id_user: number }>(`select id_user from users where username = 'admin'`);
    const of = async (idMou: number) =>
      (await app.sql<{ judul: string; pesan: string; tautan: string }>(`select judul, pesan, tautan from notifikasi where kunci like $1`, [`pengingat:mou:${idMou}:%:u${adm!.id_user}`]))[0]!;
    // created 15 days before its end: its H-30 reminder says 15 days, not 30
    const a = await of(panjang.idMou);
    expect(a.judul).toBe('Kesepakatan berakhir dalam 15 hari');
    expect(a.pesan).toContain(PANJANG);
    expect(a.tautan).toBe(`/admin/kesepakatan?judul=${encodeURIComponent(PANJANG)}`);
    expect(a.tautan.length).toBeGreaterThan(255);
    expect((await of(biasa.idMou)).judul).toBe('Kesepakatan berakhir dalam 30 hari');
    const [{ subjek }] = await app.sql<{ subjek: string }>(`select subjek from surel_kirim where kunci like $1`, [`pengingat:mou:${panjang.idMou}:%`]);
    expect(subjek).toMatch(/^\[Kerja Sama\] Kesepakatan berakhir dalam 15 hari: Kesepakatan Bersama antara/);
  });

  it('refuses emptied reminder days instead of switching every reminder off', async () => {
    const ubah = `mutation($i: PengaturanPengingatInput!) { ubahPengaturanPengingat(input: $i) { offsets } }`;
    const refused = await app.gql(ubah, { i: { offsets: [], kedaluwarsaOtomatis: true, pengirim: null, jedaChatMenit: 15 } }, admin);
    expect(fieldsOf(refused)).toEqual({ offsets: 'Hari pengingat tidak boleh kosong' });
    expect(ok(await app.gql(`query { pengaturanPengingat { offsets } }`, {}, admin)).pengaturanPengingat.offsets).toEqual([90, 60, 30, 7, 0]);
  });
});
