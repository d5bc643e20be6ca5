/**
 * Conformance of the legacy agreement, contract and dashboard paths (SPEC §7): mou/*, pks/*, combo/mou.php,
 * dashboard/dashboard.php. Form-data in, `{success, message, data, total}` out, snake_case fields of SPEC §3,
 * dd-mm-yyyy dates; laporan.php answers a document opened without headers (token parameter).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '../../server/src/common/dates.js';
import { lastRiwayat, PDF, PNG } from '../../server/src/test/kerjasama-fixtures.js';
import { docx, xlsx, zipWithExe } from '../../server/src/test/office-files.js';
import { ok } from '../../server/src/test/results.js';
import { createTestApp, type TestApp } from '../../server/src/test/test-app.js';

const DATE = /^\d{2}-\d{2}-\d{4}$/;
const MOU_KEYS = [
  'no',
  'id_mou',
  'id_penjajagan',
  'no_penjajagan',
  'id_mou_lama',
  'no_kontrak_mou_lama',
  'id_mitra',
  'mitra',
  'tgl_mulai',
  'tgl_berakhir',
  'tgl_input',
  'judul',
  'deskripsi',
  'no_kontrak',
  'no_mitra',
  'nilai',
  'nama_ttd_mitra',
  'jabatan_ttd_mitra',
  'nama_ttd',
  'jabatan_ttd',
  'keterangan',
  'id_status',
  'status_text',
  'status',
];
const PKS_KEYS = [
  'no',
  'id_pks',
  'id_mou',
  'judul',
  'judul_mou',
  'mitra',
  'mitra_mou',
  'tgl_mulai',
  'tgl_mulai_mou',
  'tgl_berakhir',
  'tgl_berakhir_mou',
  'tgl_input',
  'deskripsi',
  'deskripsi_mou',
  'no_kontrak',
  'no_kontrak_mou',
  'no_mitra',
  'no_mitra_mou',
  'nilai',
  'nama_ttd_mitra',
  'jabatan_ttd_mitra',
  'nama_ttd',
  'jabatan_ttd',
  'keterangan',
  'id_status',
  'status_text',
  'status',
];

const dmy = (iso: string) => iso.split('-').reverse().join('-');
const file = (content: Buffer, name: string) => new File([new Uint8Array(content)], name);

describe('legacy adapter: mou, pks and dashboard paths', () => {
  let app: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };
  let staff: { idUser: number; token: string };
  let idSkpd: number;
  const get = (path: string, fields: Record<string, string> = {}, token: string | undefined = admin) => app.legacy(path, fields, { token, method: 'GET' });
  const post = (path: string, fields: Record<string, string | Blob> = {}, token: string | undefined = admin) => app.legacy(path, fields, { token });
  const count = async (table: string) => (await app.sql(`select count(*)::int as n from ${table}`))[0].n as number;
  const expectFailure = (res: { status: number; body: any }, message: string, status = 200) => {
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, message });
    expect(res.body).not.toHaveProperty('data');
  };
  const mouForm = (overrides: Record<string, string> = {}) => ({
    id_user: '999',
    id_penjajagan: '',
    id_mitra: String(mitra.idUser),
    id_mou_lama: '',
    mitra: 'PT Lama Jaya',
    tgl_mulai: '2026-01-15',
    tgl_berakhir: '2027-01-14',
    judul: 'Kesepakatan Klien Lama',
    deskripsi: 'Ruang lingkup',
    no_kontrak: 'LEG/001/2026',
    no_mitra: 'LJ/1',
    nilai: '2500000.75',
    nama_ttd_mitra: 'Andi',
    jabatan_ttd_mitra: 'Direktur',
    nama_ttd: 'Wali Kota',
    jabatan_ttd: 'Wali Kota',
    keterangan: 'Catatan',
    status: '1',
    ...overrides,
  });
  const pksForm = (idMou: number, overrides: Record<string, string> = {}) => ({
    id_mou: String(idMou),
    id_user: '999',
    mitra: 'PT Lama Jaya',
    tgl_mulai: '2026-02-01',
    tgl_berakhir: '2026-12-31',
    judul: 'Perjanjian Klien Lama',
    deskripsi: 'Rencana kerja',
    no_kontrak: 'LEG-PKS/001',
    no_mitra: 'LJ-PKS/1',
    nilai: '0',
    nama_ttd_mitra: 'Andi',
    jabatan_ttd_mitra: 'Direktur',
    nama_ttd: 'Sekda',
    jabatan_ttd: 'Sekretaris Daerah',
    keterangan: 'Catatan',
    status: '1',
    ...overrides,
  });
  const addMou = async (overrides: Record<string, string> = {}) => {
    const res = await post('mou/add.php', mouForm(overrides));
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return res.body.data as Record<string, any>;
  };
  const addPks = async (idMou: number, overrides: Record<string, string> = {}) => {
    const res = await post('pks/add.php', pksForm(idMou, overrides));
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return res.body.data as Record<string, any>;
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    [{ id_skpd: idSkpd }] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Klien Lama', 9, 1) returning id_skpd`);
    mitra = await app.userWithLevel(3);
    staff = await app.userWithLevel(2, { idSkpd });
  });
  afterAll(() => app.close());

  describe('mou/*', () => {
    it('add.php stores the agreement (id_user ignored) and answers its SPEC fields', async () => {
      const res = await post('mou/add.php', mouForm());
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Data berhasil disimpan' });
      const d = res.body.data;
      expect(d).toMatchObject({
        id_mitra: mitra.idUser,
        mitra: 'PT Lama Jaya',
        tgl_mulai: '15-01-2026',
        tgl_berakhir: '14-01-2027',
        nilai: 2500000.75,
        id_status: 1,
        status: 1,
        status_text: 'Aktif',
        id_penjajagan: null,
        id_mou_lama: null,
        no_kontrak_mou_lama: null,
      });
      expect(d.tgl_input).toMatch(DATE);
      expect((await lastRiwayat(app)).id_user).toBe(1);
    });

    it('add.php accepts dd-mm-yyyy dates too and answers the first SPEC message with all field errors', async () => {
      expect((await addMou({ tgl_mulai: '01-03-2026', tgl_berakhir: '31-03-2026' })).tgl_berakhir).toBe('31-03-2026');
      const before = await count('mou');
      const res = await post('mou/add.php', mouForm({ id_mitra: '', judul: '', nilai: '', tgl_berakhir: '2025-01-01' }));
      expectFailure(res, 'Mitra tidak boleh kosong');
      expect(res.body.errors).toMatchObject({ idMitra: 'Mitra tidak boleh kosong', judul: 'Judul tidak boleh kosong', nilai: 'Nilai tidak boleh kosong' });
      // a value that is not a number is not "empty": refused as GraphQL's clients are; no hex, exponent or thousands separators
      // ('1.500' is not one and a half: three digits after the point are a thousands separator, never sen)
      for (const nilai of ['abc', '12abc', '1.500.000', '1.500', '12.345', '1.005', '1500000,50', '0x10', '1e3', '--5']) {
        const bad = await post('mou/add.php', mouForm({ nilai }));
        expectFailure(bad, 'Nilai tidak valid');
        expect(bad.body.errors, nilai).toEqual({ nilai: 'Nilai tidak valid' });
      }
      expect((await post('mou/add.php', mouForm({ nilai: '-5' }))).body.errors).toEqual({ nilai: 'Nilai tidak boleh negatif' });
      // without a sign-in, the sign-in is asked first
      const anonymous = await app.legacy('mou/add.php', mouForm({ nilai: 'abc' }));
      expect(anonymous.status).toBe(401);
      expectFailure(await post('mou/add.php', mouForm({ tgl_berakhir: '2025-01-01' })), 'Tanggal Berakhir tidak boleh sebelum Tanggal Mulai');
      expect(await count('mou')).toBe(before);
    });

    it('read.php lists rows with every SPEC field, dd-mm-yyyy dates, numbers and a numeric total, with filters', async () => {
      const a = await addMou({ judul: 'Baca Satu', no_kontrak: 'BACA/1', status: '2' });
      await addMou({ judul: 'Baca Dua', no_kontrak: 'BACA/2', id_mou_lama: String(a.id_mou) });
      const res = await get('mou/read.php', { page: '1', limit: '10', judul: 'baca', order: 'asc' });
      expect(res.body).toMatchObject({ success: true, total: 2 });
      expect(res.body.data.map((r: any) => r.judul)).toEqual(['Baca Satu', 'Baca Dua']);
      const row = res.body.data[1];
      expect(Object.keys(row).sort()).toEqual(expect.arrayContaining([...MOU_KEYS].sort()));
      expect(row).toMatchObject({ no: 2, id_mou_lama: a.id_mou, no_kontrak_mou_lama: 'BACA/1', tgl_mulai: '15-01-2026' });
      expect((await get('mou/read.php', { judul: 'baca', status: '2' })).body.data.map((r: any) => r.judul)).toEqual(['Baca Satu']);
      expect((await get('mou/read.php', { no_kontrak: 'baca/2' })).body.total).toBe(1);
      expect((await get('mou/read.php', { id_mou: String(a.id_mou) })).body.data[0].judul).toBe('Baca Satu');
      const paged = await get('mou/read.php', { judul: 'baca', page: '2', limit: '1', order: 'asc' });
      expect(paged.body.data).toEqual([expect.objectContaining({ no: 2, judul: 'Baca Dua' })]);
    });

    it('combo/mou.php finds agreements by a substring of their number', async () => {
      const a = await addMou({ no_kontrak: 'KOMBO/XYZ/1' });
      const res = await get('combo/mou.php', { mou: 'xyz' });
      expect(res.body).toMatchObject({ success: true, total: 1, data: [{ id_mou: a.id_mou, no_mou: 'KOMBO/XYZ/1', judul: a.judul }] });
      expect((await get('combo/mou.php', { no_mou: 'KOMBO/XYZ', id_mou: '0' })).body.data).toEqual([]);
      // by id: the agreement itself, also past the picker's first 20 by number
      for (let i = 0; i < 21; i++) await addMou({ no_kontrak: `KOMBO/AAA/${String(i).padStart(2, '0')}` });
      expect((await get('combo/mou.php', { id_mou: String(a.id_mou) })).body).toMatchObject({ total: 1, data: [{ id_mou: a.id_mou, no_mou: 'KOMBO/XYZ/1' }] });
      expect((await get('combo/mou.php', { id_mou: String(a.id_mou), no_mou: 'xyz' })).body.total).toBe(1);
      expect((await get('combo/mou.php', { id_mou: String(a.id_mou), no_mou: 'AAA' })).body.total).toBe(0);
    });

    it('text that reads like a date stays as typed, through read.php and an edit round trip; only date fields are dd-mm-yyyy', async () => {
      const a = await addMou({ no_kontrak: '2026-01-15', no_mitra: '2026-02-20', keterangan: '2026-03-01T10:00:00Z' });
      expect(a).toMatchObject({ no_kontrak: '2026-01-15', no_mitra: '2026-02-20', keterangan: '2026-03-01T10:00:00Z' });
      const [row] = (await get('mou/read.php', { id_mou: String(a.id_mou) })).body.data;
      expect(row).toMatchObject({ no_kontrak: '2026-01-15', keterangan: '2026-03-01T10:00:00Z', tgl_mulai: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/) });
      // a client posts back what it read
      await post('mou/edit.php', { ...mouForm({ no_kontrak: row.no_kontrak, no_mitra: row.no_mitra, keterangan: row.keterangan }), id_mou: String(a.id_mou) });
      expect(await app.sql('select no_kontrak, no_mitra, keterangan from mou where id_mou = $1', [a.id_mou])).toEqual([
        { no_kontrak: '2026-01-15', no_mitra: '2026-02-20', keterangan: '2026-03-01T10:00:00Z' },
      ]);
    });

    it('edit.php changes the agreement and delete.php removes it', async () => {
      const a = await addMou();
      const edited = await post('mou/edit.php', { ...mouForm({ judul: 'Sudah Diubah', status: '5' }), id_mou: String(a.id_mou) });
      expect(edited.body).toMatchObject({ success: true, message: 'Data berhasil diubah', data: { id_mou: a.id_mou, judul: 'Sudah Diubah', status_text: 'Revisi' } });
      const del = await post('mou/delete.php', { judul: 'Sudah Diubah', id_mou: String(a.id_mou) });
      expect(del.body).toEqual({ success: true, message: 'Data berhasil dihapus' });
      expectFailure(await post('mou/delete.php', { id_mou: String(a.id_mou) }), 'Kesepakatan tidak ditemukan');
    });

    it('delete.php is refused while the agreement has contracts', async () => {
      const a = await addMou();
      await addPks(a.id_mou);
      expectFailure(await post('mou/delete.php', { judul: a.judul, id_mou: String(a.id_mou) }), 'Kesepakatan masih memiliki Perjanjian dan tidak dapat dihapus');
    });

    it('documents: add_file.php, read_file.php, delete_file.php by nama_file', async () => {
      const a = await addMou();
      const added = await post('mou/add_file.php', { id_mou: String(a.id_mou), file: file(PDF, 'naskah.pdf') });
      expect(added.body).toMatchObject({ success: true, message: 'Data berhasil disimpan', data: { nama_file: 'naskah.pdf' } });
      const list = await get('mou/read_file.php', { id_mou: String(a.id_mou), page: '1', limit: '20' });
      expect(list.body).toMatchObject({ success: true, total: 1, data: [{ no: 1, nama_file: 'naskah.pdf' }] });
      expect((await fetch(`${app.url}${list.body.data[0].url}`)).status).toBe(200);
      expectFailure(await post('mou/add_file.php', { id_mou: String(a.id_mou), file: file(Buffer.from('hanya teks'), 'palsu.png') }), 'Format file salah');
      expectFailure(await post('mou/add_file.php', { id_mou: String(a.id_mou) }), 'File tidak boleh kosong');
      const big = await post('mou/add_file.php', { id_mou: String(a.id_mou), file: file(Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]), 'besar.pdf') });
      expect(big.body).toMatchObject({ success: false, message: 'Ukuran file lebih dari 10MB' });
      const exact = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length)]);
      expect((await post('mou/add_file.php', { id_mou: String(a.id_mou), file: file(exact, 'pas.pdf') })).body).toMatchObject({ success: true });
      expectFailure(await post('mou/add_file.php', { id_mou: String(a.id_mou), file: file(Buffer.concat([exact, Buffer.alloc(1)]), 'lebih.pdf') }), 'Ukuran file lebih dari 10MB');
      expect((await post('mou/delete_file.php', { judul: a.judul, id_mou: String(a.id_mou), nama_file: 'pas.pdf' })).body).toMatchObject({ success: true });
      expect((await post('mou/delete_file.php', { judul: a.judul, id_mou: String(a.id_mou), nama_file: 'naskah.pdf' })).body).toMatchObject({ success: true });
      expect((await get('mou/read_file.php', { id_mou: String(a.id_mou) })).body).toMatchObject({ total: 0, data: [] });
    });

    it('add_file.php judges Office files by their structure and keeps every file under its detected type', async () => {
      const a = await addMou();
      const archive = await zipWithExe();
      for (const name of ['laporan.docx', 'laporan.xlsx']) {
        expectFailure(await post('mou/add_file.php', { id_mou: String(a.id_mou), file: file(archive, name) }), 'Format file salah');
      }
      const word = await post('mou/add_file.php', { id_mou: String(a.id_mou), file: file(await docx(), 'naskah.docx') });
      expect(word.body).toMatchObject({ success: true, data: { nama_file: 'naskah.docx' } });
      const sheet = await post('mou/add_file.php', { id_mou: String(a.id_mou), file: file(await xlsx(), 'anggaran.xlsx') });
      expect(sheet.body).toMatchObject({ success: true, data: { nama_file: 'anggaran.xlsx' } });
      const image = await post('mou/add_image.php', { id_mou: String(a.id_mou), file: file(PNG, 'poly.html') });
      expect(image.body).toMatchObject({ success: true, data: { nama_gambar: 'poly.png' } });
      const list = await get('mou/read_file.php', { id_mou: String(a.id_mou) });
      expect(list.body.data.map((d: { nama_file: string }) => d.nama_file)).toEqual(['naskah.docx', 'anggaran.xlsx']);
    });

    it('gallery: add_image.php, read_gambar.php, delete_gambar.php by nama_gambar', async () => {
      const a = await addMou();
      expect((await post('mou/add_image.php', { id_mou: String(a.id_mou), file: file(PNG, 'foto.png') })).body.data.nama_gambar).toBe('foto.png');
      expectFailure(await post('mou/add_image.php', { id_mou: String(a.id_mou), file: file(PDF, 'foto.pdf') }), 'Format file salah');
      expect((await get('mou/read_gambar.php', { id_mou: String(a.id_mou) })).body).toMatchObject({ total: 1, data: [{ no: 1, nama_gambar: 'foto.png' }] });
      expect((await post('mou/delete_gambar.php', { judul: a.judul, id_mou: String(a.id_mou), nama_gambar: 'foto.png' })).body.success).toBe(true);
      expectFailure(await post('mou/delete_gambar.php', { id_mou: String(a.id_mou), nama_gambar: 'foto.png' }), 'Gambar tidak ditemukan');
    });

    it('agencies: add_skpd.php, read_skpd.php, delete_skpd.php', async () => {
      const a = await addMou();
      expectFailure(await post('mou/add_skpd.php', { id_mou: String(a.id_mou) }), 'SKPD tidak boleh kosong');
      expect((await post('mou/add_skpd.php', { id_mou: String(a.id_mou), id_skpd: String(idSkpd) })).body).toMatchObject({
        success: true,
        data: { id_skpd: idSkpd, nama_skpd: 'Dinas Klien Lama' },
      });
      expect((await get('mou/read_skpd.php', { id_mou: String(a.id_mou) })).body).toMatchObject({
        total: 1,
        data: [{ no: 1, id_skpd: idSkpd, nama_skpd: 'Dinas Klien Lama' }],
      });
      expect((await post('mou/delete_skpd.php', { judul: a.judul, id_mou: String(a.id_mou), id_skpd: String(idSkpd) })).body.success).toBe(true);
      expect((await get('mou/read_skpd.php', { id_mou: String(a.id_mou) })).body.total).toBe(0);
    });

    it('refuses level 2 writes with 403, partners with 403 and anonymous callers with 401', async () => {
      const before = await count('mou');
      expectFailure(await post('mou/add.php', mouForm(), staff.token), 'Anda tidak memiliki akses untuk tindakan ini', 403);
      expect((await get('mou/read.php', {}, staff.token)).body.success).toBe(true);
      expectFailure(await get('mou/read.php', {}, mitra.token), 'Anda tidak memiliki akses untuk tindakan ini', 403);
      expect((await get('mou/read.php', {}, '')).status).toBe(401);
      expect(await count('mou')).toBe(before);
    });

    it('add.php and edit.php tie a proposal under the rules of Buat Kesepakatan: approved, one agreement, renewals kept', async () => {
      const BELUM = 'Kesepakatan hanya dapat dibuat dari penjajakan yang sudah disetujui';
      const SUDAH_ADA = 'Penjajakan ini sudah memiliki kesepakatan';
      const proposal = async (idStatus: number, disetujui?: boolean) => {
        const [p] = await app.sql(`insert into penjajagan (no_penjajagan, id_user, judul, deskripsi, id_status) values ($1, $2, 'Usulan Lama', 'Isi', $3) returning id_penjajagan`, [
          `PJ-LEG-${Math.random().toString(36).slice(2, 8)}`, mitra.idUser, idStatus,
        ]);
        if (disetujui !== undefined) await app.sql(`insert into keputusan_penjajagan (id_penjajagan, disetujui, alasan, nama_aktor) values ($1, $2, 'Alasan', 'Admin')`, [p.id_penjajagan, disetujui]);
        return String(p.id_penjajagan);
      };
      const before = await count('mou');
      const baru = await proposal(0);
      const ditolak = await proposal(2, false);
      for (const id of [baru, ditolak]) {
        const res = await post('mou/add.php', mouForm({ id_penjajagan: id }));
        expectFailure(res, BELUM);
        expect(res.body.errors).toEqual({ idPenjajagan: BELUM });
      }
      expect(await count('mou')).toBe(before);
      const disetujui = await proposal(2, true);
      const asal = await addMou({ id_penjajagan: disetujui, status: '3' });
      expectFailure(await post('mou/add.php', mouForm({ id_penjajagan: disetujui })), SUDAH_ADA);
      const lain = await addMou({ no_kontrak: 'LEG/LAIN/1' });
      expectFailure(await post('mou/edit.php', { ...mouForm({ id_penjajagan: disetujui, no_kontrak: 'LEG/LAIN/1' }), id_mou: String(lain.id_mou) }), SUDAH_ADA);
      expect(await count('mou')).toBe(before + 2);
      // the tied agreement keeps its tie through an edit; its renewal (id_mou_lama) may carry the proposal too
      expect((await post('mou/edit.php', { ...mouForm({ id_penjajagan: disetujui, judul: 'Asal Diubah', status: '3' }), id_mou: String(asal.id_mou) })).body).toMatchObject({
        success: true,
        data: { id_penjajagan: Number(disetujui), judul: 'Asal Diubah' },
      });
      expect(await addMou({ id_penjajagan: disetujui, id_mou_lama: String(asal.id_mou), no_kontrak: 'LEG/PERPANJANG/1' })).toMatchObject({ id_penjajagan: Number(disetujui), id_mou_lama: asal.id_mou });
    });

    it('add.php with a status other than Baru records the manual stage line with its actor, for agreements and contracts', async () => {
      const stage = async (root: 'mou' | 'pks', id: number) =>
        ok(await app.gql(`query($id: Int!) { ${root}(${root === 'mou' ? 'idMou' : 'idPks'}: $id) { tahapan { tahapan } timeline { dari ke manual catatan levelAktor } } }`, { id }, admin))[root];
      const m = await addMou({ status: '1', no_kontrak: 'LEG/AKTIF/1' });
      expect(await stage('mou', m.id_mou)).toEqual({
        tahapan: { tahapan: 'PELAKSANAAN' },
        timeline: [{ dari: 'DRAF', ke: 'PELAKSANAAN', manual: true, catatan: 'Status diubah langsung dari Baru ke Aktif', levelAktor: 'Super Admin' }],
      });
      const p = await addPks(m.id_mou, { status: '5' });
      expect(await stage('pks', p.id_pks)).toEqual({
        tahapan: { tahapan: 'REVISI' },
        timeline: [{ dari: 'DRAF', ke: 'REVISI', manual: true, catatan: 'Status diubah langsung dari Baru ke Revisi', levelAktor: 'Super Admin' }],
      });
      expect((await stage('mou', (await addMou({ status: '3', no_kontrak: 'LEG/BARU/1' })).id_mou)).timeline).toEqual([]);
    });
  });

  describe('pks/*', () => {
    it('add.php, read.php (with the _mou fields), edit.php, delete.php', async () => {
      const m = await addMou({ judul: 'Induk Klien Lama', mitra: 'Mitra Induk' });
      const added = await post('pks/add.php', pksForm(m.id_mou));
      expect(added.body).toMatchObject({ success: true, message: 'Data berhasil disimpan', data: { judul: 'Perjanjian Klien Lama', nilai: 0 } });
      const p = added.body.data;
      const list = await get('pks/read.php', { id_mou: String(m.id_mou), page: '1', limit: '20' });
      expect(list.body).toMatchObject({ success: true, total: 1 });
      const row = list.body.data[0];
      expect(Object.keys(row).sort()).toEqual(expect.arrayContaining([...PKS_KEYS].sort()));
      expect(row).toMatchObject({
        no: 1,
        id_pks: p.id_pks,
        id_mou: m.id_mou,
        judul_mou: 'Induk Klien Lama',
        mitra_mou: 'Mitra Induk',
        tgl_mulai: '01-02-2026',
        tgl_mulai_mou: '15-01-2026',
        tgl_berakhir_mou: '14-01-2027',
        status_text: 'Aktif',
      });
      expect((await get('pks/read.php', { id_pks: String(p.id_pks) })).body.total).toBe(1);
      expect((await get('pks/read.php', { judul: 'klien lama', no_kontrak: 'leg-pks', status: '1' })).body.total).toBeGreaterThanOrEqual(1);
      const edited = await post('pks/edit.php', { ...pksForm(m.id_mou, { judul: 'PKS Diubah' }), id_pks: String(p.id_pks) });
      expect(edited.body).toMatchObject({ success: true, message: 'Data berhasil diubah', data: { judul: 'PKS Diubah' } });
      expect((await post('pks/delete.php', { judul: 'PKS Diubah', id_pks: String(p.id_pks) })).body).toEqual({ success: true, message: 'Data berhasil dihapus' });
    });

    it('add.php validates with SPEC messages', async () => {
      expectFailure(await post('pks/add.php', pksForm(0, { id_mou: '' })), 'Kesepakatan tidak boleh kosong');
      const m = await addMou();
      expectFailure(await post('pks/add.php', pksForm(m.id_mou, { keterangan: '' })), 'Keterangan tidak boleh kosong');
      // Level 2 may submit a draft (issue 16), only for an agreement its own agency is linked to.
      expectFailure(await post('pks/add.php', pksForm(m.id_mou), staff.token), 'Instansi Anda tidak terkait dengan kesepakatan ini', 403);
    });

    it('files, images and agencies of a contract', async () => {
      const m = await addMou();
      const p = await addPks(m.id_mou);
      const id = String(p.id_pks);
      expect((await post('pks/add_file.php', { id_pks: id, file: file(PDF, 'pks.pdf') })).body.success).toBe(true);
      expect((await post('pks/add_image.php', { id_pks: id, file: file(PNG, 'pks.png') })).body.success).toBe(true);
      expect((await post('pks/add_skpd.php', { id_pks: id, id_skpd: String(idSkpd) })).body.success).toBe(true);
      expect((await get('pks/read_file.php', { id_pks: id })).body.data).toEqual([expect.objectContaining({ no: 1, nama_file: 'pks.pdf' })]);
      expect((await get('pks/read_gambar.php', { id_pks: id })).body.data).toEqual([expect.objectContaining({ no: 1, nama_gambar: 'pks.png' })]);
      expect((await get('pks/read_skpd.php', { id_pks: id })).body.data).toEqual([expect.objectContaining({ id_skpd: idSkpd, nama_skpd: 'Dinas Klien Lama' })]);
      expect((await post('pks/delete_file.php', { judul: p.judul, id_pks: id, nama_file: 'pks.pdf' })).body.success).toBe(true);
      expect((await post('pks/delete_gambar.php', { judul: p.judul, id_pks: id, nama_gambar: 'pks.png' })).body.success).toBe(true);
      expect((await post('pks/delete_skpd.php', { judul: p.judul, id_pks: id, id_skpd: String(idSkpd) })).body.success).toBe(true);
      expect((await get('pks/read_file.php', { id_pks: id })).body.total).toBe(0);
    });
  });

  describe('laporan.php', () => {
    const open = (path: string, params: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${app.url}/api/${path}?${new URLSearchParams(params)}`, { headers });
    const range = { tanggal_dari: '2026-01-01', tanggal_sampai: '2026-12-31' };

    it.each(['mou', 'pks'])('%s/laporan.php opens as a PDF with the legacy token parameter (no header)', async (folder) => {
      const m = await addMou({ judul: `Laporan ${folder}` });
      if (folder === 'pks') await addPks(m.id_mou);
      const res = await open(`${folder}/laporan.php`, { ...range, token: admin });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      const bearer = await open(`${folder}/laporan.php`, range, { authorization: `Bearer ${admin}` });
      expect(bearer.headers.get('content-type')).toBe('application/pdf');
    });

    it('answers an XLSX workbook for format=xlsx, with the heading and the rows', async () => {
      await addMou({ judul: 'Di Laporan Excel', tgl_mulai: '2026-06-01', tgl_berakhir: '2026-12-01' });
      const res = await open('mou/laporan.php', { ...range, judul: 'excel', format: 'xlsx', token: admin });
      expect(res.headers.get('content-disposition')).toContain('attachment; filename="laporan-kesepakatan-2026-01-01-2026-12-31.xlsx"');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
      const ws = wb.worksheets[0]!;
      expect(ws.getCell('A1').value).toBe('Laporan Kesepakatan (MOU)');
      expect(ws.getCell('A2').value).toBe('Periode 1 Januari 2026 s.d. 31 Desember 2026');
      expect(ws.getCell('A3').value).toBe('Judul memuat: "excel"');
      expect((ws.getRow(5).values as unknown[])[2]).toBe('Judul Kesepakatan');
      expect((ws.getRow(6).values as unknown[])[2]).toBe('Di Laporan Excel');
    });

    it('answers JSON errors: the required range, no session, a level without export rights', async () => {
      const missing = await open('mou/laporan.php', { token: admin });
      expect(missing.status).toBe(200);
      expect(await missing.json()).toMatchObject({ success: false, message: 'Tgl. Dari - Tgl. Sampai tidak boleh kosong' });
      expect((await open('mou/laporan.php', range)).status).toBe(401);
      expect((await open('pks/laporan.php', { ...range, token: 'rusak' })).status).toBe(401);
      const forbidden = await open('mou/laporan.php', { ...range, token: staff.token });
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toMatchObject({ success: false });
    });

    it('format=json answers the table as JSON', async () => {
      const res = await open('pks/laporan.php', { ...range, format: 'json', token: admin });
      const body = (await res.json()) as { total: unknown };
      expect(body).toMatchObject({ success: true, data: { judul: 'Laporan Perjanjian Kerja Sama (PKS)' } });
      expect(typeof body.total).toBe('number');
    });
  });

  describe('dashboard/dashboard.php', () => {
    it('answers the SPEC §3 dashboard response with numeric counters and the about-to-expire lists', async () => {
      const today = todayIso();
      const m = await addMou({ judul: 'Segera Berakhir', no_kontrak: 'SB/1', tgl_mulai: '2025-01-01', tgl_berakhir: addDaysIso(today, 7) });
      await addPks(m.id_mou, { judul: 'PKS Segera Berakhir', tgl_mulai: '2025-02-01', tgl_berakhir: addDaysIso(today, 3) });
      const res = await get('dashboard/dashboard.php');
      expect(res.body.success).toBe(true);
      for (const target of [res.body, res.body.data]) {
        expect(target).toMatchObject({
          total_mou: expect.any(Number),
          total_mou_expired: expect.any(Number),
          total_pks: expect.any(Number),
          total_pks_expired: expect.any(Number),
        });
        expect(target.total_mou_expired).toBeGreaterThanOrEqual(1);
        expect(target.dataMOU).toEqual(expect.arrayContaining([{ no: expect.any(Number), id: m.id_mou, judul: 'Segera Berakhir', no_kontrak: 'SB/1', tgl_akhir: dmy(addDaysIso(today, 7)) }]));
        expect(target.dataPKS.map((x: any) => x.judul)).toContain('PKS Segera Berakhir');
        expect(target.dataPKS[0].tgl_akhir).toMatch(DATE);
      }
      expect(res.body.total).toBe(res.body.total_mou + res.body.total_pks);
      expect((await get('dashboard/dashboard.php', {}, staff.token)).body.success).toBe(true);
      expect((await get('dashboard/dashboard.php', {}, mitra.token)).status).toBe(403);
    });
  });
  describe('strict input and lookups (audit s19)', () => {
    it('ids and statuses are plain integers: no hex, exponent or fractions; a status that is none says so', async () => {
      const m = await addMou({ no_kontrak: 'KETAT/1' });
      for (const id_mou of ['0x' + m.id_mou.toString(16), `${m.id_mou}e0`, `${m.id_mou}.0`]) {
        expect((await get('mou/read.php', { id_mou })).body, id_mou).toMatchObject({ success: true, total: 0, data: [] });
      }
      expect((await get('mou/read.php', { id_mou: ` ${m.id_mou} ` })).body.data.map((r: any) => r.id_mou)).toEqual([m.id_mou]);
      const before = await count('mou');
      for (const status of ['0x1', '1e0', 'abc', '7']) {
        expectFailure(await post('mou/add.php', mouForm({ status, no_kontrak: 'KETAT/2' })), 'Status tidak valid');
      }
      expectFailure(await post('mou/add.php', mouForm({ status: '', no_kontrak: 'KETAT/2' })), 'Status tidak boleh kosong');
      expect(await count('mou')).toBe(before);
    });

    it('file names keep their UTF-8 characters, as GraphQL uploads do', async () => {
      const m = await addMou({ no_kontrak: 'UTF8/1' });
      const added = await post('mou/add_image.php', { id_mou: String(m.id_mou), file: file(PNG, 'Peta Kerja Sama Café – 2026.png') });
      expect(added.body.success, JSON.stringify(added.body)).toBe(true);
      const images = (await get('mou/read_gambar.php', { id_mou: String(m.id_mou) })).body.data.map((g: any) => g.nama_gambar);
      expect(images).toEqual(['Peta Kerja Sama Café – 2026.png']);
    });

    it('combo/skpd.php?id_skpd= answers that agency beyond the picker\'s first 20', async () => {
      const names = Array.from({ length: 22 }, (_, i) => `Badan Uji ${String(i).padStart(2, '0')}`);
      const rows = await app.sql(`insert into skpd (skpd, kode, status) select n, 500 + i, 1 from unnest($1::text[]) with ordinality as t(n, i) returning id_skpd, skpd`, [names]);
      const last = rows.find((r: any) => r.skpd === 'Badan Uji 21');
      expect((await get('combo/skpd.php', { id_skpd: String(last.id_skpd) })).body).toMatchObject({ success: true, total: 1, data: [{ id_skpd: last.id_skpd, skpd: 'Badan Uji 21' }] });
      expect((await get('combo/mitra.php', { id_mitra: String(mitra.idUser) })).body.data.map((m: any) => m.id_user)).toEqual([mitra.idUser]);
    });

    it('row numbers follow the rows a limit of 0 answers (the default page of 20)', async () => {
      for (let i = 0; i < 21; i++) await addMou({ no_kontrak: `NOMOR/${i}` });
      const page = (await get('mou/read.php', { page: '2', limit: '0', order: 'asc' })).body.data;
      expect(page[0].no).toBe(21);
    });
  });
});
