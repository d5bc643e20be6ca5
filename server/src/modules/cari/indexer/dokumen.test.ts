import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createMou, createPks } from '../../../test/kerjasama-fixtures.js';
import { docx } from '../../../test/office-files.js';
import { ok } from '../../../test/results.js';
import { gqlUpload, type TestFile } from '../../../test/uploads.js';
import { bagian, DOKUMEN_BAGIAN } from '../cari.sql.js';
import { extractText } from './extract.js';
import { Ocr } from './ocr.js';
import { DocumentIndexer, INDEX_QUEUE, type Jobs } from './indexer.service.js';
import { ParseThread } from './parse-in-worker.js';
import { PEMBACA_VERSI } from './versi.js';
import { parseDocument } from './parse.js';
import { pino } from 'pino';

const ADD = 'mutation($id: Int!, $file: Upload) { addMouDokumen(idMou: $id, file: $file) { idFile namaFile } }';
const CARI = `query($i: CariInput!) { cari(input: $i) { total belumTerbaca items { jenis id sumber idFile namaFile urlFile potongan { teks sorot } } } }`;

const pdfOf = (draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });

/** A "scan": black text on white as pixels only (an SVG rendered by sharp), no text layer. */
const scanPng = (lines: string[]): Promise<Buffer> => {
  const text = lines.map((l, i) => `<text x="40" y="${80 + i * 60}" font-family="DejaVu Sans" font-size="40">${l}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="${120 + lines.length * 60}"><rect width="100%" height="100%" fill="white"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
};

/** Control characters: none may reach the stored text (a form feed showed as a box in snippets). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const NS = `xmlns:w="${W}" xmlns:r="${REL}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ` +
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:v="urn:schemas-microsoft-com:vml"';
type WordPart = 'header' | 'footer' | 'footnotes' | 'endnotes';

/** A DOCX laid out as Word writes it: the body, and its headers, footers and notes as parts related to it. */
const docxOf = (body: string, parts: [WordPart, string][]): Promise<Buffer> => {
  const root: Record<WordPart, string> = { header: 'w:hdr', footer: 'w:ftr', footnotes: 'w:footnotes', endnotes: 'w:endnotes' };
  const named = parts.map(([type, xml], i) => ({ type, xml, name: `${type}${i + 1}.xml`, id: `rId${i + 10}` }));
  const refs = named.filter((n) => n.type === 'header' || n.type === 'footer')
    .map((n, i) => `<w:${n.type}Reference w:type="${i % 2 ? 'first' : 'default'}" r:id="${n.id}"/>`).join('');
  const zip = new JSZip();
  zip.file('[Content_Types].xml', `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    named.map((n) => `<Override PartName="/word/${n.name}" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.${n.type}+xml"/>`).join('') +
    '</Types>');
  zip.file('_rels/.rels', `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`);
  zip.file('word/_rels/document.xml.rels', `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    `<Relationship Id="rId2" Type="${REL}/hyperlink" Target="https://contoh.go.id" TargetMode="External"/>` +
    named.map((n) => `<Relationship Id="${n.id}" Type="${REL}/${n.type}" Target="${n.name}"/>`).join('') + '</Relationships>');
  zip.file('word/document.xml', `${XML}<w:document ${NS}><w:body>${body}<w:sectPr>${refs}<w:titlePg/></w:sectPr></w:body></w:document>`);
  for (const n of named) zip.file(`word/${n.name}`, `${XML}<${root[n.type]} ${NS}>${n.xml}</${root[n.type]}>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};
const para = (...runs: string[]) => `<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr>${runs.join('')}</w:p>`;
const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
/** A note as Word writes one, and the separators Word puts first in every notes part. */
const note = (kind: 'footnote' | 'endnote', id: number, text: string) =>
  `<w:${kind} w:id="${id}">${para(`<w:r><w:rPr><w:rStyle w:val="${kind === 'footnote' ? 'FootnoteReference' : 'EndnoteReference'}"/></w:rPr><w:${kind}Ref/></w:r>`, run(` ${text}`))}</w:${kind}>`;
const separators = (kind: 'footnote' | 'endnote') =>
  `<w:${kind} w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:${kind}><w:${kind} w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:${kind}>`;

const xlsxOf = async (rows: string[][]): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Anggaran');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
};

describe('cari: the text inside documents', () => {
  let app: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };
  let other: { idUser: number; token: string };
  let idMou: number;
  const ocr = new Ocr();

  const upload = async (file: TestFile) => ok(await gqlUpload(app, ADD, { id: idMou }, { file }, admin)).addMouDokumen as { idFile: string };
  const cari = async (teks: string, token = admin) =>
    ok(await app.gql(CARI, { i: { teks } }, token)).cari as { total: number; belumTerbaca: number; items: { sumber: string; idFile: string; urlFile: string; potongan: { teks: string; sorot: boolean }[] }[] };
  /** The document's text row once the background job has written it (polled, no fixed sleep). */
  const indexed = async (idFile: string) => {
    await expect.poll(async () => (await app.sql('select status from dokumen_teks where id_file = $1', [idFile]))[0]?.status, { timeout: 60_000, interval: 200 })
      .toMatch(/^(terbaca|tidak_terbaca)$/);
    return (await app.sql('select status, metode, alasan, teks from dokumen_teks where id_file = $1', [idFile]))[0] as { status: string; metode: string; alasan: string; teks: string };
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    mitra = await app.userWithLevel(3);
    other = await app.userWithLevel(3);
    idMou = (await createMou(app, admin, mitra.idUser, { judul: 'Kerja Sama Pendidikan', status: 3 })).idMou;
  });
  afterAll(() => app?.close());

  it('an uploaded PDF answers at once; its text follows in the background and is found with a snippet', async () => {
    const bytes = await pdfOf((d) => {
      d.fontSize(12).text('Pasal 1. Para pihak sepakat menyelenggarakan program beasiswa bagi siswa berprestasi.');
      d.addPage().text('Pasal 2. Pembiayaan penyediaan air bersih ditanggung bersama.');
    });
    const { idFile } = await upload({ name: 'naskah.pdf', bytes, type: 'application/pdf' });
    expect((await indexed(idFile)).metode).toBe('teks');
    const r = await cari('beasiswa siswa');
    const hit = r.items.find((i) => i.idFile === idFile)!;
    expect(hit.sumber).toBe('DOKUMEN');
    expect(hit.urlFile).toContain(`/files/${idFile}/`);
    expect(hit.potongan.filter((p) => p.sorot).map((p) => p.teks.toLowerCase())).toContain('beasiswa');
    // the partner tied to the agreement finds it; another partner does not
    expect((await cari('beasiswa', mitra.token)).items.some((i) => i.idFile === idFile)).toBe(true);
    expect((await cari('beasiswa', other.token)).items).toEqual([]);
  });

  it('reads DOCX and XLSX', async () => {
    const word = await upload({ name: 'adendum.docx', bytes: await docx('Adendum mengatur pelatihan perangkat kelurahan') });
    const sheet = await upload({ name: 'rab.xlsx', bytes: await xlsxOf([['Uraian', 'Biaya'], ['Pengadaan komputer sekolah', '125000000']]) });
    expect((await indexed(word.idFile)).status).toBe('terbaca');
    expect((await indexed(sheet.idFile)).status).toBe('terbaca');
    expect((await cari('melatih perangkat')).items.map((i) => i.idFile)).toContain(word.idFile);
    expect((await cari('pengadaan komputer')).items.map((i) => i.idFile)).toContain(sheet.idFile);
  });

  it('DOCX: a line break separates words; headers, footers, footnotes and endnotes are read, each repeated header once; deleted text and field codes are not', async () => {
    const kop = para(run('Nomor: 119/KSD-KOTA/XI/2026 Kopsurat Balaikotamerdeka'));
    const body =
      para(run('Pihak kedua menyediakan'), '<w:r><w:tab/><w:t>mesin</w:t><w:br/><w:t>jahit</w:t></w:r>', '<w:r><w:br/></w:r>', run('portabel'),
        '<w:del w:id="7" w:author="Staf"><w:r><w:delText> gergaji</w:delText></w:r></w:del>', run('.'), '<w:r><w:footnoteReference w:id="1"/></w:r>') +
      para(run('Pengadaan ambulans desa'), '<w:r><w:endnoteReference w:id="1"/></w:r>',
        '<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx><w:txbxContent>' + para(run('Stempel basah dinas')) +
        '</w:txbxContent></wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox><w:txbxContent>' + para(run('Stempel basah dinas')) +
        '</w:txbxContent></v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r>');
    const pageNumber = '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE \\* MERGEFORMAT </w:instrText></w:r>' +
      '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>';
    const bytes = await docxOf(body, [
      ['header', kop],
      ['header', kop],
      ['footer', para(run('Sekretariat Daerah, halaman '), pageNumber)],
      ['footnotes', separators('footnote') + note('footnote', 1, 'Catatan kaki tentang sirene nirkabel.')],
      ['endnotes', separators('endnote') + note('endnote', 1, 'Catatan akhir tentang pompa hidram.')],
    ]);
    expect((await parseDocument('docx', bytes)).teks).toBe([
      'Nomor: 119/KSD-KOTA/XI/2026 Kopsurat Balaikotamerdeka',
      'Pihak kedua menyediakan\tmesin\njahit\nportabel.\nPengadaan ambulans desa\nStempel basah dinas',
      'Catatan kaki tentang sirene nirkabel.',
      'Catatan akhir tentang pompa hidram.',
      'Sekretariat Daerah, halaman 1',
    ].join('\n\n'));
    const { idFile } = await upload({ name: 'adendum-kop.docx', bytes });
    expect(await indexed(idFile)).toMatchObject({ status: 'terbaca', metode: 'teks' });
    for (const words of ['mesin jahit', 'Balaikotamerdeka', 'sirene nirkabel', 'pompa hidram', 'Sekretariat Daerah']) {
      expect((await cari(words)).items.map((i) => i.idFile), words).toContain(idFile);
    }
  });

  it('XLSX: a date reads as an Indonesian reader writes it; rich text, links, formulas, booleans, errors and merged cells read sensibly', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Jadwal Pelaksanaan');
    sheet.addRow(['Kegiatan', 'Tanggal', 'Biaya', 'Tautan', 'Selesai', 'Total']);
    const row = sheet.addRow(['Peresmian bendungan Jatigede', new Date(Date.UTC(2026, 2, 17)), 1500000, { text: 'laman resmi', hyperlink: 'https://contoh.go.id' }, true, { formula: 'C2*2', result: 3000000 }]);
    row.getCell(2).numFmt = 'dd/mm/yyyy';
    row.getCell(3).numFmt = '"Rp"#,##0';
    const later = sheet.addRow([
      { richText: [{ text: 'Penanaman ' }, { font: { bold: true }, text: 'mangrove' }, { text: ' pesisir Indramayu' }] },
      new Date(Date.UTC(2026, 2, 18, 14, 30)),
      { formula: 'C2/0', result: { error: '#DIV/0!' } },
      { text: { richText: [{ text: 'peta ' }, { font: { italic: true }, text: 'lokasi' }] }, hyperlink: 'https://peta.contoh.go.id' },
      false,
      { formula: 'TEXT(B3,"dd")', result: 'delapan belas' },
    ]);
    later.getCell(2).numFmt = 'dd/mm/yyyy hh:mm';
    sheet.addRow(['Rapat koordinasi lintas dinas']);
    sheet.mergeCells('A4:F4');
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    expect((await parseDocument('xlsx', bytes)).teks).toBe([
      'Jadwal Pelaksanaan',
      'Kegiatan Tanggal Biaya Tautan Selesai Total',
      'Peresmian bendungan Jatigede 17/03/2026 17 Maret 2026 1500000 laman resmi BENAR 3000000',
      'Penanaman mangrove pesisir Indramayu 18/03/2026 18 Maret 2026 14.30 peta lokasi SALAH delapan belas',
      'Rapat koordinasi lintas dinas',
    ].join('\n'));
    const { idFile } = await upload({ name: 'jadwal.xlsx', bytes });
    expect(await indexed(idFile)).toMatchObject({ status: 'terbaca', metode: 'teks' });
    for (const words of ['17/03/2026', '17 Maret 2026', 'Jatigede', 'mangrove']) {
      expect((await cari(words)).items.map((i) => i.idFile), words).toContain(idFile);
    }
  });

  it('reads a scanned PNG and a scanned PDF by OCR in Indonesian', async (t) => {
    if (await ocr.unavailable()) {
      if (process.env.CI) throw new Error(`OCR missing in CI: ${await ocr.unavailable()}`);
      return t.skip();
    }
    const png = await scanPng(['PERJANJIAN PENGELOLAAN', 'Sampah rumah tangga diolah', 'menjadi kompos oleh warga.']);
    const scan = await upload({ name: 'pindaian.png', bytes: png, type: 'image/png' });
    const row = await indexed(scan.idFile);
    expect(row).toMatchObject({ status: 'terbaca', metode: 'ocr' });
    expect((await cari('kompos')).items.map((i) => i.idFile)).toContain(scan.idFile);
    const scannedPdf = await pdfOf((d) => void d.image(png, 20, 20, { width: 550 }));
    const pdfScan = await upload({ name: 'pindaian.pdf', bytes: scannedPdf, type: 'application/pdf' });
    expect(await indexed(pdfScan.idFile)).toMatchObject({ status: 'terbaca', metode: 'ocr' });
    expect((await cari('sampah rumah tangga')).items.map((i) => i.idFile)).toContain(pdfScan.idFile);
  });

  it('a PDF of a typed page and scanned pages: the scanned pages are read by OCR, after the typed text; without Tesseract the typed text stays searchable and the document counts as not yet readable', async (t) => {
    if (await ocr.unavailable()) {
      if (process.env.CI) throw new Error(`OCR missing in CI: ${await ocr.unavailable()}`);
      return t.skip();
    }
    const cover = 'PERJANJIAN KERJA SAMA ANTARA PEMERINTAH KOTA DAN YAYASAN KONSERVASI ALAM NUSANTARA TENTANG PENGELOLAAN HUTAN KOTA.';
    const scans = [
      await scanPng(['PASAL 5 KEWAJIBAN', 'Pihak kedua membangun menara', 'pengawas kebakaran hutan Lorentz.']),
      await scanPng(['PASAL 6 PENUTUP', 'Ditandatangani di Merauke.']),
    ];
    const bytes = await pdfOf((d) => {
      d.fontSize(14).text(`${cover} Halaman berikutnya hasil pindaian naskah yang telah ditandatangani.`);
      for (const scan of scans) d.addPage().image(scan, 20, 20, { width: 550 });
    });
    const { idFile } = await upload({ name: 'campuran.pdf', bytes, type: 'application/pdf' });
    const row = await indexed(idFile);
    expect(row).toMatchObject({ status: 'terbaca', metode: 'ocr', alasan: null });
    // the typed page is not read again by OCR; the pages keep their order; Tesseract's page ends (form feeds) are gone
    expect(row.teks.match(/KONSERVASI/g)).toHaveLength(1);
    expect(row.teks).toMatch(/HUTAN KOTA\.[^]*\n\nPASAL 5 KEWAJIBAN[^]*Lorentz\.\n\nPASAL 6 PENUTUP\nDitandatangani di Merauke\.$/);
    expect(row.teks).not.toMatch(CONTROL);
    expect((await cari('pengawas kebakaran Lorentz')).items.map((i) => i.idFile)).toContain(idFile);
    expect((await cari('Merauke')).items.map((i) => i.idFile)).toContain(idFile);

    const before = (await cari('apa saja')).belumTerbaca;
    const withoutOcr = new DocumentIndexer(new Ocr('/tidak/ada/tesseract'), new ParseThread(), pino({ level: 'silent' }));
    expect(await withoutOcr.indexDocument(app.db.orm.em.fork(), idFile)).toMatchObject({
      status: 'tidak_terbaca', metode: 'teks', alasan: 'Sebagian halaman hasil pindaian belum dapat dibaca: OCR belum tersedia: Tesseract belum terpasang di server',
    });
    expect((await cari('konservasi alam')).items.map((i) => i.idFile)).toContain(idFile);
    expect((await cari('Merauke')).items.map((i) => i.idFile)).not.toContain(idFile);
    expect((await cari('apa saja')).belumTerbaca).toBe(before + 1);
  });

  it('PDF pages are kept apart by a blank line: no control character is stored or shown in a snippet', async () => {
    const bytes = await pdfOf((d) => {
      d.fontSize(12).text('Pasal 1. Para pihak sepakat mengembangkan budidaya teripang di perairan Teluk Maninjau.');
      d.addPage().text('Pasal 2. Biaya ditanggung bersama.');
      d.addPage().text('Pasal 3. Sengketa diselesaikan melalui musyawarah.');
    });
    expect((await parseDocument('pdf', bytes)).teks).not.toMatch(CONTROL);
    const { idFile } = await upload({ name: 'naskah-tiga.pdf', bytes, type: 'application/pdf' });
    const row = await indexed(idFile);
    expect(row.teks).toBe('Pasal 1. Para pihak sepakat mengembangkan budidaya teripang di perairan Teluk\nManinjau.\n\nPasal 2. Biaya ditanggung bersama.\n\nPasal 3. Sengketa diselesaikan melalui musyawarah.');
    const hit = (await cari('teripang')).items.find((i) => i.idFile === idFile)!;
    const snippet = hit.potongan.map((p) => p.teks).join('');
    expect(snippet).toContain('Pasal 2');
    expect(snippet).not.toMatch(CONTROL);
  });

  it('a corrupt or password-protected PDF is stored, indexed as unreadable with its reason, and counted', async () => {
    const before = (await cari('apa saja')).belumTerbaca;
    const corrupt = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    const broken = await upload({ name: 'rusak.pdf', bytes: corrupt, type: 'application/pdf' });
    const locked = await upload({
      name: 'terkunci.pdf',
      bytes: await pdfOf((d) => void d.text('Rahasia negara'), { userPassword: 'sandi', ownerPassword: 'pemilik', pdfVersion: '1.7' }),
      type: 'application/pdf',
    });
    expect(await indexed(broken.idFile)).toMatchObject({ status: 'tidak_terbaca', alasan: 'Berkas PDF rusak atau tidak dapat dibuka' });
    expect(await indexed(locked.idFile)).toMatchObject({ status: 'tidak_terbaca', alasan: 'PDF dilindungi kata sandi' });
    expect((await cari('apa saja')).belumTerbaca).toBe(before + 2);
    expect((await app.sql('select count(*)::int as n from stored_file where id = any($1)', [[broken.idFile, locked.idFile]]))[0].n).toBe(2);
  });

  it('finds a document in each part of the documents\' index (DOKUMEN_BAGIAN), also when asked for one kind', async () => {
    // file ids chosen so that the last byte puts one document in each part
    const ids = Array.from({ length: DOKUMEN_BAGIAN }, (_, k) => `00000000-0000-4000-8000-0000000000${String(k).padStart(2, '0')}`);
    await app.sql(`with f as (
        insert into stored_file (id, owner_kind, owner_id, original_name, mime, ext, size, sha256, content)
        select id, 'mou.dokumen', $2, 'bagian.pdf', 'application/pdf', 'pdf', 4, repeat('0', 64), '\\x25504446' from unnest($1::uuid[]) id
        returning id
      ) insert into dokumen_teks (id_file, status, metode, teks, diindeks) select id, 'terbaca', 'teks', 'Lampiran kerja sama kincir angin terapung', now() from f`,
    [ids, idMou]);
    for (let k = 0; k < DOKUMEN_BAGIAN; k++) {
      expect((await app.sql(`select count(*)::int as n from dokumen_teks d where d.id_file = any($1) and ${bagian(k)}`, [ids]))[0].n, `part ${k}`).toBe(1);
    }
    expect((await cari('kincir terapung')).items.map((i) => i.idFile).sort()).toEqual(ids);
    const kesepakatan = ok(await app.gql(CARI, { i: { teks: 'kincir terapung', jenis: ['KESEPAKATAN'] } }, admin)).cari as { items: { idFile: string }[] };
    expect(kesepakatan.items.map((i) => i.idFile).sort()).toEqual(ids);
    expect(ok(await app.gql(CARI, { i: { teks: 'kincir terapung', jenis: ['PERJANJIAN'] } }, admin)).cari).toMatchObject({ total: 0, items: [] });
  });

  it("each part's condition is the one its index was built with (the migration spells it again): the index can answer it", async () => {
    const plans = await app.db.orm.em.fork().transactional(async (em) => {
      await em.execute('set local enable_seqscan = off');
      const out: string[] = [];
      for (let k = 0; k < DOKUMEN_BAGIAN; k++) {
        const rows = await em.execute<{ 'QUERY PLAN': string }[]>(`explain select 1 from dokumen_teks d where ${bagian(k)} and d.cari @@ to_tsquery('indonesian', 'kincir')`);
        out.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
      return out;
    });
    plans.forEach((plan, k) => expect(plan, `part ${k}`).toContain(`dokumen_teks_cari_${k}`));
  });

  it('filters documents by their agreement\'s or contract\'s status and start date, and by where the words were found', async () => {
    /** A document of `ownerKind` `ownerId` with `teks` (indexed, or not readable). */
    const stored = async (ownerKind: string, ownerId: number, teks: string, status = 'terbaca') =>
      (await app.sql(`with f as (
          insert into stored_file (id, owner_kind, owner_id, original_name, mime, ext, size, sha256, content)
          values (gen_random_uuid(), $1, $2, 'lampiran.pdf', 'application/pdf', 'pdf', 4, repeat('0', 64), '\\x25504446') returning id
        ) insert into dokumen_teks (id_file, status, metode, teks, alasan, diindeks)
        select id, $3::text, case when $3::text = 'terbaca' then 'teks' end, $4, case when $3::text <> 'terbaca' then 'Berkas PDF rusak atau tidak dapat dibuka' end, now() from f
        returning id_file`, [ownerKind, ownerId, status, teks]))[0].id_file as string;
    const aktif = (await createMou(app, admin, mitra.idUser, { judul: 'Kerja Sama Kelautan', status: 1, tglMulai: '2024-05-01' })).idMou;
    const pks = (await createPks(app, admin, aktif, { judul: 'Rencana Kerja Kelautan', status: 2, tglMulai: '2025-03-01' })).idPks;
    const TEKS = 'Pembangunan pelabuhan perikanan tangkap';
    const ofAktif = await stored('mou.dokumen', aktif, TEKS);
    const ofBaru = await stored('mou.dokumen', idMou, TEKS);
    const ofPks = await stored('pks.dokumen', pks, TEKS);
    await stored('mou.dokumen', aktif, '', 'tidak_terbaca');
    const search = async (filters: Record<string, unknown>, token = admin) => {
      const r = ok(await app.gql(CARI, { i: { teks: 'pelabuhan perikanan', ...filters } }, token)).cari as { total: number; belumTerbaca: number; items: { jenis: string; sumber: string; idFile: string }[] };
      return { ...r, files: r.items.map((i) => i.idFile).sort() };
    };
    expect((await search({})).files).toEqual([ofAktif, ofBaru, ofPks].sort());
    expect((await search({ status: [1] })).files).toEqual([ofAktif]);
    expect((await search({ status: [2, 3] })).files).toEqual([ofBaru, ofPks].sort());
    expect((await search({ tanggalSampai: '2024-12-31' })).files).toEqual([ofAktif]);
    expect((await search({ tanggalDari: '2025-01-01', tanggalSampai: '2025-12-31' }))).toMatchObject({ total: 1, files: [ofPks] });
    // a filter of agreements and contracts counts their unreadable documents only
    expect((await search({ status: [1] })).belumTerbaca).toBe(1);
    expect((await search({ sumber: ['DATA'] }))).toMatchObject({ files: [], belumTerbaca: 0 });
    expect((await search({ sumber: ['DOKUMEN'], status: [2] })).items).toMatchObject([{ jenis: 'PERJANJIAN', sumber: 'DOKUMEN', idFile: ofPks }]);
    // the partner of both agreements: its own documents, filtered the same way
    expect((await search({ status: [2] }, mitra.token)).files).toEqual([ofPks]);
    expect((await search({ tanggalSampai: '2024-12-31' }, mitra.token)).files).toEqual([ofAktif]);
    expect((await search({ status: [1] }, other.token)).files).toEqual([]);
  });

  it('after an upgrade of the reader, and once OCR works, the sweep reads those documents again in the background; each is claimed for an hour', async (t) => {
    if (await ocr.unavailable()) {
      if (process.env.CI) throw new Error(`OCR missing in CI: ${await ocr.unavailable()}`);
      return t.skip();
    }
    const typed = await upload({ name: 'lama.pdf', bytes: await pdfOf((d) => void d.text('Pasal 3. Pembangunan jembatan gantung Cikarang.')), type: 'application/pdf' });
    const scan = await upload({ name: 'pindaian.png', bytes: await scanPng(['Sumur resapan Kelurahan Tanjungsari']), type: 'image/png' });
    expect((await indexed(typed.idFile)).status).toBe('terbaca');
    expect((await indexed(scan.idFile)).metode).toBe('ocr');
    const row = (id: string) => app.sql('select status, versi_pembaca, menunggu_ocr, diklaim, teks from dokumen_teks where id_file = $1', [id]).then((r) => r[0]);
    expect(await row(typed.idFile)).toMatchObject({ versi_pembaca: PEMBACA_VERSI, menunggu_ocr: false });

    // as an older reader left the first; the second read while Tesseract was missing
    await app.sql(`update dokumen_teks set versi_pembaca = 0, teks = 'teks pembaca lama' where id_file = $1`, [typed.idFile]);
    const withoutOcr = new DocumentIndexer(new Ocr('/tidak/ada/tesseract'), new ParseThread(), pino({ level: 'silent' }));
    await withoutOcr.indexDocument(app.db.orm.em.fork(), scan.idFile);
    expect(await row(scan.idFile)).toMatchObject({ status: 'tidak_terbaca', menunggu_ocr: true });
    expect((await cari('jembatan gantung')).items.map((i) => i.idFile)).not.toContain(typed.idFile);
    expect((await cari('sumur resapan')).items.map((i) => i.idFile)).not.toContain(scan.idFile);

    // where OCR is still missing, only the older reader's document is claimed
    const jobs = app.server.services.jobs;
    await withoutOcr.sweep(app.db.orm.em.fork(), jobs);
    expect((await row(scan.idFile)).diklaim).toBeNull();
    const indexer = new DocumentIndexer(ocr, new ParseThread(), pino({ level: 'silent' }));
    await indexer.sweep(app.db.orm.em.fork(), jobs);
    await expect.poll(async () => (await row(typed.idFile)).versi_pembaca, { timeout: 60_000, interval: 200 }).toBe(PEMBACA_VERSI);
    await expect.poll(async () => (await row(scan.idFile)).menunggu_ocr, { timeout: 60_000, interval: 200 }).toBe(false);
    expect(await row(scan.idFile)).toMatchObject({ status: 'terbaca' });
    expect((await cari('jembatan gantung')).items.map((i) => i.idFile)).toContain(typed.idFile);
    expect((await cari('sumur resapan')).items.map((i) => i.idFile)).toContain(scan.idFile);

    // a document whose new reading failed stays stale, but is not sent again within the hour
    await app.sql(`update dokumen_teks set versi_pembaca = 0, diklaim = now() where id_file = $1`, [typed.idFile]);
    await indexer.sweep(app.db.orm.em.fork(), jobs);
    await jobs.idle([INDEX_QUEUE], 60_000);
    expect((await row(typed.idFile)).versi_pembaca).toBe(0);
    await app.sql(`update dokumen_teks set diklaim = now() - interval '61 minutes' where id_file = $1`, [typed.idFile]);
    await indexer.sweep(app.db.orm.em.fork(), jobs);
    await expect.poll(async () => (await row(typed.idFile)).versi_pembaca, { timeout: 60_000, interval: 200 }).toBe(PEMBACA_VERSI);

    // however slow the reading (OCR), no more than the bound are claimed and unread at once: the queue does not grow
    await app.sql(`update dokumen_teks set versi_pembaca = 0, diklaim = null where id_file = any($1::uuid[])`, [[typed.idFile, scan.idFile]]);
    const sent: string[] = [];
    const recorder: Jobs = {
      send: async (_name, data) => (sent.push((data as { id: string }).id), null),
      work: (...a) => jobs.work(...a),
      schedule: (...a) => jobs.schedule(...a),
    };
    await indexer.sweep(app.db.orm.em.fork(), recorder, 500, 1);
    await indexer.sweep(app.db.orm.em.fork(), recorder, 500, 1);
    expect(sent).toHaveLength(1);
    await app.sql(`update dokumen_teks set versi_pembaca = $1 where id_file = any($2::uuid[])`, [PEMBACA_VERSI, [typed.idFile, scan.idFile]]);
  });

  it('without Tesseract a scan is "not yet readable" with the reason; indexing again is idempotent', async () => {
    const missing = new Ocr('/tidak/ada/tesseract');
    const png = await scanPng(['Teks pindaian']);
    expect(await extractText({ ext: 'png', content: png }, missing, parseDocument)).toEqual({
      status: 'tidak_terbaca', metode: null, teks: '', alasan: 'Gambar belum dapat dibaca: OCR belum tersedia: Tesseract belum terpasang di server', menungguOcr: true,
    });
    const blank = await pdfOf((d) => void d.rect(10, 10, 50, 50).fill('#000'));
    expect((await extractText({ ext: 'pdf', content: blank }, missing, parseDocument)).alasan).toMatch(/^Hasil pindaian belum dapat dibaca/);
    const [{ id_file }] = await app.sql(`select id_file from dokumen_teks where status = 'terbaca' limit 1`);
    const first = (await app.sql('select teks, status, metode from dokumen_teks where id_file = $1', [id_file]))[0];
    const indexer = new DocumentIndexer(ocr, new ParseThread(), pino({ level: 'silent' }));
    await indexer.indexDocument(app.db.orm.em.fork(), id_file);
    await indexer.indexDocument(app.db.orm.em.fork(), id_file);
    expect((await app.sql('select teks, status, metode from dokumen_teks where id_file = $1', [id_file]))[0]).toEqual(first);
    expect(await indexer.indexDocument(app.db.orm.em.fork(), '00000000-0000-0000-0000-000000000000')).toBeNull();
  });
});
