import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type GqlResult, type TestApp } from '../../test/test-app.js';
import { fakePng, gqlUpload, jpeg, png, pngOfSize, type TestFile } from '../../test/uploads.js';
import { codeOf, fieldsOf, refusedUnchanged } from '../../test/results.js';
import { lastRiwayat } from '../../test/kerjasama-fixtures.js';

const FIELDS = `youtube youtubeUrl youtubeEmbedUrl profile visi misi pimpinan jabatanPimpinan kalimatPimpinan namaInstansi
  alamat telepon email website mapsUrl latitude longitude instagram facebook twitter youtubeChannel contohDokumenUrl diubah
  gambarWalikota gambarOrganisasi fotoPimpinan gambarPengajuan`;
const PROFIL = `query { profil { ${FIELDS} } }`;
const UPDATE = `mutation($i: ProfilInput!) { updateProfil(input: $i) { ${FIELDS} } }`;
const UPLOAD = `mutation($j: ProfilGambar!, $file: Upload) { uploadProfilGambar(jenis: $j, file: $file) { ${FIELDS} } }`;
const REMOVE = `mutation($j: ProfilGambar!) { deleteProfilGambar(jenis: $j) { ${FIELDS} } }`;
const MB = 1024 * 1024;

describe('profil (profile and contact settings)', () => {
  let app: TestApp;
  let admin: string;

  const profil = async (token?: string) => {
    const r = await app.gql(PROFIL, {}, token);
    expect(r.errors).toBeUndefined();
    return r.data!.profil as Record<string, any>;
  };
  const update = (input: Record<string, unknown>, token = admin) => app.gql(UPDATE, { i: input }, token);
  const upload = (jenis: string, file: TestFile | null, token = admin) =>
    file ? gqlUpload(app, UPLOAD, { j: jenis }, { file }, token) : app.gql(UPLOAD, { j: jenis, file: null }, token);
  const count = async (table: string, where = 'true') =>
    (await app.sql(`select count(*)::int as n from ${table} where ${where}`))[0].n as number;
  const snapshot = async () => [
    await app.sql('select * from pengaturan'),
    await app.sql('select id, owner_kind from stored_file order by id'),
    await count('riwayat', "aksi not like 'Akses ditolak%'"),
  ];
  const expectRefused = (run: () => Promise<GqlResult>, code: string) => refusedUnchanged(snapshot, run, code);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
  });
  afterAll(() => app.close());

  it('has Indonesian defaults for a fictional city, readable anonymously', async () => {
    const p = await profil();
    expect(p.namaInstansi).toBe('Bagian Kerja Sama Sekretariat Daerah Pemerintah Kota');
    expect(p.profile).toContain('Bagian Kerja Sama');
    expect(p.visi).toMatch(/^<p>/);
    expect(p.misi).toMatch(/^<ol>/);
    expect(p.alamat).toContain('Pemerintah Kota');
    expect(p.kalimatPimpinan.length).toBeGreaterThan(20);
    expect(p).toMatchObject({ youtube: null, youtubeEmbedUrl: null, gambarWalikota: null, fotoPimpinan: null, contohDokumenUrl: '' });
  });

  it('keeps the Contoh Dokumen folder address of Penjajakan, public to read, cleared with ""', async () => {
    const url = 'https://drive.example.id/folders/contoh-dokumen-penjajakan';
    const r = await update({ contohDokumenUrl: `  ${url} ` });
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateProfil.contohDokumenUrl).toBe(url);
    expect((await profil()).contohDokumenUrl).toBe(url);
    expect((await update({ telepon: '021' })).data!.updateProfil.contohDokumenUrl).toBe(url);
    expect((await update({ contohDokumenUrl: '' })).data!.updateProfil.contohDokumenUrl).toBe('');
  });

  describe('update', () => {
    it('changes only the fields sent, sanitizes rich text, stores a YouTube id, adds one riwayat row', async () => {
      const before = await profil();
      const n = await count('riwayat');
      const r = await update({
        youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
        visi: '<p onclick="x">Kota <strong>maju</strong><script>alert(1)</script></p>',
        telepon: '(021) 123-4567',
        instagram: 'https://instagram.com/pemkot',
        latitude: -6.2,
        longitude: 106.8,
      });
      expect(r.errors).toBeUndefined();
      const p = r.data!.updateProfil;
      expect(p).toMatchObject({
        youtube: 'dQw4w9WgXcQ',
        youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        youtubeEmbedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        visi: '<p>Kota <strong>maju</strong></p>',
        telepon: '(021) 123-4567',
        instagram: 'https://instagram.com/pemkot',
        latitude: -6.2,
        longitude: 106.8,
        misi: before.misi,
        profile: before.profile,
        alamat: before.alamat,
      });
      expect(new Date(p.diubah).getTime()).toBeGreaterThan(new Date(before.diubah).getTime());
      expect(await profil()).toMatchObject({ youtube: 'dQw4w9WgXcQ', visi: '<p>Kota <strong>maju</strong></p>' });
      expect(await count('riwayat')).toBe(n + 1);
      expect((await lastRiwayat(app)).aksi).toBe('Mengubah profil dan kontak');
    });

    it.each([
      ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
      ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
      ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
      ['https://youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ])('accepts the YouTube address %s', async (youtube, id) => {
      expect((await update({ youtube })).data!.updateProfil.youtube).toBe(id);
    });

    it('clears optional fields with "" or null and removes the video', async () => {
      await update({ youtube: 'dQw4w9WgXcQ', facebook: 'https://facebook.com/pemkot', latitude: 1 });
      const p = (await update({ youtube: '', facebook: null, latitude: null })).data!.updateProfil;
      expect(p).toMatchObject({ youtube: null, youtubeEmbedUrl: null, facebook: '', latitude: null });
    });

    it.each([
      ['youtube', { youtube: 'https://evil.example/watch?v=dQw4w9WgXcQ' }, 'Tautan YouTube tidak valid'],
      ['youtube', { youtube: 'javascript:alert(1)' }, 'Tautan YouTube tidak valid'],
      ['youtube', { youtube: 'bukan video' }, 'Tautan YouTube tidak valid'],
      ['profile', { profile: '' }, 'Profil tidak boleh kosong'],
      ['profile', { profile: '<script>alert(1)</script>' }, 'Profil tidak boleh kosong'],
      ['visi', { visi: null }, 'Visi tidak boleh kosong'],
      ['misi', { misi: '<p>&nbsp;</p>' }, 'Misi tidak boleh kosong'],
      ['pimpinan', { pimpinan: ' ' }, 'Nama Pimpinan tidak boleh kosong'],
      ['kalimatPimpinan', { kalimatPimpinan: '' }, 'Kalimat Pimpinan tidak boleh kosong'],
      ['namaInstansi', { namaInstansi: '' }, 'Nama Instansi tidak boleh kosong'],
      ['alamat', { alamat: '' }, 'Alamat tidak boleh kosong'],
      ['email', { email: 'bukan-email' }, 'Tolong masukkan alamat email dengan benar'],
      ['website', { website: 'javascript:alert(1)' }, 'Alamat situs tidak valid'],
      ['website', { website: 'pemkot' }, 'Alamat situs tidak valid'],
      ['mapsUrl', { mapsUrl: 'data:text/html,x' }, 'Tautan peta tidak valid'],
      ['instagram', { instagram: 'ftp://x.id' }, 'Tautan Instagram tidak valid'],
      ['twitter', { twitter: 'bukan tautan!' }, 'Tautan X/Twitter tidak valid'],
      ['contohDokumenUrl', { contohDokumenUrl: 'javascript:alert(1)' }, 'Tautan Contoh Dokumen tidak valid'],
      ['contohDokumenUrl', { contohDokumenUrl: 'folder contoh' }, 'Tautan Contoh Dokumen tidak valid'],
      ['latitude', { latitude: 91 }, 'Lintang harus di antara -90 dan 90'],
      ['longitude', { longitude: -181 }, 'Bujur harus di antara -180 dan 180'],
    ])('refuses %s %j with "%s" and changes nothing', async (field, input, message) => {
      const r = await expectRefused(() => update(input), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ [field]: message });
    });
  });

  describe('images', () => {
    it.each([
      ['WALIKOTA', 'gambarWalikota', 'gambar Wali Kota'],
      ['ORGANISASI', 'gambarOrganisasi', 'gambar Struktur Organisasi'],
      ['PIMPINAN', 'fotoPimpinan', 'foto pimpinan'],
      ['PENGAJUAN', 'gambarPengajuan', 'gambar pengajuan kerja sama'],
    ])('uploads, replaces and removes %s (%s), with riwayat rows', async (jenis, field, label) => {
      const kind = `profil.${jenis.toLowerCase()}`;
      const first = await upload(jenis, await png(`${jenis}.png`));
      expect(first.errors).toBeUndefined();
      const url1 = first.data!.uploadProfilGambar[field] as string;
      expect(url1).toMatch(new RegExp(`^/files/[0-9a-f-]{36}/${jenis}\\.png$`));
      expect((await lastRiwayat(app)).aksi).toBe(`Mengganti ${label}`);
      expect((await fetch(`${app.url}${url1}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      const second = await upload(jenis, await jpeg(`${jenis}-2.jpg`));
      const url2 = second.data!.uploadProfilGambar[field] as string;
      expect(url2).not.toBe(url1);
      expect(await count('stored_file', `owner_kind = '${kind}'`)).toBe(1);
      expect((await fetch(`${app.url}${url1}`)).status).toBe(404);

      const n = await count('riwayat');
      const removed = await app.gql(REMOVE, { j: jenis }, admin);
      expect(removed.data!.deleteProfilGambar[field]).toBeNull();
      expect(await count('stored_file', `owner_kind = '${kind}'`)).toBe(0);
      expect(await count('riwayat')).toBe(n + 1);
      expect((await lastRiwayat(app)).aksi).toBe(`Menghapus ${label}`);
      expect(codeOf(await app.gql(REMOVE, { j: jenis }, admin))).toBe('NOT_FOUND');
    });

    it('refuses a missing file, a fake PNG and 2 MB + 1, storing nothing', async () => {
      expect(fieldsOf(await expectRefused(() => upload('WALIKOTA', null), 'BAD_USER_INPUT'))).toEqual({ file: 'File tidak boleh kosong' });
      const fake = fakePng();
      expect(fieldsOf(await expectRefused(() => upload('WALIKOTA', fake), 'BAD_USER_INPUT'))).toEqual({ file: 'Format file salah' });
      const big = await pngOfSize(2 * MB + 1);
      expect(fieldsOf(await expectRefused(() => upload('WALIKOTA', big), 'BAD_USER_INPUT'))).toEqual({ file: 'Ukuran file lebih dari 2MB' });
    });
  });

  describe('access', () => {
    it.each([2, 3, 4, 5])('refuses every write to level %i; reading stays open', async (level) => {
      const [skpd] = await app.sql(`insert into skpd (skpd, kode) values ('Dinas P${level}', 1) returning id_skpd`);
      const { token } = await app.userWithLevel(level, level === 2 ? { idSkpd: skpd.id_skpd } : {});
      await expectRefused(() => update({ telepon: '1' }, token), 'FORBIDDEN');
      const file = await png();
      await expectRefused(() => upload('PIMPINAN', file, token), 'FORBIDDEN');
      await expectRefused(() => app.gql(REMOVE, { j: 'PIMPINAN' }, token), 'FORBIDDEN');
      expect((await profil(token)).namaInstansi).toBeTruthy();
    });

    it('refuses anonymous writes', async () => {
      await expectRefused(() => update({ telepon: '1' }, ''), 'UNAUTHENTICATED');
      const file = await png();
      await expectRefused(() => upload('PIMPINAN', file, ''), 'UNAUTHENTICATED');
    });

    it('lets a level-1 admin change the settings', async () => {
      const { token } = await app.userWithLevel(1);
      expect((await update({ telepon: '0211234' }, token)).data!.updateProfil.telepon).toBe('0211234');
      expect((await lastRiwayat(app)).nama_user).toBe('Pengguna 1');
    });
  });
});
