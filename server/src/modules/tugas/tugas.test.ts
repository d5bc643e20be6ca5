import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettableClock } from '../../jobs/clock.js';
import { createMou } from '../../test/kerjasama-fixtures.js';
import { codeOf, ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { monevPeople, type MonevPeople } from '../monev/testing.js';

const TUGAS = `{ tugasSaya { jumlah pertimbangan { idPenjajagan } keputusan { idPenjajagan } kerjasama { jenis id }
  monev { jenis idRecord judul periode mulai jatuhTempo status statusText } } }`;
const MONEV_TUGAS = `{ monevTugas { jenis idRecord judul periode mulai jatuhTempo status statusText } }`;
const LAPOR = `mutation($i: LaporMonevInput!) { laporMonev(input: $i) { idLaporan } }`;
const EVALUASI = `mutation($i: EvaluasiMonevInput!) { evaluasiMonev(input: $i) { idEvaluasi } }`;

interface Tugas {
  jumlah: number;
  pertimbangan: unknown[];
  keputusan: unknown[];
  kerjasama: unknown[];
  monev: { jenis: string; idRecord: number; periode: number; jatuhTempo: string; status: string; statusText: string }[];
}

describe('Tugas Saya: Monitoring & Evaluasi due and late (issue 19 §2)', () => {
  const clock = new SettableClock('2026-08-15');
  let app: TestApp;
  let admin: string;
  let people: MonevPeople;
  let idLinked: number;
  let idOther: number;

  const tugas = async (token: string) => ok(await app.gql(TUGAS, {}, token)).tugasSaya as Tugas;
  const counted = (t: Tugas) => t.pertimbangan.length + t.keputusan.length + t.kerjasama.length + t.monev.length;

  beforeAll(async () => {
    app = await createTestApp({}, { hooks: { clock } });
    admin = await app.login();
    people = await monevPeople(app, 'Dinas Tugas', 91);
    // Period 1 ran to 2026-07-01: late on 15 August. Linked to agency A.
    ({ idMou: idLinked } = await createMou(app, admin, people.mitra.idUser, { judul: 'Kerja Sama Terkait', tglMulai: '2026-01-01', tglBerakhir: '2027-12-31', noKontrak: 'TUGAS/1' }));
    ok(await app.gql('mutation($id: Int!, $s: Int) { addMouSkpd(idMou: $id, idSkpd: $s) { idSkpd } }', { id: idLinked, s: people.skpdA.idSkpd }, admin));
    // Period 1 falls due on 2026-09-01: due within the next days. Linked to no agency.
    ({ idMou: idOther } = await createMou(app, admin, people.mitra.idUser, { judul: 'Kerja Sama Lain', tglMulai: '2026-03-01', tglBerakhir: '2027-02-28', noKontrak: 'TUGAS/2' }));
  });
  afterAll(() => app.close());

  it('admins see every due and late evaluation, counted in jumlah; the list is the monev page’s', async () => {
    const t = await tugas(admin);
    expect(t.monev).toEqual([
      { jenis: 'mou', idRecord: idLinked, judul: 'Kerja Sama Terkait', periode: 1, mulai: '2026-01-01', jatuhTempo: '2026-07-01', status: 'terlambat', statusText: 'Terlambat' },
      { jenis: 'mou', idRecord: idOther, judul: 'Kerja Sama Lain', periode: 1, mulai: '2026-03-01', jatuhTempo: '2026-09-01', status: 'jatuh_tempo', statusText: 'Jatuh Tempo' },
    ]);
    expect(t.monev).toEqual(ok(await app.gql(MONEV_TUGAS, {}, admin)).monevTugas);
    expect(t.jumlah).toBe(counted(t));
    expect(t.jumlah).toBeGreaterThanOrEqual(2);
  });

  it('the linked agency sees its record’s due period and counts it; an unlinked agency sees none', async () => {
    const a = await tugas(people.skpdA.token);
    expect(a.monev).toEqual([expect.objectContaining({ jenis: 'mou', idRecord: idLinked, periode: 1, status: 'terlambat' })]);
    expect(a.monev).toEqual(ok(await app.gql(MONEV_TUGAS, {}, people.skpdA.token)).monevTugas);
    expect(a.jumlah).toBe(1);
    expect(await tugas(people.skpdB.token)).toMatchObject({ jumlah: 0, monev: [] });
    expect(codeOf(await app.gql(TUGAS, {}, people.mitra.token))).toBe('FORBIDDEN');
  });

  it('a period leaves the agency’s list once it reported, and the admins’ once they evaluated', async () => {
    const laporan = { idMou: idLinked, periode: 1, kegiatan: 'Pelatihan', target: '10', capaian: '8', persentase: 80, nilaiRealisasi: 0, kendala: '-', tindakLanjut: '-' };
    ok(await app.gql(LAPOR, { i: laporan }, people.skpdA.token));
    expect(await tugas(people.skpdA.token)).toMatchObject({ jumlah: 0, monev: [] });
    const before = await tugas(admin);
    expect(before.monev.map((m) => m.idRecord)).toEqual([idLinked, idOther]);
    ok(await app.gql(EVALUASI, { i: { idMou: idLinked, periode: 1, nilaiManfaat: 4, nilaiKomitmen: 4, nilaiPelaksanaan: 4, rekomendasi: 'LANJUTKAN', catatan: 'Baik' } }, admin));
    const after = await tugas(admin);
    expect(after.monev.map((m) => m.idRecord)).toEqual([idOther]);
    expect(after.jumlah).toBe(before.jumlah - 1);
  });
});
