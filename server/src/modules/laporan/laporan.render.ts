/**
 * Report documents: one titled table rendered as PDF (pdfkit) or XLSX (exceljs). Shared by every feature
 * that exports a list (Kesepakatan, Perjanjian, Penjajakan).
 */
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { tanggalIndonesia, todayIso } from '../../common/dates.js';
import { FONT, printable, useUnicodeFont } from '../../common/pdf-font.js';

export interface LaporanTable {
  judul: string;
  keterangan: string[];
  kolom: string[];
  baris: string[][];
  total: number;
  dipotong: boolean;
  namaFile: string;
}

export interface LaporanDocument {
  filename: string;
  contentType: string;
  body: Buffer;
}

/** Relative column widths from the length of what they hold (header and a sample of rows). */
const columnWeights = (t: LaporanTable): number[] =>
  t.kolom.map((header, i) => {
    let longest = header.length;
    for (const row of t.baris.slice(0, 300)) longest = Math.max(longest, (row[i] ?? '').length);
    return Math.min(Math.max(longest, 4), 40);
  });

const footerNote = (t: LaporanTable): string =>
  `Dicetak ${tanggalIndonesia(todayIso())} · ${t.total} data${t.dipotong ? ` (ditampilkan ${t.baris.length} data pertama)` : ''}`;

/**
 * A text of at most this many characters stays on one line while the page has room: a date ("12 September
 * 2026"), an amount ("Rp 1.000.000.000,00"), a status, a code.
 */
const KEEP_WHOLE = 24;

const longestWord = (text: string, width: (s: string) => number): number => Math.max(0, ...text.split(/\s+/).map(width));

/**
 * Column widths filling `available`, from the width of each column's texts (header first) as measured by
 * `width(text, header)`. Every column gets at least its narrowest unbroken width — its short texts whole and
 * its longest word — and the long free-text columns share the rest, up to their texts' full width. When even
 * that does not fit, the columns get their longest word; only when that does not fit either, or a word is
 * longer than a sixth of the page, is a word broken.
 */
export const columnWidths = (columns: string[][], width: (text: string, header: boolean) => number, available: number): number[] => {
  const measured = columns.map((texts) => {
    let natural = 0;
    let whole = 0;
    let word = 0;
    texts.forEach((text, i) => {
      const w = (s: string) => width(s, i === 0);
      const full = w(text);
      const longest = longestWord(text, w);
      natural = Math.max(natural, full);
      whole = Math.max(whole, text.length <= KEEP_WHOLE ? full : longest);
      word = Math.max(word, longest);
    });
    // A column is at most a third of the page wide (a longer text wraps), and what is kept unbroken at most a
    // sixth (about 25 characters: a longer word, such as a pasted link, breaks).
    const unbroken = available / 6;
    return { natural: Math.min(natural, available / 3), whole: Math.min(whole, unbroken), word: Math.min(word, unbroken) };
  });
  const sum = (ws: number[]) => ws.reduce((a, b) => a + b, 0);
  const wholes = measured.map((m) => m.whole);
  const words = measured.map((m) => m.word);
  const floor = sum(wholes) <= available ? wholes : sum(words) <= available ? words : words.map((w) => (w * available) / sum(words));
  const wanted = measured.map((m, i) => Math.max(m.natural, floor[i]!));
  if (sum(wanted) <= available) return wanted.map((w) => (w * available) / sum(wanted));
  const share = (available - sum(floor)) / (sum(wanted) - sum(floor));
  return floor.map((f, i) => f + (wanted[i]! - f) * share);
};

export const renderPdf = (table: LaporanTable): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const t: LaporanTable = {
      ...table,
      judul: printable(table.judul),
      keterangan: table.keterangan.map(printable),
      kolom: table.kolom.map(printable),
      baris: table.baris.map((row) => row.map(printable)),
    };
    const margin = 36;
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin,
      bufferPages: true,
      info: { Title: table.judul, Creator: 'Kerja Sama' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    useUnicodeFont(doc);

    const width = doc.page.width - margin * 2;
    const pad = 3;
    const fontSize = 8;
    const textWidth = (text: string, header: boolean) => doc.font(header ? FONT.bold : FONT.regular).fontSize(fontSize).widthOfString(text) + pad * 2 + 1;
    const widths = columnWidths(
      t.kolom.map((header, i) => [header, ...t.baris.map((row) => row[i] ?? '')]),
      textWidth,
      width,
    );
    const bottom = () => doc.page.height - margin - 14;

    doc.font(FONT.bold).fontSize(14).text(t.judul, { align: 'center' });
    doc.font(FONT.regular).fontSize(10);
    for (const line of t.keterangan) doc.text(line, { align: 'center' });
    doc.moveDown(0.8);

    const rowHeight = (cells: string[], font: string) => {
      doc.font(font).fontSize(fontSize);
      return Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: widths[i]! - pad * 2 }))) + pad * 2;
    };
    const drawRow = (cells: string[], y: number, h: number, header: boolean) => {
      let x = margin;
      doc.font(header ? FONT.bold : FONT.regular).fontSize(fontSize);
      cells.forEach((cell, i) => {
        const w = widths[i]!;
        if (header) doc.rect(x, y, w, h).fillAndStroke('#e8eef7', '#7f8c9d');
        else doc.rect(x, y, w, h).stroke('#7f8c9d');
        doc.fillColor('#000000').text(cell, x + pad, y + pad, { width: w - pad * 2, lineBreak: true });
        x += w;
      });
    };

    doc.lineWidth(0.5);
    let y = doc.y;
    const headerHeight = rowHeight(t.kolom, FONT.bold);
    drawRow(t.kolom, y, headerHeight, true);
    y += headerHeight;
    if (t.baris.length === 0) {
      doc.font(FONT.italic).fontSize(9).text('Tidak ada data', margin, y + 6, { width, align: 'center' });
    }
    for (const row of t.baris) {
      const h = rowHeight(row, FONT.regular);
      if (y + h > bottom()) {
        doc.addPage();
        y = margin;
        drawRow(t.kolom, y, headerHeight, true);
        y += headerHeight;
      }
      drawRow(row, y, h, false);
      y += h;
    }

    const range = doc.bufferedPageRange();
    const note = printable(footerNote(table));
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const saved = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font(FONT.regular).fontSize(7).fillColor('#555555');
      doc.text(note, margin, doc.page.height - margin + 8, { width: width / 2, lineBreak: false });
      doc.text(`Halaman ${i - range.start + 1} dari ${range.count}`, margin + width / 2, doc.page.height - margin + 8, {
        width: width / 2,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = saved;
    }
    doc.end();
  });

/** "Rp 1.500.000,00" → 1500000; null for anything else. */
const parseRupiah = (text: string): number | null => {
  const m = /^Rp\s*(-?[\d.]+(?:,\d+)?)$/.exec(text.trim());
  return m ? Number(m[1]!.replace(/\./g, '').replace(',', '.')) : null;
};
const parseWholeNumber = (text: string): number | null => (/^\d{1,15}$/.test(text) ? Number(text) : null);

/** The columns the workbook writes as numbers, so they sum and sort; the PDF prints them as they are. */
const NUMBER_COLUMNS = new Map<string, { parse(text: string): number | null; numFmt: string }>([
  ['No', { parse: parseWholeNumber, numFmt: '0' }],
  // Excel shows the separators of the reader's locale: "Rp 1.500.000,00" in Indonesian.
  ['Nilai', { parse: parseRupiah, numFmt: '"Rp" #,##0.00' }],
]);

export const renderXlsx = async (t: LaporanTable): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kerja Sama';
  wb.created = new Date();
  const ws = wb.addWorksheet('Laporan', { pageSetup: { orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 } });
  const cols = Math.max(t.kolom.length, 1);
  const weights = columnWeights(t);
  ws.columns = weights.map((w) => ({ width: Math.min(Math.max(w + 2, 6), 60) }));

  const title = ws.addRow([t.judul]);
  title.font = { bold: true, size: 14 };
  ws.mergeCells(title.number, 1, title.number, cols);
  title.alignment = { horizontal: 'center' };
  for (const line of t.keterangan) {
    const r = ws.addRow([line]);
    ws.mergeCells(r.number, 1, r.number, cols);
    r.alignment = { horizontal: 'center' };
  }
  ws.addRow([]);

  const border = { style: 'thin' as const, color: { argb: 'FF7F8C9D' } };
  const borders = { top: border, left: border, bottom: border, right: border };
  const header = ws.addRow(t.kolom);
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
    cell.border = borders;
    cell.alignment = { vertical: 'middle', wrapText: true };
  });
  ws.views = [{ state: 'frozen', ySplit: header.number }];
  const numberColumns = t.kolom.map((k) => NUMBER_COLUMNS.get(k));
  for (const row of t.baris) {
    const r = ws.addRow(row.map((text, i) => numberColumns[i]?.parse(text) ?? text));
    r.eachCell({ includeEmpty: true }, (cell, col) => {
      cell.border = borders;
      cell.alignment = { vertical: 'top', wrapText: true };
      if (typeof cell.value === 'number') cell.numFmt = numberColumns[col - 1]!.numFmt;
    });
  }
  if (t.baris.length === 0) ws.addRow(['Tidak ada data']);
  ws.addRow([]);
  ws.addRow([footerNote(t)]).font = { italic: true, size: 9 };
  return Buffer.from(await wb.xlsx.writeBuffer());
};

export const renderLaporan = async (t: LaporanTable, format: 'pdf' | 'xlsx'): Promise<LaporanDocument> =>
  format === 'xlsx'
    ? {
        filename: `${t.namaFile}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: await renderXlsx(t),
      }
    : { filename: `${t.namaFile}.pdf`, contentType: 'application/pdf', body: await renderPdf(t) };
