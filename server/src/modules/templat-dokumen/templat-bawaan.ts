/**
 * The default templates shipped with the product (issue 17): a Kesepakatan Bersama, a Perjanjian Kerja
 * Sama and a signing invitation, as .docx files with docxtemplater {placeholders}. Built once per process
 * from their paragraphs into a minimal valid WordprocessingML package (PizZip); the placeholders are
 * filled by docxtemplater, never by hand.
 */
import PizZip from 'pizzip';

export const TEMPLAT = ['KESEPAKATAN_BERSAMA', 'PKS', 'UNDANGAN_PENANDATANGANAN'] as const;
export type TemplatKode = (typeof TEMPLAT)[number];
export const TEMPLAT_NAMA: Record<TemplatKode, string> = {
  KESEPAKATAN_BERSAMA: 'Kesepakatan Bersama',
  PKS: 'Perjanjian Kerja Sama',
  UNDANGAN_PENANDATANGANAN: 'Surat Undangan Penandatanganan',
};

type Para = { text: string; bold?: boolean; center?: boolean; size?: number };
const h = (text: string): Para => ({ text, bold: true, center: true, size: 28 });
const c = (text: string): Para => ({ text, center: true });
const p = (text: string): Para => ({ text });
const b = (text: string): Para => ({ text, bold: true });

const PARAGRAPHS: Record<TemplatKode, Para[]> = {
  KESEPAKATAN_BERSAMA: [
    h('KESEPAKATAN BERSAMA'),
    c('ANTARA'),
    c('PEMERINTAH KOTA'),
    c('DENGAN'),
    c('{mitra}'),
    c('TENTANG'),
    c('{judul}'),
    c('Nomor: {noKontrak}'),
    c('Nomor: {noMitra}'),
    p('Pada hari ini, {tanggalDokumen}, yang bertanda tangan di bawah ini:'),
    p('1. {namaTtd}, {jabatanTtd}, selanjutnya disebut PIHAK KESATU;'),
    p('2. {namaTtdMitra}, {jabatanTtdMitra}, bertindak untuk dan atas nama {mitra}, selanjutnya disebut PIHAK KEDUA.'),
    p('PARA PIHAK sepakat untuk mengadakan Kesepakatan Bersama dengan ketentuan sebagai berikut:'),
    b('Pasal 1 — Maksud dan Tujuan'),
    p('{keterangan}'),
    b('Pasal 2 — Ruang Lingkup'),
    p('{deskripsi}'),
    b('Pasal 3 — Pembiayaan'),
    p('Nilai kerja sama sebesar {nilai} ({nilaiTerbilang}).'),
    b('Pasal 4 — Jangka Waktu'),
    p('Kesepakatan Bersama ini berlaku sejak {tglMulai} sampai dengan {tglBerakhir}.'),
    p('Demikian Kesepakatan Bersama ini dibuat dalam rangkap dua, masing-masing bermeterai cukup dan mempunyai kekuatan hukum yang sama.'),
    p('PIHAK KESATU: {namaTtd} ({jabatanTtd})'),
    p('PIHAK KEDUA: {namaTtdMitra} ({jabatanTtdMitra})'),
  ],
  PKS: [
    h('PERJANJIAN KERJA SAMA'),
    c('{judul}'),
    c('Nomor: {noKontrak}'),
    c('Nomor: {noMitra}'),
    p('Sebagai pelaksanaan Kesepakatan Bersama Nomor {noKontrakMou} tentang {judulMou}, pada hari ini, {tanggalDokumen}, yang bertanda tangan di bawah ini:'),
    p('1. {namaTtd}, {jabatanTtd}, selanjutnya disebut PIHAK KESATU;'),
    p('2. {namaTtdMitra}, {jabatanTtdMitra}, bertindak untuk dan atas nama {mitra}, selanjutnya disebut PIHAK KEDUA.'),
    b('Pasal 1 — Ruang Lingkup'),
    p('{deskripsi}'),
    b('Pasal 2 — Nilai Perjanjian'),
    p('Nilai perjanjian sebesar {nilai} ({nilaiTerbilang}).'),
    b('Pasal 3 — Jangka Waktu'),
    p('Perjanjian ini berlaku sejak {tglMulai} sampai dengan {tglBerakhir}.'),
    p('PIHAK KESATU: {namaTtd} ({jabatanTtd})'),
    p('PIHAK KEDUA: {namaTtdMitra} ({jabatanTtdMitra})'),
  ],
  UNDANGAN_PENANDATANGANAN: [
    h('SURAT UNDANGAN'),
    c('Penandatanganan {jenisDokumen}'),
    p('Kepada Yth. {namaTtdMitra}, {jabatanTtdMitra}, {mitra}'),
    p('Dengan hormat, bersama ini kami mengundang Bapak/Ibu untuk menghadiri penandatanganan {jenisDokumen} tentang {judul} (Nomor {noKontrak}), yang telah sampai pada tahap {tahapan}.'),
    p('Hari/tanggal: ....................'),
    p('Tempat: ....................'),
    p('Atas perhatian dan kehadiran Bapak/Ibu, kami ucapkan terima kasih.'),
    p('{tanggalDokumen}'),
    p('{namaTtd}'),
    p('{jabatanTtd}'),
  ],
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraph = ({ text, bold, center, size }: Para) =>
  `<w:p><w:pPr>${center ? '<w:jc w:val="center"/>' : '<w:jc w:val="both"/>'}<w:spacing w:after="120"/></w:pPr>` +
  `<w:r><w:rPr><w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman"/>${bold ? '<w:b/>' : ''}<w:sz w:val="${size ?? 24}"/></w:rPr>` +
  `<w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const files = (paras: Para[]): Record<string, string> => ({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  'word/document.xml':
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${paras.map(paragraph).join('')}` +
    '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>',
});

const cache = new Map<TemplatKode, Buffer>();

/** The default template of a kind, as .docx bytes. */
export const templatBawaan = (kode: TemplatKode): Buffer => {
  let docx = cache.get(kode);
  if (!docx) {
    const zip = new PizZip();
    for (const [name, content] of Object.entries(files(PARAGRAPHS[kode]))) zip.file(name, content);
    docx = zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
    cache.set(kode, docx);
  }
  return docx;
};
