import mammoth from 'mammoth';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMou, createPks } from '../../test/kerjasama-fixtures.js';
import { codeOf, fieldsOf, ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { rupiahTerbilang } from './rupiah-terbilang.js';

const UNDUH = 'mutation($j: JenisKerjasama!, $id: Int!, $t: TemplatDokumen!) { unduhDraf(jenis: $j, id: $id, templat: $t) { namaFile mime isi } }';

/** The document's text, read back by mammoth (a .docx reader): proof that it opens and what it says. */
const textOf = async (base64: string) => (await mammoth.extractRawText({ buffer: Buffer.from(base64, 'base64') })).value;

describe('Unduh Draf (DOCX templates)', () => {
  let app: TestApp;
  let admin: string;
  let idMou: number;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    const mitra = await app.userWithLevel(3);
    ({ idMou } = await createMou(app, admin, mitra.idUser, {
      judul: 'Pengembangan Kota Cerdas',
      noKontrak: 'KB/015/2026',
      tglMulai: '2026-03-01',
      tglBerakhir: '2029-02-28',
      nilai: 2500000000,
      namaTtd: 'Dr. Siti Aminah',
      jabatanTtd: 'Wali Kota',
      deskripsi: 'Layanan publik digital terpadu',
    }));
  });
  afterAll(() => app.close());

  it('fills the Kesepakatan Bersama template with the record, Indonesian dates and the amount in words', async () => {
    const d = ok(await app.gql(UNDUH, { j: 'MOU', id: idMou, t: 'KESEPAKATAN_BERSAMA' }, admin)).unduhDraf;
    expect(d.mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(d.namaFile).toBe('kesepakatan-bersama-KB-015-2026.docx');
    const text = await textOf(d.isi);
    for (const expected of [
      'KESEPAKATAN BERSAMA',
      'Pengembangan Kota Cerdas',
      'Nomor: KB/015/2026',
      'PT Mitra Sejahtera',
      'Dr. Siti Aminah, Wali Kota',
      'Layanan publik digital terpadu',
      'sejak 1 Maret 2026 sampai dengan 28 Februari 2029',
      'Rp 2.500.000.000,00 (dua miliar lima ratus juta rupiah)',
    ]) expect(text).toContain(expected);
    expect(text).not.toMatch(/[{}]/);
    // a valid package: the parts a word processor needs
    const zip = new PizZip(Buffer.from(d.isi, 'base64'));
    for (const part of ['[Content_Types].xml', '_rels/.rels', 'word/document.xml']) expect(zip.file(part)).not.toBeNull();
  });

  it('fills the PKS template with its agreement, and the invitation for either kind', async () => {
    const { idPks } = await createPks(app, admin, idMou, { judul: 'PKS Jaringan Kota', noKontrak: 'PKS/7/2026', nilai: 1250000.5 });
    const pks = await textOf(ok(await app.gql(UNDUH, { j: 'PKS', id: idPks, t: 'PKS' }, admin)).unduhDraf.isi);
    expect(pks).toContain('Sebagai pelaksanaan Kesepakatan Bersama Nomor KB/015/2026 tentang Pengembangan Kota Cerdas');
    expect(pks).toContain('(satu juta dua ratus lima puluh ribu rupiah lima puluh sen)');
    const undangan = await textOf(ok(await app.gql(UNDUH, { j: 'MOU', id: idMou, t: 'UNDANGAN_PENANDATANGANAN' }, admin)).unduhDraf.isi);
    expect(undangan).toContain('penandatanganan Kesepakatan Bersama tentang Pengembangan Kota Cerdas (Nomor KB/015/2026), yang telah sampai pada tahap Pelaksanaan');
  });

  it('writes a record whose text holds invisible control characters (pasted from elsewhere) without them', async () => {
    const mitra = await app.userWithLevel(3);
    const { idMou: id } = await createMou(app, admin, mitra.idUser, { judul: 'Air \u0001Bersih\u000B Kota', noKontrak: 'KB/\u001B016/2026', deskripsi: 'Satu\u000Cdua' });
    const isi = ok(await app.gql(UNDUH, { j: 'MOU', id, t: 'KESEPAKATAN_BERSAMA' }, admin)).unduhDraf.isi;
    const text = await textOf(isi);
    expect(text).toContain('Air Bersih');
    expect(text).toContain('Nomor: KB/016/2026');
    // the form feed became a line break (mammoth's plain text leaves breaks out, the document has it)
    const xml = new PizZip(Buffer.from(isi, 'base64')).file('word/document.xml')!.asText();
    expect(xml).toMatch(/Satu<\/w:t><\/w:r><w:r><w:br\/><\/w:r><w:r>.*?<w:t[^>]*>dua/);
    // eslint-disable-next-line no-control-regex
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
  });

  it('refuses a template of the other kind, a missing record, and partners', async () => {
    expect(fieldsOf(await app.gql(UNDUH, { j: 'MOU', id: idMou, t: 'PKS' }, admin))).toEqual({ templat: 'Templat ini tidak untuk jenis kerja sama tersebut' });
    expect(codeOf(await app.gql(UNDUH, { j: 'MOU', id: 999999, t: 'KESEPAKATAN_BERSAMA' }, admin))).toBe('NOT_FOUND');
    const mitra = await app.userWithLevel(4);
    expect(codeOf(await app.gql(UNDUH, { j: 'MOU', id: idMou, t: 'KESEPAKATAN_BERSAMA' }, mitra.token))).toBe('FORBIDDEN');
  });

  it('writes amounts in words', () => {
    expect(rupiahTerbilang(0)).toBe('nol rupiah');
    expect(rupiahTerbilang(1000)).toBe('seribu rupiah');
    expect(rupiahTerbilang(115)).toBe('seratus lima belas rupiah');
    expect(rupiahTerbilang(1_000_000_000_000)).toBe('satu triliun rupiah');
  });
});
