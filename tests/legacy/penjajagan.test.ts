/**
 * Conformance of the legacy Penjajakan paths (SPEC §7, DESIGN §1: all under /api/penjajagan/, plus
 * combo/penjajagan.php): form-data with the upload field `files`, `{success, message, data, total}`
 * out, snake_case fields, and a chat message on add_detail.php reaching GraphQL subscribers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, PNG, TEXT } from '../../server/src/modules/penjajagan/testing.js';
import { notifySql, subscribe, wsClient } from '../../server/src/test/subscriptions.js';
import { createTestApp, type TestApp } from '../../server/src/test/test-app.js';

const DATE = /^\d{2}-\d{2}-\d{4}$/;
const DATETIME = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/;
const ROW_KEYS = [
  'no',
  'id_penjajagan',
  'no_penjajagan',
  'id_user',
  'nama_pengaju',
  'nama',
  'judul',
  'deskripsi',
  'id_status',
  'status_text',
  'tgl_input',
  'nama_file',
  'file',
];

const file = (content: Buffer, name: string) => new File([content], name);

describe('legacy adapter: penjajagan paths', () => {
  let app: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };
  let other: { idUser: number; token: string };
  let staff: { idUser: number; token: string };
  let idSkpd: number;
  const get = (path: string, fields: Record<string, string> = {}, token: string | undefined = admin) =>
    app.legacy(path, fields, { token, method: 'GET' });
  const post = (path: string, fields: Record<string, string | Blob> = {}, token: string | undefined = admin) =>
    app.legacy(path, fields, { token });
  const count = async (table: string) => (await app.sql(`select count(*)::int as n from ${table}`))[0].n as number;
  const expectFailure = (res: { status: number; body: any }, message: string, status = 200) => {
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, message });
    expect(res.body).not.toHaveProperty('data');
  };
  const add = async (token: string, fields: Record<string, string | Blob> = {}) => {
    const res = await post('penjajagan/add.php', { judul: 'Usulan lama', deskripsi: 'Dari klien lama', files: file(PDF, 'usulan.pdf'), ...fields }, token);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return res.body.data as Record<string, any>;
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    [{ id_skpd: idSkpd }] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Lama', 7, 1) returning id_skpd`);
    mitra = await app.userWithLevel(3);
    other = await app.userWithLevel(4);
    staff = await app.userWithLevel(2, { idSkpd });
  });
  afterAll(() => app.close());

  describe('add.php, read.php, combo', () => {
    it('creates a proposal for the partner itself from form-data with the `files` field', async () => {
      const res = await post('penjajagan/add.php', { id_user: String(mitra.idUser), judul: 'Usulan A', deskripsi: 'Isi', files: file(PDF, 'a.pdf') }, mitra.token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Data berhasil disimpan' });
      const d = res.body.data;
      expect(Object.keys(d).sort()).toEqual(ROW_KEYS.filter((k) => k !== 'no').sort());
      expect(d).toMatchObject({ id_user: mitra.idUser, nama_pengaju: 'Pengguna 3', nama: 'Pengguna 3', judul: 'Usulan A', id_status: 0, status_text: 'Baru', nama_file: 'a.pdf' });
      expect(d.no_penjajagan).toMatch(/^PJ-\d{4}-\d{5}$/);
      expect(d.tgl_input).toMatch(DATE);
      expect((await fetch(`${app.url}${d.file}`)).status).toBe(200);
    });

    it('answers the SPEC messages with success false and stores nothing', async () => {
      const before = await count('penjajagan');
      expectFailure(await post('penjajagan/add.php', { judul: '', deskripsi: 'x' }, mitra.token), 'Judul tidak boleh kosong');
      expectFailure(await post('penjajagan/add.php', { judul: 'x', deskripsi: 'x' }, mitra.token), 'File tidak boleh kosong');
      expectFailure(await post('penjajagan/add.php', { judul: 'x', deskripsi: 'x', files: file(TEXT, 'x.pdf') }, mitra.token), 'Format file salah');
      // over the 5 MB of SPEC §5, also past the parser's 10 MB cap
      for (const mb of [6, 11]) {
        const big = file(Buffer.concat([PDF, Buffer.alloc(mb * 1024 * 1024)]), 'besar.pdf');
        expectFailure(await post('penjajagan/add.php', { judul: 'x', deskripsi: 'x', files: big }, mitra.token), 'Ukuran file lebih dari 5MB');
      }
      expectFailure(await post('penjajagan/add.php', { judul: 'x', deskripsi: 'x', files: file(PDF, 'x.pdf') }), 'Mitra tidak boleh kosong');
      expect(await count('penjajagan')).toBe(before);
    });

    it('refuses a partner naming another account with 403, storing nothing', async () => {
      const before = await count('penjajagan');
      expectFailure(await post('penjajagan/add.php', { id_user: String(other.idUser), judul: 'x', deskripsi: 'x', files: file(PDF, 'x.pdf') }, mitra.token),
        'Anda hanya dapat mengajukan penjajakan untuk akun Anda sendiri', 403);
      expect(await count('penjajagan')).toBe(before);
    });

    it('lists with no, total and the row filter for partners', async () => {
      await add(other.token, { judul: 'Usulan B' });
      const all = await get('penjajagan/read.php', { page: '1', limit: '20', judul: 'usulan', status: '0', order: 'desc' });
      expect(all.body.success).toBe(true);
      expect(all.body.total).toBe(2);
      expect(all.body.data.map((r: any) => r.no)).toEqual([1, 2]);
      expect(Object.keys(all.body.data[0]).sort()).toEqual([...ROW_KEYS].sort());
      const own = await get('penjajagan/read.php', { judul: 'usulan' }, mitra.token);
      expect(own.body.data.map((r: any) => r.judul)).toEqual(['Usulan A']);
      expect((await get('penjajagan/read.php', { status: '2' })).body.total).toBe(0);
    });

    it('combo/penjajagan.php finds by number or title for staff', async () => {
      const [row] = (await get('penjajagan/read.php', { judul: 'Usulan A' })).body.data;
      const res = await get('combo/penjajagan.php', { no_penjajagan: row.no_penjajagan });
      expect(res.body).toMatchObject({ success: true, total: 1, data: [{ id_penjajagan: row.id_penjajagan, no_penjajagan: row.no_penjajagan, judul: 'Usulan A' }] });
      expect((await get('combo/penjajagan.php', { judul: 'usulan b' }, staff.token)).body.total).toBe(1);
      expect((await get('combo/penjajagan.php', { id_penjajagan: String(row.id_penjajagan) })).body.data[0].id_penjajagan).toBe(row.id_penjajagan);
      expectFailure(await get('combo/penjajagan.php', {}, mitra.token), 'Anda tidak memiliki akses untuk tindakan ini', 403);
    });
  });

  describe('edit.php, add_file_baru.php, delete.php', () => {
    it('lets an admin change status and description, with an optional new file', async () => {
      const p = await add(mitra.token, { judul: 'Akan diubah' });
      const res = await post('penjajagan/edit.php', {
        id_penjajagan: String(p.id_penjajagan),
        id_user: String(mitra.idUser),
        judul: 'Akan diubah',
        deskripsi: 'Sudah diubah',
        status: '1',
        files: file(PNG, 'baru.png'),
      });
      expect(res.body).toMatchObject({ success: true, message: 'Data berhasil diubah', data: { id_status: 1, status_text: 'Proses', deskripsi: 'Sudah diubah', nama_file: 'baru.png' } });
      const noStatus = await post('penjajagan/edit.php', { id_penjajagan: String(p.id_penjajagan), id_user: String(mitra.idUser), judul: 'Akan diubah', deskripsi: 'x' });
      expectFailure(noStatus, 'Status tidak boleh kosong');
    });

    it('refuses a status that contradicts the TKKSD decision, in the legacy shape, changing nothing', async () => {
      const p = await add(mitra.token, { judul: 'Sudah diputuskan' });
      await app.sql('update penjajagan set id_status = 3 where id_penjajagan = $1', [p.id_penjajagan]);
      await app.sql(`insert into keputusan_penjajagan (id_penjajagan, disetujui, alasan, nama_aktor) values ($1, false, 'Tidak sesuai prioritas', 'Admin')`, [p.id_penjajagan]);
      const fields = { id_penjajagan: String(p.id_penjajagan), id_user: String(mitra.idUser), judul: 'Sudah diputuskan', deskripsi: 'Diubah' };
      const before = await app.sql('select * from penjajagan where id_penjajagan = $1', [p.id_penjajagan]);
      const res = await post('edit.php', { ...fields, status: '2' });
      expectFailure(res, 'Status penjajakan mengikuti keputusan: Tidak Disetujui');
      expect(res.body.errors).toEqual({ status: 'Status penjajakan mengikuti keputusan: Tidak Disetujui' });
      expect(await app.sql('select * from penjajagan where id_penjajagan = $1', [p.id_penjajagan])).toEqual(before);
      expect((await post('penjajagan/edit.php', { ...fields, status: '3' })).body).toMatchObject({ success: true, data: { id_status: 3, deskripsi: 'Diubah' } });
    });

    it('refuses a partner changing the status of its own proposal (403), changing nothing', async () => {
      const p = await add(mitra.token, { judul: 'Status tetap' });
      const res = await post('penjajagan/edit.php', { id_penjajagan: String(p.id_penjajagan), id_user: String(mitra.idUser), judul: 'Status tetap', deskripsi: 'x', status: '2' }, mitra.token);
      expectFailure(res, 'Anda tidak memiliki akses untuk tindakan ini', 403);
      expect((await app.sql('select id_status, deskripsi from penjajagan where id_penjajagan = $1', [p.id_penjajagan]))[0]).toEqual({ id_status: 0, deskripsi: 'Dari klien lama' });
    });

    it('add_file_baru.php adds the partner\'s new file', async () => {
      const p = await add(mitra.token, { judul: 'File baru' });
      const res = await post('penjajagan/add_file_baru.php', { id_penjajagan: String(p.id_penjajagan), files: file(PDF, 'revisi.pdf') }, mitra.token);
      expect(res.body).toMatchObject({ success: true, data: { nama_file: 'revisi.pdf' } });
      expectFailure(await post('penjajagan/add_file_baru.php', { id_penjajagan: String(p.id_penjajagan), files: file(PDF, 'x.pdf') }, other.token),
        'Anda tidak memiliki akses ke penjajakan ini', 403);
      expectFailure(await post('penjajagan/add_file_baru.php', { id_penjajagan: String(p.id_penjajagan) }, mitra.token), 'File tidak boleh kosong');
    });

    it('delete.php removes it for an admin; refused to the partner', async () => {
      const p = await add(mitra.token, { judul: 'Dihapus' });
      const fields = { id_penjajagan: String(p.id_penjajagan), no_penjajagan: p.no_penjajagan };
      expectFailure(await post('penjajagan/delete.php', fields, mitra.token), 'Anda tidak memiliki akses untuk tindakan ini', 403);
      expect((await post('penjajagan/delete.php', fields)).body).toMatchObject({ success: true, message: 'Data berhasil dihapus' });
      expect(await app.sql('select 1 from penjajagan where id_penjajagan = $1', [p.id_penjajagan])).toEqual([]);
      expectFailure(await post('penjajagan/delete.php', fields), 'Penjajakan tidak ditemukan');
    });
  });

  describe('laporan.php', () => {
    const today = () => new Date(Date.now() + 7 * 3600 * 1000).toISOString().slice(0, 10);
    const open = (params: Record<string, string>) => fetch(`${app.url}/api/penjajagan/laporan.php?${new URLSearchParams(params)}`);

    it('opens the report in a new window with the legacy token parameter (PDF, XLSX, JSON)', async () => {
      const range = { tanggal_dari: today(), tanggal_sampai: today() };
      const pdfRes = await open({ ...range, token: admin });
      expect(pdfRes.status).toBe(200);
      expect(pdfRes.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await pdfRes.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      const xlsx = await open({ ...range, token: admin, format: 'xlsx' });
      expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const json: any = await (await open({ ...range, token: admin, format: 'json', status: '0', judul: 'Usulan A' })).json();
      expect(json).toMatchObject({ success: true, total: 1, data: { judul: 'Laporan Penjajakan Kerja Sama' } });
      expect(json.data.baris[0][3]).toBe('Usulan A');
    });

    it('answers the range message, and refuses partners and level 2', async () => {
      expect(await (await open({ token: admin })).json()).toMatchObject({ success: false, message: 'Tgl. Dari - Tgl. Sampai tidak boleh kosong' });
      for (const token of [mitra.token, staff.token]) {
        const res = await open({ tanggal_dari: today(), tanggal_sampai: today(), token });
        expect(res.status).toBe(403);
      }
      expect((await open({ tanggal_dari: today(), tanggal_sampai: today() })).status).toBe(401);
    });
  });

  describe('agencies', () => {
    it('add_skpd.php, read_skpd.php, delete_skpd.php', async () => {
      const p = await add(mitra.token, { judul: 'Dengan instansi' });
      const ids = { id_penjajagan: String(p.id_penjajagan), id_skpd: String(idSkpd) };
      expect((await post('penjajagan/add_skpd.php', ids)).body).toMatchObject({ success: true, message: 'Data berhasil disimpan' });
      expectFailure(await post('penjajagan/add_skpd.php', ids), 'SKPD sudah ditambahkan');
      expectFailure(await post('penjajagan/add_skpd.php', { id_penjajagan: String(p.id_penjajagan) }), 'SKPD tidak boleh kosong');
      expectFailure(await post('penjajagan/add_skpd.php', ids, mitra.token), 'Anda tidak memiliki akses untuk tindakan ini', 403);
      const list = await get('penjajagan/read_skpd.php', { id_penjajagan: String(p.id_penjajagan), page: '1', limit: '20' }, mitra.token);
      expect(list.body).toMatchObject({ success: true, total: 1, data: [{ no: 1, id_skpd: idSkpd, skpd: 'Dinas Lama', nama_skpd: 'Dinas Lama' }] });
      expectFailure(await get('penjajagan/read_skpd.php', { id_penjajagan: String(p.id_penjajagan) }, other.token), 'Anda tidak memiliki akses ke penjajakan ini', 403);
      expect((await post('penjajagan/delete_skpd.php', { ...ids, judul: 'Dengan instansi' })).body).toMatchObject({ success: true, message: 'Data berhasil dihapus' });
      expect((await get('penjajagan/read_skpd.php', { id_penjajagan: String(p.id_penjajagan) })).body.total).toBe(0);
    });
  });

  describe('chat', () => {
    let p: Record<string, any>;
    beforeAll(async () => {
      p = await add(mitra.token, { judul: 'Obrolan lama' });
    });

    it('add_detail.php posts a message (id_penjajagan or penjajagan), read_detail.php lists it with posisi', async () => {
      const a = await post('penjajagan/add_detail.php', { id_penjajagan: String(p.id_penjajagan), pesan: 'Halo admin' }, mitra.token);
      expect(a.body).toMatchObject({ success: true, message: 'Data berhasil disimpan', data: { nama: 'Pengguna 3', pesan: 'Halo admin', posisi: 'right' } });
      expect(a.body.data.tgl_input).toMatch(DATETIME);
      const b = await post('penjajagan/add_detail.php', { penjajagan: String(p.id_penjajagan), pesan: 'Halo mitra' });
      expect(b.body.success).toBe(true);
      const asMitra = await get('penjajagan/read_detail.php', { id_penjajagan: String(p.id_penjajagan), page: '1', limit: '20' }, mitra.token);
      expect(asMitra.body).toMatchObject({ success: true, total: 2, has_more: false });
      expect(asMitra.body.data.map((m: any) => [m.nama, m.pesan, m.posisi])).toEqual([
        ['Administrator', 'Halo mitra', 'left'],
        ['Pengguna 3', 'Halo admin', 'right'],
      ]);
      expect(asMitra.body.data[0].tgl_input).toMatch(DATETIME);
      const asAdmin = await get('penjajagan/read_detail.php', { id_penjajagan: String(p.id_penjajagan) });
      expect(asAdmin.body.data.map((m: any) => m.posisi)).toEqual(['right', 'left']);
    });

    it('add_detail.php as SPEC §7 names it (no folder) posts the same way; a message that reads like a date stays as typed', async () => {
      const r = await post('add_detail.php', { id_penjajagan: String(p.id_penjajagan), pesan: '2026-12-31' }, mitra.token);
      expect(r.body).toMatchObject({ success: true, message: 'Data berhasil disimpan', data: { pesan: '2026-12-31', posisi: 'right' } });
      const list = await get('penjajagan/read_detail.php', { id_penjajagan: String(p.id_penjajagan), page: '1', limit: '1' }, mitra.token);
      expect(list.body.data[0]).toMatchObject({ pesan: '2026-12-31', tgl_input: expect.stringMatching(DATETIME) });
    });

    it('pages read_detail.php by page and limit', async () => {
      const q = await add(mitra.token, { judul: 'Banyak pesan' });
      await app.sql(`insert into penjajagan_detail (id_penjajagan, id_user, pesan) select $1, $2, 'P' || i from generate_series(1, 25) i`, [q.id_penjajagan, mitra.idUser]);
      const page2 = await get('penjajagan/read_detail.php', { id_penjajagan: String(q.id_penjajagan), page: '2', limit: '20' }, mitra.token);
      expect(page2.body.total).toBe(25);
      expect(page2.body.data.map((m: any) => m.pesan)).toEqual(['P5', 'P4', 'P3', 'P2', 'P1']);
    });

    it('answers the chat messages and refusals', async () => {
      const at = { id_penjajagan: String(p.id_penjajagan) };
      expectFailure(await post('penjajagan/add_detail.php', { ...at, pesan: '' }, mitra.token), 'Pesan tidak boleh kosong');
      expectFailure(await post('penjajagan/add_detail.php', { ...at, pesan: 'z'.repeat(201) }, mitra.token), 'Maksimal 200 karakter');
      expectFailure(await post('penjajagan/add_detail.php', { ...at, pesan: 'Masuk' }, other.token), 'Anda tidak memiliki akses ke penjajakan ini', 403);
      expectFailure(await get('penjajagan/read_detail.php', at, other.token), 'Anda tidak memiliki akses ke penjajakan ini', 403);
      expectFailure(await post('penjajagan/add_detail.php', { ...at, pesan: 'Tanpa token' }, ''), 'Silakan masuk terlebih dahulu', 401);
    });

    it('delivers a message posted on add_detail.php to GraphQL subscribers', async () => {
      const client = wsClient(app.url, admin);
      const sub = subscribe<{ id: number; pesan: string; posisi: string; nama: string }>(
        client,
        'subscription($id: Int!) { pesanBaru(idPenjajagan: $id) { id pesan posisi nama } }',
        { id: p.id_penjajagan },
        'pesanBaru',
        (e) => e.pesan === '__probe__',
      );
      try {
        await sub.ready(() =>
          app.sql(...notifySql(`PENJAJAGAN_PESAN:${p.id_penjajagan}`, { id: -1, idPenjajagan: p.id_penjajagan, idUser: null, nama: '', pesan: '__probe__', tglInput: new Date().toISOString(), ownerId: mitra.idUser })),
        );
        const res = await post('penjajagan/add_detail.php', { penjajagan: String(p.id_penjajagan), pesan: 'Lewat jalur lama' }, mitra.token);
        expect(res.body.success).toBe(true);
        expect(await sub.waitFor((e) => e.pesan === 'Lewat jalur lama')).toMatchObject({ posisi: 'left', nama: 'Pengguna 3' });
      } finally {
        sub.dispose();
        await client.dispose();
      }
    });
  });
});
