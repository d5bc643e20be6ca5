import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type GqlResult, type TestApp } from '../../test/test-app.js';
import { fakePng, gqlUpload, jpeg, png, pngOfSize, type TestFile } from '../../test/uploads.js';
import { codeOf, errorOf, fieldsOf, refusedUnchanged } from '../../test/results.js';
import { lastRiwayat } from '../../test/kerjasama-fixtures.js';

const FIELDS = 'idKegiatan judul highlight isi status statusText waktu gambar';
const LIST = `query($f: KegiatanFilter, $p: PageInput) { kegiatans(filter: $f, page: $p) { total items { ${FIELDS} namaUser } } }`;
const ONE = `query($id: Int!) { kegiatan(idKegiatan: $id) { ${FIELDS} namaUser } }`;
const PUBLIC_LIST = `query($j: String, $p: Int) { kegiatanPublik(judul: $j, page: $p) { total items { ${FIELDS} } } }`;
const PUBLIC_ONE = `query($id: Int!) { kegiatanPublikDetail(idKegiatan: $id) { ${FIELDS} } }`;
const CREATE = `mutation($i: KegiatanInput!, $gambar: Upload) { createKegiatan(input: $i, gambar: $gambar) { ${FIELDS} namaUser } }`;
const UPDATE = `mutation($id: Int!, $i: KegiatanInput!, $gambar: Upload) { updateKegiatan(idKegiatan: $id, input: $i, gambar: $gambar) { ${FIELDS} namaUser } }`;
const DELETE = `mutation($id: Int!) { deleteKegiatan(idKegiatan: $id) }`;
const MB = 1024 * 1024;

interface K {
  idKegiatan: number;
  judul: string;
  highlight: string;
  isi: string;
  status: number;
  statusText: string;
  waktu: string;
  gambar: string;
  namaUser?: string | null;
}

const valid = (over: Record<string, unknown> = {}) => ({
  judul: 'Penandatanganan Kesepakatan Bersama',
  highlight: 'Pemerintah Kota menandatangani kesepakatan bersama dengan universitas.',
  isi: '<p>Isi berita <strong>penting</strong>.</p>',
  status: 1,
  ...over,
});

describe('kegiatan', () => {
  let app: TestApp;
  let admin: string;

  const create = (input: Record<string, unknown>, gambar?: TestFile | null, token = admin) =>
    gambar ? gqlUpload(app, CREATE, { i: input }, { gambar }, token) : app.gql(CREATE, { i: input, gambar: null }, token);
  const update = (id: number, input: Record<string, unknown>, gambar?: TestFile | null, token = admin) =>
    gambar ? gqlUpload(app, UPDATE, { id, i: input }, { gambar }, token) : app.gql(UPDATE, { id, i: input }, token);
  const created = async (over: Record<string, unknown> = {}) => {
    const r = await create(valid(over), await png('kegiatan.png'));
    expect(r.errors).toBeUndefined();
    return r.data!.createKegiatan as K;
  };
  const count = async (table: string, where = 'true') =>
    (await app.sql(`select count(*)::int as n from ${table} where ${where}`))[0].n as number;
  const snapshot = async () => [
    await app.sql('select * from kegiatan order by id_kegiatan'),
    await app.sql('select id, owner_kind, owner_id from stored_file order by id'),
    await count('riwayat', "aksi not like 'Akses ditolak%'"),
  ];
  const expectRefused = (run: () => Promise<GqlResult>, code: string) => refusedUnchanged(snapshot, run, code);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
  });
  afterAll(() => app.close());

  describe('create', () => {
    it('stores the kegiatan with its author, time and public picture, and adds one riwayat row', async () => {
      const before = await count('riwayat');
      const start = Date.now();
      const r = await create(valid({ judul: '  Kunjungan Kerja  ' }), await jpeg('kunjungan.jpg'));
      expect(r.errors).toBeUndefined();
      const k = r.data!.createKegiatan as K;
      expect(k).toMatchObject({ judul: 'Kunjungan Kerja', status: 1, statusText: 'Aktif', namaUser: 'Administrator', isi: '<p>Isi berita <strong>penting</strong>.</p>' });
      expect(k.gambar).toMatch(/^\/files\/[0-9a-f-]{36}\/kunjungan\.jpg$/);
      expect(Math.abs(new Date(k.waktu).getTime() - start)).toBeLessThan(60_000);
      const [row] = await app.sql('select * from kegiatan where id_kegiatan = $1', [k.idKegiatan]);
      expect(row).toMatchObject({ id_user: 1, nama_user: 'Administrator', status: 1 });
      expect(await count('stored_file', `owner_kind = 'kegiatan.gambar' and owner_id = ${k.idKegiatan}`)).toBe(1);
      expect(await count('riwayat')).toBe(before + 1);
      expect((await lastRiwayat(app)).aksi).toBe('Menambah kegiatan "Kunjungan Kerja"');
    });

    it('labels status 2 Tidak Aktif', async () => {
      expect((await created({ status: 2 })).statusText).toBe('Tidak Aktif');
    });

    it.each([
      ['judul', { judul: '' }, 'Judul tidak boleh kosong'],
      ['judul', { judul: null }, 'Judul tidak boleh kosong'],
      ['judul', { judul: 'J'.repeat(256) }, 'Maksimal 255 karakter'],
      ['highlight', { highlight: '  ' }, 'Highlight tidak boleh kosong'],
      ['highlight', { highlight: null }, 'Highlight tidak boleh kosong'],
      ['isi', { isi: '' }, 'Isi tidak boleh kosong'],
      ['isi', { isi: null }, 'Isi tidak boleh kosong'],
      ['status', { status: null }, 'Status tidak boleh kosong'],
      ['status', { status: 3 }, 'Status tidak valid'],
    ])('refuses %s %j with "%s" and stores nothing', async (field, over, message) => {
      const file = await png();
      const r = await expectRefused(() => create(valid(over), file), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ [field]: message });
    });

    it('refuses a missing picture with "File tidak boleh kosong" on the gambar field', async () => {
      const r = await expectRefused(() => create(valid(), null), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ gambar: 'File tidak boleh kosong' });
    });

    it('refuses a text file named .png and 2 MB + 1 byte, storing nothing', async () => {
      const fake = fakePng('berita.png');
      expect(fieldsOf(await expectRefused(() => create(valid(), fake), 'BAD_USER_INPUT'))).toEqual({ gambar: 'Format file salah' });
      const big = await pngOfSize(2 * MB + 1);
      expect(fieldsOf(await expectRefused(() => create(valid(), big), 'BAD_USER_INPUT'))).toEqual({ gambar: 'Ukuran file lebih dari 2MB' });
    });

    it('reports every message at once', async () => {
      const r = await expectRefused(() => create({}, null), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({
        judul: 'Judul tidak boleh kosong',
        highlight: 'Highlight tidak boleh kosong',
        isi: 'Isi tidak boleh kosong',
        status: 'Status tidak boleh kosong',
        gambar: 'File tidak boleh kosong',
      });
    });
  });

  describe('sanitizing isi', () => {
    const stored = async (isi: string) => {
      const r = await create(valid({ isi }), await png());
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      const k = r.data!.createKegiatan as K;
      const [row] = await app.sql('select isi from kegiatan where id_kegiatan = $1', [k.idKegiatan]);
      expect(row.isi).toBe(k.isi);
      return k.isi;
    };

    it.each([
      ['a script', '<p>Halo<script>alert(1)</script></p>', '<p>Halo</p>'],
      ['an onerror image', '<p>Foto<img src=x onerror="alert(1)"></p>', '<p>Foto</p>'],
      ['event, style and class attributes', '<p onclick="x()" style="color:red" class="merah">Teks</p>', '<p>Teks</p>'],
      ['a javascript: link', '<p><a href="javascript:alert(1)">klik</a></p>', '<p>klik</p>'],
      ['an obfuscated javascript: link', '<p><a href="  JaVa&#x09;ScRiPt:alert(1)">klik</a></p>', '<p>klik</p>'],
      ['a data: link', '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a></p>', '<p>d</p>'],
      ['a protocol-relative link', '<p><a href="//evil.example/x">x</a></p>', '<p>x</p>'],
      ['an svg with a script', '<p>A</p><svg onload="alert(1)"><script>alert(2)</script><text>t</text></svg>', '<p>A</p>'],
      ['an iframe', '<p>B</p><iframe src="https://evil.example"></iframe>', '<p>B</p>'],
      ['an object and embed', '<p>C</p><object data="x.swf"></object><embed src="y.swf">', '<p>C</p>'],
      ['a style element', '<style>body{display:none}</style><p>D</p>', '<p>D</p>'],
      ['nested script tricks', '<p><scr<script>ipt>alert(1)</scr</script>ipt></p>', '<p>ipt&gt;alert(1)ipt&gt;</p>'],
      ['a noscript breakout', '<p>E</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', '<p>E</p>'],
      ['a comment hiding markup', '<p>F<!-- <img src=x onerror=alert(1)> --></p>', '<p>F</p>'],
      ['forms and inputs', '<form action="https://evil"><input name="a"><button>Kirim</button></form><p>G</p>', 'Kirim<p>G</p>'],
      ['images in the body', '<p>H<img src="https://example.com/a.png"></p>', '<p>H</p>'],
      ['span and div wrappers', '<div><span style="x">I</span></div>', 'I'],
    ])('removes %s', async (_what, isi, expected) => {
      expect(await stored(isi)).toBe(expected);
    });

    it('keeps the allowed formatting', async () => {
      const html =
        '<h2>Judul</h2><h3>Sub</h3><h4>Kecil</h4><p>A<br />B <strong>s</strong> <b>b</b> <em>e</em> <i>i</i> <u>u</u> <s>s</s></p>' +
        '<ul><li>satu</li></ul><ol><li>dua</li></ol><blockquote>kutip</blockquote>';
      expect(await stored(html)).toBe(html);
    });

    it('keeps http(s) and mailto links, opening them in a new tab without an opener', async () => {
      expect(await stored('<p><a href="https://pemkot.go.id/berita" target="_self" rel="x">situs</a> <a href="mailto:humas@pemkot.go.id">surel</a></p>')).toBe(
        '<p><a href="https://pemkot.go.id/berita" target="_blank" rel="noopener noreferrer">situs</a> ' +
          '<a href="mailto:humas@pemkot.go.id" target="_blank" rel="noopener noreferrer">surel</a></p>',
      );
    });

    it('turns h1 into h2', async () => {
      expect(await stored('<h1>Besar</h1>')).toBe('<h2>Besar</h2>');
    });

    it.each([
      ['only a script', '<script>alert(1)</script>'],
      ['only an image', '<img src=x onerror=alert(1)>'],
      ['empty paragraphs and spaces', '<p>&nbsp;</p><p> </p><br>'],
      ['only an iframe', '<iframe src="https://evil.example"></iframe>'],
    ])('refuses an isi that is empty after sanitizing (%s) with "Isi tidak boleh kosong"', async (_what, isi) => {
      const file = await png();
      const r = await expectRefused(() => create(valid({ isi }), file), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ isi: 'Isi tidak boleh kosong' });
    });

    it('sanitizes on edit as well', async () => {
      const k = await created();
      const r = await update(k.idKegiatan, valid({ isi: '<p onmouseover="x">Baru<script>y</script></p>' }));
      expect(r.data!.updateKegiatan.isi).toBe('<p>Baru</p>');
    });
  });

  describe('update', () => {
    it('changes the text and status and keeps the picture when no new one is sent', async () => {
      const k = await created();
      const [fileBefore] = await app.sql(`select id from stored_file where owner_kind = 'kegiatan.gambar' and owner_id = $1`, [k.idKegiatan]);
      const before = await count('riwayat');
      const r = await update(k.idKegiatan, valid({ judul: 'Judul Baru', highlight: 'Ringkas', status: 2 }));
      expect(r.errors).toBeUndefined();
      const u = r.data!.updateKegiatan as K;
      expect(u).toMatchObject({ idKegiatan: k.idKegiatan, judul: 'Judul Baru', highlight: 'Ringkas', status: 2, statusText: 'Tidak Aktif', gambar: k.gambar, waktu: k.waktu });
      const files = await app.sql(`select id from stored_file where owner_kind = 'kegiatan.gambar' and owner_id = $1`, [k.idKegiatan]);
      expect(files).toEqual([fileBefore]);
      expect(await count('riwayat')).toBe(before + 1);
      expect((await lastRiwayat(app)).aksi).toBe('Mengubah kegiatan "Judul Baru"');
    });

    it('replaces the picture when a new one is sent', async () => {
      const k = await created();
      const r = await update(k.idKegiatan, valid(), await jpeg('ganti.jpg'));
      expect(r.errors).toBeUndefined();
      expect(r.data!.updateKegiatan.gambar).toMatch(/\/ganti\.jpg$/);
      expect(await count('stored_file', `owner_kind = 'kegiatan.gambar' and owner_id = ${k.idKegiatan}`)).toBe(1);
      expect(await count('stored_file', `id = '${k.gambar.split('/')[2]}'`)).toBe(0);
      expect((await lastRiwayat(app)).aksi).toBe(`Mengubah kegiatan "${valid().judul}" (gambar diganti)`);
    });

    it('validates like create (the picture stays optional) and changes nothing', async () => {
      const k = await created();
      const r = await expectRefused(() => update(k.idKegiatan, { judul: '', highlight: '', isi: '<script></script>', status: 0 }), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({
        judul: 'Judul tidak boleh kosong',
        highlight: 'Highlight tidak boleh kosong',
        isi: 'Isi tidak boleh kosong',
        status: 'Status tidak valid',
      });
      const fake = fakePng();
      expect(fieldsOf(await expectRefused(() => update(k.idKegiatan, valid(), fake), 'BAD_USER_INPUT'))).toEqual({ gambar: 'Format file salah' });
    });

    it('answers NOT_FOUND for an unknown kegiatan', async () => {
      expect(errorOf(await expectRefused(() => update(999_999, valid()), 'NOT_FOUND')).message).toBe('Kegiatan tidak ditemukan');
    });
  });

  describe('delete', () => {
    it('removes the kegiatan and its picture, with one riwayat row', async () => {
      const k = await created({ judul: 'Untuk Dihapus' });
      const before = await count('riwayat');
      expect((await app.gql(DELETE, { id: k.idKegiatan }, admin)).data!.deleteKegiatan).toBe(true);
      expect(await count('kegiatan', `id_kegiatan = ${k.idKegiatan}`)).toBe(0);
      expect(await count('stored_file', `owner_kind = 'kegiatan.gambar' and owner_id = ${k.idKegiatan}`)).toBe(0);
      expect(await count('riwayat')).toBe(before + 1);
      expect((await lastRiwayat(app)).aksi).toBe('Menghapus kegiatan "Untuk Dihapus"');
    });

    it('answers NOT_FOUND for an unknown kegiatan', async () => {
      await expectRefused(() => app.gql(DELETE, { id: 999_999 }, admin), 'NOT_FOUND');
    });
  });

  describe('lists and detail', () => {
    beforeAll(async () => {
      await app.sql('delete from kegiatan');
      // 12 active and 3 inactive, one minute apart, the newest last.
      for (let i = 1; i <= 15; i++) {
        const k = await created({ judul: `Berita ${String(i).padStart(2, '0')}${i % 5 === 0 ? ' Tidak Aktif' : ''}`, status: i % 5 === 0 ? 2 : 1 });
        await app.sql(`update kegiatan set waktu = now() - interval '1 minute' * (20 - $1::int) where id_kegiatan = $2`, [i, k.idKegiatan]);
      }
    });
    const titles = (items: K[]) => items.map((k) => k.judul);

    it('admin list: every status, newest first, filters by judul and status, pages', async () => {
      const all = (await app.gql(LIST, {}, admin)).data!.kegiatans;
      expect(all.total).toBe(15);
      expect(all.items[0].judul).toBe('Berita 15 Tidak Aktif');
      expect(all.items[0].namaUser).toBe('Administrator');
      const inactive = (await app.gql(LIST, { f: { status: 2 } }, admin)).data!.kegiatans;
      expect(titles(inactive.items)).toEqual(['Berita 15 Tidak Aktif', 'Berita 10 Tidak Aktif', 'Berita 05 Tidak Aktif']);
      const search = (await app.gql(LIST, { f: { judul: 'berita 1' } }, admin)).data!.kegiatans;
      expect(search.total).toBe(6);
      const asc = (await app.gql(LIST, { p: { order: 'ASC', limit: 2, page: 2 } }, admin)).data!.kegiatans;
      expect(titles(asc.items)).toEqual(['Berita 03', 'Berita 04']);
    });

    it('admin detail shows an inactive kegiatan', async () => {
      const [row] = await app.sql(`select id_kegiatan from kegiatan where status = 2 limit 1`);
      const r = await app.gql(ONE, { id: row.id_kegiatan }, admin);
      expect(r.data!.kegiatan.status).toBe(2);
    });

    it('public list: anonymous, active only, newest first, 8 per page, judul filter', async () => {
      const first = (await app.gql(PUBLIC_LIST, {})).data!.kegiatanPublik;
      expect(first.total).toBe(12);
      expect(first.items).toHaveLength(8);
      expect(first.items[0].judul).toBe('Berita 14');
      expect(first.items.every((k: K) => k.status === 1 && k.gambar.startsWith('/files/'))).toBe(true);
      const second = (await app.gql(PUBLIC_LIST, { p: 2 })).data!.kegiatanPublik;
      expect(titles(second.items)).toEqual(['Berita 04', 'Berita 03', 'Berita 02', 'Berita 01']);
      const search = (await app.gql(PUBLIC_LIST, { j: 'BERITA 1' })).data!.kegiatanPublik;
      expect(titles(search.items)).toEqual(['Berita 14', 'Berita 13', 'Berita 12', 'Berita 11']);
    });

    it('public detail: an active kegiatan for anyone; an inactive or unknown one is NOT_FOUND', async () => {
      const [active] = await app.sql(`select id_kegiatan from kegiatan where status = 1 limit 1`);
      const [inactive] = await app.sql(`select id_kegiatan from kegiatan where status = 2 limit 1`);
      const r = await app.gql(PUBLIC_ONE, { id: active.id_kegiatan });
      expect(r.errors).toBeUndefined();
      expect(r.data!.kegiatanPublikDetail.isi).toContain('<p>');
      expect(errorOf(await app.gql(PUBLIC_ONE, { id: inactive.id_kegiatan })).message).toBe('Kegiatan tidak ditemukan');
      expect(codeOf(await app.gql(PUBLIC_ONE, { id: 999_999 }))).toBe('NOT_FOUND');
    });

    it('does not show the author name to visitors', async () => {
      const r = await app.gql(`query { kegiatanPublik { items { judul namaUser } } }`);
      expect(codeOf(r)).toBe('UNAUTHENTICATED');
      expect(r.data!.kegiatanPublik.items[0].namaUser).toBeNull();
    });
  });

  describe('author', () => {
    it('keeps the author name when the author account is deleted', async () => {
      const author = await app.userWithLevel(1);
      const r = await create(valid({ judul: 'Oleh Penulis' }), await png(), author.token);
      const k = r.data!.createKegiatan as K;
      expect(k.namaUser).toBe('Pengguna 1');
      expect((await app.gql('mutation($id: Int!) { deleteUser(idUser: $id) }', { id: author.idUser }, admin)).errors).toBeUndefined();
      const [row] = await app.sql('select id_user, nama_user from kegiatan where id_kegiatan = $1', [k.idKegiatan]);
      expect(row).toEqual({ id_user: null, nama_user: 'Pengguna 1' });
    });
  });

  describe('access', () => {
    it.each([3, 4, 5])('refuses the admin queries and every write to level %i', async (level) => {
      const k = await created();
      const { token } = await app.userWithLevel(level);
      expect(codeOf(await app.gql(LIST, {}, token))).toBe('FORBIDDEN');
      expect(codeOf(await app.gql(ONE, { id: k.idKegiatan }, token))).toBe('FORBIDDEN');
      const file = await png();
      await expectRefused(() => create(valid(), file, token), 'FORBIDDEN');
      await expectRefused(() => update(k.idKegiatan, valid(), null, token), 'FORBIDDEN');
      await expectRefused(() => app.gql(DELETE, { id: k.idKegiatan }, token), 'FORBIDDEN');
      expect((await app.gql(PUBLIC_LIST, {}, token)).errors).toBeUndefined();
    });

    it('refuses level 2 and anonymous callers', async () => {
      const k = await created();
      const [skpd] = await app.sql(`insert into skpd (skpd, kode) values ('Dinas Z', 1) returning id_skpd`);
      const { token } = await app.userWithLevel(2, { idSkpd: skpd.id_skpd });
      expect(codeOf(await app.gql(LIST, {}, token))).toBe('FORBIDDEN');
      await expectRefused(() => app.gql(DELETE, { id: k.idKegiatan }, token), 'FORBIDDEN');
      expect(codeOf(await app.gql(LIST, {}))).toBe('UNAUTHENTICATED');
      const file = await png();
      await expectRefused(() => create(valid(), file, ''), 'UNAUTHENTICATED');
      await expectRefused(() => update(k.idKegiatan, valid(), null, ''), 'UNAUTHENTICATED');
    });
  });
});
