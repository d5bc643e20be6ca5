/**
 * Parsing of document formats into plain text: PDF text layer (pdfjs-dist, legacy build for Node 20), DOCX
 * (mammoth), XLSX (exceljs). Pure CPU work on untrusted bytes, so it runs in a worker thread
 * (parse-worker.ts, started by parse-in-worker.ts), never on the server's event loop.
 */
import ExcelJS from 'exceljs';
import mammoth from 'mammoth';

export type ParsedFormat = 'pdf' | 'docx' | 'xlsx';
export interface Parsed {
  teks: string;
  /** Pages of a PDF; 1 for other formats. */
  pages: number;
}

/** Characters kept per document (a tsvector holds at most 1 MB; several hundred pages fit). */
export const MAX_TEXT_CHARS = 300_000;

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
    return { teks: pages.join('\n\f\n'), pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
};

const xlsx = async (content: Uint8Array): Promise<Parsed> => {
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
  return { teks: lines.join('\n'), pages: 1 };
};

/** The text of a document; throws the format library's error for a bad file (PasswordException for a locked PDF). */
export const parseDocument = async (format: ParsedFormat, content: Uint8Array): Promise<Parsed> => {
  switch (format) {
    case 'pdf':
      return pdf(content);
    case 'docx':
      return { teks: (await mammoth.extractRawText({ buffer: Buffer.from(content.buffer, content.byteOffset, content.byteLength) })).value, pages: 1 };
    case 'xlsx':
      return xlsx(content);
  }
};
