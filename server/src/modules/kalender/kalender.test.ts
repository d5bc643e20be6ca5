import 'reflect-metadata';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMou, createPks } from '../../test/kerjasama-fixtures.js';
import { ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const events = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return `${e.startDate.toString()} ${e.summary}`;
  });

describe('private iCalendar feed', () => {
  let app: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };

  beforeAll(async () => {
    app = await createTestApp();
    [admin, mitra] = await Promise.all([app.login(), app.userWithLevel(3)]);
    const lain = await app.userWithLevel(4);
    const own = await createMou(app, admin, mitra.idUser, { judul: 'MoU Mitra', tglMulai: '2026-03-01', tglBerakhir: '2027-02-28' });
    await createPks(app, admin, own.idMou, { judul: 'PKS Mitra', tglMulai: '2026-04-01', tglBerakhir: '2026-12-31' });
    await createMou(app, admin, lain.idUser, { judul: 'MoU Lain', tglMulai: '2026-05-01', tglBerakhir: '2027-05-01' });
    await createMou(app, admin, mitra.idUser, { judul: 'MoU Tidak Aktif', status: 2 });
  });
  afterAll(() => app.close());

  const urlOf = async (token: string) => ok(await app.gql('mutation { buatTautanKalender }', {}, token)).buatTautanKalender as string;
  const get = (url: string) => fetch(url.replace(/^https?:\/\/[^/]+/, app.url));

  it("validates as RFC 5545 and holds only what the account may read; a revoked or unknown token is 404", async () => {
    const staffUrl = await urlOf(admin);
    const res = await get(staffUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = await res.text();
    // every DTSTAMP in UTC, as RFC 5545 §3.8.7.2 requires ("…Z")
    expect(ics.match(/^DTSTAMP:.*$/gm)!.every((l) => /^DTSTAMP:\d{8}T\d{6}Z\r?$/.test(l))).toBe(true);
    expect(events(ics).sort()).toEqual(
      [
        '2026-03-01 Mulai berlaku: Kesepakatan MoU Mitra',
        '2027-02-28 Berakhir: Kesepakatan MoU Mitra',
        '2026-05-01 Mulai berlaku: Kesepakatan MoU Lain',
        '2027-05-01 Berakhir: Kesepakatan MoU Lain',
        '2026-04-01 Mulai berlaku: Perjanjian PKS Mitra',
        '2026-12-31 Berakhir: Perjanjian PKS Mitra',
      ].sort(),
    );

    const partnerUrl = await urlOf(mitra.token);
    expect(events(await (await get(partnerUrl)).text()).sort()).toEqual(
      ['2026-03-01 Mulai berlaku: Kesepakatan MoU Mitra', '2027-02-28 Berakhir: Kesepakatan MoU Mitra', '2026-04-01 Mulai berlaku: Perjanjian PKS Mitra', '2026-12-31 Berakhir: Perjanjian PKS Mitra'].sort(),
    );

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
});
