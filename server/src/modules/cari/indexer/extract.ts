/**
 * The text of a stored document: PDF text layer (pdfjs-dist, legacy build for Node 20), DOCX (mammoth),
 * XLSX (exceljs), and OCR (ocr.ts) for images and PDFs without a text layer. Never throws for a bad file:
 * a corrupt or password-protected PDF, an old binary Office file or a missing OCR comes back unreadable
 * with its reason, in Indonesian.
 */
import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import type { Ocr } from './ocr.js';

export interface Extracted {
  status: 'terbaca' | 'tidak_terbaca';
  metode: 'teks' | 'ocr' | null;
  teks: string;
  alasan: string | null;
}

/** Characters kept per document (a tsvector holds at most 1 MB; several hundred pages fit). */
export const MAX_TEXT_CHARS = 300_000;
/** Fewer letters than this per page: the PDF is a scan, read by OCR. */
const LETTERS_PER_TEXT_PAGE = 20;

const read = (teks: string, metode: 'teks' | 'ocr'): Extracted => {
  // eslint-disable-next-line no-control-regex
  const clean = teks.replace(/\u0000/g, ' ').replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n').trim().slice(0, MAX_TEXT_CHARS);
  return clean ? { status: 'terbaca', metode, teks: clean, alasan: null } : unreadable('Tidak ada teks yang dapat dibaca di dokumen ini', metode);
};
const unreadable = (alasan: string, metode: 'teks' | 'ocr' | null = null): Extracted => ({ status: 'tidak_terbaca', metode, teks: '', alasan });

const pdfText = async (content: Buffer): Promise<{ teks: string; pages: number }> => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(content), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const text = await page.getTextContent();
      pages.push(text.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : ' ') : '')).join(''));
      page.cleanup();
      if (pages.join('').length > MAX_TEXT_CHARS) break;
    }
    return { teks: pages.join('\n\f\n'), pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
};

const pdf = async (content: Buffer, ocr: Ocr): Promise<Extracted> => {
  let layer: { teks: string; pages: number };
  try {
    layer = await pdfText(content);
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === 'PasswordException') return unreadable('PDF dilindungi kata sandi');
    return unreadable('Berkas PDF rusak atau tidak dapat dibuka');
  }
  const letters = (layer.teks.match(/\p{L}/gu) ?? []).length;
  if (letters >= LETTERS_PER_TEXT_PAGE * Math.max(1, Math.min(layer.pages, 5))) return read(layer.teks, 'teks');
  const missing = await ocr.unavailable();
  if (missing) return letters ? read(layer.teks, 'teks') : unreadable(`Hasil pindaian belum dapat dibaca: ${missing}`);
  return read(`${layer.teks}\n${await ocr.pdf(content)}`, 'ocr');
};

const xlsx = async (content: Buffer): Promise<Extracted> => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const lines: string[] = [];
  book.eachSheet((sheet) => {
    lines.push(sheet.name);
    sheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell((cell) => cells.push(cell.text));
      lines.push(cells.join(' '));
    });
  });
  return read(lines.join('\n'), 'teks');
};

/** Reads a document by its (detected) extension. */
export const extractText = async (file: { ext: string; content: Buffer }, ocr: Ocr): Promise<Extracted> => {
  const ext = file.ext.toLowerCase();
  try {
    switch (ext) {
      case 'pdf':
        return await pdf(file.content, ocr);
      case 'docx':
        return read((await mammoth.extractRawText({ buffer: file.content })).value, 'teks');
      case 'xlsx':
        return await xlsx(file.content);
      case 'png':
      case 'jpg':
      case 'jpeg': {
        const missing = await ocr.unavailable();
        return missing ? unreadable(`Gambar belum dapat dibaca: ${missing}`) : read(await ocr.image(file.content, ext), 'ocr');
      }
      case 'doc':
      case 'xls':
        return unreadable(`Format .${ext} lama belum dapat dibaca; unggah sebagai ${ext === 'doc' ? 'DOCX' : 'XLSX'} atau PDF`);
      default:
        return unreadable(`Berkas .${ext} tidak berisi teks yang dapat dibaca`);
    }
  } catch {
    return unreadable(`Berkas .${ext} rusak atau tidak dapat dibaca`);
  }
};
