/**
 * Parsing of document formats into plain text: PDF text layer (pdfjs-dist, legacy build for Node 20), DOCX
 * (its XML parts read with jszip and saxes), XLSX (exceljs). Pure CPU work on untrusted bytes, so it runs in
 * a worker thread (parse-worker.ts, started by parse-in-worker.ts), never on the server's event loop.
 */
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { formatTanggal } from '../../../rules/dates.js';

export type ParsedFormat = 'pdf' | 'docx' | 'xlsx';
export interface Parsed {
  teks: string;
  /** Pages of a PDF; 1 for other formats. */
  pages: number;
  /** PDF: the text layer of each page read (`teks` is them joined), so that pages without one can be read by OCR. */
  halaman?: string[];
}

/** Characters kept per document (a tsvector holds at most 1 MB; several hundred pages fit). */
export const MAX_TEXT_CHARS = 300_000;
/** Between two pages: a plain blank line (a form feed showed as a box in snippets). */
export const PAGE_BREAK = '\n\n';

const pdf = async (content: Uint8Array): Promise<Parsed> => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(content), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= doc.numPages && length <= MAX_TEXT_CHARS; n++) {
      const page = await doc.getPage(n);
      const text = await page.getTextContent();
      const teks = text.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : ' ') : '')).join('');
      pages.push(teks);
      length += teks.length;
      page.cleanup();
    }
    return { teks: pages.join(PAGE_BREAK), pages: doc.numPages, halaman: pages };
  } finally {
    await doc.destroy();
  }
};

/** Calls `on` for each element of `xml` (by its local name, whatever its prefix), its end, and the text between. */
const walkXml = (xml: string, on: { open(name: string, attrs: Record<string, string>): void; close?(name: string): void; text?(text: string): void }) => {
  const parser = new SaxesParser();
  const local = (name: string) => name.slice(name.indexOf(':') + 1);
  parser.on('opentag', (tag) => on.open(local(tag.name), tag.attributes));
  if (on.close) parser.on('closetag', (tag) => on.close!(local(tag.name)));
  if (on.text) parser.on('text', on.text);
  parser.write(xml).close();
};

/**
 * Elements with no text of the document's: properties (their tab stops are no tabs), tracked deletions, the old
 * place of moved text, the second copy of alternate content (a text box is written twice).
 */
const WORD_SKIP = new Set(['pPr', 'rPr', 'del', 'moveFrom', 'Fallback']);
/** Elements that stand for a character between two pieces of text. */
const WORD_CHARS: Record<string, string> = { br: '\n', cr: '\n', tab: '\t', ptab: '\t', noBreakHyphen: '-', txbxContent: '\n' };

/** The text of one WordprocessingML part (body, header, footer, notes): `t` elements, a line per paragraph. */
const wordText = (xml: string): string => {
  let out = '';
  let skip = 0;
  let inText = false;
  walkXml(xml, {
    open(name) {
      if (skip || WORD_SKIP.has(name)) skip++;
      else if (name === 't') inText = true;
      else out += WORD_CHARS[name] ?? '';
    },
    close(name) {
      if (skip) skip--;
      else if (name === 't') inText = false;
      else if (name === 'p') out += '\n';
    },
    text(text) {
      if (inText && !skip) out += text;
    },
  });
  return out;
};

/** The parts related to a Word document's body whose text is read too, by relationship type, in reading order (the body after the headers). */
const WORD_PARTS = ['header', 'footnotes', 'endnotes', 'footer'] as const;

/**
 * The text of a DOCX: its body, headers, footers, footnotes and endnotes (mammoth's raw text glued words at a
 * line break and left out all but the body). Parts are found through the package's relationships, as Word does.
 */
const docx = async (content: Uint8Array): Promise<Parsed> => {
  const zip = await JSZip.loadAsync(content);
  // Part names are case-insensitive (OPC).
  const entries = new Map(Object.values(zip.files).map((f) => [f.name.replace(/^\//, '').toLowerCase(), f]));
  const part = (name: string) => entries.get(name.toLowerCase())?.async('string');
  /** The relationships of part `name` as [type's last segment, target part]. */
  const rels = async (name: string): Promise<[string, string][]> => {
    const xml = await part(path.posix.join(path.posix.dirname(name), '_rels', `${path.posix.basename(name)}.rels`));
    const out: [string, string][] = [];
    if (xml) {
      walkXml(xml, {
        open(el, a) {
          if (el !== 'Relationship' || a.TargetMode === 'External' || !a.Type || !a.Target) return;
          const target = a.Target.startsWith('/') ? a.Target.slice(1) : path.posix.join(path.posix.dirname(name), a.Target);
          out.push([a.Type.slice(a.Type.lastIndexOf('/') + 1), target]);
        },
      });
    }
    return out;
  };
  const main = (await rels('')).find(([type]) => type === 'officeDocument')?.[1] ?? 'word/document.xml';
  const body = await part(main);
  if (body === undefined) throw new Error(`no ${main}`);
  const related = await rels(main);
  const textsOf = (type: string) =>
    Promise.all(related.filter(([t]) => t === type).map(async ([, target]) => {
      const xml = await part(target);
      return xml ? wordText(xml) : '';
    }));
  const [headers, ...after] = await Promise.all(WORD_PARTS.map(textsOf));
  // A header or footer repeated for the first page, even pages or each section is kept once.
  const texts = new Set([...headers!, wordText(body), ...after.flat()].map((t) => t.trim()).filter(Boolean));
  return { teks: [...texts].join('\n\n'), pages: 1 };
};

const two = (n: number) => String(n).padStart(2, '0');
/**
 * A date cell as an Indonesian reader writes it, "17/03/2026 17 Maret 2026" (ExcelJS's Date.toString() was
 * English); its time "14.30" when it has one; a time alone (Excel counts it from 30 December 1899) as a time.
 * ExcelJS reads a cell's date and time as UTC.
 */
const tanggal = (d: Date): string => {
  const time = d.getUTCHours() || d.getUTCMinutes() ? `${two(d.getUTCHours())}.${two(d.getUTCMinutes())}` : '';
  if (d.getTime() < Date.UTC(1900, 0, 1)) return time || '00.00';
  const [y, m, day] = [d.getUTCFullYear(), two(d.getUTCMonth() + 1), two(d.getUTCDate())];
  return [`${day}/${m}/${y}`, formatTanggal(`${y}-${m}-${day}`), time].filter(Boolean).join(' ');
};

/** The text of a cell's value: a formula by its result, a link by its text; an error value is no text. */
const cellText = (v: ExcelJS.CellValue | ExcelJS.CellRichTextValue | undefined): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return tanggal(v);
  if (typeof v === 'boolean') return v ? 'BENAR' : 'SALAH';
  if (typeof v !== 'object') return String(v);
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('hyperlink' in v) return cellText(v.text as ExcelJS.CellValue);
  if ('result' in v) return cellText(v.result);
  return '';
};

const xlsx = async (content: Uint8Array): Promise<Parsed> => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const lines: string[] = [];
  book.eachSheet((sheet) => {
    lines.push(sheet.name);
    sheet.eachRow((row) => {
      const cells: string[] = [];
      // the other cells of a merged range repeat its first cell's value
      row.eachCell((cell) => cell.type !== ExcelJS.ValueType.Merge && cells.push(cellText(cell.value)));
      lines.push(cells.filter(Boolean).join(' '));
    });
  });
  return { teks: lines.join('\n'), pages: 1 };
};

/** The text of a document; throws the format library's error for a bad file (PasswordException for a locked PDF). */
export const parseDocument = async (format: ParsedFormat, content: Uint8Array): Promise<Parsed> => {
  switch (format) {
    case 'pdf':
      return pdf(content);
    case 'docx':
      return docx(content);
    case 'xlsx':
      return xlsx(content);
  }
};
