/**
 * The periodic report (Laporan Pelaksanaan Kerja Sama, issue 19): a semester or a year. Pure: shared by the
 * server and the client's dialog.
 */
import { z } from 'zod';
import { hariDiKota } from './dates.js';

export const LAPORAN_BELUM_DIMULAI = 'Periode laporan belum dimulai';

export const laporanBerkalaSchema = z
  .object({
    tahun: z.number({ error: 'Tahun tidak boleh kosong' }).int('Tahun tidak valid').min(2000, 'Tahun tidak valid').max(2100, 'Tahun tidak valid'),
    semester: z
      .number()
      .int('Semester harus 1 atau 2')
      .refine((v) => v === 1 || v === 2, 'Semester harus 1 atau 2')
      .nullish()
      .transform((v) => v ?? null),
  })
  // a report tells what happened: a period that has not started yet has nothing to tell (the current one may be asked)
  .superRefine((v, ctx) => {
    if (periodeLaporan(v).dari > hariDiKota(new Date())) {
      ctx.addIssue({ code: 'custom', path: [v.semester ? 'semester' : 'tahun'], message: LAPORAN_BELUM_DIMULAI });
    }
  });
export type LaporanBerkalaFields = z.infer<typeof laporanBerkalaSchema>;

/** The period's first and last day (yyyy-MM-dd) and its name. */
export const periodeLaporan = ({ tahun, semester }: { tahun: number; semester: number | null }) => ({
  dari: semester === 2 ? `${tahun}-07-01` : `${tahun}-01-01`,
  sampai: semester === 1 ? `${tahun}-06-30` : `${tahun}-12-31`,
  nama: semester ? `Semester ${semester === 1 ? 'I' : 'II'} Tahun ${tahun}` : `Tahun ${tahun}`,
});

export const LAPORAN_BERKALA_STATUS: Record<string, string> = {
  antri: 'Menunggu',
  proses: 'Sedang dibuat',
  selesai: 'Selesai',
  gagal: 'Gagal',
};
