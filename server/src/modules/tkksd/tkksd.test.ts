import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from '../../test/kerjasama-fixtures.js';
import { codeOf, errorOf, fieldsOf, ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gqlUpload, insertPenjajagan, PDF } from '../penjajagan/testing.js';

const MINTA = 'mutation($id: Int!, $u: Int!) { mintaPertimbangan(idPenjajagan: $id, idUser: $u) { idUser namaPeninjau skpd pendapat } }';
const BERI = 'mutation($i: PertimbanganInput!) { berikanPertimbangan(input: $i) { idUser pendapat pendapatText catatan tglIsi } }';
const PUTUS = 'mutation($i: KeputusanInput!) { putuskanPenjajagan(input: $i) { disetujui alasan namaAktor } }';
const CALON = 'query($id: Int!) { calonPeninjau(idPenjajagan: $id) { idUser nama skpd } }';
const MENUNGGU = '{ pertimbanganMenunggu { idPenjajagan judul } }';
const DETAIL = 'query($id: Int!) { penjajagan(idPenjajagan: $id) { idStatus pertimbangan { namaPeninjau pendapat catatan } keputusan { disetujui alasan } } }';
const DOKUMEN = 'mutation($id: Int!, $file: Upload, $j: String) { addPenjajaganDokumen(idPenjajagan: $id, file: $file, jenis: $j) { idPenjajagan } }';
const KEPUTUSAN = 'query($id: Int!) { penjajagan(idPenjajagan: $id) { idStatus keputusan { disetujui alasan } } }';

describe('TKKSD review of proposals', () => {
  let app: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };
  let reviewerA: { idUser: number; token: string };
  let reviewerB: { idUser: number; token: string };
  let outsider: { idUser: number; token: string };
  let skpdA: number;
  let skpdB: number;

  const proposal = (judul?: string) => insertPenjajagan(app, { idUser: mitra.idUser, idStatus: 0, skpd: [skpdA, skpdB], judul });
  const snapshot = () =>
    Promise.all([
      app.sql('select * from pertimbangan order by id'),
      app.sql('select * from keputusan_penjajagan order by id_penjajagan'),
      app.sql('select id_penjajagan, id_status from penjajagan order by id_penjajagan'),
      count(app, 'riwayat', "aksi not like 'Akses ditolak%'"),
    ]);
  const refused = async (run: () => Promise<import('../../test/test-app.js').GqlResult>) => {
    const before = await snapshot();
    const r = await run();
    expect(r.errors).toBeDefined();
    expect(await snapshot()).toEqual(before);
    return r;
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    mitra = await app.userWithLevel(3);
    const rows = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Lingkungan Hidup', 81, 1), ('Bappeda', 82, 1), ('Dinas Pariwisata', 83, 1) returning id_skpd`);
    [skpdA, skpdB] = [rows[0].id_skpd, rows[1].id_skpd];
    reviewerA = await app.userWithLevel(2, { idSkpd: skpdA });
    reviewerB = await app.userWithLevel(2, { idSkpd: skpdB });
    outsider = await app.userWithLevel(2, { idSkpd: rows[2].id_skpd });
    // Proposals here have no documents: the required documents have their own test (penjajagan/dokumen-wajib.test.ts).
    await app.sql("update pengaturan_penjajagan set dokumen_wajib = '{}'");
  });
  afterAll(() => app.close());

  it('two reviewers of linked agencies give pertimbangan; the admin sees all and decides with a reason', async () => {
    const id = await proposal();
    const calon = ok(await app.gql(CALON, { id }, admin)).calonPeninjau;
    expect(calon.map((c: { idUser: number }) => c.idUser).sort()).toEqual([reviewerA.idUser, reviewerB.idUser].sort());

    ok(await app.gql(MINTA, { id, u: reviewerA.idUser }, admin));
    const asked = ok(await app.gql(MINTA, { id, u: reviewerB.idUser }, admin)).mintaPertimbangan;
    expect(asked).toHaveLength(2);
    expect(asked[0]).toMatchObject({ skpd: 'Dinas Lingkungan Hidup', pendapat: null });
    expect((await app.sql('select id_status from penjajagan where id_penjajagan = $1', [id]))[0].id_status).toBe(1);
    expect(ok(await app.gql(MENUNGGU, {}, reviewerA.token)).pertimbanganMenunggu).toEqual([{ idPenjajagan: id, judul: 'Kerja Sama Pengelolaan Sampah' }]);

    expect(fieldsOf(await refused(() => app.gql(BERI, { i: { idPenjajagan: id, pendapat: 'SETUJU_CATATAN', catatan: ' ' } }, reviewerA.token)))).toEqual({
      catatan: 'Catatan tidak boleh kosong',
    });
    const given = ok(await app.gql(BERI, { i: { idPenjajagan: id, pendapat: 'SETUJU_CATATAN', catatan: 'Perlu kajian lingkungan' } }, reviewerA.token)).berikanPertimbangan;
    expect(given.find((g: { idUser: number }) => g.idUser === reviewerA.idUser)).toMatchObject({ pendapatText: 'Setuju dengan catatan', catatan: 'Perlu kajian lingkungan' });
    ok(await app.gql(BERI, { i: { idPenjajagan: id, pendapat: 'SETUJU' } }, reviewerB.token));
    expect(ok(await app.gql(MENUNGGU, {}, reviewerA.token)).pertimbanganMenunggu).toEqual([]);

    const detail = ok(await app.gql(DETAIL, { id }, admin)).penjajagan;
    expect(detail.pertimbangan.map((p: { pendapat: string }) => p.pendapat)).toEqual(['SETUJU_CATATAN', 'SETUJU']);
    // A reviewer (level 2) sees every pertimbangan of the proposal it reviews, the other agency's too.
    expect(ok(await app.gql(DETAIL, { id }, reviewerA.token)).penjajagan.pertimbangan).toEqual(detail.pertimbangan);

    expect(fieldsOf(await refused(() => app.gql(PUTUS, { i: { idPenjajagan: id, disetujui: true, alasan: '' } }, admin)))).toEqual({ alasan: 'Alasan keputusan tidak boleh kosong' });
    const k = ok(await app.gql(PUTUS, { i: { idPenjajagan: id, disetujui: true, alasan: 'Seluruh SKPD setuju' } }, admin)).putuskanPenjajagan;
    expect(k).toMatchObject({ disetujui: true, alasan: 'Seluruh SKPD setuju' });
    expect((await app.sql('select id_status from penjajagan where id_penjajagan = $1', [id]))[0].id_status).toBe(2);
    const lines = await app.sql(`select aksi from riwayat where aksi like '%penjajakan "Kerja Sama Pengelolaan Sampah"%' order by id_riwayat`);
    expect(lines.map((l: { aksi: string }) => l.aksi)).toEqual([
      expect.stringMatching(/^Meminta pertimbangan /),
      expect.stringMatching(/^Meminta pertimbangan /),
      'Memberi pertimbangan "Setuju dengan catatan" untuk penjajakan "Kerja Sama Pengelolaan Sampah"',
      'Memberi pertimbangan "Setuju" untuk penjajakan "Kerja Sama Pengelolaan Sampah"',
      'Memutuskan penjajakan "Kerja Sama Pengelolaan Sampah": Disetujui',
    ]);
    // The partner sees the decision of its own proposal, not the pertimbangan.
    expect(ok(await app.gql(KEPUTUSAN, { id }, mitra.token)).penjajagan).toEqual({ idStatus: 2, keputusan: { disetujui: true, alasan: 'Seluruh SKPD setuju' } });
    expect(codeOf(await app.gql(DETAIL, { id }, mitra.token))).toBe('FORBIDDEN');
    // Decided once; no more pertimbangan after the decision.
    expect(errorOf(await refused(() => app.gql(PUTUS, { i: { idPenjajagan: id, disetujui: false, alasan: 'Lain' } }, admin))).message).toBe('Penjajakan ini sudah diputuskan');
    expect(codeOf(await refused(() => app.gql(BERI, { i: { idPenjajagan: id, pendapat: 'TIDAK_SETUJU', catatan: 'x' } }, reviewerB.token)))).toBe('CONFLICT');
  });

  it('refuses reviewers outside the linked agencies, repeats, unasked reviewers and other levels', async () => {
    const id = await proposal('Usulan Kedua');
    expect(fieldsOf(await refused(() => app.gql(MINTA, { id, u: outsider.idUser }, admin)))).toEqual({ idUser: 'SKPD peninjau tidak terkait dengan penjajakan ini' });
    expect(fieldsOf(await refused(() => app.gql(MINTA, { id, u: mitra.idUser }, admin)))).toEqual({ idUser: 'Peninjau harus akun SKPD (level 2) yang aktif' });
    ok(await app.gql(MINTA, { id, u: reviewerA.idUser }, admin));
    expect(fieldsOf(await refused(() => app.gql(MINTA, { id, u: reviewerA.idUser }, admin)))).toEqual({ idUser: 'Peninjau ini sudah diminta memberi pertimbangan' });
    const r = await refused(() => app.gql(BERI, { i: { idPenjajagan: id, pendapat: 'SETUJU' } }, reviewerB.token));
    expect(codeOf(r)).toBe('FORBIDDEN');
    expect(errorOf(r).message).toBe('Anda tidak diminta memberi pertimbangan untuk penjajakan ini');
    expect(codeOf(await app.gql(MINTA, { id, u: reviewerB.idUser }, reviewerA.token))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(PUTUS, { i: { idPenjajagan: id, disetujui: true, alasan: 'x' } }, reviewerA.token))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(BERI, { i: { idPenjajagan: id, pendapat: 'SETUJU' } }, admin))).toBe('FORBIDDEN');
    expect(codeOf(await refused(() => app.gql(MINTA, { id: 999999, u: reviewerA.idUser }, admin)))).toBe('NOT_FOUND');
  });

  it("a reviewer whose agency was unlinked from the proposal no longer gives pertimbangan, nor sees it waiting", async () => {
    const id = await proposal('Usulan Dilepas');
    ok(await app.gql(MINTA, { id, u: reviewerB.idUser }, admin));
    expect(ok(await app.gql(MENUNGGU, {}, reviewerB.token)).pertimbanganMenunggu.map((p: { idPenjajagan: number }) => p.idPenjajagan)).toContain(id);
    ok(await app.gql('mutation($id: Int!, $s: Int!) { removePenjajaganSkpd(idPenjajagan: $id, idSkpd: $s) { idPenjajagan } }', { id, s: skpdB }, admin));
    const r = await refused(() => app.gql(BERI, { i: { idPenjajagan: id, pendapat: 'TIDAK_SETUJU', catatan: 'Setelah dilepas' } }, reviewerB.token));
    expect(codeOf(r)).toBe('FORBIDDEN');
    expect(errorOf(r).message).toBe('Instansi Anda tidak lagi terkait dengan penjajakan ini');
    expect(ok(await app.gql(MENUNGGU, {}, reviewerB.token)).pertimbanganMenunggu.map((p: { idPenjajagan: number }) => p.idPenjajagan)).not.toContain(id);
  });

  it('approving needs a pertimbangan given and the required documents; refusing needs neither; the reason is bounded', async () => {
    const putus = (id: number, disetujui: boolean, alasan = 'Sesuai rencana kerja') => app.gql(PUTUS, { i: { idPenjajagan: id, disetujui, alasan } }, admin);
    // no reviewer asked, then one asked who has not answered yet: not approvable
    const id = await proposal('Usulan Belum Ditimbang');
    expect(fieldsOf(await refused(() => putus(id, true)))).toEqual({ pertimbangan: 'Penjajakan belum mendapat pertimbangan TKKSD' });
    ok(await app.gql(MINTA, { id, u: reviewerA.idUser }, admin));
    expect(fieldsOf(await refused(() => putus(id, true)))).toEqual({ pertimbangan: 'Penjajakan belum mendapat pertimbangan TKKSD' });
    // the reason: at most 2000 characters, for a refusal as for an approval
    expect(fieldsOf(await refused(() => putus(id, false, 'x'.repeat(2001))))).toEqual({ alasan: 'Maksimal 2000 karakter' });
    ok(await app.gql(BERI, { i: { idPenjajagan: id, pendapat: 'TIDAK_SETUJU', catatan: 'Belum ada anggaran' } }, reviewerA.token));
    expect(fieldsOf(await refused(() => putus(id, true, 'x'.repeat(2001))))).toEqual({ alasan: 'Maksimal 2000 karakter' });
    expect(ok(await putus(id, true, 'y'.repeat(2000))).putuskanPenjajagan).toMatchObject({ disetujui: true, alasan: 'y'.repeat(2000) });

    // the office's required documents: approving names every missing one (and the missing pertimbangan)
    const ditimbang = await proposal('Usulan Ditimbang Tanpa Dokumen');
    ok(await app.gql(MINTA, { id: ditimbang, u: reviewerB.idUser }, admin));
    ok(await app.gql(BERI, { i: { idPenjajagan: ditimbang, pendapat: 'SETUJU' } }, reviewerB.token));
    await app.sql(`update pengaturan_penjajagan set dokumen_wajib = '{"Surat Permohonan","KAK / proposal"}'`);
    try {
      expect(fieldsOf(await refused(() => putus(ditimbang, true)))).toEqual({ dokumen: 'Dokumen wajib belum lengkap: Surat Permohonan, KAK / proposal' });
      ok(await gqlUpload(app, DOKUMEN, { id: ditimbang, j: 'Surat Permohonan' }, { name: 'surat.pdf', content: PDF }, admin));
      expect(fieldsOf(await refused(() => putus(ditimbang, true)))).toEqual({ dokumen: 'Dokumen wajib belum lengkap: KAK / proposal' });
      ok(await gqlUpload(app, DOKUMEN, { id: ditimbang, j: 'KAK / proposal' }, { name: 'kak.pdf', content: PDF }, admin));
      ok(await putus(ditimbang, true));

      const tanpaDokumen = await proposal('Usulan Tanpa Dokumen');
      expect(fieldsOf(await refused(() => putus(tanpaDokumen, true)))).toEqual({
        dokumen: 'Dokumen wajib belum lengkap: Surat Permohonan, KAK / proposal',
        pertimbangan: 'Penjajakan belum mendapat pertimbangan TKKSD',
      });
      // a refusal needs neither documents nor pertimbangan
      expect(ok(await putus(tanpaDokumen, false, 'Tidak sesuai prioritas')).putuskanPenjajagan).toMatchObject({ disetujui: false });
      expect((await app.sql('select id_status from penjajagan where id_penjajagan = $1', [tanpaDokumen]))[0].id_status).toBe(3);
    } finally {
      await app.sql("update pengaturan_penjajagan set dokumen_wajib = '{}'");
    }
  });

  it('approving by the status field (edit form, legacy edit.php) asks what the decision asks (audit s19 #2)', async () => {
    const UBAH = 'mutation($id: Int!, $i: PenjajaganInput!) { updatePenjajagan(idPenjajagan: $id, input: $i) { idStatus } }';
    const judul = 'Usulan Disetujui Lewat Status';
    const id = await proposal(judul);
    const ubah = (status: number) => app.gql(UBAH, { id, i: { idUser: mitra.idUser, judul, deskripsi: 'Deskripsi', status } }, admin);
    expect(fieldsOf(await refused(() => ubah(2)))).toEqual({ status: 'Penjajakan belum dapat disetujui (Penjajakan belum mendapat pertimbangan TKKSD)' });
    // other statuses stay the admin's to set
    expect(ok(await ubah(1)).updatePenjajagan.idStatus).toBe(1);
    ok(await app.gql(MINTA, { id, u: reviewerA.idUser }, admin));
    ok(await app.gql(BERI, { i: { idPenjajagan: id, pendapat: 'SETUJU' } }, reviewerA.token));
    await app.sql(`update pengaturan_penjajagan set dokumen_wajib = '{"Surat Permohonan"}'`);
    try {
      expect(fieldsOf(await refused(() => ubah(2)))).toEqual({ status: 'Penjajakan belum dapat disetujui (Dokumen wajib belum lengkap: Surat Permohonan)' });
      ok(await gqlUpload(app, DOKUMEN, { id, j: 'Surat Permohonan' }, { name: 'surat.pdf', content: PDF }, admin));
      expect(ok(await ubah(2)).updatePenjajagan.idStatus).toBe(2);
      // once Disetujui, an edit that keeps it asks nothing again
      expect(ok(await ubah(2)).updatePenjajagan.idStatus).toBe(2);
    } finally {
      await app.sql("update pengaturan_penjajagan set dokumen_wajib = '{}'");
    }
  });

  it('of two concurrent decisions exactly one is stored', async () => {
    const id = await proposal('Usulan Ketiga');
    ok(await app.gql(MINTA, { id, u: reviewerA.idUser }, admin));
    ok(await app.gql(BERI, { i: { idPenjajagan: id, pendapat: 'SETUJU' } }, reviewerA.token));
    const results = await Promise.all([
      app.gql(PUTUS, { i: { idPenjajagan: id, disetujui: true, alasan: 'A' } }, admin),
      app.gql(PUTUS, { i: { idPenjajagan: id, disetujui: false, alasan: 'B' } }, admin),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(codeOf(results.find((r) => r.errors)!)).toBe('CONFLICT');
    expect(await count(app, 'keputusan_penjajagan', 'id_penjajagan = $1', [id])).toBe(1);
  });

  it('Tugas Saya: the reviewer sees the review asked of it, the admin the proposal to decide and the records before Pelaksanaan', async () => {
    const TUGAS = '{ tugasSaya { jumlah pertimbangan { idPenjajagan } keputusan { idPenjajagan jumlahPertimbangan } kerjasama { jenis id tahapan tahapanText } monev { idRecord } } }';
    const id = await proposal('Usulan Tugas');
    ok(await app.gql(MINTA, { id, u: reviewerB.idUser }, admin));
    const mine = ok(await app.gql(TUGAS, {}, reviewerB.token)).tugasSaya;
    expect(mine.pertimbangan).toContainEqual({ idPenjajagan: id });
    expect(mine).toMatchObject({ keputusan: [], kerjasama: [] });
    expect(ok(await app.gql(TUGAS, {}, admin)).tugasSaya.keputusan).not.toContainEqual(expect.objectContaining({ idPenjajagan: id }));
    ok(await app.gql(BERI, { i: { idPenjajagan: id, pendapat: 'TIDAK_SETUJU', catatan: 'Anggaran belum tersedia' } }, reviewerB.token));
    expect(ok(await app.gql(TUGAS, {}, reviewerB.token)).tugasSaya.pertimbangan).not.toContainEqual({ idPenjajagan: id });

    const [m] = await app.sql(
      `insert into mou (id_mitra, mitra, judul, tgl_mulai, tgl_berakhir, deskripsi, no_kontrak, no_mitra, nama_ttd_mitra, jabatan_ttd_mitra, nama_ttd, jabatan_ttd, keterangan, id_status)
       values ($1, 'PT A', 'Draf Tugas', '2026-01-01', '2026-12-31', '-', 'T/1', 'M/1', 'a', 'b', 'c', 'd', '-', 3), ($1, 'PT B', 'Aktif', '2026-01-01', '2026-12-31', '-', 'T/2', 'M/2', 'a', 'b', 'c', 'd', '-', 1)
       returning id_mou`,
      [mitra.idUser],
    );
    const tugas = ok(await app.gql(TUGAS, {}, admin)).tugasSaya;
    expect(tugas.keputusan).toContainEqual({ idPenjajagan: id, jumlahPertimbangan: 1 });
    expect(tugas.kerjasama).toContainEqual({ jenis: 'MOU', id: m.id_mou, tahapan: 'DRAF', tahapanText: 'Draf' });
    expect(tugas.kerjasama.every((k: { tahapan: string }) => k.tahapan !== 'PELAKSANAAN')).toBe(true);
    expect(tugas.jumlah).toBe(tugas.pertimbangan.length + tugas.keputusan.length + tugas.kerjasama.length + tugas.monev.length);
    expect(codeOf(await app.gql(TUGAS, {}, mitra.token))).toBe('FORBIDDEN');
  });
});
