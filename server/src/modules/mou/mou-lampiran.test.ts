import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, createMou, gqlUpload, lastRiwayat, PDF, PNG } from '../../test/kerjasama-fixtures.js';
import { docx, xlsx, zipWithExe } from '../../test/office-files.js';
import { codeOf, errorOf, fieldsOf, ok, refusedUnchanged } from '../../test/results.js';
import { createTestApp, type GqlResult, type TestApp } from '../../test/test-app.js';

const FILES = `query($id: Int!) { mou(idMou: $id) { dokumen { idFile namaFile url mime ukuran } gambar { idFile namaGambar url mime } skpd { idSkpd skpd } } }`;
const ADD_DOC = `mutation($id: Int!, $file: Upload) { addMouDokumen(idMou: $id, file: $file) { idFile namaFile url mime ukuran } }`;
const ADD_IMG = `mutation($id: Int!, $file: Upload) { addMouGambar(idMou: $id, file: $file) { idFile namaGambar url mime } }`;
const REMOVE_DOC = `mutation($id: Int!, $f: String, $n: String) { removeMouDokumen(idMou: $id, idFile: $f, namaFile: $n) }`;
const REMOVE_IMG = `mutation($id: Int!, $f: String, $n: String) { removeMouGambar(idMou: $id, idFile: $f, namaGambar: $n) }`;
const ADD_SKPD = `mutation($id: Int!, $s: Int) { addMouSkpd(idMou: $id, idSkpd: $s) { idSkpd skpd } }`;
const REMOVE_SKPD = `mutation($id: Int!, $s: Int!) { removeMouSkpd(idMou: $id, idSkpd: $s) }`;


/** Documents, gallery pictures and linked agencies of an agreement (split from mou.test.ts). */
describe('mou (Kesepakatan): documents, gallery and agencies', () => {
  let app: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };
  let skpd2: { idUser: number; token: string };
  let idSkpd: number;

  const snapshot = () =>
    Promise.all([
      app.sql('select * from mou order by id_mou'),
      app.sql('select * from mou_skpd order by id_mou, id_skpd'),
      app.sql('select id, owner_kind, owner_id from stored_file order by id'),
      count(app, 'riwayat', "aksi not like 'Akses ditolak%'"),
    ]);
  /** Runs a refused request and checks that nothing was stored, not even a riwayat row. */
  const expectRefused = (run: () => Promise<GqlResult>, code: string) => refusedUnchanged(snapshot, run, code);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    mitra = await app.userWithLevel(3);
    const [s] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Kerja Sama', 77, 1) returning id_skpd`);
    idSkpd = s.id_skpd;
    skpd2 = await app.userWithLevel(2, { idSkpd });
  });
  afterAll(() => app.close());


  describe('documents, gallery and agencies', () => {
    it('stores a document sent as a real multipart upload, lists it with a working link, and removes it', async () => {
      const m = await createMou(app, admin, mitra.idUser);
      const before = await count(app, 'riwayat');
      const d = ok(await gqlUpload(app, ADD_DOC, { id: m.idMou }, { name: 'naskah.pdf', content: PDF, type: 'application/pdf' }, admin)).addMouDokumen;
      expect(d).toMatchObject({ namaFile: 'naskah.pdf', mime: 'application/pdf', ukuran: PDF.length });
      expect(await count(app, 'riwayat')).toBe(before + 1);
      expect((await lastRiwayat(app)).aksi).toBe(`Menambah dokumen "naskah.pdf" pada kesepakatan "${m.judul}"`);
      const listed = ok(await app.gql(FILES, { id: m.idMou }, skpd2.token)).mou;
      expect(listed.dokumen).toHaveLength(1);
      const res = await fetch(`${app.url}${listed.dokumen[0].url}`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
      expect((await fetch(`${app.url}/files/${d.idFile}/naskah.pdf`)).status).toBe(403);

      expect(ok(await app.gql(REMOVE_DOC, { id: m.idMou, f: d.idFile }, admin)).removeMouDokumen).toBe(true);
      expect((await lastRiwayat(app)).aksi).toBe(`Menghapus dokumen "naskah.pdf" dari kesepakatan "${m.judul}"`);
      expect(await count(app, 'stored_file', 'id = $1', [d.idFile])).toBe(0);
    });

    it('removes a document by its name (the legacy way) and never another agreement’s file', async () => {
      const a = await createMou(app, admin, mitra.idUser);
      const b = await createMou(app, admin, mitra.idUser);
      const d = ok(await gqlUpload(app, ADD_DOC, { id: a.idMou }, { name: 'lampiran.pdf', content: PDF }, admin)).addMouDokumen;
      const r = await expectRefused(() => app.gql(REMOVE_DOC, { id: b.idMou, f: d.idFile }, admin), 'NOT_FOUND');
      expect(errorOf(r).message).toBe('File tidak ditemukan');
      await expectRefused(() => app.gql(REMOVE_DOC, { id: b.idMou, n: 'lampiran.pdf' }, admin), 'NOT_FOUND');
      ok(await app.gql(REMOVE_DOC, { id: a.idMou, n: 'lampiran.pdf' }, admin));
      expect(await count(app, 'stored_file', 'owner_kind = $1 and owner_id = $2', ['mou.dokumen', a.idMou])).toBe(0);
    });

    it.each([
      ['a .png name with text content', ADD_DOC, { name: 'palsu.png', content: Buffer.from('bukan gambar sama sekali'), type: 'image/png' }, 'Format file salah'],
      ['an 11 MB document', ADD_DOC, { name: 'besar.pdf', content: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]) }, 'Ukuran file lebih dari 10MB'],
      ['a PDF as a gallery image', ADD_IMG, { name: 'naskah.pdf', content: PDF }, 'Format file salah'],
      ['a 3 MB image', ADD_IMG, { name: 'besar.png', content: Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]) }, 'Ukuran file lebih dari 2MB'],
      ['no file at all', ADD_DOC, null, 'File tidak boleh kosong'],
    ])('refuses %s with "%s" and stores nothing', async (_what, query, file, message) => {
      const m = await createMou(app, admin, mitra.idUser);
      const r = await expectRefused(() => gqlUpload(app, query, { id: m.idMou }, file, admin), 'BAD_USER_INPUT');
      expect(errorOf(r).message).toBe(message);
    });

    it('takes a document of exactly 10 MB (not "lebih dari 10MB"); one byte more is refused', async () => {
      const m = await createMou(app, admin, mitra.idUser);
      const exact = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length)]);
      expect(ok(await gqlUpload(app, ADD_DOC, { id: m.idMou }, { name: 'pas.pdf', content: exact }, admin)).addMouDokumen).toMatchObject({ namaFile: 'pas.pdf' });
      const r = await expectRefused(() => gqlUpload(app, ADD_DOC, { id: m.idMou }, { name: 'lebih.pdf', content: Buffer.concat([exact, Buffer.alloc(1)]) }, admin), 'BAD_USER_INPUT');
      expect(errorOf(r).message).toBe('Ukuran file lebih dari 10MB');
    });

    it('judges Office files by their structure: a ZIP named .docx or .xlsx is refused, real ones are kept', async () => {
      const m = await createMou(app, admin, mitra.idUser);
      const archive = await zipWithExe();
      for (const name of ['laporan.docx', 'laporan.xlsx']) {
        const r = await expectRefused(() => gqlUpload(app, ADD_DOC, { id: m.idMou }, { name, content: archive, type: 'application/msword' }, admin), 'BAD_USER_INPUT');
        expect(fieldsOf(r), name).toEqual({ file: 'Format file salah' });
      }
      const word = ok(await gqlUpload(app, ADD_DOC, { id: m.idMou }, { name: 'naskah.docx', content: await docx() }, admin)).addMouDokumen;
      expect(word).toMatchObject({ namaFile: 'naskah.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
      const sheet = ok(await gqlUpload(app, ADD_DOC, { id: m.idMou }, { name: 'anggaran.xlsx', content: await xlsx() }, admin)).addMouDokumen;
      expect(sheet).toMatchObject({ namaFile: 'anggaran.xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
      const res = await fetch(`${app.url}${sheet.url}`);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="anggaran\.xlsx"/);
    });

    it('keeps and serves every file under the extension of its detected type: a PNG sent as poly.html is poly.png', async () => {
      const m = await createMou(app, admin, mitra.idUser);
      const g = ok(await gqlUpload(app, ADD_IMG, { id: m.idMou }, { name: 'poly.html', content: PNG, type: 'text/html' }, admin)).addMouGambar;
      expect(g).toMatchObject({ namaGambar: 'poly.png', mime: 'image/png' });
      expect(new URL(g.url, app.url).pathname).toMatch(/\/poly\.png$/);
      const res = await fetch(`${app.url}${g.url}`);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="poly\.png"/);
      expect((await lastRiwayat(app)).aksi).toBe(`Menambah gambar "poly.png" pada kesepakatan "${m.judul}"`);
      const d = ok(await gqlUpload(app, ADD_DOC, { id: m.idMou }, { name: 'kontrak.docx', content: PDF }, admin)).addMouDokumen;
      expect(d).toMatchObject({ namaFile: 'kontrak.pdf', mime: 'application/pdf' });
    });

    it('stores gallery images and removes them by id or by name', async () => {
      const m = await createMou(app, admin, mitra.idUser);
      const g = ok(await gqlUpload(app, ADD_IMG, { id: m.idMou }, { name: 'foto.png', content: PNG }, admin)).addMouGambar;
      expect(g).toMatchObject({ namaGambar: 'foto.png', mime: 'image/png' });
      ok(await gqlUpload(app, ADD_IMG, { id: m.idMou }, { name: 'foto2.png', content: PNG }, admin));
      expect(ok(await app.gql(FILES, { id: m.idMou }, admin)).mou.gambar.map((x: any) => x.namaGambar)).toEqual(['foto.png', 'foto2.png']);
      ok(await app.gql(REMOVE_IMG, { id: m.idMou, f: g.idFile }, admin));
      ok(await app.gql(REMOVE_IMG, { id: m.idMou, n: 'foto2.png' }, admin));
      expect(ok(await app.gql(FILES, { id: m.idMou }, admin)).mou.gambar).toEqual([]);
      expect((await lastRiwayat(app)).aksi).toBe(`Menghapus gambar "foto2.png" dari kesepakatan "${m.judul}"`);
    });

    it('links agencies once each, with SPEC messages, and unlinks them', async () => {
      const m = await createMou(app, admin, mitra.idUser);
      expect(ok(await app.gql(ADD_SKPD, { id: m.idMou, s: idSkpd }, admin)).addMouSkpd).toEqual({ idSkpd, skpd: 'Dinas Kerja Sama' });
      expect((await lastRiwayat(app)).aksi).toBe(`Menambah SKPD "Dinas Kerja Sama" pada kesepakatan "${m.judul}"`);
      expect(ok(await app.gql(FILES, { id: m.idMou }, admin)).mou.skpd).toEqual([{ idSkpd, skpd: 'Dinas Kerja Sama' }]);
      const twice = await expectRefused(() => app.gql(ADD_SKPD, { id: m.idMou, s: idSkpd }, admin), 'BAD_USER_INPUT');
      expect(fieldsOf(twice)).toEqual({ idSkpd: 'SKPD "Dinas Kerja Sama" sudah ditambahkan' });
      expect(fieldsOf(await expectRefused(() => app.gql(ADD_SKPD, { id: m.idMou, s: null }, admin), 'BAD_USER_INPUT'))).toEqual({ idSkpd: 'SKPD tidak boleh kosong' });
      expect(fieldsOf(await expectRefused(() => app.gql(ADD_SKPD, { id: m.idMou, s: 999_999 }, admin), 'BAD_USER_INPUT'))).toEqual({ idSkpd: 'SKPD tidak ditemukan' });

      // An agency in use cannot be deleted.
      const del = await app.gql('mutation($id: Int!) { deleteSkpd(idSkpd: $id) }', { id: idSkpd }, admin);
      expect(codeOf(del)).toBe('CONFLICT');

      expect(ok(await app.gql(REMOVE_SKPD, { id: m.idMou, s: idSkpd }, admin)).removeMouSkpd).toBe(true);
      expect((await lastRiwayat(app)).aksi).toBe(`Menghapus SKPD "Dinas Kerja Sama" dari kesepakatan "${m.judul}"`);
      await expectRefused(() => app.gql(REMOVE_SKPD, { id: m.idMou, s: idSkpd }, admin), 'NOT_FOUND');
    });
  });

});
