import { z } from 'zod';
import { isIsoDate } from './dates.js';

export const LAPORAN_RANGE_MESSAGE = 'Tgl. Dari - Tgl. Sampai tidak boleh kosong';

/** The message of a date not written yyyy-MM-dd (or not in the calendar). */
export const tanggalFormatMessage = (label: string): string => `${label} harus berformat yyyy-MM-dd`;

/** A period's end before its start: the message on Tgl. Sampai (for a superRefine of `tanggalDari`/`tanggalSampai`). */
export const periodeUrut = (v: { tanggalDari: string | null; tanggalSampai: string | null }, ctx: z.RefinementCtx): void => {
  // only when both can be read: a date that cannot is told by its own message, the other is not blamed
  if (v.tanggalDari && v.tanggalSampai && isIsoDate(v.tanggalDari) && isIsoDate(v.tanggalSampai) && v.tanggalSampai < v.tanggalDari) {
    ctx.addIssue({ code: 'custom', path: ['tanggalSampai'], message: 'Tgl. Sampai tidak boleh sebelum Tgl. Dari' });
  }
};

const rangeEnd = (label: string) =>
  z
    .string({ error: LAPORAN_RANGE_MESSAGE })
    .trim()
    .min(1, LAPORAN_RANGE_MESSAGE)
    .refine(isIsoDate, tanggalFormatMessage(label));

/**
 * A report's filter (the export dialogs): a date range (yyyy-MM-dd) is required; one of `statuses` and a
 * judul of at most `judulMax` characters narrow it.
 */
export const laporanFilterSchema = (statuses: readonly number[], judulMax: number) =>
  z
    .object({
      tanggalDari: rangeEnd('Tgl. Dari'),
      tanggalSampai: rangeEnd('Tgl. Sampai'),
      status: z
        .number()
        .int('Status tidak valid')
        .refine((v) => statuses.includes(v), 'Status tidak valid')
        .nullish()
        .transform((v) => v ?? null),
      judul: z
        .string()
        .trim()
        .max(judulMax, `Maksimal ${judulMax} karakter`)
        .nullish()
        .transform((v) => v || null),
    })
    .superRefine(periodeUrut);
