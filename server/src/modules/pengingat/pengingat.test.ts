import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso } from '../../common/dates.js';
import { SettableClock } from '../../jobs/clock.js';
import { createMou, createPks, mouInput } from '../../test/kerjasama-fixtures.js';
import { ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SUREL_QUEUE } from '../surel/surel.service.js';

/**
 * Ninety-one days of reminders and expiry on two instances sharing one database: each day both run the
 * same reminder run at once (as two workers would after a missed cron tick); three days the whole system is
 * down. The exact set of notifications and mails is asserted: each key once, none missing.
 */
const START = '2027-01-01';
const day = (n: number) => addDaysIso(START, n);

const mailsIn = (dir: string) => {
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((f) => {
    const head = readFileSync(path.join(dir, f), 'utf8').split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
    return `${header('To')} | ${header('Subject')}`;
  });
};

describe('reminders and expiry over 90 days on two instances', () => {
  const clockA = new SettableClock(START);
  const clockB = new SettableClock(START);
  let a: TestApp;
  let b: TestApp;
  const u: Record<string, { idUser: number; email: string; token: string }> = {};
  const rec: Record<string, number> = {};

  beforeAll(async () => {
    // exact sets: the runs are the test's own, no scheduled one (monev reminders) adds to them
    a = await createTestApp({}, { hooks: { clock: clockA, cron: false } });
    b = await createTestApp({ DATABASE_URL: a.config.databaseUrl! }, { hooks: { clock: clockB, cron: false } });
    const [sa, sb, sc] = await a.sql<{ id_skpd: number }>(`insert into skpd (skpd, kode, status) values ('Dinas A', 1, 1), ('Dinas B', 2, 1), ('Dinas C', 3, 1) returning id_skpd`);
    const made = {
      skpdA: await a.userWithLevel(2, { idSkpd: sa!.id_skpd }),
      skpdB: await a.userWithLevel(2, { idSkpd: sb!.id_skpd }),
      skpdC: await a.userWithLevel(2, { idSkpd: sc!.id_skpd }),
      mitra: await a.userWithLevel(3),
    };
    const admin = await a.login();
    for (const [k, v] of Object.entries(made)) {
      const [row] = await a.sql<{ email: string }>(`select email from users where id_user = $1`, [v.idUser]);
      u[k] = { ...v, email: row!.email };
    }
    const [adm] = await a.sql<{ id_user: number; email: string }>(`select id_user, email from users where username = 'admin'`);
    u.admin = { idUser: adm!.id_user, email: adm!.email, token: admin };
    // The partner wants no reminder mails (its notifications stay).
    ok(await a.gql(`mutation { aturPreferensiNotifikasi(jenis: "pengingat", surel: false) { jenis surel } }`, {}, u.mitra!.token));

    const mitra = u.mitra!.idUser;
    rec.m1 = (await createMou(a, admin, mitra, { judul: 'MoU Satu', tglBerakhir: '2027-02-15' })).idMou;
    rec.p1 = (await createPks(a, admin, rec.m1, { judul: 'PKS Satu', tglBerakhir: '2027-03-31' })).idPks;
    rec.m2 = (await createMou(a, admin, mitra, { judul: 'MoU Dua Tidak Aktif', tglBerakhir: '2027-03-01', status: 2 })).idMou;
    rec.m3 = (await createMou(a, admin, mitra, { judul: 'MoU Tiga Digeser', tglBerakhir: '2027-01-20' })).idMou;
    rec.m4 = (await createMou(a, admin, mitra, { judul: 'MoU Empat Dinonaktifkan', tglBerakhir: '2027-02-10' })).idMou;
    await a.sql(`insert into mou_skpd (id_mou, id_skpd) values ($1, $3), ($2, $3)`, [rec.m1, rec.m3, sa!.id_skpd]);
    await a.sql(`insert into pks_skpd (id_pks, id_skpd) values ($1, $2)`, [rec.p1, sb!.id_skpd]);
  }, 60_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('sends each reminder once to the right people, catches up after downtime and expires the ended records', async () => {
    const admin = u.admin!.token;
    const down = new Set([59, 60, 61]);
    for (let n = 0; n <= 90; n++) {
      if (n === 10) {
        // An edit moves MoU Tiga's end date: the new date gets its own reminders.
        ok(await a.gql('mutation($id: Int!, $i: MouInput!) { updateMou(idMou: $id, input: $i) { idMou } }', { id: rec.m3, i: mouInput(u.mitra!.idUser, { judul: 'MoU Tiga Digeser', tglBerakhir: '2027-02-28' }) }, admin));
      }
      if (n === 20) {
        // MoU Empat leaves Aktif: no reminder after that.
        ok(await a.gql('mutation($id: Int!, $i: MouInput!) { updateMou(idMou: $id, input: $i) { idMou } }', { id: rec.m4, i: mouInput(u.mitra!.idUser, { judul: 'MoU Empat Dinonaktifkan', tglBerakhir: '2027-02-10', status: 2 }) }, admin));
      }
      if (down.has(n)) continue;
      clockA.set(day(n));
      clockB.set(day(n));
      await Promise.all([a.server.services.pengingat.run(a.db.orm.em.fork()), b.server.services.pengingat.run(b.db.orm.em.fork())]);
    }

    const people = { m1: ['admin', 'skpdA', 'mitra'], p1: ['admin', 'skpdB', 'mitra'], m3: ['admin', 'skpdA', 'mitra'], m4: ['admin', 'mitra'] };
    const plan: [keyof typeof people, 'mou' | 'pks', string, number[]][] = [
      ['m1', 'mou', '2027-02-15', [60, 30, 7, 0]],
      ['p1', 'pks', '2027-03-31', [90, 60, 30, 7, 0]],
      ['m3', 'mou', '2027-01-20', [30]],
      ['m3', 'mou', '2027-02-28', [60, 30, 7, 0]],
      ['m4', 'mou', '2027-02-10', [60, 30]],
    ];
    const expected = plan.flatMap(([r, jenis, tgl, hs]) => hs.flatMap((h) => people[r].map((p) => `pengingat:${jenis}:${rec[r]}:${tgl}:H${h}:u${u[p]!.idUser}`)));
    const stored = (await a.sql<{ kunci: string }>(`select kunci from notifikasi order by kunci`)).map((r) => r.kunci);
    expect(stored).toEqual([...expected].sort());
    expect(new Set(expected).size).toBe(expected.length);
    // Every (record, end date, offset) whose reminders were stored is marked done, and nothing else is.
    const done = (await a.sql<{ p: string }>(`select jenis || ':' || id || ':' || to_char(tgl_berakhir, 'YYYY-MM-DD') || ':H' || h as p from pengingat_selesai order by 1`)).map((r) => r.p);
    expect(done).toEqual([...new Set(plan.flatMap(([r, jenis, tgl, hs]) => hs.map((h) => `${jenis}:${rec[r]}:${tgl}:H${h}`)))].sort());
    // Caught up after the downtime: PKS Satu's H-30 (due 1 March) was stored on 4 March.
    const [late] = await a.sql<{ dibuat: Date }>(`select dibuat from notifikasi where kunci = $1`, [`pengingat:pks:${rec.p1}:2027-03-31:H30:u${u.admin!.idUser}`]);
    expect(late!.dibuat.toISOString().slice(0, 10)).toBe('2027-03-04');

    // Mails: every reminder except the partner's, each sent once across both instances' outboxes.
    const expectedMails = plan.flatMap(([r, jenis, tgl, hs]) =>
      hs.flatMap((h) => people[r].filter((p) => p !== 'mitra').map((p) => `${u[p]!.email} | ${jenis}:${rec[r]}:${tgl}:H${h}`)),
    );
    await a.server.services.jobs.idle([SUREL_QUEUE], 60_000);
    const rows = await a.sql<{ kunci: string; ke: string; subjek: string; status: string }>(`select kunci, ke, subjek, status from surel_kirim order by kunci`);
    expect(rows.every((r) => r.status === 'terkirim')).toBe(true);
    expect(rows.map((r) => `${r.ke} | ${r.kunci.replace(/^pengingat:|:u\d+:surel$/g, '')}`).sort()).toEqual([...expectedMails].sort());
    const outbox = [...mailsIn(a.config.mail.outbox), ...mailsIn(b.config.mail.outbox)].sort();
    expect(outbox).toEqual(rows.map((r) => `${r.ke} | ${r.subjek}`).sort());
    // A mail is rendered when sent, from its parameters and the recipient's name: MoU Satu's H-30 to the agency.
    const decoded = (m: string) => m.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const body = [a, b]
      .flatMap((app) => readdirSync(app.config.mail.outbox).map((f) => decoded(readFileSync(path.join(app.config.mail.outbox, f), 'utf8'))))
      .find((m) => m.includes(`To: ${u.skpdA!.email}`) && m.includes('Kesepakatan berakhir dalam 30 hari: MoU Satu'))!;
    const [skpdA] = await a.sql<{ nama: string }>(`select nama from users where id_user = $1`, [u.skpdA!.idUser]);
    expect(body).toContain(`Yth. ${skpdA!.nama},`);
    expect(body).toContain('Kesepakatan "MoU Satu" berakhir pada 15 Februari 2027. Masa berlakunya tinggal 30 hari.');
    expect(body).toContain('/admin/kesepakatan?judul=MoU%20Satu');
    // Links: staff to the record's list filtered to its title, the partner to its agreement on Kerja Sama Saya.
    const links = await a.sql<{ id_user: number; tautan: string }>(`select distinct id_user, tautan from notifikasi where kunci like $1`, [`pengingat:pks:${rec.p1}:%`]);
    expect(links.find((l) => l.id_user === u.mitra!.idUser)!.tautan).toBe(`/admin/kerja-sama-saya#kesepakatan-${rec.m1}`);
    expect(links.find((l) => l.id_user === u.skpdB!.idUser)!.tautan).toBe('/admin/pks?judul=PKS%20Satu');

    // Expiry: once per record, by Sistem, the day after the end date (MoU Tiga's after the downtime).
    const status = await a.sql<{ id: number; s: number }>(`select id_mou as id, id_status as s from mou order by id_mou`);
    expect(Object.fromEntries(status.map((r) => [r.id, r.s]))).toEqual({ [rec.m1!]: 2, [rec.m2!]: 2, [rec.m3!]: 2, [rec.m4!]: 2 });
    const [pks] = await a.sql<{ s: number }>(`select id_status as s from pks where id_pks = $1`, [rec.p1]);
    expect(pks!.s).toBe(2);
    const lines = await a.sql<{ nama_user: string; aksi: string }>(`select nama_user, aksi from riwayat where aksi like '%menjadi Tidak Aktif: masa berlaku%' order by id_riwayat`);
    expect(lines).toEqual([
      { nama_user: 'Sistem', aksi: 'Mengubah status Kesepakatan "MoU Satu" menjadi Tidak Aktif: masa berlaku berakhir 15 Februari 2027' },
      { nama_user: 'Sistem', aksi: 'Mengubah status Kesepakatan "MoU Tiga Digeser" menjadi Tidak Aktif: masa berlaku berakhir 28 Februari 2027' },
      { nama_user: 'Sistem', aksi: 'Mengubah status Perjanjian "PKS Satu" menjadi Tidak Aktif: masa berlaku berakhir 31 Maret 2027' },
    ]);
    // ...at stage Berakhir, each with a timeline line by Sistem (the stage and the status agree)
    const stages = await a.sql<{ jenis: string; id: number; tahapan: string }>(`select jenis, id_record as id, tahapan from tahapan_kerjasama where (jenis, id_record) in (('mou', $1), ('mou', $2), ('pks', $3)) order by jenis, id_record`, [rec.m1, rec.m3, rec.p1]);
    expect(stages.map((r) => r.tahapan)).toEqual(['BERAKHIR', 'BERAKHIR', 'BERAKHIR']);
    const timeline = await a.sql<{ dari: string; catatan: string }>(`select dari, catatan from tahapan_log where ke = 'BERAKHIR' and nama_aktor = 'Sistem' order by id_log`);
    expect(timeline.map((l) => l.dari)).toEqual(['PELAKSANAAN', 'PELAKSANAAN', 'PELAKSANAAN']);
    expect(timeline.map((l) => l.catatan)).toEqual(['Masa berlaku berakhir 15 Februari 2027', 'Masa berlaku berakhir 28 Februari 2027', 'Masa berlaku berakhir 31 Maret 2027']);
  }, 240_000);
});
