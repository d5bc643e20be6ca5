/**
 * The search's filters of agreements and contracts (issue 20, `cari` and `cariPublik`): their status and
 * their start date (Tanggal), read as the export dialogs read a period, with their messages. Pure.
 */
import { z } from 'zod';
import { isIsoDate } from './dates.js';
import { periodeUrut, tanggalFormatMessage } from './laporan.js';
import { MOU_STATUSES } from './mou.js';

const tanggal = (label: string) =>
  z
    .string()
    .trim()
    .refine((s) => s === '' || isIsoDate(s), tanggalFormatMessage(label))
    .nullish()
    .transform((s) => s || null);

export const cariSaringSchema = z
  .object({
    status: z
      .array(z.number())
      .refine((list) => list.every((v) => MOU_STATUSES.includes(v)), 'Status tidak valid')
      .nullish()
      .transform((list) => (list?.length ? [...new Set(list)].sort((a, b) => a - b) : null)),
    tanggalDari: tanggal('Tgl. Dari'),
    tanggalSampai: tanggal('Tgl. Sampai'),
  })
  .superRefine(periodeUrut);
