import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettableClock } from '../../jobs/clock.js';
import { addMonthsIso, jadwalEvaluasi } from '../../rules/monev.js';
import { count, createMou, createPks, lastRiwayat } from '../../test/kerjasama-fixtures.js';
import { codeOf, errorOf, fieldsOf, ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { monevPeople, type MonevPeople } from './testing.js';

const LAPOR = `mutation($i: LaporMonevInput!) { laporMonev(input: $i) { idLaporan periode versi pelapor pelaporText persentase nilaiRealisasi namaUser } }`;
const EVALUASI = `mutation($i: EvaluasiMonevInput!) { evaluasiMonev(input: $i) { idEvaluasi periode versi rekomendasi rekomendasiText } }`;
const RIWAYAT = `query($m: Int, $p: Int) { monevRiwayat(idMou: $m, idPks: $p) { jenis idRecord aktif terbuka dihentikan periode { periode mulai jatuhTempo laporan { versi pelapor } evaluasi { rekomendasi } } } }`;
const TUGAS = `query { monevTugas { jenis idRecord periode jatuhTempo status statusText } }`;
const TINDAK = `query { monevTindakLanjut { idTindakLanjut jenis idRecord periode catatan } }`;
const RINGKASAN = `query { monevRingkasan { jatuhTempo terlambat wajib tepatWaktu persenTepatWaktu tindakLanjutTerbuka } }`;

const laporan = (over: Record<string, unknown> = {}) => ({
  periode: 1, kegiatan: 'Pelatihan UMKM', target: '100 peserta', capaian: '80 peserta', persentase: 80, nilaiRealisasi: 125000000, kendala: 'Cuaca', tindakLanjut: 'Jadwal ulang', ...over,
});
const nilai = (over: Record<string, unknown> = {}) => ({ periode: 1, nilaiManfaat: 4, nilaiKomitmen: 3, nilaiPelaksanaan: 4, rekomendasi: 'LANJUTKAN', catatan: 'Baik', ...over });

describe('monev: schedule (pure)', () => {
  it('adds months as PostgreSQL does and makes a period every N months plus one ending on the end date', () => {
    expect(addMonthsIso('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsIso('2024-01-31', 1)).toBe('2024-02-29');
    expect(jadwalEvaluasi('2026-01-01', '2027-12-31', 6)).toEqual([
      { periode: 1, mulai: '2026-01-01', jatuhTempo: '2026-07-01' },
      { periode: 2, mulai: '2026-07-01', jatuhTempo: '2027-01-01' },
      { periode: 3, mulai: '2027-01-01', jatuhTempo: '2027-07-01' },
      { periode: 4, mulai: '2027-07-01', jatuhTempo: '2027-12-31' },
    ]);
    expect(jadwalEvaluasi('2026-01-01', '2027-01-01', 6).map((p) => p.jatuhTempo)).toEqual(['2026-07-01', '2027-01-01']);
    expect(jadwalEvaluasi('2026-03-01', '2026-04-01', 6)).toEqual([{ periode: 1, mulai: '2026-03-01', jatuhTempo: '2026-04-01' }]);
  });
});

describe('monev (reports, evaluations, Tugas Saya, dashboard card)', () => {
  const clock = new SettableClock('2026-08-15');
  let app: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };
  let mitraLain: { idUser: number; token: string };
  let skpdA: MonevPeople['skpdA'];
  let skpdB: MonevPeople['skpdB'];
  let idMou: number;
  let idMouLama: number;
  let idPks: number;

  const stored = () => Promise.all([count(app, 'monev_laporan'), count(app, 'monev_evaluasi'), count(app, 'monev_tindak_lanjut'), count(app, 'riwayat', "aksi not like 'Akses ditolak%'")]);

  beforeAll(async () => {
    app = await createTestApp({}, { hooks: { clock } });
    admin = await app.login();
    ({ mitra, mitraLain, skpdA, skpdB } = await monevPeople(app, 'Dinas Monev', 81));
    ({ idMou } = await createMou(app, admin, mitra.idUser, { tglMulai: '2026-01-01', tglBerakhir: '2027-12-31', noKontrak: 'MONEV/1' }));
    ({ idMou: idMouLama } = await createMou(app, admin, mitra.idUser, { tglMulai: '2025-01-01', tglBerakhir: '2026-12-31', noKontrak: 'MONEV/2' }));
    await createMou(app, admin, mitra.idUser, { tglMulai: '2025-01-01', tglBerakhir: '2026-12-31', noKontrak: 'MONEV/3', status: 2 });
    ({ idPks } = await createPks(app, admin, idMou, { tglMulai: '2026-02-01', tglBerakhir: '2026-09-01' }));
    ok(await app.gql('mutation($id: Int!, $s: Int) { addMouSkpd(idMou: $id, idSkpd: $s) { idSkpd } }', { id: idMou, s: skpdA.idSkpd }, admin));
  });
  afterAll(() => app.close());

  it('lists due and late evaluations for admins from the SQL schedule (status Aktif only), the same periods as the rule', async () => {
    const tugas = ok(await app.gql(TUGAS, {}, admin)).monevTugas as { jenis: string; idRecord: number; periode: number; jatuhTempo: string; status: string }[];
    expect(tugas.find((t) => t.jenis === 'pks' && t.periode === 2)).toMatchObject({ idRecord: idPks, jatuhTempo: '2026-09-01', status: 'jatuh_tempo', statusText: 'Jatuh Tempo' });
    const keys = tugas.map((t) => `${t.jenis}${t.jenis === 'pks' ? 'P' : t.idRecord === idMou ? 'M' : 'L'}${t.periode}:${t.status}`);
    expect(keys).toEqual(['mouL1:terlambat', 'mouL2:terlambat', 'mouM1:terlambat', 'mouL3:terlambat', 'pksP1:terlambat', 'pksP2:jatuh_tempo']);
    // Level 2 sees its agency's records only (the agreement is linked to A, nothing to B).
    const forA = ok(await app.gql(TUGAS, {}, skpdA.token)).monevTugas as { idRecord: number }[];
    expect(forA.map((t) => t.idRecord)).toEqual([idMou]);
    expect(ok(await app.gql(TUGAS, {}, skpdB.token)).monevTugas).toEqual([]);
    expect(codeOf(await app.gql(TUGAS, {}, mitra.token))).toBe('FORBIDDEN');
  });

  it('the linked agency files its implementation report, versioned per period, with a Riwayat line; it leaves its Tugas Saya', async () => {
    const first = ok(await app.gql(LAPOR, { i: { idMou, ...laporan() } }, skpdA.token)).laporMonev;
    expect(first).toMatchObject({ periode: 1, versi: 1, pelapor: 'skpd', pelaporText: 'Instansi (SKPD)', persentase: 80, nilaiRealisasi: 125000000 });
    const second = ok(await app.gql(LAPOR, { i: { idMou, ...laporan({ persentase: 85.5 }) } }, skpdA.token)).laporMonev;
    expect(second).toMatchObject({ versi: 2, persentase: 85.5 });
    expect((await lastRiwayat(app)).aksi).toBe('Melaporkan pelaksanaan periode 1 (versi 2) kesepakatan "Kerja Sama Pengembangan Kota"');
    expect(ok(await app.gql(TUGAS, {}, skpdA.token)).monevTugas).toEqual([]);
  });

  it('refuses bad input with Indonesian messages and stores nothing', async () => {
    const before = await stored();
    const refused = async (token: string, input: Record<string, unknown>, mutation = LAPOR) => app.gql(mutation, { i: input }, token);
    expect(fieldsOf(await refused(skpdA.token, { idMou, ...laporan({ persentase: 120 }) }))).toEqual({ persentase: 'Persentase capaian harus 0 sampai 100' });
    expect(fieldsOf(await refused(skpdA.token, { idMou, ...laporan({ persentase: -1, nilaiRealisasi: -5, kegiatan: ' ' }) }))).toMatchObject({
      persentase: 'Persentase capaian harus 0 sampai 100', nilaiRealisasi: 'Nilai realisasi tidak boleh negatif', kegiatan: 'Kegiatan yang dilaksanakan tidak boleh kosong',
    });
    expect(fieldsOf(await refused(skpdA.token, { idMou, ...laporan({ periode: 9 }) }))).toEqual({ periode: 'Periode tidak termasuk jadwal evaluasi kerja sama ini' });
    expect(fieldsOf(await refused(skpdA.token, { idMou, ...laporan({ periode: 3 }) }))).toEqual({ periode: 'Periode ini belum dimulai: laporan dan evaluasi hanya untuk periode yang sudah berjalan' });
    const notLinked = await refused(skpdB.token, { idMou, ...laporan() });
    expect([codeOf(notLinked), errorOf(notLinked).message]).toEqual(['FORBIDDEN', 'Instansi Anda tidak terkait dengan kerja sama ini']);
    const otherPartner = await refused(mitraLain.token, { idMou, ...laporan() });
    expect([codeOf(otherPartner), errorOf(otherPartner).message]).toEqual(['FORBIDDEN', 'Kerja sama ini tidak terkait dengan akun Anda']);
    expect(fieldsOf(await refused(admin, { idMou, idPks, ...laporan() }))).toEqual({ idMou: 'Pilih satu Kesepakatan atau satu Perjanjian' });
    expect(fieldsOf(await refused(admin, { idMou, ...nilai({ nilaiManfaat: 6, nilaiKomitmen: 0, rekomendasi: 'TUNDA' }) }, EVALUASI))).toEqual({
      nilaiManfaat: 'Nilai manfaat harus 1 sampai 5', nilaiKomitmen: 'Nilai komitmen mitra harus 1 sampai 5', rekomendasi: 'Rekomendasi harus Lanjutkan, Perluas atau Hentikan',
    });
    for (const rekomendasi of ['toString', '__proto__', 'constructor']) {
      expect(fieldsOf(await refused(admin, { idMou, ...nilai({ rekomendasi }) }, EVALUASI))).toEqual({ rekomendasi: 'Rekomendasi harus Lanjutkan, Perluas atau Hentikan' });
    }
    ok(await refused(admin, { idMou, ...nilai({ periode: 2 }) }, EVALUASI));
    expect(codeOf(await refused(skpdA.token, { idMou, ...nilai() }, EVALUASI))).toBe('FORBIDDEN');
    const { idMou: draft } = await createMou(app, admin, mitra.idUser, { tglMulai: '2026-01-01', tglBerakhir: '2026-12-31', noKontrak: 'MONEV/DRAF', status: 3 });
    expect(fieldsOf(await refused(admin, { idMou: draft, ...laporan() }))).toEqual({ periode: 'Monev hanya untuk kerja sama yang sedang atau sudah berjalan (status Aktif atau Tidak Aktif)' });
    expect(fieldsOf(await refused(admin, { idMou: draft, ...nilai() }, EVALUASI))).toEqual({ periode: 'Monev hanya untuk kerja sama yang sedang atau sudah berjalan (status Aktif atau Tidak Aktif)' });
    const after = await stored();
    // The one evaluation of periode 2 (started 2026-07-01) was accepted; nothing else was stored (the draft's own Riwayat line aside).
    expect(after).toEqual([before[0], before[1] + 1, before[2], before[3] + 2]);
  });

  it('the partner files its own report on its agreement and its contracts', async () => {
    expect(ok(await app.gql(LAPOR, { i: { idPks, ...laporan() } }, mitra.token)).laporMonev).toMatchObject({ pelapor: 'mitra', versi: 1 });
  });

  it('Hentikan opens a follow-up for the admins and marks the record; the history shows every version', async () => {
    ok(await app.gql(EVALUASI, { i: { idMou, ...nilai({ rekomendasi: 'HENTIKAN', nilaiManfaat: 1, catatan: 'Tidak bermanfaat' }) } }, admin));
    const tl = ok(await app.gql(TINDAK, {}, admin)).monevTindakLanjut;
    expect(tl).toEqual([expect.objectContaining({ jenis: 'mou', idRecord: idMou, periode: 1, catatan: 'Tidak bermanfaat' })]);
    const riwayat = ok(await app.gql(RIWAYAT, { m: idMou }, skpdA.token)).monevRiwayat;
    expect(riwayat).toMatchObject({ jenis: 'mou', idRecord: idMou, aktif: true, dihentikan: true });
    expect(riwayat.periode.map((p: { periode: number }) => p.periode)).toEqual([2, 1]);
    expect(riwayat.periode[1].laporan.map((l: { versi: number }) => l.versi)).toEqual([2, 1]);
    expect(codeOf(await app.gql(RIWAYAT, { m: idMou }, skpdB.token))).toBe('FORBIDDEN');
    const ofPks = ok(await app.gql(RIWAYAT, { p: idPks }, mitra.token)).monevRiwayat;
    expect(ofPks.periode.find((p: { periode: number }) => p.periode === 1).laporan).toEqual([{ versi: 1, pelapor: 'mitra' }]);
    ok(await app.gql('mutation($id: Int!) { selesaikanTindakLanjutMonev(idTindakLanjut: $id) }', { id: tl[0].idTindakLanjut }, admin));
    expect(ok(await app.gql(TINDAK, {}, admin)).monevTindakLanjut).toEqual([]);
    // the follow-up is done: the record no longer waits for the admins, though its latest evaluation says Hentikan
    expect(ok(await app.gql(RIWAYAT, { m: idMou }, admin)).monevRiwayat).toMatchObject({ dihentikan: false, terbuka: true });
  });

  it('the dashboard card counts due, late and on-time evaluations by the injected today', async () => {
    clock.set('2026-06-20');
    ok(await app.gql(EVALUASI, { i: { idMou: idMouLama, ...nilai({ periode: 3 }) } }, admin));
    clock.set('2026-08-15');
    ok(await app.gql(EVALUASI, { i: { idMou: idMouLama, ...nilai({ periode: 1 }) } }, admin));
    // Due so far (before 2026-08-15): L1, L2, L3, M1, P1 = 5; on time: L3 only; late and open: L2, P1.
    // Due within 30 days and open: P2 (2026-09-01).
    expect(ok(await app.gql(RINGKASAN, {}, admin)).monevRingkasan).toEqual({ jatuhTempo: 1, terlambat: 2, wajib: 5, tepatWaktu: 1, persenTepatWaktu: 20, tindakLanjutTerbuka: 0 });
    expect(ok(await app.gql(RINGKASAN, {}, skpdA.token)).monevRingkasan).toMatchObject({ wajib: 1, tepatWaktu: 0, terlambat: 0 });
  });

  it('a level 2 card counts what its Tugas Saya lists: its agency’s reports, not the admins’ evaluations', async () => {
    const { idMou: linked } = await createMou(app, admin, mitra.idUser, { tglMulai: '2026-01-01', tglBerakhir: '2026-12-31', noKontrak: 'MONEV/B' });
    ok(await app.gql('mutation($id: Int!, $s: Int) { addMouSkpd(idMou: $id, idSkpd: $s) { idSkpd } }', { id: linked, s: skpdB.idSkpd }, admin));
    ok(await app.gql(EVALUASI, { i: { idMou: linked, ...nilai() } }, admin));
    const tugas = ok(await app.gql(TUGAS, {}, skpdB.token)).monevTugas as { idRecord: number; periode: number; status: string }[];
    expect(tugas).toEqual([expect.objectContaining({ idRecord: linked, periode: 1, status: 'terlambat' })]);
    expect(ok(await app.gql(RINGKASAN, {}, skpdB.token)).monevRingkasan).toMatchObject({ terlambat: 1, wajib: 1, tepatWaktu: 0 });
  });

  it('a Hentikan waits for the admins until it is settled or replaced by a new version of its period, whatever is evaluated later', async () => {
    const { idMou: id } = await createMou(app, admin, mitra.idUser, { tglMulai: '2025-06-01', tglBerakhir: '2027-05-31', noKontrak: 'MONEV/H' });
    const dihentikan = async () => ok(await app.gql(RIWAYAT, { m: id }, admin)).monevRiwayat.dihentikan as boolean;
    ok(await app.gql(EVALUASI, { i: { idMou: id, ...nilai({ periode: 3, rekomendasi: 'HENTIKAN' }) } }, admin));
    // a late correction of an earlier period does not settle it
    ok(await app.gql(EVALUASI, { i: { idMou: id, ...nilai({ periode: 1 }) } }, admin));
    expect(await dihentikan()).toBe(true);
    expect(ok(await app.gql(TINDAK, {}, admin)).monevTindakLanjut).toEqual([expect.objectContaining({ idRecord: id, periode: 3 })]);
    // a new version of period 3 replaces the Hentikan: its follow-up is closed with the same write
    expect(ok(await app.gql(EVALUASI, { i: { idMou: id, ...nilai({ periode: 3, rekomendasi: 'PERLUAS' }) } }, admin)).evaluasiMonev).toMatchObject({ versi: 2 });
    expect((await lastRiwayat(app)).aksi).toBe('Mengevaluasi periode 3 kesepakatan "Kerja Sama Pengembangan Kota": Perluas; tindak lanjut Hentikan versi sebelumnya ditutup');
    expect(await dihentikan()).toBe(false);
    expect(ok(await app.gql(TINDAK, {}, admin)).monevTindakLanjut).toEqual([]);
    expect(ok(await app.gql(RINGKASAN, {}, admin)).monevRingkasan).toMatchObject({ tindakLanjutTerbuka: 0 });
  });

  it('an agreement that ended keeps its last periods due for one interval, and takes their reports and evaluation', async () => {
    // ended on 1 August (the expiry run made it Tidak Aktif); today is 15 August
    const { idMou: ended } = await createMou(app, admin, mitra.idUser, { tglMulai: '2025-09-01', tglBerakhir: '2026-08-01', noKontrak: 'MONEV/AKHIR', status: 2 });
    const { idMou: longAgo } = await createMou(app, admin, mitra.idUser, { tglMulai: '2024-01-01', tglBerakhir: '2025-12-31', noKontrak: 'MONEV/LAMA', status: 2 });
    const tugas = ok(await app.gql(TUGAS, {}, admin)).monevTugas as { idRecord: number; periode: number; jatuhTempo: string; status: string }[];
    expect(tugas.filter((t) => t.idRecord === ended)).toEqual([
      expect.objectContaining({ periode: 1, jatuhTempo: '2026-03-01', status: 'terlambat' }),
      expect.objectContaining({ periode: 2, jatuhTempo: '2026-08-01', status: 'terlambat' }),
    ]);
    expect(tugas.filter((t) => t.idRecord === longAgo)).toEqual([]);
    expect(ok(await app.gql(EVALUASI, { i: { idMou: ended, ...nilai({ periode: 2 }) } }, admin)).evaluasiMonev).toMatchObject({ periode: 2, versi: 1 });
    expect(ok(await app.gql(LAPOR, { i: { idMou: ended, ...laporan({ periode: 2 }) } }, mitra.token)).laporMonev).toMatchObject({ pelapor: 'mitra', versi: 1 });
    expect(ok(await app.gql(RIWAYAT, { m: ended }, admin)).monevRiwayat).toMatchObject({ aktif: false, terbuka: true });
    const after = ok(await app.gql(TUGAS, {}, admin)).monevTugas as { idRecord: number; periode: number }[];
    expect(after.filter((t) => t.idRecord === ended).map((t) => t.periode)).toEqual([1]);
  });
});
