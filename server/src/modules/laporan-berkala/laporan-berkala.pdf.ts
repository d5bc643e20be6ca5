/**
 * The periodic report as PDF: the summary tables and two charts (records by jenis kerja sama, average
 * ratings per month), drawn as vector graphics with pdfkit. The long lists are in the XLSX only.
 */
import PDFDocument from 'pdfkit';
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

export const tulisPdf = (isi: Isi, grafik: Grafik): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${isi.judul} ${isi.periode.nama}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const width = doc.page.width - MARGIN * 2;

    doc.font('Helvetica-Bold').fontSize(16).text(isi.judul, { align: 'center' });
    doc.font('Helvetica').fontSize(11).text(`Periode: ${isi.periode.nama} (${isi.periode.dari} s.d. ${isi.periode.sampai})`, { align: 'center' });
    doc.moveDown();
    for (const t of isi.ringkasan) tabel(doc, t, width);
    doc.addPage();
    batang(doc, grafik.batang, width);
    garis(doc, grafik.garis, width);
    doc.end();
  });

const ensure = (doc: PDFKit.PDFDocument, height: number) => {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
};

const tabel = (doc: PDFKit.PDFDocument, t: Tabel, width: number) => {
  ensure(doc, 60);
  doc.font('Helvetica-Bold').fontSize(11).text(t.judul, MARGIN);
  const first = width * 0.46;
  const other = (width - first) / (t.kolom.length - 1);
  const row = (cells: (string | number)[], header: boolean) => {
    ensure(doc, 16);
    const y = doc.y + 2;
    doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((c, i) => {
      const x = MARGIN + (i === 0 ? 0 : first + (i - 1) * other);
      doc.text(String(c), x, y, { width: i === 0 ? first - 4 : other - 4, align: i === 0 ? 'left' : 'right', lineBreak: false, ellipsis: true });
    });
    doc.y = y + 13;
  };
  row(t.kolom, true);
  if (t.baris.length === 0) row(['Tidak ada data'], false);
  for (const b of t.baris) row(b, false);
  doc.moveDown(0.8);
};

const batang = (doc: PDFKit.PDFDocument, g: Grafik['batang'], width: number) => {
  doc.font('Helvetica-Bold').fontSize(12).text(g.judul, MARGIN);
  const top = doc.y + 8;
  const labelW = 170;
  const max = Math.max(1, ...g.data.map((d) => d.nilai));
  g.data.forEach((d, i) => {
    const y = top + i * 22;
    doc.font('Helvetica').fontSize(9).fillColor('black').text(d.label, MARGIN, y + 4, { width: labelW - 6, lineBreak: false, ellipsis: true });
    const w = ((width - labelW - 40) * d.nilai) / max;
    doc.rect(MARGIN + labelW, y, Math.max(w, 1), 16).fill(COLORS[0]!);
    doc.fillColor('black').text(String(d.nilai), MARGIN + labelW + w + 4, y + 4);
  });
  doc.y = top + g.data.length * 22 + 20;
};

const garis = (doc: PDFKit.PDFDocument, g: Grafik['garis'], width: number) => {
  ensure(doc, 260);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(g.judul, MARGIN);
  const top = doc.y + 10;
  const h = 180;
  const left = MARGIN + 24;
  const w = width - 24;
  doc.lineWidth(0.5).strokeColor('#999999');
  for (let v = 1; v <= 5; v += 1) {
    const y = top + h - ((v - 1) / 4) * h;
    doc.moveTo(left, y).lineTo(left + w, y).stroke();
    doc.font('Helvetica').fontSize(8).fillColor('black').text(String(v), MARGIN, y - 4);
  }
  if (g.bulan.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(9).text('Belum ada evaluasi dalam periode ini', left, top + h / 2, { width: w, align: 'center' });
  }
  const step = g.bulan.length > 1 ? w / (g.bulan.length - 1) : 0;
  const xOf = (i: number) => (g.bulan.length > 1 ? left + i * step : left + w / 2);
  g.bulan.forEach((b, i) => doc.font('Helvetica').fontSize(8).fillColor('black').text(b, xOf(i) - 18, top + h + 4, { width: 36, align: 'center' }));
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
    doc.fontSize(9).text(s.nama, left + si * 150, top + h + 22, { lineBreak: false });
  });
  doc.fillColor('black').strokeColor('black');
  doc.y = top + h + 44;
};
