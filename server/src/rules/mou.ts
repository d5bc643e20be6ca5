/**
 * Field rules of the agreement (Kesepakatan/MOU) and contract (Perjanjian/PKS) forms, their documents,
 * agencies and the export dialog (SPEC §5), with SPEC's Indonesian messages. Pure: shared by the server
 * (authoritative) and the client forms (`@rules/mou`).
 */
import { z } from 'zod';
import { statusField } from './status.js';
import { isIsoDate } from './dates.js';
import { laporanFilterSchema } from './laporan.js';

/** Agreement and contract status (SPEC §4). */
export const MOU_STATUS_TEXT: Record<number, string> = {
  1: 'Aktif',
  2: 'Tidak Aktif',
  3: 'Baru',
  4: 'Proses',
  5: 'Revisi',
};
export const MOU_STATUSES: readonly number[] = [1, 2, 3, 4, 5];
export const MOU_STATUS_AKTIF = 1;
export const MOU_STATUS_TIDAK_AKTIF = 2;
/** 3 Baru: a record created with it starts at the Draf stage (issue 17); any other is a status set directly. */
export const MOU_STATUS_BARU = 3;
export const mouStatusText = (status: number): string => MOU_STATUS_TEXT[status] ?? '-';

/**
 * The largest Nilai accepted (50 triliun rupiah): numeric(18,2) holds more, but values travel as JS numbers,
 * which tell every cent apart only below 2^46 (~70 triliun); Rp 500.000.000.000.001 was stored as ….000,94.
 */
export const MAX_NILAI = 50_000_000_000_000;
export const NILAI_TERLALU_BESAR = 'Nilai terlalu besar (maksimal Rp 50.000.000.000.000)';

/** The longest Ruang Lingkup (deskripsi) and Keterangan of a record, also through an addendum. */
export const KERJASAMA_TEKS_PANJANG_MAX = 20_000;

const required = (message: string, max = 255) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Maksimal ${max} karakter`);

const date = (label: string) =>
  z
    .string({ error: `${label} tidak boleh kosong` })
    .trim()
    .min(1, `${label} tidak boleh kosong`)
    .refine(isIsoDate, `${label} harus berformat yyyy-MM-dd`);

const nilai = z
  // a number typed that is no number (the form reads it as NaN) is invalid, not missing
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Nilai tidak boleh kosong' : 'Nilai tidak valid') })
  .min(0, 'Nilai tidak boleh negatif')
  .max(MAX_NILAI, NILAI_TERLALU_BESAR)
  .transform((v) => Math.round(v * 100) / 100);

const status = statusField(MOU_STATUSES);

/** An optional reference: absent, null or 0 (the legacy client's "none") means none. */
const optionalId = (message: string) =>
  z.preprocess((v) => (v === 0 ? null : v), z.number().int(message).positive(message).nullish()).transform((v) => v ?? null);

/** Fields shared by agreements and contracts. */
const common = {
  mitra: required('Mitra tidak boleh kosong'),
  tglMulai: date('Tanggal Mulai'),
  tglBerakhir: date('Tanggal Berakhir'),
  judul: required('Judul tidak boleh kosong'),
  deskripsi: required('Deskripsi tidak boleh kosong', KERJASAMA_TEKS_PANJANG_MAX),
  noKontrak: required('No. Kontrak tidak boleh kosong', 100),
  noMitra: required('No. Mitra tidak boleh kosong', 100),
  namaTtdMitra: required('Nama Mitra tidak boleh kosong'),
  jabatanTtdMitra: required('Jabatan Mitra tidak boleh kosong'),
  namaTtd: required('Nama Instansi tidak boleh kosong'),
  jabatanTtd: required('Jabatan Instansi tidak boleh kosong'),
  keterangan: required('Keterangan tidak boleh kosong', KERJASAMA_TEKS_PANJANG_MAX),
  status,
};

const readableDate = (v: unknown): v is string => typeof v === 'string' && isIsoDate(v.trim());

/**
 * End must not be before start, reported on the end date. Checked whenever both dates can be read, also while
 * other fields fail (the form shows every message at once), and never when one of them cannot be read (that
 * date's own message says what is wrong; the other is not blamed).
 */
const endNotBeforeStart = (v: { tglMulai: string; tglBerakhir: string }) => !(v.tglBerakhir.trim() < v.tglMulai.trim());
const END_NOT_BEFORE_START = {
  path: ['tglBerakhir'],
  message: 'Tanggal Berakhir tidak boleh sebelum Tanggal Mulai',
  when: ({ value }: { value: unknown }) => {
    const v = value as { tglMulai?: unknown; tglBerakhir?: unknown } | null;
    return readableDate(v?.tglMulai) && readableDate(v?.tglBerakhir);
  },
};

/** Agreement form: Mitra (the partner account) is required; Penjajakan and the old agreement are optional. */
export const mouSchema = z
  .object({
    idPenjajagan: optionalId('Penjajakan tidak ditemukan'),
    idMitra: z.number({ error: 'Mitra tidak boleh kosong' }).int('Mitra tidak boleh kosong').positive('Mitra tidak boleh kosong'),
    idMouLama: optionalId('Kesepakatan lama tidak ditemukan'),
    ...common,
    nilai,
  })
  .refine(endNotBeforeStart, END_NOT_BEFORE_START);
export type MouFields = z.infer<typeof mouSchema>;

/** Contract form: the agreement selection is required; Nilai defaults to 0 (SPEC §3, §9). */
export const pksSchema = z
  .object({
    idMou: z
      .number({ error: 'Kesepakatan tidak boleh kosong' })
      .int('Kesepakatan tidak boleh kosong')
      .positive('Kesepakatan tidak boleh kosong'),
    ...common,
    nilai: z.preprocess((v) => v ?? 0, nilai),
  })
  .refine(endNotBeforeStart, END_NOT_BEFORE_START);
export type PksFields = z.infer<typeof pksSchema>;

/** Add SKPD to a record. */
export const addSkpdSchema = z.object({
  idSkpd: z.number({ error: 'SKPD tidak boleh kosong' }).int('SKPD tidak boleh kosong').positive('SKPD tidak boleh kosong'),
});

/** Export dialog: a date range (yyyy-MM-dd) is required; status and judul narrow it. */
export const laporanSchema = laporanFilterSchema(MOU_STATUSES, 255);
export type LaporanFields = z.infer<typeof laporanSchema>;
