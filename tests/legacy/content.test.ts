import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/src/test/test-app.js';
import { asFile, fakePng, jpeg, png, pngOfSize } from '../../server/src/test/uploads.js';
import { lastRiwayat } from '../../server/src/test/kerjasama-fixtures.js';

const MB = 1024 * 1024;
/** What the old public pages send: today's date encrypted with a fixed key; the server ignores it. */
const SESSION = 'U2FsdGVkX19hYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5eg==';
const FILE_URL = /^\/files\/[0-9a-f-]{36}\/[^/]+$/;
const DMY = /^\d{2}-\d{2}-\d{4}$/;

describe('legacy content paths (partner, slider, kegiatan, combo/mitra, front/*)', () => {
  let app: TestApp;
  let admin: string;

  const post = (path: string, fields: Record<string, string | Blob>, token = admin) => app.legacy(path, fields, { token });
  const get = (path: string, fields: Record<string, string> = {}, token?: string) => app.legacy(path, fields, { method: 'GET', token });
  const count = async (table: string, where = 'true') =>
    (await app.sql(`select count(*)::int as n from ${table} where ${where}`))[0].n as number;
  /** A refused write: success false with the message, and no row, file or riwayat entry added. */
  const expectRefused = async (call: () => Promise<{ status: number; body: any }>, status: number, message?: string) => {
    const before = [await count('partner'), await count('slider'), await count('kegiatan'), await count('stored_file'), await count('riwayat', "aksi not like 'Akses ditolak%'")];
    const r = await call();
    expect(r.status).toBe(status);
    expect(r.body.success).toBe(false);
    if (message) expect(r.body.message).toBe(message);
    expect(r.body.data).toBeUndefined();
    expect([await count('partner'), await count('slider'), await count('kegiatan'), await count('stored_file'), await count('riwayat', "aksi not like 'Akses ditolak%'")]).toEqual(before);
    return r;
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
  });
  afterAll(() => app.close());

  describe('partner/*.php', () => {
    it('add.php (file, partner) stores the logo; read.php lists numbered rows with logo addresses; delete.php (id_partner)', async () => {
      const added = await post('partner/add.php', { partner: 'Bank Daerah', file: asFile(await png('bank.png')) });
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({ success: true, message: 'Data berhasil disimpan', data: { partner: 'Bank Daerah' } });
      expect(added.body.data.id_partner).toEqual(expect.any(Number));
      expect(added.body.data.logo).toMatch(FILE_URL);
      expect(added.body.data.file).toBe(added.body.data.logo);
      expect((await lastRiwayat(app)).aksi).toBe('Menambah mitra "Bank Daerah"');

      const read = await get('partner/read.php', { page: '1', limit: '20' });
      expect(read.body).toMatchObject({ success: true, total: 1 });
      expect(read.body.data[0]).toEqual({ no: 1, id_partner: added.body.data.id_partner, partner: 'Bank Daerah', logo: added.body.data.logo, file: added.body.data.logo });
      expect((await fetch(`${app.url}${read.body.data[0].logo}`)).status).toBe(200);

      const del = await post('partner/delete.php', { id_partner: String(added.body.data.id_partner) });
      expect(del.body).toMatchObject({ success: true, message: 'Data berhasil dihapus' });
      expect(await count('partner')).toBe(0);
      expect(await count('stored_file', `owner_kind = 'partner.logo'`)).toBe(0);
      expect((await lastRiwayat(app)).aksi).toBe('Menghapus mitra "Bank Daerah"');
    });

    it('answers the SPEC messages and stores nothing', async () => {
      const file = asFile(await png());
      await expectRefused(() => post('partner/add.php', { partner: '', file }), 200, 'Nama Mitra tidak boleh kosong');
      await expectRefused(() => post('partner/add.php', { partner: 'X'.repeat(51), file }), 200, 'Maksimal 50 karakter');
      await expectRefused(() => post('partner/add.php', { partner: 'Tanpa Logo' }), 200, 'File tidak boleh kosong');
      await expectRefused(() => post('partner/add.php', { partner: 'Palsu', file: asFile(fakePng()) }), 200, 'Format file salah');
      const big = asFile(await pngOfSize(2 * MB + 1));
      await expectRefused(() => post('partner/add.php', { partner: 'Besar', file: big }), 200, 'Ukuran file lebih dari 2MB');
      // past the parser's 10 MB cap too: the same answer, not the cap's
      const huge = asFile(await pngOfSize(11 * MB));
      await expectRefused(() => post('partner/add.php', { partner: 'Besar', file: huge }), 200, 'Ukuran file lebih dari 2MB');
      const r = await expectRefused(() => post('partner/delete.php', { id_partner: '999999' }), 200, 'Mitra tidak ditemukan');
      expect(r.body.success).toBe(false);
    });

    it('reads publicly; writes need levels 1 or 99 (401 without a token, 403 for others)', async () => {
      expect((await get('partner/read.php')).body.success).toBe(true);
      const file = asFile(await png());
      await expectRefused(() => app.legacy('partner/add.php', { partner: 'Anonim', file }), 401);
      const partner = await app.userWithLevel(3);
      await expectRefused(() => post('partner/add.php', { partner: 'Mitra', file }, partner.token), 403);
      await expectRefused(() => post('partner/delete.php', { id_partner: '1' }, partner.token), 403);
    });
  });

  describe('combo/mitra.php', () => {
    beforeAll(async () => {
      await app.sql(
        `insert into users (nama, username, email, password_hash, id_level, id_status) values
         ('PT Maju Bersama', 'maju@contoh.id', 'maju@contoh.id', 'x', 3, 1),
         ('Kabupaten Sebelah', 'kab@contoh.id', 'kab@contoh.id', 'x', 4, 1),
         ('PT Belum Verifikasi', 'belum@contoh.id', 'belum@contoh.id', 'x', 3, 0)`,
      );
    });

    it('(nama, id_mitra) answers data [{id_user, nama}] of active partner accounts', async () => {
      const r = await get('combo/mitra.php', { nama: 'maju' }, admin);
      const [row] = await app.sql(`select id_user from users where nama = 'PT Maju Bersama'`);
      expect(r.body).toMatchObject({ success: true, total: 1, data: [{ id_user: row.id_user, nama: 'PT Maju Bersama' }] });
      const byId = await get('combo/mitra.php', { id_mitra: String(row.id_user) }, admin);
      expect(byId.body.data).toEqual([{ id_user: row.id_user, nama: 'PT Maju Bersama' }]);
      const all = await get('combo/mitra.php', {}, admin);
      const names = all.body.data.map((m: { nama: string }) => m.nama);
      expect(names).toEqual(expect.arrayContaining(['Kabupaten Sebelah', 'PT Maju Bersama']));
      expect(names).not.toContain('PT Belum Verifikasi');
      expect(names).not.toContain('Administrator');
    });

    it('is for staff only', async () => {
      expect((await get('combo/mitra.php', { nama: 'maju' })).status).toBe(401);
      expect((await get('combo/mitra.php', { nama: 'maju' }, (await app.userWithLevel(4)).token)).status).toBe(403);
    });
  });

  describe('slider/*.php', () => {
    it('add.php (file, urutan), read.php, edit.php (urutan, id_gambar, optional file), delete.php (id_gambar)', async () => {
      const a = await post('slider/add.php', { urutan: '2', file: asFile(await jpeg('satu.jpg')) });
      expect(a.body).toMatchObject({ success: true, message: 'Data berhasil disimpan', data: { urutan: 2 } });
      expect(a.body.data.gambar).toMatch(FILE_URL);
      await post('slider/add.php', { urutan: '1', file: asFile(await png('dua.png')) });

      const asc = await get('slider/read.php', { order: 'asc' });
      expect(asc.body.total).toBe(2);
      expect(asc.body.data.map((s: { no: number; urutan: number }) => [s.no, s.urutan])).toEqual([[1, 1], [2, 2]]);
      expect(asc.body.data[0]).toEqual({ no: 1, id_gambar: expect.any(Number), urutan: 1, gambar: expect.stringMatching(FILE_URL), file: expect.stringMatching(FILE_URL) });
      expect((await get('slider/read.php', { order: 'DESC' })).body.data.map((s: { urutan: number }) => s.urutan)).toEqual([2, 1]);

      const id = String(a.body.data.id_gambar);
      const kept = await post('slider/edit.php', { id_gambar: id, urutan: '5' });
      expect(kept.body).toMatchObject({ success: true, message: 'Data berhasil diubah', data: { urutan: 5, gambar: a.body.data.gambar } });
      const replaced = await post('slider/edit.php', { id_gambar: id, urutan: '5', file: asFile(await png('tiga.png')) });
      expect(replaced.body.data.gambar).toMatch(/tiga\.png$/);
      expect(await count('stored_file', `owner_kind = 'slider.gambar' and owner_id = ${id}`)).toBe(1);

      expect((await post('slider/delete.php', { id_gambar: id })).body).toMatchObject({ success: true, message: 'Data berhasil dihapus' });
      expect(await count('slider', `id_gambar = ${id}`)).toBe(0);
      expect((await lastRiwayat(app)).aksi).toBe('Menghapus gambar slider (urutan 5)');
    });

    it('answers the SPEC messages and stores nothing', async () => {
      const file = asFile(await png());
      await expectRefused(() => post('slider/add.php', { file }), 200, 'Urutan tidak boleh kosong');
      await expectRefused(() => post('slider/add.php', { urutan: 'abc', file }), 200, 'Urutan tidak boleh kosong');
      await expectRefused(() => post('slider/add.php', { urutan: '10', file }), 200, 'Masukkan Urutan diantara 1 sampai 9');
      await expectRefused(() => post('slider/add.php', { urutan: '0', file }), 200, 'Masukkan Urutan diantara 1 sampai 9');
      await expectRefused(() => post('slider/add.php', { urutan: '3' }), 200, 'File tidak boleh kosong');
      await expectRefused(() => post('slider/add.php', { urutan: '3', file: asFile(fakePng()) }), 200, 'Format file salah');
      await expectRefused(() => post('slider/edit.php', { id_gambar: '999999', urutan: '3' }), 200, 'Gambar tidak ditemukan');
    });

    it('writes need levels 1 or 99', async () => {
      const file = asFile(await png());
      await expectRefused(() => app.legacy('slider/add.php', { urutan: '1', file }), 401);
      const [skpd] = await app.sql(`insert into skpd (skpd, kode) values ('Dinas S', 1) returning id_skpd`);
      const staff = await app.userWithLevel(2, { idSkpd: skpd.id_skpd });
      await expectRefused(() => post('slider/add.php', { urutan: '1', file }, staff.token), 403);
    });
  });

  describe('kegiatan/*.php', () => {
    const fields = { judul: 'Rapat Koordinasi', highlight: 'Rapat koordinasi kerja sama daerah.', isi: '<p>Isi <em>rapat</em><script>x</script></p>', status: '1' };

    it('add.php (judul, highlight, isi, status, gambar), read.php, edit.php keeps the picture, delete.php (judul, id_kegiatan)', async () => {
      const a = await post('kegiatan/add.php', { ...fields, gambar: asFile(await jpeg('rapat.jpg')) });
      expect(a.body).toMatchObject({
        success: true,
        message: 'Data berhasil disimpan',
        data: { judul: 'Rapat Koordinasi', isi: '<p>Isi <em>rapat</em></p>', status: 1, status_text: 'Aktif', nama_user: 'Administrator' },
      });
      expect(a.body.data.gambar).toMatch(/rapat\.jpg$/);
      expect(a.body.data.waktu).toMatch(DMY);
      const id = String(a.body.data.id_kegiatan);

      const read = await get('kegiatan/read.php', { page: '1', limit: '20', judul: 'koordinasi', status: '1' }, admin);
      expect(read.body.total).toBe(1);
      expect(read.body.data[0]).toMatchObject({ no: 1, id_kegiatan: Number(id), judul: 'Rapat Koordinasi', nama_user: 'Administrator', status_text: 'Aktif', gambar: a.body.data.gambar });
      expect(read.body.data[0].waktu).toMatch(DMY);

      const e = await post('kegiatan/edit.php', { ...fields, id_kegiatan: id, judul: 'Rapat Diubah', status: '2' });
      expect(e.body).toMatchObject({ success: true, message: 'Data berhasil diubah', data: { judul: 'Rapat Diubah', status: 2, gambar: a.body.data.gambar } });
      const e2 = await post('kegiatan/edit.php', { ...fields, id_kegiatan: id, gambar: asFile(await png('baru.png')) });
      expect(e2.body.data.gambar).toMatch(/baru\.png$/);

      const d = await post('kegiatan/delete.php', { judul: 'Rapat Koordinasi', id_kegiatan: id });
      expect(d.body).toMatchObject({ success: true, message: 'Data berhasil dihapus' });
      expect(await count('kegiatan')).toBe(0);
      expect(await count('stored_file', `owner_kind = 'kegiatan.gambar'`)).toBe(0);
      expect((await lastRiwayat(app)).aksi).toBe('Menghapus kegiatan "Rapat Koordinasi"');
    });

    it('answers the SPEC messages and stores nothing', async () => {
      const gambar = asFile(await png());
      await expectRefused(() => post('kegiatan/add.php', { ...fields, judul: '', gambar }), 200, 'Judul tidak boleh kosong');
      await expectRefused(() => post('kegiatan/add.php', { ...fields, highlight: '', gambar }), 200, 'Highlight tidak boleh kosong');
      await expectRefused(() => post('kegiatan/add.php', { ...fields, isi: '', gambar }), 200, 'Isi tidak boleh kosong');
      await expectRefused(() => post('kegiatan/add.php', { ...fields, isi: '<script>alert(1)</script>', gambar }), 200, 'Isi tidak boleh kosong');
      await expectRefused(() => post('kegiatan/add.php', { ...fields, status: '', gambar }), 200, 'Status tidak boleh kosong');
      await expectRefused(() => post('kegiatan/add.php', { ...fields }), 200, 'File tidak boleh kosong');
      await expectRefused(() => post('kegiatan/add.php', { ...fields, gambar: asFile(fakePng()) }), 200, 'Format file salah');
      const big = asFile(await pngOfSize(2 * MB + 1));
      await expectRefused(() => post('kegiatan/add.php', { ...fields, gambar: big }), 200, 'Ukuran file lebih dari 2MB');
      const r = await expectRefused(() => post('kegiatan/add.php', {}), 200, 'Judul tidak boleh kosong');
      expect(r.body.errors).toEqual({
        judul: 'Judul tidak boleh kosong',
        highlight: 'Highlight tidak boleh kosong',
        isi: 'Isi tidak boleh kosong',
        status: 'Status tidak boleh kosong',
        gambar: 'File tidak boleh kosong',
      });
    });

    it('is for levels 1 and 99', async () => {
      expect((await get('kegiatan/read.php')).status).toBe(401);
      const partner = await app.userWithLevel(5);
      expect((await get('kegiatan/read.php', {}, partner.token)).status).toBe(403);
      await expectRefused(() => post('kegiatan/add.php', { ...fields, gambar: asFile(fakePng()) }, partner.token), 403);
    });
  });

  describe('front/*.php (public; `session` accepted and ignored)', () => {
    beforeAll(async () => {
      await app.sql('delete from kegiatan; delete from slider; delete from partner');
      for (let i = 1; i <= 10; i++) {
        const r = await post('kegiatan/add.php', {
          judul: `Berita ${String(i).padStart(2, '0')}`,
          highlight: `Sorotan ${i}`,
          isi: `<p>Isi ${i}</p>`,
          status: i === 10 ? '2' : '1',
          gambar: asFile(await png(`b${i}.png`)),
        });
        await app.sql(`update kegiatan set waktu = timestamptz '2026-03-01 10:00+07' + interval '1 day' * $1::int where id_kegiatan = $2`, [i, r.body.data.id_kegiatan]);
      }
      await post('slider/add.php', { urutan: '2', file: asFile(await jpeg('s2.jpg')) });
      await post('slider/add.php', { urutan: '1', file: asFile(await jpeg('s1.jpg')) });
      await post('partner/add.php', { partner: 'Universitas Kota', file: asFile(await png('univ.png')) });
      await app.gql(`mutation { updateProfil(input: { youtube: "https://youtu.be/dQw4w9WgXcQ" }) { youtube } }`, {}, admin);
    });

    it('read_profile.php: youtube, profile, visi, misi, gambar_walikota, gambar_organisasi (and the contact details)', async () => {
      const r = await get('front/read_profile.php', { session: SESSION });
      expect(r.status).toBe(200);
      expect(r.body.success).toBe(true);
      expect(r.body.data).toMatchObject({
        youtube: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        youtube_id: 'dQw4w9WgXcQ',
        gambar_walikota: null,
        gambar_organisasi: null,
        nama_instansi: 'Bagian Kerja Sama Sekretariat Daerah Pemerintah Kota',
      });
      for (const key of ['profile', 'visi', 'misi', 'alamat', 'telepon', 'email', 'website', 'maps_url', 'instagram', 'facebook', 'twitter', 'youtube_channel']) {
        expect(r.body.data).toHaveProperty(key);
      }
      expect(r.body.data.visi).toMatch(/^<p>/);
    });

    it('read_home.php: data_slider, foto_pimpinan, kalimat_pimpinan, pimpinan, gambar_pengajuan, data_berita, partner', async () => {
      const r = await get('front/read_home.php', { session: SESSION });
      expect(r.body.success).toBe(true);
      const d = r.body.data;
      expect(Object.keys(d)).toEqual(expect.arrayContaining(['data_slider', 'foto_pimpinan', 'kalimat_pimpinan', 'pimpinan', 'gambar_pengajuan', 'data_berita', 'partner']));
      expect(d.data_slider.map((s: { urutan: number }) => s.urutan)).toEqual([1, 2]);
      expect(d.data_slider[0].gambar).toMatch(/s1\.jpg$/);
      expect(d.data_berita).toHaveLength(4);
      expect(d.data_berita[0]).toEqual({ id_kegiatan: expect.any(Number), judul: 'Berita 09', waktu: '10-03-2026', highlight: 'Sorotan 9', gambar: expect.stringMatching(/b9\.png$/) });
      expect(d.partner).toEqual([{ id_partner: expect.any(Number), partner: 'Universitas Kota', logo: expect.stringMatching(FILE_URL), file: expect.stringMatching(FILE_URL) }]);
      expect(d.pimpinan).toBe('Wali Kota');
      expect(d.foto_pimpinan).toBeNull();
    });

    it('read_kegiatan.php (page, judul): active only, 8 per page, numbered, dates dd-mm-yyyy', async () => {
      const p1 = await get('front/read_kegiatan.php', { session: SESSION, page: '1', judul: '' });
      expect(p1.body.total).toBe(9);
      expect(p1.body.data).toHaveLength(8);
      expect(p1.body.data[0]).toMatchObject({ no: 1, judul: 'Berita 09', waktu: '10-03-2026', highlight: 'Sorotan 9', status: 1 });
      expect(p1.body.data[0]).not.toHaveProperty('nama_user');
      const p2 = await get('front/read_kegiatan.php', { session: SESSION, page: '2' });
      expect(p2.body.data.map((k: { no: number; judul: string }) => [k.no, k.judul])).toEqual([[9, 'Berita 01']]);
      const search = await get('front/read_kegiatan.php', { session: SESSION, page: '1', judul: 'berita 0' });
      expect(search.body.total).toBe(9);
      expect((await get('front/read_kegiatan.php', { judul: 'tidak ada' })).body).toMatchObject({ success: true, total: 0, data: [] });
    });

    it('read_kegiatan_detail.php (id): an active kegiatan, or not found', async () => {
      const [active] = await app.sql(`select id_kegiatan from kegiatan where judul = 'Berita 03'`);
      const r = await get('front/read_kegiatan_detail.php', { session: SESSION, id: String(active.id_kegiatan) });
      expect(r.body).toMatchObject({ success: true, data: { id_kegiatan: active.id_kegiatan, judul: 'Berita 03', isi: '<p>Isi 3</p>', waktu: '04-03-2026' } });
      expect(r.body.data.gambar).toMatch(/b3\.png$/);
      const [inactive] = await app.sql(`select id_kegiatan from kegiatan where status = 2`);
      expect((await get('front/read_kegiatan_detail.php', { id: String(inactive.id_kegiatan) })).body).toEqual({ success: false, message: 'Kegiatan tidak ditemukan' });
      expect((await get('front/read_kegiatan_detail.php', { id: 'abc' })).body.success).toBe(false);
    });

    it('works without a session value and with any session value', async () => {
      for (const session of [undefined, '', 'bukan-sesi-yang-valid']) {
        const params: Record<string, string> = session === undefined ? {} : { session };
        expect((await get('front/read_home.php', params)).body.success).toBe(true);
        expect((await get('front/read_profile.php', params)).body.success).toBe(true);
      }
    });
  });
});
