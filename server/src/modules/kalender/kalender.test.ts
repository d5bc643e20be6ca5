import 'reflect-metadata';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettableClock } from '../../jobs/clock.js';
import { createMou, createPks } from '../../test/kerjasama-fixtures.js';
import { ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { monevPeople, type MonevPeople } from '../monev/testing.js';

const vevents = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
const events = (ics: string) => vevents(ics).map((e) => `${e.startDate.toString()} ${e.summary}`);

describe('private iCalendar feed', () => {
  // "today" of the evaluation schedule (six-month periods): every period below falls within a year of it
  const clock = new SettableClock('2026-08-15');
  let app: TestApp;
  let admin: string;
  let mitra: MonevPeople['mitra'];
  let lain: MonevPeople['mitraLain'];
  let skpdA: MonevPeople['skpdA'];
  let skpdB: MonevPeople['skpdB'];

  beforeAll(async () => {
    app = await createTestApp({}, { hooks: { clock } });
    admin = await app.login();
    ({ mitra, mitraLain: lain, skpdA, skpdB } = await monevPeople(app, 'Dinas Kalender', 91));
    const own = await createMou(app, admin, mitra.idUser, { judul: 'MoU Mitra', tglMulai: '2026-03-01', tglBerakhir: '2027-02-28' });
    const pks = await createPks(app, admin, own.idMou, { judul: 'PKS Mitra', tglMulai: '2026-04-01', tglBerakhir: '2026-12-31' });
    const other = await createMou(app, admin, lain.idUser, { judul: 'MoU Lain', tglMulai: '2026-05-01', tglBerakhir: '2027-05-01' });
    await createMou(app, admin, mitra.idUser, { judul: 'MoU Tidak Aktif', status: 2 });
    // Signing dates, as the move to Pelaksanaan records them (PKS Mitra has none recorded).
    await app.sql(`insert into tahapan_kerjasama (jenis, id_record, tahapan, tgl_ttd) values ('mou', $1, 'PELAKSANAAN', '2026-02-20'), ('mou', $2, 'PELAKSANAAN', '2026-04-25')
       on conflict (jenis, id_record) do update set tgl_ttd = excluded.tgl_ttd`, [
      own.idMou,
      other.idMou,
    ]);
    // Agency A is linked to MoU Mitra and reports its first period; the admins evaluate PKS Mitra's first period.
    ok(await app.gql('mutation($id: Int!, $s: Int) { addMouSkpd(idMou: $id, idSkpd: $s) { idSkpd } }', { id: own.idMou, s: skpdA.idSkpd }, admin));
    const laporan = { periode: 1, kegiatan: 'Pelatihan', target: '100 peserta', capaian: '80 peserta', persentase: 80, nilaiRealisasi: 1000000, kendala: '-', tindakLanjut: '-' };
    ok(await app.gql('mutation($i: LaporMonevInput!) { laporMonev(input: $i) { idLaporan } }', { i: { idMou: own.idMou, ...laporan } }, skpdA.token));
    const nilai = { periode: 1, nilaiManfaat: 4, nilaiKomitmen: 4, nilaiPelaksanaan: 4, rekomendasi: 'LANJUTKAN', catatan: 'Baik' };
    ok(await app.gql('mutation($i: EvaluasiMonevInput!) { evaluasiMonev(input: $i) { idEvaluasi } }', { i: { idPks: pks.idPks, ...nilai } }, admin));
  });
  afterAll(() => app.close());

  const urlOf = async (token: string) => ok(await app.gql('mutation { buatTautanKalender }', {}, token)).buatTautanKalender as string;
  const get = (url: string) => fetch(url.replace(/^https?:\/\/[^/]+/, app.url));
  const feedOf = async (token: string) => (await get(await urlOf(token))).text();
  const idOf = async (judul: string) => ((await app.sql(`select id_mou from mou where judul = $1`, [judul])) as { id_mou: number }[])[0]!.id_mou;

  const MOU_MITRA = ['2026-03-01 Mulai berlaku: Kesepakatan MoU Mitra', '2026-02-20 Ditandatangani: Kesepakatan MoU Mitra', '2027-02-28 Berakhir: Kesepakatan MoU Mitra'];
  const PKS_MITRA = ['2026-04-01 Mulai berlaku: Perjanjian PKS Mitra', '2026-12-31 Berakhir: Perjanjian PKS Mitra'];
  const MOU_LAIN = ['2026-05-01 Mulai berlaku: Kesepakatan MoU Lain', '2026-04-25 Ditandatangani: Kesepakatan MoU Lain', '2027-05-01 Berakhir: Kesepakatan MoU Lain'];
  const RECORDS = [...MOU_MITRA, ...PKS_MITRA, ...MOU_LAIN];

  it('validates as RFC 5545 and holds only what the account may read; a revoked or unknown token is 404', async () => {
    const staffUrl = await urlOf(admin);
    const res = await get(staffUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = await res.text();
    // every DTSTAMP in UTC, as RFC 5545 §3.8.7.2 requires ("…Z")
    expect(ics.match(/^DTSTAMP:.*$/gm)!.every((l) => /^DTSTAMP:\d{8}T\d{6}Z\r?$/.test(l))).toBe(true);
    expect(events(ics).sort()).toEqual(
      [
        ...RECORDS,
        // the admins' evaluations not yet filed (PKS Mitra's first period is evaluated; agency A's report is not an evaluation)
        '2026-09-01 Evaluasi jatuh tempo: Kesepakatan MoU Mitra (periode 1)',
        '2027-02-28 Evaluasi jatuh tempo: Kesepakatan MoU Mitra (periode 2)',
        '2026-12-31 Evaluasi jatuh tempo: Perjanjian PKS Mitra (periode 2)',
        '2026-11-01 Evaluasi jatuh tempo: Kesepakatan MoU Lain (periode 1)',
        '2027-05-01 Evaluasi jatuh tempo: Kesepakatan MoU Lain (periode 2)',
      ].sort(),
    );

    const partnerUrl = await urlOf(mitra.token);
    expect(events(await (await get(partnerUrl)).text()).sort()).toEqual([...MOU_MITRA, ...PKS_MITRA].sort());

    // A new URL ends the old one; a revocation ends the current one.
    const renewed = await urlOf(mitra.token);
    expect((await get(partnerUrl)).status).toBe(404);
    expect((await get(renewed)).status).toBe(200);
    expect(ok(await app.gql('mutation { cabutTautanKalender }', {}, mitra.token)).cabutTautanKalender).toBe(true);
    expect((await get(renewed)).status).toBe(404);
    expect((await fetch(`${app.url}/kalender/bukan-token.ics`)).status).toBe(404);
    // The token opens nothing else: not the API.
    const token = staffUrl.split('/').pop()!.replace(/\.ics$/, '');
    expect((await app.gql('{ jumlahNotifikasiBelumDibaca }', {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("signing dates and evaluation due dates appear only to whom may see them: another partner's and an unlinked agency's feeds lack them", async () => {
    // The other partner: its own agreement's dates and signing date, none of MoU Mitra's, no evaluations.
    expect(events(await feedOf(lain.token)).sort()).toEqual([...MOU_LAIN].sort());
    // Agency A reads every agreement (as its lists do) and its own reports due: MoU Mitra's second period
    // (it reported the first), none of the records it is not linked to.
    expect(events(await feedOf(skpdA.token)).sort()).toEqual([...RECORDS, '2027-02-28 Evaluasi jatuh tempo: Kesepakatan MoU Mitra (periode 2)'].sort());
    // An unlinked agency: no evaluation due dates at all.
    expect(events(await feedOf(skpdB.token)).sort()).toEqual([...RECORDS].sort());
  });

  it('gives every event a UID of its own, the same on every fetch, so calendar apps update rather than duplicate', async () => {
    const url = await urlOf(admin);
    const uids = async () => vevents(await (await get(url)).text()).map((e) => `${e.uid} ${e.startDate.toString()} ${e.summary}`).sort();
    const first = await uids();
    expect(new Set(first.map((u) => u.split(' ')[0])).size).toBe(first.length);
    expect(await uids()).toEqual(first);
    const [host, id] = [new URL(url).host, await idOf('MoU Mitra')];
    expect(first).toContain(`mou-${id}-ttd@${host} 2026-02-20 Ditandatangani: Kesepakatan MoU Mitra`);
    expect(first).toContain(`mou-${id}-evaluasi-2@${host} 2027-02-28 Evaluasi jatuh tempo: Kesepakatan MoU Mitra (periode 2)`);
  });
});
