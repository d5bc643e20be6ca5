/**
 * The periodic report as PDF: the summary tables and two charts (records by jenis kerja sama, average
 * ratings per month), drawn as vector graphics with pdfkit. The long lists are in the XLSX only.
 */
import PDFDocument from 'pdfkit';
import { bulanIndonesia, tanggalIndonesia } from '../../common/dates.js';
import { FONT, printable, useUnicodeFont } from '../../common/pdf-font.js';
import type { Isi } from './laporan-berkala.xlsx.js';
import type { Tabel } from './laporan-berkala.data.js';

export interface Grafik {
  /** Bars: label and value. */
  batang: { judul: string; data: { label: string; nilai: number }[] };
  /** Lines per series over months (values 1–5). */
  garis: { judul: string; bulan: string[]; seri: { nama: string; nilai: number[] }[] };
}

const COLORS = ['#0f6cbd', '#c50f1f', '#107c10', '#8764b8'];
const MARGIN = 40;

const BULAT = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const PECAHAN = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A table's cell as printed: numbers the Indonesian way ("1.250", "3,67", "1,50", "2.500.000,50"). */
const teksSel = (c: string | number): string => (typeof c !== 'number' ? printable(c) : Number.isInteger(c) ? BULAT.format(c) : PECAHAN.format(c));

export const tulisPdf = (isi: Isi, grafik: Grafik): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${isi.judul} ${isi.periode.nama}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    useUnicodeFont(doc);
    const width = doc.page.width - MARGIN * 2;

    doc.font(FONT.bold).fontSize(16).text(printable(isi.judul), { align: 'center' });
    const { nama, dari, sampai } = isi.periode;
    doc.font(FONT.regular).fontSize(11).text(printable(`Periode: ${nama} (${tanggalIndonesia(dari)} s.d. ${tanggalIndonesia(sampai)})`), { align: 'center' });
    doc.moveDown();
    for (const t of isi.ringkasan) tabel(doc, t, width);
    doc.addPage();
    batang(doc, grafik.batang, width);
    garis(doc, grafik.garis, width);
    doc.end();
  });

const bottom = (doc: PDFKit.PDFDocument) => doc.page.height - MARGIN;

const ensure = (doc: PDFKit.PDFDocument, height: number) => {
  if (doc.y + height > bottom(doc)) doc.addPage();
};

const CELL_PAD = 2;

/**
 * A summary table: the first column the labels, the others the numbers. A row is as tall as its tallest
 * wrapped cell, and one that does not fit on the page goes to the next, under the header again.
 */
const tabel = (doc: PDFKit.PDFDocument, t: Tabel, width: number) => {
  const first = width * 0.46;
  const other = (width - first) / (t.kolom.length - 1);
  const widths = t.kolom.map((_, i) => (i === 0 ? first : other) - 4);
  const font = (header: boolean) => doc.font(header ? FONT.bold : FONT.regular).fontSize(9);
  const tinggi = (cells: string[], header: boolean) => {
    font(header);
    return Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i]! }))) + CELL_PAD * 2;
  };
  const gambar = (cells: string[], header: boolean, h: number) => {
    const y = doc.y;
    font(header);
    cells.forEach((c, i) => {
      const x = MARGIN + (i === 0 ? 0 : first + (i - 1) * other);
      doc.text(c, x, y + CELL_PAD, { width: widths[i]!, align: i === 0 ? 'left' : 'right' });
    });
    doc.y = y + h;
  };
  const kepala = t.kolom.map(teksSel);
  const tinggiKepala = tinggi(kepala, true);
  const baris = t.baris.length === 0 ? [['Tidak ada data']] : t.baris.map((b) => b.map(teksSel));

  const judul = printable(t.judul);
  const tinggiJudul = doc.font(FONT.bold).fontSize(11).heightOfString(judul, { width });
  ensure(doc, tinggiJudul + tinggiKepala + tinggi(baris[0]!, false));
  doc.font(FONT.bold).fontSize(11).text(judul, MARGIN, doc.y, { width });
  gambar(kepala, true, tinggiKepala);
  for (const b of baris) {
    const h = tinggi(b, false);
    if (doc.y + h > bottom(doc)) {
      doc.addPage();
      gambar(kepala, true, tinggiKepala);
    }
    gambar(b, false, h);
  }
  doc.moveDown(0.8);
};

/** The chart's months (`2026-11`) in Indonesian: "November 2026", or "Nov 2026" when one of them does not `fits`. */
export const namaBulan = (bulan: string[], fits: (label: string) => boolean): string[] => {
  const full = bulan.map(bulanIndonesia);
  return full.every(fits) ? full : full.map((b) => b.replace(/^(\S{3})\S*/, '$1'));
};

const batang = (doc: PDFKit.PDFDocument, g: Grafik['batang'], width: number) => {
  doc.font(FONT.bold).fontSize(12).text(printable(g.judul), MARGIN);
  const top = doc.y + 8;
  const labelW = 170;
  const max = Math.max(1, ...g.data.map((d) => d.nilai));
  g.data.forEach((d, i) => {
    const y = top + i * 22;
    doc.font(FONT.regular).fontSize(9).fillColor('black').text(printable(d.label), MARGIN, y + 4, { width: labelW - 6, lineBreak: false, ellipsis: true });
    const w = ((width - labelW - 40) * d.nilai) / max;
    doc.rect(MARGIN + labelW, y, Math.max(w, 1), 16).fill(COLORS[0]!);
    doc.fillColor('black').text(teksSel(d.nilai), MARGIN + labelW + w + 4, y + 4);
  });
  doc.y = top + g.data.length * 22 + 20;
};

const garis = (doc: PDFKit.PDFDocument, g: Grafik['garis'], width: number) => {
  ensure(doc, 260);
  doc.font(FONT.bold).fontSize(12).fillColor('black').text(printable(g.judul), MARGIN);
  const top = doc.y + 10;
  const h = 180;
  const left = MARGIN + 24;
  const w = width - 24;
  doc.lineWidth(0.5).strokeColor('#999999');
  for (let v = 1; v <= 5; v += 1) {
    const y = top + h - ((v - 1) / 4) * h;
    doc.moveTo(left, y).lineTo(left + w, y).stroke();
    doc.font(FONT.regular).fontSize(8).fillColor('black').text(String(v), MARGIN, y - 4);
  }
  if (g.bulan.length === 0) {
    doc.font(FONT.italic).fontSize(9).text('Belum ada evaluasi dalam periode ini', left, top + h / 2, { width: w, align: 'center' });
  }
  const step = g.bulan.length > 1 ? w / (g.bulan.length - 1) : 0;
  const xOf = (i: number) => (g.bulan.length > 1 ? left + i * step : left + w / 2);
  const labelW = g.bulan.length > 1 ? step : w;
  doc.font(FONT.regular).fontSize(8).fillColor('black');
  const labels = namaBulan(g.bulan, (s) => doc.widthOfString(s) <= labelW - 2);
  labels.forEach((b, i) => doc.text(b, xOf(i) - labelW / 2, top + h + 4, { width: labelW, align: 'center', lineBreak: false }));
  g.seri.forEach((s, si) => {
    const color = COLORS[si % COLORS.length]!;
    doc.lineWidth(1.5).strokeColor(color).fillColor(color);
    s.nilai.forEach((v, i) => {
      const y = top + h - ((v - 1) / 4) * h;
      if (i === 0) doc.moveTo(xOf(i), y);
      else doc.lineTo(xOf(i), y);
    });
    if (s.nilai.length > 1) doc.stroke();
    s.nilai.forEach((v, i) => doc.circle(xOf(i), top + h - ((v - 1) / 4) * h, 2.5).fill(color));
    doc.fontSize(9).text(printable(s.nama), left + si * 150, top + h + 22, { lineBreak: false });
  });
  doc.fillColor('black').strokeColor('black');
  doc.y = top + h + 44;
};
