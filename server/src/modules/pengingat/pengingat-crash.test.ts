import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettableClock } from '../../jobs/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A reminder run that dies half-way (here: the transaction of the batch that would pass 2,000 stored
 * reminders fails, as when the process is killed or the database drops the connection) stores nothing twice and loses nothing: the batches are
 * transactions, the next run stores exactly what is missing, and mail jobs are keyed by mail.
 */
describe('a reminder run that fails half-way', () => {
  const clock = new SettableClock('2027-06-01');
  let app: TestApp;
  let mitra: number;

  beforeAll(async () => {
    app = await createTestApp({}, { hooks: { clock, cron: false } }); // exact counts: no other scheduled run (monev) adds to them
    mitra = (await app.userWithLevel(3)).idUser;
    // 1,500 Aktif agreements ending in 7 days: 3,000 reminders (admin and partner), 30 batches of 50 pairs.
    await app.sql(
      `insert into mou (id_mitra, mitra, tgl_mulai, tgl_berakhir, judul, deskripsi, no_kontrak, no_mitra, nama_ttd_mitra, jabatan_ttd_mitra, nama_ttd, jabatan_ttd, keterangan, id_status)
       select $1, 'Mitra', '2026-01-01', '2027-06-08', 'MoU ' || g, '-', 'K-' || g, 'M-' || g, '-', '-', '-', '-', '-', 1 from generate_series(1, 1500) g`,
      [mitra],
    );
    await app.sql(`create function uji_gagal() returns trigger language plpgsql as $$
      begin if (select count(*) from notifikasi) > 2000 then raise exception 'simulasi: proses mati'; end if; return new; end $$`);
    await app.sql(`create trigger uji_gagal before insert on surel_kirim for each statement execute function uji_gagal()`);
  }, 60_000);
  afterAll(() => app.close());

  it('the next run stores exactly the missing reminders and mails, each once', async () => {
    const { pengingat, jobs } = app.server.services;
    await expect(pengingat.run(app.db.orm.em.fork())).rejects.toThrow(/simulasi: proses mati/);
    const count = async (sql: string) => (await app.sql<{ n: number }>(sql))[0]!.n;
    expect(await count(`select count(*)::int as n from notifikasi`)).toBe(2000);
    expect(await count(`select count(*)::int as n from surel_kirim`)).toBe(2000);

    await app.sql(`drop trigger uji_gagal on surel_kirim`);
    const started = Date.now();
    const second = await pengingat.run(app.db.orm.em.fork());
    const ms = Date.now() - started;
    expect(second).toEqual({ berakhir: 0, notifikasi: 1000, surel: 1000 });
    expect(await count(`select count(*)::int as n from notifikasi`)).toBe(3000);
    expect(await count(`select count(distinct (id_user, kunci))::int as n from notifikasi`)).toBe(3000);
    expect(await count(`select count(*)::int as n from surel_kirim`)).toBe(3000);
    // One mail job per mail, whichever run queued it.
    expect(await count(`select count(*)::int as n from pgboss.job where name = 'surel-kirim'`)).toBe(3000);
    // A third run finds nothing to do.
    expect(await pengingat.run(app.db.orm.em.fork())).toEqual({ berakhir: 0, notifikasi: 0, surel: 0 });
    console.info(`second run (1,000 reminders + 1,000 mails stored and queued): ${ms} ms`);
    await jobs.stop();
  }, 120_000);
});
