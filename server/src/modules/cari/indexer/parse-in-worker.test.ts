import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { docx } from '../../../test/office-files.js';
import { extractText } from './extract.js';
import { Ocr } from './ocr.js';
import { ParseFailed, ParseThread } from './parse-in-worker.js';

const pdf = (text: string): Promise<Buffer> =>
  new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text(text);
    doc.end();
  });
const failureOf = (p: Promise<unknown>) => p.then(() => 'no failure', (err: unknown) => (err instanceof ParseFailed ? err.name : String(err)));

describe('cari: documents are parsed in a worker thread, never on the event loop', () => {
  const thread = new ParseThread();
  afterAll(() => thread.close());

  it('one thread reads document after document, and a bad file is an error of that file only', async () => {
    expect((await thread.parse('pdf', await pdf('Naskah beasiswa siswa'))).teks).toContain('Naskah beasiswa siswa');
    expect(await failureOf(thread.parse('pdf', Buffer.from('%PDF-1.4\n%%EOF\n')))).toBe('InvalidPDFException');
    expect((await thread.parse('docx', await docx('Pelatihan perangkat kelurahan'))).teks).toContain('Pelatihan perangkat kelurahan');
    // parses sent together are answered in order, each with its own text
    const texts = await Promise.all(['satu', 'dua', 'tiga'].map(async (t) => (await thread.parse('pdf', await pdf(`Pasal ${t}`))).teks.trim()));
    expect(texts).toEqual(['Pasal satu', 'Pasal dua', 'Pasal tiga']);
  });

  it('a file that overruns the heap or the deadline ends its thread, is unreadable with the reason, and the next thread works', async () => {
    const starved = new ParseThread({ timeoutMs: 120_000, heapMb: 4 });
    const slow = new ParseThread({ timeoutMs: 0, heapMb: 512 });
    try {
      const big = await pdf('Isi');
      expect(await failureOf(starved.parse('pdf', big))).toBe('OutOfMemory');
      expect(await failureOf(slow.parse('pdf', big))).toBe('Timeout');
      const ocr = new Ocr('/tidak/ada/tesseract');
      expect(await extractText({ ext: 'pdf', content: big }, ocr, (f, c) => starved.parse(f, c))).toMatchObject({ status: 'tidak_terbaca', alasan: 'Berkas .pdf terlalu besar untuk dibaca' });
      expect(await extractText({ ext: 'docx', content: await docx() }, ocr, (f, c) => slow.parse(f, c))).toMatchObject({ status: 'tidak_terbaca', alasan: 'Berkas .docx terlalu lama dibaca' });
    } finally {
      await starved.close();
      await slow.close();
    }
    expect((await thread.parse('pdf', await pdf('Masih terbaca'))).teks).toContain('Masih terbaca');
  });
});
