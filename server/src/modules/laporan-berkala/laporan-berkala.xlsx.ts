/**
 * The periodic report as XLSX, streamed (common/xlsx-writer.ts): two worker threads make the list sheets at
 * once (laporan-berkala.lembar.ts: the agreements and contracts, the evaluations), each reading its rows in
 * batches and deflating them into a temporary file, so neither the rows nor the file are ever whole in
 * memory. The summary is counted from the same rows on their way (laporan-berkala.hitung.ts) and written
 * last, first in the workbook.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { XlsxWriter, type Row } from '../../common/xlsx-writer.js';
import { tanggalIndonesia } from '../../common/dates.js';
import { ADMINS } from '../../rules/levels.js';
import type { Periode, Tabel } from './laporan-berkala.data.js';
import { nilaiBerulang } from './laporan-berkala.daftar.js';
import type { HitungLaporan } from './laporan-berkala.hitung.js';
import { mulaiLembar } from './laporan-berkala.lembar.js';

export interface Isi {
  judul: string;
  periode: Periode & { nama: string };
  ringkasan: Tabel[];
}

const ringkasan = (isi: Isi): Row[] => [
  [isi.judul],
  [`Periode: ${isi.periode.nama} (${tanggalIndonesia(isi.periode.dari)} s.d. ${tanggalIndonesia(isi.periode.sampai)})`],
  ...isi.ringkasan.flatMap((t): Row[] => [[], { bold: [t.judul] }, { bold: t.kolom }, ...t.baris]),
];

/** Deflate's fastest level: a third of the default's time here, for a file about a third larger. */
const LEVEL = 1;

/**
 * Writes the workbook to `sink`; `progres(0..1)` as the threads go (the agreements and contracts are two
 * thirds of the work). The threads' counts go into `hitung`; then `isi()` (the summary, which needs them)
 * goes into the summary sheet.
 */
export const tulisXlsx = async (
  em: EntityManager,
  periode: Periode,
  hitung: HitungLaporan,
  isi: () => Promise<Isi>,
  sink: (chunk: Buffer) => Promise<void>,
  progres: (bagian: number) => Promise<void>,
): Promise<void> => {
  const wb = new XlsxWriter(sink, LEVEL);
  // The evaluators are the admins: their names, the period's dates, the kinds and the recommendations are
  // shared strings known before the threads start (the evaluations' thread can only use those).
  const penilai = await em.getConnection().execute<{ nama: string }[]>(`select distinct nama from users where id_level in (${ADMINS.join(', ')})`);
  const strings = wb.sharedStrings(nilaiBerulang(periode, penilai.map((u) => u.nama)));
  const done = { kerjasama: 0, evaluasi: 0 };
  let shown = Promise.resolve();
  const maju = (jenis: keyof typeof done) => (n: number) => {
    done[jenis] = n;
    shown = shown.then(() => progres((2 * done.kerjasama + done.evaluasi) / 3)).catch(() => {});
  };
  const tugas = { databaseUrl: em.config.get('clientUrl')!, periode, strings, level: LEVEL };
  const threads = [mulaiLembar({ ...tugas, jenis: 'kerjasama' }, maju('kerjasama')), mulaiLembar({ ...tugas, jenis: 'evaluasi' }, maju('evaluasi'))];
  try {
    const [kerjasama, evaluasi] = await Promise.all(threads.map((t) => t.selesai));
    wb.continuedStrings(kerjasama!.added, strings.length);
    for (const h of [kerjasama!, evaluasi!]) hitung.gabung(h.hitung);
    for (const [i, s] of [...kerjasama!.sheets, ...evaluasi!.sheets].entries()) await wb.deflatedSheet(s.nama, s.entry, { order: i + 1 });
  } finally {
    await Promise.all(threads.map((t) => t.tutup()));
  }
  await shown;
  await wb.sheet('Ringkasan', [ringkasan(await isi())], { order: 0 });
  await wb.finish();
};
