/**
 * Monitoring and evaluation (monev, issue 19): the evaluation schedule of an agreement or contract, the
 * rules of its three forms (the agency's implementation report, the partner's own report, the admin's
 * evaluation) and who may file them (monev-access.ts, re-exported here). Pure: shared by the server
 * (authoritative) and the client forms.
 *
 * Schedule: a record in status 1 (Aktif) is evaluated every N months from its start (setting
 * MONEV_INTERVAL_BULAN, default 6) and once at its end. Period k runs from start + (k-1)·N months to
 * start + k·N months, the last one to the end date; its end is the evaluation's due date. Months are
 * added as PostgreSQL adds them (31 January + 1 month = 28/29 February), so the SQL schedule of the
 * lists (modules/monev/monev-jadwal.ts) gives the same periods.
 */
import { z } from 'zod';
import { MAX_NILAI, MOU_STATUS_AKTIF, MOU_STATUS_TIDAK_AKTIF } from './mou.js';

export * from './monev-access.js';

export interface PeriodeMonev {
  periode: number;
  mulai: string;
  /** The period's end: the evaluation is due on this day. */
  jatuhTempo: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `iso` plus `months` calendar months, clamped to the month's last day (PostgreSQL's date + interval). */
export const addMonthsIso = (iso: string, months: number): string => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
};

/** The evaluation periods of a record running from `tglMulai` to `tglBerakhir`. */
export const jadwalEvaluasi = (tglMulai: string, tglBerakhir: string, intervalBulan: number): PeriodeMonev[] => {
  const out: PeriodeMonev[] = [];
  for (let k = 1; ; k += 1) {
    const mulai = addMonthsIso(tglMulai, (k - 1) * intervalBulan);
    if (k > 1 && mulai >= tglBerakhir) break;
    const akhir = addMonthsIso(tglMulai, k * intervalBulan);
    out.push({ periode: k, mulai, jatuhTempo: akhir < tglBerakhir ? akhir : tglBerakhir });
    if (k > 1000) break;
  }
  return out;
};

/** Due within this many days: listed as "Jatuh Tempo" before it is late. */
export const MONEV_JATUH_TEMPO_HARI = 30;

export const REKOMENDASI = {
  LANJUTKAN: 'Lanjutkan',
  PERLUAS: 'Perluas',
  HENTIKAN: 'Hentikan',
} as const;
export type Rekomendasi = keyof typeof REKOMENDASI;

/**
 * Whether a record's periods may be reported on and evaluated: it runs (Aktif) or ran (Tidak Aktif: its last
 * period falls due on its end date, and is evaluated after it as often as not). Drafts may not.
 */
export const monevTerbuka = (idStatus: number): boolean => idStatus === MOU_STATUS_AKTIF || idStatus === MOU_STATUS_TIDAK_AKTIF;

/** Evidence files one implementation report may carry. */
export const MAX_BUKTI_LAPORAN = 10;

export const MONEV_MESSAGES = {
  periodeBukan: 'Periode tidak termasuk jadwal evaluasi kerja sama ini',
  periodeBelum: 'Periode ini belum dimulai: laporan dan evaluasi hanya untuk periode yang sudah berjalan',
  bukanAktif: 'Monev hanya untuk kerja sama yang sedang atau sudah berjalan (status Aktif atau Tidak Aktif)',
  skpdTidakTerkait: 'Instansi Anda tidak terkait dengan kerja sama ini',
  bukanMitra: 'Kerja sama ini tidak terkait dengan akun Anda',
  satuRekaman: 'Pilih satu Kesepakatan atau satu Perjanjian',
  buktiPihakLain: 'Bukti hanya dapat ditambahkan oleh pihak yang menyampaikan laporan ini',
  buktiPenuh: `Maksimal ${MAX_BUKTI_LAPORAN} bukti untuk satu laporan`,
} as const;

const text = (label: string, max = 5000) =>
  z.string({ error: `${label} tidak boleh kosong` }).trim().min(1, `${label} tidak boleh kosong`).max(max, `Maksimal ${max} karakter`);
const optionalText = (max = 5000) => z.string().trim().max(max, `Maksimal ${max} karakter`).nullish().transform((v) => v || null);
const periode = z.number({ error: 'Periode tidak boleh kosong' }).int(MONEV_MESSAGES.periodeBukan).min(1, MONEV_MESSAGES.periodeBukan);
const rating = (label: string) =>
  z.number({ error: `Nilai ${label} tidak boleh kosong` }).int(`Nilai ${label} harus 1 sampai 5`).min(1, `Nilai ${label} harus 1 sampai 5`).max(5, `Nilai ${label} harus 1 sampai 5`);

/** The agency's (or partner's) implementation report for one period. */
export const laporanMonevSchema = z.object({
  periode,
  kegiatan: text('Kegiatan yang dilaksanakan'),
  target: text('Target'),
  capaian: text('Capaian'),
  persentase: z
    .number({ error: 'Persentase capaian tidak boleh kosong' })
    .min(0, 'Persentase capaian harus 0 sampai 100')
    .max(100, 'Persentase capaian harus 0 sampai 100')
    .transform((v) => Math.round(v * 100) / 100),
  nilaiRealisasi: z
    .number({ error: 'Nilai realisasi tidak boleh kosong' })
    .min(0, 'Nilai realisasi tidak boleh negatif')
    .max(MAX_NILAI, 'Nilai realisasi terlalu besar (maksimal Rp 50.000.000.000.000)')
    .transform((v) => Math.round(v * 100) / 100),
  kendala: optionalText(),
  tindakLanjut: optionalText(),
});
export type LaporanMonevFields = z.infer<typeof laporanMonevSchema>;

/** The admin's evaluation of one period. */
export const evaluasiMonevSchema = z.object({
  periode,
  nilaiManfaat: rating('manfaat'),
  nilaiKomitmen: rating('komitmen mitra'),
  nilaiPelaksanaan: rating('pelaksanaan'),
  rekomendasi: z
    .string({ error: 'Rekomendasi tidak boleh kosong' })
    .refine((v): v is Rekomendasi => Object.hasOwn(REKOMENDASI, v), 'Rekomendasi harus Lanjutkan, Perluas atau Hentikan'),
  catatan: optionalText(),
});
export type EvaluasiMonevFields = z.infer<typeof evaluasiMonevSchema>;
