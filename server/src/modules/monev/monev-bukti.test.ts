import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettableClock } from '../../jobs/clock.js';
import { count, createMou, lastRiwayat, PDF } from '../../test/kerjasama-fixtures.js';
import { codeOf, errorOf, fieldsOf, ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { fakePng, gqlUpload, jpeg, pngOfSize } from '../../test/uploads.js';
import { docx } from '../../test/office-files.js';
import { monevPeople, type MonevPeople } from './testing.js';

const LAPOR = 'mutation($i: LaporMonevInput!) { laporMonev(input: $i) { idLaporan pelapor bukti { idFile } } }';
const BUKTI = 'mutation($id: Int!, $file: Upload) { tambahBuktiMonev(idLaporan: $id, file: $file) { idFile namaFile url mime ukuran } }';
const RIWAYAT = 'query($m: Int, $p: Int) { monevRiwayat(idMou: $m, idPks: $p) { periode { periode laporan { idLaporan pelapor bukti { idFile namaFile url mime } } } } }';

const laporan = { periode: 1, kegiatan: 'Sosialisasi', target: '10 kelurahan', capaian: '8 kelurahan', persentase: 80, nilaiRealisasi: 0 };
const pdf = (name = 'berita-acara.pdf') => ({ name, bytes: PDF, type: 'application/pdf' });

/** Evidence documents and photos on the implementation report (issue 19). */
describe('monev: bukti laporan pelaksanaan', () => {
  let app: TestApp;
  /** The people, the agreement (linked to agency A) and one report of each side on its first period. */
  let t: MonevPeople & { admin: string; idMou: number; laporanSkpd: number; laporanMitra: number };

  const stored = () => Promise.all([count(app, 'stored_file', "owner_kind = 'monev.bukti'"), count(app, 'riwayat', "aksi not like 'Akses ditolak%'")]);
  const bukti = (idLaporan: number, file: { name: string; bytes: Buffer | Uint8Array; type?: string } | null, token: string) =>
    gqlUpload(app, BUKTI, { id: idLaporan }, file ? { file } : {}, token);

  beforeAll(async () => {
    app = await createTestApp({}, { hooks: { clock: new SettableClock('2026-08-15') } });
    const admin = await app.login();
    const people = await monevPeople(app, 'Dinas Bukti', 83);
    const { idMou } = await createMou(app, admin, people.mitra.idUser, { tglMulai: '2026-01-01', tglBerakhir: '2027-12-31', judul: 'Kerja Sama Bank Sampah' });
    ok(await app.gql('mutation($id: Int!, $s: Int) { addMouSkpd(idMou: $id, idSkpd: $s) { idSkpd } }', { id: idMou, s: people.skpdA.idSkpd }, admin));
    const lapor = async (token: string) => ok(await app.gql(LAPOR, { i: { idMou, ...laporan } }, token)).laporMonev.idLaporan as number;
    t = { ...people, admin, idMou, laporanSkpd: await lapor(people.skpdA.token), laporanMitra: await lapor(people.mitra.token) };
  });
  afterAll(() => app.close());

  it('the reporting agency attaches a PDF and a photo, an admin a DOCX: each stored with its Riwayat line, listed in the history', async () => {
    const before = await stored();
    const first = ok(await bukti(t.laporanSkpd, pdf(), t.skpdA.token)).tambahBuktiMonev;
    expect(first).toMatchObject({ namaFile: 'berita-acara.pdf', mime: 'application/pdf', ukuran: PDF.length });
    expect((await lastRiwayat(app)).aksi).toBe(
      'Menambah bukti "berita-acara.pdf" pada laporan pelaksanaan periode 1 (versi 1) kesepakatan "Kerja Sama Bank Sampah"',
    );
    ok(await bukti(t.laporanSkpd, await jpeg('foto kegiatan.jpg'), t.skpdA.token));
    ok(await bukti(t.laporanSkpd, { name: 'notulen.docx', bytes: await docx(), type: 'application/octet-stream' }, t.admin));
    expect(await stored()).toEqual([before[0] + 3, before[1] + 3]);

    const periode = ok(await app.gql(RIWAYAT, { m: t.idMou }, t.skpdA.token)).monevRiwayat.periode.find((p: { periode: number }) => p.periode === 1);
    const own = periode.laporan.find((l: { idLaporan: number }) => l.idLaporan === t.laporanSkpd);
    expect(own.bukti.map((b: { namaFile: string }) => b.namaFile)).toEqual(['berita-acara.pdf', 'foto kegiatan.jpg', 'notulen.docx']);
    // the link downloads the very bytes, for the viewer it was signed for
    const res = await fetch(`${app.url}${own.bukti[0].url}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    // a bare address (no signature) is refused
    expect((await fetch(`${app.url}${own.bukti[0].url.split('?')[0]}`)).status).toBeGreaterThanOrEqual(400);
  });

  it('the partner attaches to its own report and sees the history with the evidence of both sides', async () => {
    ok(await bukti(t.laporanMitra, await jpeg('foto-mitra.jpg'), t.mitra.token));
    const periode = ok(await app.gql(RIWAYAT, { m: t.idMou }, t.mitra.token)).monevRiwayat.periode.find((p: { periode: number }) => p.periode === 1);
    const names = Object.fromEntries(periode.laporan.map((l: { pelapor: string; bukti: { namaFile: string }[] }) => [l.pelapor, l.bukti.map((b) => b.namaFile)]));
    expect(names.mitra).toEqual(['foto-mitra.jpg']);
    expect(names.skpd).toContain('berita-acara.pdf');
    const url = periode.laporan.find((l: { pelapor: string }) => l.pelapor === 'mitra').bukti[0].url;
    expect((await fetch(`${app.url}${url}`)).status).toBe(200);
  });

  it('refuses bad files, the other side, unlinked agencies, other partners and unknown reports, storing nothing', async () => {
    const before = await stored();
    expect(fieldsOf(await bukti(t.laporanSkpd, fakePng(), t.skpdA.token))).toEqual({ file: 'Format file salah' });
    expect(fieldsOf(await bukti(t.laporanSkpd, { name: 'skrip.html', bytes: Buffer.from('<script>alert(1)</script>'), type: 'text/html' }, t.skpdA.token))).toEqual({ file: 'Format file salah' });
    expect(fieldsOf(await bukti(t.laporanSkpd, await pngOfSize(10 * 1024 * 1024 + 1), t.skpdA.token))).toEqual({ file: 'Ukuran file lebih dari 10MB' });
    expect(fieldsOf(await bukti(t.laporanSkpd, null, t.skpdA.token))).toEqual({ file: 'File tidak boleh kosong' });
    const otherSide = await bukti(t.laporanSkpd, pdf(), t.mitra.token);
    expect([codeOf(otherSide), errorOf(otherSide).message]).toEqual(['FORBIDDEN', 'Bukti hanya dapat ditambahkan oleh pihak yang menyampaikan laporan ini']);
    expect(codeOf(await bukti(t.laporanMitra, pdf(), t.skpdA.token))).toBe('FORBIDDEN');
    const unlinked = await bukti(t.laporanSkpd, pdf(), t.skpdB.token);
    expect([codeOf(unlinked), errorOf(unlinked).message]).toEqual(['FORBIDDEN', 'Instansi Anda tidak terkait dengan kerja sama ini']);
    const other = await bukti(t.laporanMitra, pdf(), t.mitraLain.token);
    expect([codeOf(other), errorOf(other).message]).toEqual(['FORBIDDEN', 'Kerja sama ini tidak terkait dengan akun Anda']);
    expect(codeOf(await bukti(999_999, pdf(), t.admin))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(RIWAYAT, { m: t.idMou }, t.skpdB.token))).toBe('FORBIDDEN');
    expect(await stored()).toEqual(before);
  });

  it('at most 10 per report; deleting the agreement removes its evidence', async () => {
    const { idMou: id } = await createMou(app, t.admin, t.mitra.idUser, { tglMulai: '2026-01-01', tglBerakhir: '2027-12-31', judul: 'Kerja Sama Dihapus' });
    const idLaporan = ok(await app.gql(LAPOR, { i: { idMou: id, ...laporan } }, t.admin)).laporMonev.idLaporan;
    for (let i = 0; i < 10; i++) ok(await bukti(idLaporan, pdf(`bukti-${i}.pdf`), t.admin));
    expect(fieldsOf(await bukti(idLaporan, pdf('bukti-11.pdf'), t.admin))).toEqual({ file: 'Maksimal 10 bukti untuk satu laporan' });
    expect(await count(app, 'stored_file', "owner_kind = 'monev.bukti' and owner_id = $1", [idLaporan])).toBe(10);
    ok(await app.gql('mutation($id: Int!) { deleteMou(idMou: $id) }', { id }, t.admin));
    expect(await count(app, 'stored_file', "owner_kind = 'monev.bukti' and owner_id = $1", [idLaporan])).toBe(0);
    expect(await count(app, 'stored_file', "owner_kind = 'monev.bukti'")).toBeGreaterThan(0);
  });
});
