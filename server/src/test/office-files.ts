/**
 * Real and fake Office files for the upload tests: a plain ZIP with a program inside, a minimal valid DOCX,
 * a real XLSX written by ExcelJS, and small OLE compound files (the DOC/XLS container) with a chosen stream.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

const zip = async (entries: Record<string, string | Buffer>): Promise<Buffer> => {
  const z = new JSZip();
  for (const [name, content] of Object.entries(entries)) z.file(name, content);
  return z.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};

/** An MZ header: enough for "a program" inside the archive. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0')]);

/** A plain ZIP holding a Windows program, as an attacker would name it `laporan.docx`. */
export const zipWithExe = (): Promise<Buffer> => zip({ 'setup.exe': EXE, 'baca.txt': 'jalankan setup.exe' });

const CONTENT_TYPES = (main: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;
const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/**
 * A ZIP that names itself a Word document in `[Content_Types].xml` (so signature sniffing calls it DOCX)
 * but has no `word/document.xml`: only a program.
 */
export const fakeDocx = (): Promise<Buffer> => zip({ '[Content_Types].xml': CONTENT_TYPES(WORD_MAIN), 'word/setup.exe': EXE });

/** The smallest DOCX Word opens: content types, the package relationship and one paragraph. */
export const docx = (text = 'Naskah kerja sama'): Promise<Buffer> =>
  zip({
    '[Content_Types].xml': CONTENT_TYPES(WORD_MAIN),
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });

/** A real workbook, written by ExcelJS. */
export const xlsx = async (): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Data').addRow(['Judul', 'Nilai']).commit();
  return Buffer.from(await book.xlsx.writeBuffer());
};

const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

/**
 * A minimal OLE compound file (MS-CFB version 3): sector 0 the FAT, sector 1 the directory (the root entry
 * and one 4 KiB stream named `stream`), sectors 2–9 the stream. `WordDocument` makes it a DOC, `Workbook`
 * an XLS; another name (an installer's, say) makes it neither.
 */
export const oleFile = (stream: string): Buffer => {
  const buf = Buffer.alloc(SECTOR * 11, 0);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(buf, 0);
  buf.writeUInt16LE(0x3e, 0x18);
  buf.writeUInt16LE(3, 0x1a);
  buf.writeUInt16LE(0xfffe, 0x1c);
  buf.writeUInt16LE(9, 0x1e);
  buf.writeUInt16LE(6, 0x20);
  buf.writeUInt32LE(1, 0x2c); // one FAT sector
  buf.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  buf.writeUInt32LE(4096, 0x38);
  buf.writeUInt32LE(END_OF_CHAIN, 0x3c);
  buf.writeUInt32LE(END_OF_CHAIN, 0x44);
  buf.writeUInt32LE(0, 0x4c); // the FAT is sector 0
  for (let i = 1; i < 109; i++) buf.writeUInt32LE(FREE, 0x4c + i * 4);
  const fat = SECTOR;
  const chain = [FAT_SECTOR, END_OF_CHAIN, 3, 4, 5, 6, 7, 8, 9, END_OF_CHAIN];
  for (let i = 0; i < SECTOR / 4; i++) buf.writeUInt32LE(chain[i] ?? FREE, fat + i * 4);
  const entry = (index: number, name: string, type: number, child: number, start: number, size: number) => {
    const at = 2 * SECTOR + index * 128;
    buf.write(`${name}\0`, at, 'utf16le');
    buf.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    buf[at + 0x42] = type;
    buf[at + 0x43] = 1;
    buf.writeUInt32LE(FREE, at + 0x44);
    buf.writeUInt32LE(FREE, at + 0x48);
    buf.writeUInt32LE(child, at + 0x4c);
    buf.writeUInt32LE(start, at + 0x74);
    buf.writeUInt32LE(size, at + 0x78);
  };
  entry(0, 'Root Entry', 5, 1, END_OF_CHAIN, 0);
  entry(1, stream, 2, FREE, 2, 4096);
  for (const i of [2, 3]) {
    const at = 2 * SECTOR + i * 128;
    buf.writeUInt32LE(FREE, at + 0x44);
    buf.writeUInt32LE(FREE, at + 0x48);
    buf.writeUInt32LE(FREE, at + 0x4c);
  }
  buf.fill(0x41, 3 * SECTOR);
  return buf;
};
