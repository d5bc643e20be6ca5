import { tanggalIndonesia } from '../../common/dates.js';
import { escapeHtml } from '../../common/html.js';

export interface PengingatText {
  judul: string;
  pesan: string;
  subjek: string;
  teks: string;
  html: string;
}

const NAMA = { mou: 'Kesepakatan', pks: 'Perjanjian' } as const;

/** The Indonesian texts of one reminder: the notification's title and message, the mail's subject, text and HTML. */
export const pengingatText = (r: { jenis: 'mou' | 'pks'; judul: string; tglBerakhir: string; hari: number; nama: string; url: string }): PengingatText => {
  const nama = NAMA[r.jenis];
  const tanggal = tanggalIndonesia(r.tglBerakhir);
  const kapan = r.hari === 0 ? 'berakhir hari ini' : `berakhir dalam ${r.hari} hari`;
  const judul = `${nama} ${kapan}`;
  const pesan = `${nama} "${r.judul}" berakhir pada ${tanggal}.`;
  const teks = [
    `Yth. ${r.nama},`,
    '',
    `${pesan} ${r.hari === 0 ? 'Hari ini adalah hari terakhir masa berlakunya.' : `Masa berlakunya tinggal ${r.hari} hari.`}`,
    'Bila kerja sama ini akan dilanjutkan, mohon segera siapkan perpanjangan atau adendumnya.',
    '',
    `Lihat: ${r.url}`,
    '',
    'Pesan ini dikirim otomatis oleh Sistem Kerja Sama. Anda dapat mengatur surel notifikasi di menu akun.',
  ].join('\n');
  const html = `<!doctype html><html lang="id"><body style="font-family:Arial,sans-serif;color:#242424">
<p>Yth. ${escapeHtml(r.nama)},</p>
<p>${escapeHtml(nama)} <strong>${escapeHtml(r.judul)}</strong> berakhir pada <strong>${escapeHtml(tanggal)}</strong>.
${r.hari === 0 ? 'Hari ini adalah hari terakhir masa berlakunya.' : `Masa berlakunya tinggal ${r.hari} hari.`}</p>
<p>Bila kerja sama ini akan dilanjutkan, mohon segera siapkan perpanjangan atau adendumnya.</p>
<p><a href="${escapeHtml(r.url)}">Buka ${escapeHtml(nama.toLowerCase())}</a></p>
<p style="color:#616161;font-size:12px">Pesan ini dikirim otomatis oleh Sistem Kerja Sama. Anda dapat mengatur surel notifikasi di menu akun.</p>
</body></html>`;
  return { judul, pesan, subjek: `[Kerja Sama] ${judul}: ${r.judul}`.slice(0, 250), teks, html };
};
