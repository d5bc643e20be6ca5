import { tanggalIndonesia } from '../../common/dates.js';
import { escapeHtml } from '../../common/html.js';

/** How a record's kind is named in the texts of reminders and of the automatic expiry. */
export const NAMA_JENIS = { mou: 'Kesepakatan', pks: 'Perjanjian' } as const;

/** What a reminder mail is rendered from when it is sent (stored with it as `data`), with the recipient's name. */
export interface DataSurelPengingat {
  jenis: 'mou' | 'pks';
  judul: string;
  tglBerakhir: string;
  hari: number;
  /** The recipient's link into the application (a path). */
  tautan: string;
}

const kapan = (hari: number) => (hari === 0 ? 'berakhir hari ini' : `berakhir dalam ${hari} hari`);
const sisa = (hari: number) => (hari === 0 ? 'Hari ini adalah hari terakhir masa berlakunya.' : `Masa berlakunya tinggal ${hari} hari.`);

/** The Indonesian texts of a reminder shared by all its recipients: the notification's title and message, the mail's subject. */
export const pengingatPesan = (r: Omit<DataSurelPengingat, 'tautan'>) => {
  const nama = NAMA_JENIS[r.jenis];
  const judul = `${nama} ${kapan(r.hari)}`;
  return { judul, pesan: `${nama} "${r.judul}" berakhir pada ${tanggalIndonesia(r.tglBerakhir)}.`, subjek: `[Kerja Sama] ${judul}: ${r.judul}`.slice(0, 250) };
};

/** A reminder mail's text and HTML for one recipient, rendered when it is sent. */
export const pengingatSurel = (r: DataSurelPengingat, namaPenerima: string, publicUrl: string) => {
  const nama = NAMA_JENIS[r.jenis];
  const tanggal = tanggalIndonesia(r.tglBerakhir);
  const url = `${publicUrl}${r.tautan}`;
  const teks = [
    `Yth. ${namaPenerima},`,
    '',
    `${pengingatPesan(r).pesan} ${sisa(r.hari)}`,
    'Bila kerja sama ini akan dilanjutkan, mohon segera siapkan perpanjangan atau adendumnya.',
    '',
    `Lihat: ${url}`,
    '',
    'Pesan ini dikirim otomatis oleh Sistem Kerja Sama. Anda dapat mengatur surel notifikasi di menu Notifikasi & Kalender.',
  ].join('\n');
  const html = `<!doctype html><html lang="id"><body style="font-family:Arial,sans-serif;color:#242424">
<p>Yth. ${escapeHtml(namaPenerima)},</p>
<p>${escapeHtml(nama)} <strong>${escapeHtml(r.judul)}</strong> berakhir pada <strong>${escapeHtml(tanggal)}</strong>.
${sisa(r.hari)}</p>
<p>Bila kerja sama ini akan dilanjutkan, mohon segera siapkan perpanjangan atau adendumnya.</p>
<p><a href="${escapeHtml(url)}">Buka ${escapeHtml(nama.toLowerCase())}</a></p>
<p style="color:#616161;font-size:12px">Pesan ini dikirim otomatis oleh Sistem Kerja Sama. Anda dapat mengatur surel notifikasi di menu Notifikasi &amp; Kalender.</p>
</body></html>`;
  return { teks, html };
};
