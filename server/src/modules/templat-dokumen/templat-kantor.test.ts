import mammoth from 'mammoth';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, createMou, gqlUpload, PDF } from '../../test/kerjasama-fixtures.js';
import { fieldsOf, ok, refusedUnchanged } from '../../test/results.js';
import { createTestApp, type GqlResult, type TestApp } from '../../test/test-app.js';
import { templatBawaan } from './templat-bawaan.js';

const UNDUH = 'mutation($id: Int!) { unduhDraf(jenis: MOU, id: $id, templat: KESEPAKATAN_BERSAMA) { isi } }';
const DAFTAR = '{ templatDokumen { kode nama namaFile ukuran tglUnggah } }';
const UNGGAH = 'mutation($k: TemplatDokumen!, $file: Upload) { unggahTemplatDokumen(kode: $k, file: $file) { kode namaFile ukuran } }';
const PULIHKAN = 'mutation($k: TemplatDokumen!) { pulihkanTemplatDokumen(kode: $k) { kode namaFile } }';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A .docx built here: the shipped package with the office's own body (paragraphs of docxtemplater tags). */
const docx = (...paragraphs: string[]): Buffer => {
  const zip = new PizZip(templatBawaan('KESEPAKATAN_BERSAMA'));
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
};
const textOf = async (base64: string) => (await mammoth.extractRawText({ buffer: Buffer.from(base64, 'base64') })).value;

/** Office-uploaded templates (issue 17): upload, Unduh Draf fills it, reset to the shipped default. */
describe('templat dokumen kantor', () => {
  let app: TestApp;
  let admin: string;
  let idMou: number;

  const snapshot = () => Promise.all([app.sql("select id, sha256 from stored_file where owner_kind = 'templat.dokumen' order by id"), count(app, 'riwayat', "aksi not like 'Akses ditolak%'")]);
  const refused = (run: () => Promise<GqlResult>, code: string) => refusedUnchanged(snapshot, run, code);
  const unggah = (name: string, content: Buffer, token = admin, k = 'KESEPAKATAN_BERSAMA') => gqlUpload(app, UNGGAH, { k }, { name, content, type: DOCX }, token);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    const mitra = await app.userWithLevel(3);
    ({ idMou } = await createMou(app, admin, mitra.idUser, { judul: 'Pengelolaan Air Bersih', noKontrak: 'KB/021/2026', tglMulai: '2026-04-01', nilai: 750000 }));
  });
  afterAll(() => app.close());

  it('Unduh Draf fills the uploaded template; the replaced one goes; reset brings the default back', async () => {
    expect(ok(await app.gql(DAFTAR, {}, admin)).templatDokumen.map((t: { namaFile: string | null }) => t.namaFile)).toEqual([null, null, null]);
    const before = await count(app, 'riwayat');
    ok(await unggah('lama.docx', docx('Versi lama {judul}')));
    const t = ok(await unggah('kb-kantor.docx', docx('KESEPAKATAN KANTOR KOTA', 'Tentang {judul} nomor {noKontrak}', 'Mulai {tglMulai}; nilai {nilai} ({nilaiTerbilang})'))).unggahTemplatDokumen;
    expect(t).toMatchObject({ kode: 'KESEPAKATAN_BERSAMA', namaFile: 'kb-kantor.docx' });
    expect(await count(app, 'stored_file', "owner_kind = 'templat.dokumen'")).toBe(1);
    expect(await count(app, 'riwayat')).toBe(before + 2);

    const filled = ok(await app.gql(UNDUH, { id: idMou }, admin)).unduhDraf.isi;
    const text = await textOf(filled);
    expect(text).toContain('KESEPAKATAN KANTOR KOTA');
    expect(text).toContain('Tentang Pengelolaan Air Bersih nomor KB/021/2026');
    expect(text).toContain('Mulai 1 April 2026; nilai Rp 750.000,00 (tujuh ratus lima puluh ribu rupiah)');
    expect(text).not.toContain('Versi lama');
    // the other kinds keep their defaults
    expect(ok(await app.gql(DAFTAR, {}, admin)).templatDokumen.map((x: { namaFile: string | null }) => x.namaFile)).toEqual(['kb-kantor.docx', null, null]);

    expect(ok(await app.gql(PULIHKAN, { k: 'KESEPAKATAN_BERSAMA' }, admin)).pulihkanTemplatDokumen.namaFile).toBeNull();
    expect(await textOf(ok(await app.gql(UNDUH, { id: idMou }, admin)).unduhDraf.isi)).toContain('KESEPAKATAN BERSAMA');
    const again = await refused(() => app.gql(PULIHKAN, { k: 'KESEPAKATAN_BERSAMA' }, admin), 'BAD_USER_INPUT');
    expect(fieldsOf(again)).toEqual({ kode: 'Templat Kesepakatan Bersama sudah templat bawaan' });
  });

  it('refuses what is not a usable .docx template, too large files, and non-admins, changing nothing', async () => {
    const zip = new PizZip();
    zip.file('catatan.txt', 'bukan dokumen Word');
    for (const [name, content] of [
      ['surat.pdf', PDF],
      ['nama-docx.docx', PDF],
      ['arsip.docx', zip.generate({ type: 'nodebuffer' })],
    ] as const) {
      expect(fieldsOf(await refused(() => unggah(name, content), 'BAD_USER_INPUT'))).toEqual({ file: 'Format file salah' });
    }
    const rusak = await refused(() => unggah('rusak.docx', docx('Tentang {judul')), 'BAD_USER_INPUT');
    expect(fieldsOf(rusak)?.file).toMatch(/^Templat tidak dapat dibaca sebagai templat \.docx/);
    const padded = new PizZip(docx('Tentang {judul}'));
    padded.file('word/media/besar.bin', Buffer.from(Array.from({ length: 3 * 1024 * 1024 }, (_, i) => (i * 7919) % 251)));
    const big = padded.generate({ type: 'nodebuffer', compression: 'STORE' });
    expect(fieldsOf(await refused(() => unggah('besar.docx', big), 'BAD_USER_INPUT'))).toEqual({ file: 'Ukuran file lebih dari 2MB' });
    for (const level of [3, 4]) {
      const u = await app.userWithLevel(level);
      await refused(() => unggah('kb.docx', docx('{judul}'), u.token), 'FORBIDDEN');
      await refused(() => app.gql(PULIHKAN, { k: 'PKS' }, u.token), 'FORBIDDEN');
    }
  });
});
