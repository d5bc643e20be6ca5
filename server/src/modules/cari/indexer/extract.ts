/**
 * The text of a stored document: PDF text layer, DOCX and XLSX parsed in a worker thread (parse.ts through
 * parse-in-worker.ts), and OCR (ocr.ts) for images and PDF pages without a text layer. Never throws for a bad
 * file: a corrupt or password-protected PDF, an old binary Office file, a file too big or too slow to read,
 * or a missing OCR comes back unreadable with its reason, in Indonesian.
 */
import type { Ocr } from './ocr.js';
import { ParseFailed } from './parse-in-worker.js';
import { MAX_TEXT_CHARS, PAGE_BREAK, type Parsed, type ParsedFormat } from './parse.js';

export interface Extracted {
  status: 'terbaca' | 'tidak_terbaca';
  metode: 'teks' | 'ocr' | null;
  teks: string;
  alasan: string | null;
  /** Unreadable only because OCR is not installed here: read again once it is. */
  menungguOcr?: true;
}

/** Parses a document format into text (ParseThread.parse in the server; parseDocument in the thread itself). */
export type Parse = (format: ParsedFormat, content: Uint8Array) => Promise<Parsed>;

/** Fewer letters than this on a PDF page: the page is a scan, read by OCR. */
const LETTERS_PER_TEXT_PAGE = 20;

const read = (teks: string, metode: 'teks' | 'ocr'): Extracted => {
  const clean = teks
    .replace(/\r\n?/g, '\n')
    // control characters (a form feed between Tesseract's pages, a NUL PostgreSQL refuses) show as boxes in snippets
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_TEXT_CHARS);
  return clean ? { status: 'terbaca', metode, teks: clean, alasan: null } : unreadable('Tidak ada teks yang dapat dibaca di dokumen ini', metode);
};
const unreadable = (alasan: string, metode: 'teks' | 'ocr' | null = null): Extracted => ({ status: 'tidak_terbaca', metode, teks: '', alasan });

/** A file whose reading failed past parsing (the OCR of a scan): as before the parse thread, not called corrupt PDF. */
const unreadableFile = (ext: string): Extracted => unreadable(`Berkas .${ext} rusak atau tidak dapat dibaca`);

/** Why a file could not be parsed, for staff. */
const parseFailure = (err: unknown, ext: string): string => {
  const name = err instanceof ParseFailed ? err.name : '';
  if (name === 'PasswordException') return 'PDF dilindungi kata sandi';
  if (name === 'Timeout') return `Berkas .${ext} terlalu lama dibaca`;
  if (name === 'OutOfMemory') return `Berkas .${ext} terlalu besar untuk dibaca`;
  return ext === 'pdf' ? 'Berkas PDF rusak atau tidak dapat dibuka' : unreadableFile(ext).alasan!;
};

/**
 * A PDF's text layer, and the pages without one (scans) read by OCR, each after its page's own text: a typed
 * cover page does not keep the scanned pages after it from being read. Scans that cannot be read yet leave the
 * typed pages' text searchable, the document counted as not (fully) readable with the reason.
 */
const pdf = async (layer: Parsed, content: Buffer, ocr: Ocr): Promise<Extracted> => {
  const pages = layer.halaman ?? [layer.teks];
  const scans = pages.flatMap((teks, i) => ((teks.match(/\p{L}/gu) ?? []).length < LETTERS_PER_TEXT_PAGE ? [i + 1] : []));
  if (!scans.length) return read(layer.teks, 'teks');
  const typed = scans.length < pages.length;
  const notYet = (alasan: string): Extracted => {
    const text = read(layer.teks, 'teks');
    return text.status === 'terbaca' ? { ...text, status: 'tidak_terbaca', alasan } : unreadable(alasan);
  };
  const missing = await ocr.unavailable();
  if (missing) return { ...notYet(`${typed ? 'Sebagian halaman hasil pindaian' : 'Hasil pindaian'} belum dapat dibaca: ${missing}`), menungguOcr: true };
  let scanned: string[];
  try {
    scanned = await ocr.pdf(content, scans);
  } catch {
    return typed ? notYet('Sebagian halaman hasil pindaian tidak dapat dibaca') : unreadableFile('pdf');
  }
  const ocrOf = new Map(scans.map((n, i) => [n, scanned[i] ?? '']));
  return read(pages.map((teks, i) => `${teks}\n${ocrOf.get(i + 1) ?? ''}`).join(PAGE_BREAK), 'ocr');
};

/** Reads a document by its (detected) extension. */
export const extractText = async (file: { ext: string; content: Buffer }, ocr: Ocr, parse: Parse): Promise<Extracted> => {
  const ext = file.ext.toLowerCase();
  switch (ext) {
    case 'pdf':
    case 'docx':
    case 'xlsx': {
      let parsed: Parsed;
      try {
        parsed = await parse(ext, file.content);
      } catch (err) {
        return unreadable(parseFailure(err, ext));
      }
      return ext === 'pdf' ? pdf(parsed, file.content, ocr).catch(() => unreadableFile(ext)) : read(parsed.teks, 'teks');
    }
    case 'png':
    case 'jpg':
    case 'jpeg': {
      const missing = await ocr.unavailable();
      if (missing) return { ...unreadable(`Gambar belum dapat dibaca: ${missing}`), menungguOcr: true };
      return ocr.image(file.content, ext).then((teks) => read(teks, 'ocr'), () => unreadableFile(ext));
    }
    case 'doc':
    case 'xls':
      return unreadable(`Format .${ext} lama belum dapat dibaca; unggah sebagai ${ext === 'doc' ? 'DOCX' : 'XLSX'} atau PDF`);
    default:
      return unreadable(`Berkas .${ext} tidak berisi teks yang dapat dibaca`);
  }
};
