import { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../common/errors.js';
import { docx, fakeDocx, oleFile, xlsx, zipWithExe } from '../test/office-files.js';
import { imageBytes } from '../test/uploads.js';
import { checkUpload, DOCUMENT_RULE, FORMAT_MESSAGE, IMAGE_MESSAGES, IMAGE_RULE, PENJAJAGAN_RULE, type UploadRule } from './upload.js';
import { oleEntryNames, oleKind } from './office.js';

const upload = (filename: string, content: Buffer, mimetype = 'application/octet-stream'): FileUpload =>
  ({ filename, mimetype, encoding: '7bit', fieldName: 'file', createReadStream: () => Readable.from([content]) }) as unknown as FileUpload;

const refusal = async (filename: string, content: Buffer, rule: UploadRule = DOCUMENT_RULE()) => {
  const err = await checkUpload(upload(filename, content), rule).catch((e: unknown) => e);
  expect(err, filename).toBeInstanceOf(InputError);
  return (err as InputError).fields;
};

describe('checkUpload: the type comes from the content, the stored name follows it', () => {
  it.each(['laporan.docx', 'laporan.xlsx', 'laporan.doc', 'laporan.zip'])('refuses a plain ZIP with a program inside named %s as a document', async (name) => {
    expect(await refusal(name, await zipWithExe())).toEqual({ file: FORMAT_MESSAGE });
  });

  it('refuses a ZIP that only claims to be Word in [Content_Types].xml, without word/document.xml', async () => {
    expect(await refusal('naskah.docx', await fakeDocx())).toEqual({ file: FORMAT_MESSAGE });
  });

  it('keeps a plain ZIP a ZIP where archives are allowed (Penjajakan), whatever its name says', async () => {
    const f = await checkUpload(upload('proposal.docx', await zipWithExe()), PENJAJAGAN_RULE());
    expect(f).toMatchObject({ ext: 'zip', mime: 'application/zip', originalName: 'proposal.zip' });
  });

  it('accepts a real DOCX and a real XLSX, named by their detected type', async () => {
    const word = await checkUpload(upload('naskah.docx', await docx()), DOCUMENT_RULE());
    expect(word).toMatchObject({ ext: 'docx', originalName: 'naskah.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    const sheet = await checkUpload(upload('anggaran.xlsx', await xlsx()), DOCUMENT_RULE());
    expect(sheet).toMatchObject({ ext: 'xlsx', originalName: 'anggaran.xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    // a workbook sent as a .docx is kept as what it is
    expect(await checkUpload(upload('anggaran.docx', await xlsx()), DOCUMENT_RULE())).toMatchObject({ ext: 'xlsx', originalName: 'anggaran.xlsx' });
  });

  it('tells DOC from XLS by the stream inside the OLE compound file, and refuses other compound files', async () => {
    expect(await checkUpload(upload('surat.xls', oleFile('WordDocument')), DOCUMENT_RULE())).toMatchObject({ ext: 'doc', originalName: 'surat.doc', mime: 'application/msword' });
    expect(await checkUpload(upload('tabel.xls', oleFile('Workbook')), DOCUMENT_RULE())).toMatchObject({ ext: 'xls', originalName: 'tabel.xls', mime: 'application/vnd.ms-excel' });
    // an installer is a compound file too
    expect(await refusal('pasang.doc', oleFile('!_StringData'))).toEqual({ file: FORMAT_MESSAGE });
    // the magic alone, with nothing behind it
    const broken = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024, 0xff)]);
    expect(await refusal('rusak.doc', broken)).toEqual({ file: FORMAT_MESSAGE });
  });

  it('reads the names in a compound file directory, and nothing from a file that does not hold together', () => {
    expect(oleEntryNames(oleFile('Workbook'))).toEqual(new Set(['Workbook']));
    expect(oleEntryNames(Buffer.from('bukan compound file'))).toBeNull();
    const loop = oleFile('WordDocument');
    loop.writeUInt32LE(1, 512 + 4); // the directory sector points at itself
    expect(oleEntryNames(loop)).toBeNull();
    expect(oleKind(loop)).toBeNull();
  });

  it('stores an image under the extension of its content: a PNG sent as poly.html is poly.png', async () => {
    const png = await imageBytes(8, 8, 'png');
    expect(await checkUpload(upload('poly.html', png, 'text/html'), IMAGE_RULE())).toMatchObject({ ext: 'png', mime: 'image/png', originalName: 'poly.png' });
    expect((await checkUpload(upload('tanpa-ekstensi', png), IMAGE_RULE())).originalName).toBe('tanpa-ekstensi.png');
    expect((await checkUpload(upload('.png', png), IMAGE_RULE())).originalName).toBe('file.png');
    const jpeg = await imageBytes(8, 8, 'jpeg');
    expect(await checkUpload(upload('FOTO.JPEG', jpeg), IMAGE_RULE())).toMatchObject({ ext: 'jpeg', originalName: 'FOTO.JPEG' });
    expect(await checkUpload(upload('foto.png', jpeg), IMAGE_RULE())).toMatchObject({ ext: 'jpg', originalName: 'foto.jpg', mime: 'image/jpeg' });
  });

  it('refuses a picture that starts like one but does not decode whole (cut short)', async () => {
    const png = await imageBytes(64, 48, 'png');
    const jpeg = await imageBytes(64, 48, 'jpeg');
    expect(await refusal('potong.png', png.subarray(0, png.length - 20), IMAGE_RULE())).toEqual({ file: IMAGE_MESSAGES.rusak });
    expect(await refusal('potong.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2)), IMAGE_RULE())).toEqual({ file: IMAGE_MESSAGES.rusak });
    // documents are not pictures of the site: a scan is read by OCR, or indexed as unreadable
    expect(await checkUpload(upload('potong.png', png.subarray(0, png.length - 20)), DOCUMENT_RULE())).toMatchObject({ ext: 'png' });
  });

  it('keeps long names within the 255 characters of the column without cutting a character in half', async () => {
    const f = await checkUpload(upload(`${'😀'.repeat(300)}.pdf`, Buffer.from('%PDF-1.4\n%%EOF\n')), DOCUMENT_RULE());
    expect([...f.originalName].length).toBeLessThanOrEqual(255);
    expect(f.originalName).toMatch(/^(😀)+\.pdf$/u);
  });
});
