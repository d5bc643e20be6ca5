import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettableClock } from '../../jobs/clock.js';
import { createMou, createPks } from '../../test/kerjasama-fixtures.js';
import { ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SUREL_QUEUE } from '../surel/surel.service.js';
import { MONEV_PENGINGAT_QUEUE } from './monev-pengingat.js';
import { monevPeople, type MonevPeople } from './testing.js';

const BELL = '{ notifikasiSaya(limit: 50) { jenis judul pesan tautan } }';
const LAPOR = `mutation($i: LaporMonevInput!) { laporMonev(input: $i) { idLaporan } }`;
const laporan = { periode: 1, kegiatan: 'Pelatihan', target: '100 peserta', capaian: '80 peserta', persentase: 80, nilaiRealisasi: 1000, kendala: '-', tindakLanjut: '-' };

/** "To | Subject" of the mails written to the outbox. */
const outbox = (app: TestApp) => {
  let files: string[] = [];
  try {
    files = readdirSync(app.config.mail.outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((f) => {
      const head = readFileSync(path.join(app.config.mail.outbox, f), 'utf8').split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
      return `${header('To')} | ${header('Subject')}`;
    })
    .sort();
};

describe('monev reminders: due and late evaluations and implementation reports, each told once', () => {
  const clock = new SettableClock('2027-05-20');
  let app: TestApp;
  let admin: string;
  let people: MonevPeople;
  const u: Record<string, { idUser: number; email: string; token: string }> = {};
  let idMou: number;
  let idPks: number;
  let idLama: number;

  const run = () => app.server.services.monevPengingat.run(app.db.orm.em.fork());
  const keys = async () => (await app.sql<{ kunci: string }>(`select kunci from notifikasi where jenis = 'monev' order by kunci`)).map((r) => r.kunci);
  const key = (jenis: string, id: number, periode: number, status: string, who: string) => `monev:${jenis}:${id}:${periode}:${status}:u${u[who]!.idUser}`;
  const mails = async () =>
    (await app.sql<{ kunci: string; ke: string }>(`select kunci, ke from surel_kirim where kunci like 'monev:%' order by kunci`)).map((r) => `${r.kunci} -> ${r.ke}`);

  beforeAll(async () => {
    app = await createTestApp({}, { hooks: { clock, cron: false } }); // its runs are the test's own: no scheduled one (the expiry reminders) adds to the counts
    admin = await app.login();
    people = await monevPeople(app, 'Dinas Pengingat Monev', 71);
    const admin2 = await app.userWithLevel(1);
    const skpdNonaktif = await app.userWithLevel(2, { idSkpd: people.skpdA.idSkpd });
    const accounts = { ...people, admin2, skpdNonaktif };
    for (const [k, v] of Object.entries(accounts)) {
      const [row] = await app.sql<{ email: string }>(`select email from users where id_user = $1`, [v.idUser]);
      u[k] = { ...v, email: row!.email };
    }
    const [adm] = await app.sql<{ id_user: number; email: string }>(`select id_user, email from users where username = 'admin'`);
    u.admin = { idUser: adm!.id_user, email: adm!.email, token: admin };
    await app.sql(`update users set id_status = 0 where id_user = $1`, [skpdNonaktif.idUser]);
    // The second admin wants no monev mails (its notifications stay); its reminder mails are untouched.
    ok(await app.gql(`mutation { aturPreferensiNotifikasi(jenis: "monev", surel: false) { jenis surel } }`, {}, admin2.token));
    const prefs = ok(await app.gql('{ preferensiNotifikasi { jenis surel } }', {}, admin2.token)).preferensiNotifikasi;
    expect(prefs).toContainEqual({ jenis: 'monev', surel: false });
    expect(ok(await app.gql('{ preferensiNotifikasi { jenis } }', {}, people.skpdA.token)).preferensiNotifikasi.map((p: { jenis: string }) => p.jenis)).toContain('monev');
    expect(ok(await app.gql('{ preferensiNotifikasi { jenis } }', {}, people.mitra.token)).preferensiNotifikasi.map((p: { jenis: string }) => p.jenis)).not.toContain('monev');

    const mitra = people.mitra.idUser;
    // Period 1 of both: 1 January to 1 July 2027, due from 1 June (30 days before), late from 2 July.
    ({ idMou } = await createMou(app, admin, mitra, { judul: 'MoU Monev Baru', tglMulai: '2027-01-01', tglBerakhir: '2028-12-31', noKontrak: 'PM/1' }));
    ({ idPks } = await createPks(app, admin, idMou, { judul: 'PKS Monev', tglMulai: '2027-01-01', tglBerakhir: '2027-12-31', noKontrak: 'PM/P1' }));
    // Running since 2020: fourteen periods late for years (never told), period 15 due from 11 July 2027.
    ({ idMou: idLama } = await createMou(app, admin, mitra, { judul: 'MoU Monev Lama', tglMulai: '2020-02-10', tglBerakhir: '2030-12-31', noKontrak: 'PM/2' }));
    await app.sql(`insert into mou_skpd (id_mou, id_skpd) values ($1, $3), ($2, $3)`, [idMou, idLama, people.skpdA.idSkpd]);
    await app.sql(`insert into pks_skpd (id_pks, id_skpd) values ($1, $2)`, [idPks, people.skpdA.idSkpd]);
  }, 60_000);
  afterAll(() => app?.close());

  it('tells nothing of periods late for years (a first run does not flood), nor of periods not yet due', async () => {
    // Tugas Saya lists the old periods; the reminders only what became due or late within the last 7 days.
    const tugas = ok(await app.gql('query { monevTugas { idRecord periode status } }', {}, admin)).monevTugas as { idRecord: number }[];
    expect(tugas.filter((t) => t.idRecord === idLama).length).toBe(14);
    await run();
    expect(await keys()).toEqual([]);
  });

  it('a period falling due: the admins (evaluation) and the linked agency (report) are told once, in the bell and by mail as they want', async () => {
    clock.set('2027-06-01');
    await run();
    const who = ['admin', 'admin2', 'skpdA'];
    const expected = [...who.map((w) => key('mou', idMou, 1, 'jatuh_tempo', w)), ...who.map((w) => key('pks', idPks, 1, 'jatuh_tempo', w))].sort();
    expect(await keys()).toEqual(expected);
    // No partner, no unlinked agency, no inactive account; the second admin gets no mail.
    expect(await mails()).toEqual(
      expected.filter((k) => !k.endsWith(`:u${u.admin2!.idUser}`)).map((k) => `${k}:surel -> ${u[k.endsWith(`:u${u.admin!.idUser}`) ? 'admin' : 'skpdA']!.email}`),
    );
    const bellA = ok(await app.gql(BELL, {}, people.skpdA.token)).notifikasiSaya;
    expect(bellA).toContainEqual({
      jenis: 'monev',
      judul: 'Laporan pelaksanaan jatuh tempo',
      pesan: 'Laporan pelaksanaan periode 1 kesepakatan "MoU Monev Baru" jatuh tempo pada 1 Juli 2027. Silakan sampaikan laporan pelaksanaan instansi Anda melalui Tugas Saya.',
      tautan: '/admin/tugas-saya',
    });
    const bellAdmin = ok(await app.gql(BELL, {}, admin)).notifikasiSaya;
    expect(bellAdmin).toContainEqual({
      jenis: 'monev',
      judul: 'Evaluasi jatuh tempo',
      pesan: 'Evaluasi periode 1 perjanjian "PKS Monev" jatuh tempo pada 1 Juli 2027. Silakan isi evaluasinya melalui Tugas Saya.',
      tautan: '/admin/tugas-saya',
    });
    for (const nobody of ['skpdB', 'mitra', 'mitraLain', 'skpdNonaktif']) {
      expect((await app.sql(`select 1 from notifikasi where id_user = $1`, [u[nobody]!.idUser])).length).toBe(0);
    }
    await app.server.services.jobs.idle([SUREL_QUEUE], 60_000);
    expect(outbox(app)).toEqual(
      [
        `${u.admin!.email} | [Kerja Sama] Evaluasi jatuh tempo`,
        `${u.admin!.email} | [Kerja Sama] Evaluasi jatuh tempo`,
        `${u.skpdA!.email} | [Kerja Sama] Laporan pelaksanaan jatuh tempo`,
        `${u.skpdA!.email} | [Kerja Sama] Laporan pelaksanaan jatuh tempo`,
      ].sort(),
    );

    // Later runs (the same day, days later) add nothing.
    const sent = await mails();
    await run();
    clock.set('2027-06-20');
    await run();
    expect(await keys()).toEqual(expected);
    expect(await mails()).toEqual(sent);
  });

  it('a period turning late is told once more ("terlambat"), through the scheduled job; what was filed is not', async () => {
    // The agency files its report on the contract: it is no longer due of the agency, the admins still evaluate.
    ok(await app.gql(LAPOR, { i: { idPks, ...laporan } }, people.skpdA.token));
    const before = await keys();
    clock.set('2027-07-02');
    await app.server.services.jobs.send(MONEV_PENGINGAT_QUEUE, {});
    await app.server.services.jobs.idle([MONEV_PENGINGAT_QUEUE, SUREL_QUEUE], 60_000);
    const late = [
      ...['admin', 'admin2', 'skpdA'].map((w) => key('mou', idMou, 1, 'terlambat', w)),
      ...['admin', 'admin2'].map((w) => key('pks', idPks, 1, 'terlambat', w)),
    ];
    expect(await keys()).toEqual([...before, ...late].sort());
    const [row] = await app.sql<{ judul: string; pesan: string }>(`select judul, pesan from notifikasi where kunci = $1`, [key('mou', idMou, 1, 'terlambat', 'skpdA')]);
    expect(row).toEqual({
      judul: 'Laporan pelaksanaan terlambat',
      pesan: 'Laporan pelaksanaan periode 1 kesepakatan "MoU Monev Baru" terlambat: jatuh tempo 1 Juli 2027. Silakan sampaikan laporan pelaksanaan instansi Anda melalui Tugas Saya.',
    });
    expect(outbox(app).filter((m) => m.endsWith('terlambat'))).toEqual(
      [`${u.admin!.email} | [Kerja Sama] Evaluasi terlambat`, `${u.admin!.email} | [Kerja Sama] Evaluasi terlambat`, `${u.skpdA!.email} | [Kerja Sama] Laporan pelaksanaan terlambat`].sort(),
    );
    expect((await app.sql<{ status: string }>(`select distinct status from surel_kirim where kunci like 'monev:%'`)).map((r) => r.status)).toEqual(['terkirim']);

    // Again later: nothing. The old agreement's period 15 falls due on 11 July: told then, once.
    const afterLate = await keys();
    clock.set('2027-07-05');
    await run();
    expect(await keys()).toEqual(afterLate);
    clock.set('2027-07-11');
    const mailsBefore = (await mails()).length;
    await run();
    const lama = ['admin', 'admin2', 'skpdA'].map((w) => key('mou', idLama, 15, 'jatuh_tempo', w)).sort();
    expect(await keys()).toEqual([...afterLate, ...lama].sort());
    expect((await mails()).length).toBe(mailsBefore + 2);
  });

  it('two runs at once (two instances, or a run repeated after a crash) store each key once; a period late for over a week is not told', async () => {
    const stored = await keys();
    const sent = await mails();
    clock.set('2027-07-11');
    await Promise.all([run(), run()]);
    expect(await keys()).toEqual(stored);
    // Period 15 turned late on 11 August; a server down until 20 August has let it leave the 7-day window.
    clock.set('2027-08-20');
    await run();
    expect(await keys()).toEqual(stored);
    // Within the window, both instances at once: told once each.
    clock.set('2027-08-15');
    await Promise.all([run(), run()]);
    const late = ['admin', 'admin2', 'skpdA'].map((w) => key('mou', idLama, 15, 'terlambat', w));
    expect(await keys()).toEqual([...stored, ...late].sort());
    expect((await mails()).length).toBe(sent.length + 2);
  });
});
