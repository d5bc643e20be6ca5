/**
 * Report documents: one titled table rendered as PDF (pdfkit) or XLSX (exceljs). Shared by every feature
 * that exports a list (Kesepakatan, Perjanjian, Penjajakan).
 */
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { tanggalIndonesia, todayIso } from '../../common/dates.js';

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

export const renderPdf = (t: LaporanTable): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const margin = 36;
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin,
      bufferPages: true,
      info: { Title: t.judul, Creator: 'Kerja Sama' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const width = doc.page.width - margin * 2;
    const pad = 3;
    const fontSize = 8;
    // Each column as wide as its longest text (a sample of rows; at most 30% of the page), scaled to fit.
    const natural = t.kolom.map((header, i) => {
      let w = doc.font('Helvetica-Bold').fontSize(fontSize).widthOfString(header);
      doc.font('Helvetica').fontSize(fontSize);
      for (const row of t.baris.slice(0, 300)) w = Math.max(w, doc.widthOfString(row[i] ?? ''));
      return Math.min(w + pad * 2 + 2, width * 0.3);
    });
    const sum = natural.reduce((a, b) => a + b, 0);
    const widths = natural.map((w) => (w / sum) * width);
    const bottom = () => doc.page.height - margin - 14;

    doc.font('Helvetica-Bold').fontSize(14).text(t.judul, { align: 'center' });
    doc.font('Helvetica').fontSize(10);
    for (const line of t.keterangan) doc.text(line, { align: 'center' });
    doc.moveDown(0.8);

    const rowHeight = (cells: string[], font: string) => {
      doc.font(font).fontSize(fontSize);
      return Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: widths[i]! - pad * 2 }))) + pad * 2;
    };
    const drawRow = (cells: string[], y: number, h: number, header: boolean) => {
      let x = margin;
      doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
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
    const headerHeight = rowHeight(t.kolom, 'Helvetica-Bold');
    drawRow(t.kolom, y, headerHeight, true);
    y += headerHeight;
    if (t.baris.length === 0) {
      doc.font('Helvetica-Oblique').fontSize(9).text('Tidak ada data', margin, y + 6, { width, align: 'center' });
    }
    for (const row of t.baris) {
      const h = rowHeight(row, 'Helvetica');
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
    const note = footerNote(t);
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const saved = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font('Helvetica').fontSize(7).fillColor('#555555');
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
  for (const row of t.baris) {
    const r = ws.addRow(row);
    r.eachCell({ includeEmpty: true }, (cell) => {
      cell.border = borders;
      cell.alignment = { vertical: 'top', wrapText: true };
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
