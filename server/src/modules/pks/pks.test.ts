import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { count, createMou, createPks, gqlUpload, lastRiwayat, PDF, pksInput, PNG } from '../../test/kerjasama-fixtures.js';
import { codeOf, errorOf, fieldsOf, ok, refusedUnchanged } from '../../test/results.js';
import { notifySql, subscribe, wsClient } from '../../test/subscriptions.js';
import { createTestApp, type GqlResult, type TestApp } from '../../test/test-app.js';
import { PksChanged } from './pks.events.js';

const FIELDS =
  'idPks idMou judul judulMou mitra mitraMou tglMulai tglMulaiMou tglBerakhir tglBerakhirMou tglInput deskripsi deskripsiMou ' +
  'noKontrak noKontrakMou noMitra noMitraMou nilai namaTtdMitra jabatanTtdMitra namaTtd jabatanTtd keterangan ' +
  'idStatus statusText idStatusMou statusTextMou';
const PKSS = `query($f: PksFilter, $p: PageInput) { pkss(filter: $f, page: $p) { total items { idPks idMou judul judulMou noKontrak idStatus } } }`;
const PKS = `query($id: Int!) { pks(idPks: $id) { ${FIELDS} mou { idMou judul } } }`;
const CREATE = `mutation($i: PksInput!) { createPks(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $i: PksInput!) { updatePks(idPks: $id, input: $i) { ${FIELDS} } }`;
const DELETE = `mutation($id: Int!) { deletePks(idPks: $id) }`;
const FILES = `query($id: Int!) { pks(idPks: $id) { dokumen { idFile namaFile url } gambar { idFile namaGambar url } skpd { idSkpd skpd } } }`;
const ADD_DOC = `mutation($id: Int!, $file: Upload) { addPksDokumen(idPks: $id, file: $file) { idFile namaFile url mime } }`;
const ADD_IMG = `mutation($id: Int!, $file: Upload) { addPksGambar(idPks: $id, file: $file) { idFile namaGambar url mime } }`;
const REMOVE_DOC = `mutation($id: Int!, $f: String, $n: String) { removePksDokumen(idPks: $id, idFile: $f, namaFile: $n) }`;
const REMOVE_IMG = `mutation($id: Int!, $f: String, $n: String) { removePksGambar(idPks: $id, idFile: $f, namaGambar: $n) }`;
const ADD_SKPD = `mutation($id: Int!, $s: Int) { addPksSkpd(idPks: $id, idSkpd: $s) { idSkpd skpd } }`;
const REMOVE_SKPD = `mutation($id: Int!, $s: Int!) { removePksSkpd(idPks: $id, idSkpd: $s) }`;
const LAPORAN_LINK = `mutation($f: LaporanFilter, $fmt: LaporanFormat) { pksLaporanLink(filter: $f, format: $fmt) }`;

describe('pks (Perjanjian)', () => {
  let app: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };
  let staff: { idUser: number; token: string };
  let idSkpd: number;
  let mou: { idMou: number; judul: string };

  const snapshot = () =>
    Promise.all([
      app.sql('select * from pks order by id_pks'),
      app.sql('select * from pks_skpd order by id_pks, id_skpd'),
      app.sql('select id, owner_kind, owner_id from stored_file order by id'),
      count(app, 'riwayat', "aksi not like 'Akses ditolak%'"),
    ]);
  const expectRefused = (run: () => Promise<GqlResult>, code: string) => refusedUnchanged(snapshot, run, code);
  const create = (input: Record<string, unknown>, token = admin) => app.gql(CREATE, { i: input }, token);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    mitra = await app.userWithLevel(4);
    const [s] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Perjanjian', 88, 1) returning id_skpd`);
    idSkpd = s.id_skpd;
    staff = await app.userWithLevel(2, { idSkpd });
    mou = await createMou(app, admin, mitra.idUser, {
      judul: 'Kesepakatan Induk',
      mitra: 'Pemkab Sukamaju',
      noKontrak: 'MOU/IND/1',
      noMitra: 'SKM/1',
      tglMulai: '2025-06-01',
      tglBerakhir: '2028-05-31',
      status: 1,
    });
  });
  afterAll(() => app.close());

  describe('create', () => {
    it('stores every field, exposes the agreement’s counterparts with _mou, and adds one riwayat row', async () => {
      const before = await count(app, 'riwayat');
      const p = ok(await create(pksInput(mou.idMou, { judul: 'Rencana Kerja Jalan' }))).createPks;
      expect(p).toMatchObject({
        idMou: mou.idMou,
        judul: 'Rencana Kerja Jalan',
        judulMou: 'Kesepakatan Induk',
        mitraMou: 'Pemkab Sukamaju',
        tglMulai: '2026-02-01',
        tglMulaiMou: '2025-06-01',
        tglBerakhirMou: '2028-05-31',
        deskripsiMou: 'Ruang lingkup kerja sama.',
        noKontrakMou: 'MOU/IND/1',
        noMitraMou: 'SKM/1',
        idStatusMou: 1,
        statusTextMou: 'Aktif',
        nilai: 250000,
        statusText: 'Aktif',
      });
      expect(await count(app, 'riwayat')).toBe(before + 1);
      expect((await lastRiwayat(app)).aksi).toBe('Menambah perjanjian "Rencana Kerja Jalan" pada kesepakatan "Kesepakatan Induk"');
    });

    it('defaults nilai to 0 (SPEC §9)', async () => {
      const p = ok(await create(pksInput(mou.idMou, { nilai: null }))).createPks;
      expect(p.nilai).toBe(0);
      expect((await app.sql('select nilai::text from pks where id_pks = $1', [p.idPks]))[0].nilai).toBe('0.00');
    });

    it.each([
      ['idMou', { idMou: null }, 'Kesepakatan tidak boleh kosong'],
      ['mitra', { mitra: '' }, 'Mitra tidak boleh kosong'],
      ['tglMulai', { tglMulai: null }, 'Tanggal Mulai tidak boleh kosong'],
      ['tglBerakhir', { tglBerakhir: '' }, 'Tanggal Berakhir tidak boleh kosong'],
      ['tglBerakhir', { tglBerakhir: '2026-01-31' }, 'Tanggal Berakhir tidak boleh sebelum Tanggal Mulai'],
      ['tglBerakhir', { tglBerakhir: '31-12-2026' }, 'Tanggal Berakhir harus berformat yyyy-MM-dd'],
      ['judul', { judul: ' ' }, 'Judul tidak boleh kosong'],
      ['deskripsi', { deskripsi: '' }, 'Deskripsi tidak boleh kosong'],
      ['noKontrak', { noKontrak: '' }, 'No. Kontrak tidak boleh kosong'],
      ['noMitra', { noMitra: null }, 'No. Mitra tidak boleh kosong'],
      ['nilai', { nilai: -5 }, 'Nilai tidak boleh negatif'],
      ['namaTtdMitra', { namaTtdMitra: '' }, 'Nama Mitra tidak boleh kosong'],
      ['jabatanTtdMitra', { jabatanTtdMitra: '' }, 'Jabatan Mitra tidak boleh kosong'],
      ['namaTtd', { namaTtd: '' }, 'Nama Instansi tidak boleh kosong'],
      ['jabatanTtd', { jabatanTtd: '' }, 'Jabatan Instansi tidak boleh kosong'],
      ['keterangan', { keterangan: '' }, 'Keterangan tidak boleh kosong'],
      ['status', { status: 0 }, 'Status tidak valid'],
    ])('refuses %s %j with "%s" and stores nothing', async (field, overrides, message) => {
      const r = await expectRefused(() => create(pksInput(mou.idMou, overrides)), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ [field]: message });
    });

    it('a status other than Baru puts it at that stage with a manual timeline line and its actor; a draft (Baru) has none', async () => {
      const TAHAPAN = 'query($id: Int!) { pks(idPks: $id) { tahapan { tahapan versi } timeline { dari ke manual catatan levelAktor } } }';
      const before = await count(app, 'riwayat');
      const aktif = ok(await create(pksInput(mou.idMou, { status: 1 }))).createPks;
      expect(ok(await app.gql(TAHAPAN, { id: aktif.idPks }, admin)).pks).toEqual({
        tahapan: { tahapan: 'PELAKSANAAN', versi: 1 },
        timeline: [{ dari: 'DRAF', ke: 'PELAKSANAAN', manual: true, catatan: 'Status diubah langsung dari Baru ke Aktif', levelAktor: 'Super Admin' }],
      });
      expect(await count(app, 'riwayat')).toBe(before + 1);
      const draf = ok(await create(pksInput(mou.idMou, { status: 3 }))).createPks;
      expect(ok(await app.gql(TAHAPAN, { id: draf.idPks }, admin)).pks).toEqual({ tahapan: { tahapan: 'DRAF', versi: 0 }, timeline: [] });
    });

    it('refuses an unknown agreement', async () => {
      const r = await expectRefused(() => create(pksInput(999_999)), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ idMou: 'Kesepakatan tidak ditemukan' });
    });
  });

  describe('update and delete', () => {
    it('changes the fields (even the agreement) and adds one riwayat row', async () => {
      const other = await createMou(app, admin, mitra.idUser, { judul: 'Kesepakatan Lain' });
      const p = await createPks(app, admin, mou.idMou);
      const u = ok(await app.gql(UPDATE, { id: p.idPks, i: pksInput(other.idMou, { judul: 'Diubah', status: 5 }) }, admin)).updatePks;
      expect(u).toMatchObject({ idPks: p.idPks, idMou: other.idMou, judulMou: 'Kesepakatan Lain', judul: 'Diubah', statusText: 'Revisi' });
      expect((await lastRiwayat(app)).aksi).toBe('Mengubah perjanjian "Diubah"');
      await expectRefused(() => app.gql(UPDATE, { id: 999_999, i: pksInput(mou.idMou) }, admin), 'NOT_FOUND');
    });

    it('deletes with its files and agency links in one go and one riwayat row', async () => {
      const p = await createPks(app, admin, mou.idMou, { judul: 'Dihapus' });
      ok(await gqlUpload(app, ADD_DOC, { id: p.idPks }, { name: 'a.pdf', content: PDF }, admin));
      ok(await gqlUpload(app, ADD_IMG, { id: p.idPks }, { name: 'b.png', content: PNG }, admin));
      ok(await app.gql(ADD_SKPD, { id: p.idPks, s: idSkpd }, admin));
      const before = await count(app, 'riwayat');
      expect(ok(await app.gql(DELETE, { id: p.idPks }, admin)).deletePks).toBe(true);
      expect(await count(app, 'pks', 'id_pks = $1', [p.idPks])).toBe(0);
      expect(await count(app, 'pks_skpd', 'id_pks = $1', [p.idPks])).toBe(0);
      expect(await count(app, 'stored_file', `owner_kind like 'pks.%' and owner_id = $1`, [p.idPks])).toBe(0);
      expect(await count(app, 'riwayat')).toBe(before + 1);
      expect((await lastRiwayat(app)).aksi).toBe('Menghapus perjanjian "Dihapus"');
      await expectRefused(() => app.gql(DELETE, { id: p.idPks }, admin), 'NOT_FOUND');
    });
  });

  describe('documents, gallery and agencies', () => {
    it('adds and removes documents, images and agencies with riwayat rows', async () => {
      const p = await createPks(app, admin, mou.idMou, { judul: 'Berkas' });
      const d = ok(await gqlUpload(app, ADD_DOC, { id: p.idPks }, { name: 'kontrak.docx', content: PDF }, admin)).addPksDokumen;
      // kept under the type of its content, whatever the name said
      expect(d).toMatchObject({ namaFile: 'kontrak.pdf', mime: 'application/pdf' });
      expect((await lastRiwayat(app)).aksi).toBe('Menambah dokumen "kontrak.pdf" pada perjanjian "Berkas"');
      const g = ok(await gqlUpload(app, ADD_IMG, { id: p.idPks }, { name: 'foto.jpg', content: PNG }, admin)).addPksGambar;
      expect(g).toMatchObject({ namaGambar: 'foto.png', mime: 'image/png' });
      ok(await app.gql(ADD_SKPD, { id: p.idPks, s: idSkpd }, admin));
      const listed = ok(await app.gql(FILES, { id: p.idPks }, staff.token)).pks;
      expect(listed.dokumen.map((x: any) => x.namaFile)).toEqual(['kontrak.pdf']);
      expect(listed.gambar.map((x: any) => x.namaGambar)).toEqual(['foto.png']);
      expect(listed.skpd).toEqual([{ idSkpd, skpd: 'Dinas Perjanjian' }]);
      expect((await fetch(`${app.url}${listed.gambar[0].url}`)).headers.get('content-type')).toBe('image/png');

      ok(await app.gql(REMOVE_DOC, { id: p.idPks, n: 'kontrak.pdf' }, admin));
      ok(await app.gql(REMOVE_IMG, { id: p.idPks, f: g.idFile }, admin));
      ok(await app.gql(REMOVE_SKPD, { id: p.idPks, s: idSkpd }, admin));
      expect(ok(await app.gql(FILES, { id: p.idPks }, admin)).pks).toEqual({ dokumen: [], gambar: [], skpd: [] });
      expect((await lastRiwayat(app)).aksi).toBe('Menghapus SKPD "Dinas Perjanjian" dari perjanjian "Berkas"');
    });

    it.each([
      [ADD_DOC, { name: 'palsu.png', content: Buffer.from('teks biasa, bukan gambar') }, 'Format file salah'],
      [ADD_DOC, { name: 'besar.pdf', content: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]) }, 'Ukuran file lebih dari 10MB'],
      [ADD_IMG, { name: 'besar.png', content: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1)]) }, 'Ukuran file lebih dari 2MB'],
      [ADD_IMG, null, 'File tidak boleh kosong'],
    ])('refuses an upload with "%s" and stores nothing', async (query, file, message) => {
      const p = await createPks(app, admin, mou.idMou);
      const r = await expectRefused(() => gqlUpload(app, query, { id: p.idPks }, file, admin), 'BAD_USER_INPUT');
      expect(errorOf(r).message).toBe(message);
    });

    it('adds SKPD with SPEC messages', async () => {
      const p = await createPks(app, admin, mou.idMou);
      expect(fieldsOf(await expectRefused(() => app.gql(ADD_SKPD, { id: p.idPks, s: null }, admin), 'BAD_USER_INPUT'))).toEqual({
        idSkpd: 'SKPD tidak boleh kosong',
      });
      ok(await app.gql(ADD_SKPD, { id: p.idPks, s: idSkpd }, admin));
      await expectRefused(() => app.gql(ADD_SKPD, { id: p.idPks, s: idSkpd }, admin), 'BAD_USER_INPUT');
    });
  });

  describe('list', () => {
    let other: { idMou: number };
    beforeAll(async () => {
      other = await createMou(app, admin, mitra.idUser, { judul: 'Kesepakatan Daftar PKS' });
      for (let i = 1; i <= 25; i++) {
        await createPks(app, admin, i % 2 ? other.idMou : mou.idMou, {
          judul: `Perjanjian Daftar ${String(i).padStart(2, '0')}`,
          noKontrak: `PD/${String(i).padStart(3, '0')}`,
          status: ((i - 1) % 5) + 1,
        });
      }
    });
    const list = async (filter: Record<string, unknown>, page?: Record<string, unknown>, token = admin) =>
      ok(await app.gql(PKSS, { f: filter, p: page }, token)).pkss as { total: number; items: any[] };

    it('pages 20 newest first by default, ASC on request', async () => {
      const first = await list({ judul: 'perjanjian daftar' });
      expect(first.total).toBe(25);
      expect(first.items).toHaveLength(20);
      expect(first.items[0].judul).toBe('Perjanjian Daftar 25');
      const asc = await list({ judul: 'Perjanjian Daftar' }, { order: 'ASC', limit: 3 });
      expect(asc.items.map((p) => p.judul)).toEqual(['Perjanjian Daftar 01', 'Perjanjian Daftar 02', 'Perjanjian Daftar 03']);
      expect((await list({ judul: 'Perjanjian Daftar' }, { page: 2 })).items).toHaveLength(5);
    });

    it('filters by agreement (Detail PKS), status, No. Kontrak and id', async () => {
      const ofOther = await list({ idMou: other.idMou });
      expect(ofOther.total).toBe(13);
      expect(ofOther.items.every((p) => p.idMou === other.idMou && p.judulMou === 'Kesepakatan Daftar PKS')).toBe(true);
      const revisi = await list({ judul: 'Perjanjian Daftar', status: 5 });
      expect(revisi.items.map((p) => p.judul).sort()).toEqual(['Perjanjian Daftar 05', 'Perjanjian Daftar 10', 'Perjanjian Daftar 15', 'Perjanjian Daftar 20', 'Perjanjian Daftar 25']);
      expect((await list({ noKontrak: 'pd/00' })).total).toBe(9);
      const one = (await list({ noKontrak: 'PD/007' })).items[0];
      expect((await list({ idPks: one.idPks })).items.map((p) => p.judul)).toEqual(['Perjanjian Daftar 07']);
    });

    it('is readable by level 2, refused to partners and anonymous callers', async () => {
      expect((await list({ judul: 'Perjanjian Daftar' }, undefined, staff.token)).total).toBe(25);
      expect(codeOf(await app.gql(PKSS, {}, mitra.token))).toBe('FORBIDDEN');
      expect(codeOf(await app.gql(PKSS, {}))).toBe('UNAUTHENTICATED');
    });
  });

  describe('access', () => {
    it('lets level 2 submit a draft only for an agreement of its own agency: status 3 Baru, whatever it sent', async () => {
      const t = staff.token;
      const linked = await createMou(app, admin, mitra.idUser, { judul: 'Kesepakatan Dinas Perjanjian' });
      // Not linked yet: refused, nothing written.
      await expectRefused(() => create(pksInput(linked.idMou, { judul: 'Draf Dinas' }), t), 'FORBIDDEN');
      ok(await app.gql('mutation($id: Int!, $s: Int) { addMouSkpd(idMou: $id, idSkpd: $s) { idSkpd } }', { id: linked.idMou, s: idSkpd }, admin));
      const draft = ok(await create(pksInput(linked.idMou, { judul: 'Draf Dinas', status: 1 }), t)).createPks;
      expect(draft).toMatchObject({ idMou: linked.idMou, judul: 'Draf Dinas', idStatus: 3, statusText: 'Baru' });
      expect((await lastRiwayat(app)).aksi).toBe('Mengajukan draf perjanjian "Draf Dinas" pada kesepakatan "Kesepakatan Dinas Perjanjian"');
      // Still no other write on it, nor a draft from the staff of another agency.
      await expectRefused(() => app.gql(UPDATE, { id: draft.idPks, i: pksInput(linked.idMou) }, t), 'FORBIDDEN');
      await expectRefused(() => app.gql(DELETE, { id: draft.idPks }, t), 'FORBIDDEN');
      const [lain] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Lain', 89, 1) returning id_skpd`);
      const dinasLain = await app.userWithLevel(2, { idSkpd: lain.id_skpd });
      await expectRefused(() => create(pksInput(linked.idMou), dinasLain.token), 'FORBIDDEN');
      ok(await app.gql(DELETE, { id: draft.idPks }, admin));
    });

    it('refuses every other write to level 2 (read-only staff), and a draft for an agreement of another agency', async () => {
      const p = await createPks(app, admin, mou.idMou);
      const t = staff.token;
      expect(ok(await app.gql(PKS, { id: p.idPks }, t)).pks).toMatchObject({ idPks: p.idPks, nilai: 250000, mou: { idMou: mou.idMou } });
      await expectRefused(() => create(pksInput(mou.idMou), t), 'FORBIDDEN');
      await expectRefused(() => app.gql(UPDATE, { id: p.idPks, i: pksInput(mou.idMou) }, t), 'FORBIDDEN');
      await expectRefused(() => app.gql(DELETE, { id: p.idPks }, t), 'FORBIDDEN');
      await expectRefused(() => gqlUpload(app, ADD_DOC, { id: p.idPks }, { name: 'a.pdf', content: PDF }, t), 'FORBIDDEN');
      await expectRefused(() => app.gql(ADD_SKPD, { id: p.idPks, s: idSkpd }, t), 'FORBIDDEN');
      await expectRefused(() => app.gql(LAPORAN_LINK, { f: { tanggalDari: '2026-01-01', tanggalSampai: '2026-12-31' } }, t), 'FORBIDDEN');
    });

    it.each([3, 4, 5])('refuses level %i reads and writes', async (level) => {
      const p = await createPks(app, admin, mou.idMou);
      const { token } = await app.userWithLevel(level);
      expect(codeOf(await app.gql(PKS, { id: p.idPks }, token))).toBe('FORBIDDEN');
      await expectRefused(() => create(pksInput(mou.idMou), token), 'FORBIDDEN');
      await expectRefused(() => app.gql(DELETE, { id: p.idPks }, token), 'FORBIDDEN');
    });

    it('lets a level-1 admin do everything', async () => {
      const { token } = await app.userWithLevel(1);
      const p = ok(await create(pksInput(mou.idMou, { judul: 'Oleh Admin' }), token)).createPks;
      expect((await lastRiwayat(app)).nama_user).toBe('Pengguna 1');
      ok(await app.gql(DELETE, { id: p.idPks }, token));
    });
  });

  describe('live list (subscription pksChanged)', () => {
    it('delivers each committed change with the agreement id', async () => {
      const client = wsClient(app.url, staff.token);
      const sub = subscribe<any>(client, 'subscription { pksChanged { action id idMou pks { judul judulMou } } }', {}, 'pksChanged', (e) => e.id === -1);
      // live once a raw event sent now reaches it (graphql-ws does not acknowledge a subscribe)
      await sub.ready(() => app.sql(...notifySql(PksChanged.topic, { action: 'DELETED', id: -1, idMou: 0 })));
      const p = await createPks(app, admin, mou.idMou, { judul: 'Langsung' });
      ok(await app.gql(DELETE, { id: p.idPks }, admin));
      await sub.waitFor((e) => e.id === p.idPks && e.action === 'DELETED');
      sub.dispose();
      await client.dispose();
      expect(sub.errors).toEqual([]);
      // this contract's changes, in order (an earlier test's change may still arrive first)
      expect(sub.events.filter((e) => e.id === p.idPks)).toEqual([
        { action: 'CREATED', id: p.idPks, idMou: mou.idMou, pks: { judul: 'Langsung', judulMou: 'Kesepakatan Induk' } },
        { action: 'DELETED', id: p.idPks, idMou: mou.idMou, pks: null },
      ]);
    });
  });

  describe('report (laporan)', () => {
    it('renders PDF and XLSX documents of the contracts starting in the period', async () => {
      await createPks(app, admin, mou.idMou, { judul: 'Laporan PKS Satu', tglMulai: '2024-07-01', tglBerakhir: '2025-06-30' });
      const f = { tanggalDari: '2024-07-01', tanggalSampai: '2024-07-31' };
      const pdfUrl = ok(await app.gql(LAPORAN_LINK, { f }, admin)).pksLaporanLink as string;
      const pdf = Buffer.from(await (await fetch(`${app.url}${pdfUrl}`)).arrayBuffer());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const xlsxUrl = ok(await app.gql(LAPORAN_LINK, { f, fmt: 'XLSX' }, admin)).pksLaporanLink as string;
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(await (await fetch(`${app.url}${xlsxUrl}`)).arrayBuffer()) as never);
      const ws = wb.worksheets[0]!;
      expect(ws.getCell('A1').value).toBe('Laporan Perjanjian Kerja Sama (PKS)');
      expect(ws.getCell('A2').value).toBe('Periode 1 Juli 2024 s.d. 31 Juli 2024');
      expect(ws.getRow(4).values).toEqual([
        undefined,
        'No',
        'Judul Perjanjian',
        'Judul Kesepakatan',
        'Mitra',
        'No. Kontrak',
        'No. Mitra',
        'Tgl. Mulai',
        'Tgl. Berakhir',
        'Status',
        'Nilai',
      ]);
      expect((ws.getRow(5).values as unknown[]).slice(1, 4)).toEqual([1, 'Laporan PKS Satu', 'Kesepakatan Induk']);
    });
  });
});
