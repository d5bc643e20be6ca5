/**
 * Classification of agreements and contracts (issue 19): jenis kerja sama (PP 28/2018), the urusan
 * pemerintahan of UU 23/2014 (seeded as the `urusan` table, ids 1–32 in this order), the partner's
 * category and, for cooperation abroad, the country. Pure: shared by the server and the client forms.
 */
import { z } from 'zod';

export const JENIS_KERJA_SAMA = {
  KSDD: 'Kerja Sama Daerah dengan Daerah Lain',
  KSDPK: 'Kerja Sama Daerah dengan Pihak Ketiga',
  KSDPL: 'Kerja Sama Daerah dengan Pemerintah Daerah di Luar Negeri',
  KSDLL: 'Kerja Sama Daerah dengan Lembaga di Luar Negeri',
} as const;
export type JenisKerjaSama = keyof typeof JENIS_KERJA_SAMA;
/** What the lists, the dashboard and the report show for a record not classified yet. */
export const BELUM_DIKLASIFIKASI = 'Belum diklasifikasi';

export const JENIS_CODES = Object.keys(JENIS_KERJA_SAMA) as JenisKerjaSama[];
/** Cooperation abroad: the country is required. */
export const JENIS_LUAR_NEGERI: readonly string[] = ['KSDPL', 'KSDLL'];

export const KATEGORI_MITRA = {
  badan_usaha: 'Badan Usaha',
  ormas: 'Organisasi Kemasyarakatan',
  yayasan: 'Yayasan',
  perguruan_tinggi: 'Perguruan Tinggi',
  perseorangan: 'Perseorangan',
  pemerintah_daerah: 'Pemerintah Daerah',
  kementerian_lembaga: 'Kementerian/Lembaga',
  luar_negeri: 'Luar Negeri',
} as const;
export type KategoriMitra = keyof typeof KATEGORI_MITRA;
export const KATEGORI_CODES = Object.keys(KATEGORI_MITRA) as KategoriMitra[];

export const KELOMPOK_URUSAN = {
  wajib_dasar: 'Wajib, Pelayanan Dasar',
  wajib_non_dasar: 'Wajib, Non-Pelayanan Dasar',
  pilihan: 'Pilihan',
} as const;
export type KelompokUrusan = keyof typeof KELOMPOK_URUSAN;

const urusan = (kelompok: KelompokUrusan, names: string[]) => names.map((nama) => ({ kelompok, nama }));

/** The 32 government affairs of UU 23/2014 in their legal order; id = position + 1. */
export const URUSAN: readonly { kelompok: KelompokUrusan; nama: string }[] = [
  ...urusan('wajib_dasar', [
    'Pendidikan',
    'Kesehatan',
    'Pekerjaan Umum dan Penataan Ruang',
    'Perumahan Rakyat dan Kawasan Permukiman',
    'Ketenteraman, Ketertiban Umum, dan Pelindungan Masyarakat',
    'Sosial',
  ]),
  ...urusan('wajib_non_dasar', [
    'Tenaga Kerja',
    'Pemberdayaan Perempuan dan Pelindungan Anak',
    'Pangan',
    'Pertanahan',
    'Lingkungan Hidup',
    'Administrasi Kependudukan dan Pencatatan Sipil',
    'Pemberdayaan Masyarakat dan Desa',
    'Pengendalian Penduduk dan Keluarga Berencana',
    'Perhubungan',
    'Komunikasi dan Informatika',
    'Koperasi, Usaha Kecil, dan Menengah',
    'Penanaman Modal',
    'Kepemudaan dan Olah Raga',
    'Statistik',
    'Persandian',
    'Kebudayaan',
    'Perpustakaan',
    'Kearsipan',
  ]),
  ...urusan('pilihan', [
    'Kelautan dan Perikanan',
    'Pariwisata',
    'Pertanian',
    'Kehutanan',
    'Energi dan Sumber Daya Mineral',
    'Perdagangan',
    'Perindustrian',
    'Transmigrasi',
  ]),
];

const choice = <T extends string>(codes: readonly T[], message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v): v is T => (codes as readonly string[]).includes(v), message);

/**
 * The classification part of the agreement and contract forms: every field required, the country only
 * (and then required) for KSDPL and KSDLL.
 */
export const klasifikasiSchema = z
  .object({
    jenis: choice(JENIS_CODES, 'Jenis Kerja Sama tidak boleh kosong'),
    kategoriMitra: choice(KATEGORI_CODES, 'Kategori Mitra tidak boleh kosong'),
    negara: z.string().trim().max(100, 'Maksimal 100 karakter').nullish(),
    idUrusan: z
      .array(z.number().int('Urusan Pemerintahan tidak ditemukan').min(1, 'Urusan Pemerintahan tidak ditemukan').max(URUSAN.length, 'Urusan Pemerintahan tidak ditemukan'), {
        error: 'Pilih minimal satu Urusan Pemerintahan',
      })
      .min(1, 'Pilih minimal satu Urusan Pemerintahan')
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine((v, ctx) => {
    if (JENIS_LUAR_NEGERI.includes(v.jenis) && !v.negara) {
      ctx.addIssue({ code: 'custom', path: ['negara'], message: 'Negara tidak boleh kosong untuk kerja sama luar negeri' });
    }
  })
  .transform((v) => ({ ...v, negara: JENIS_LUAR_NEGERI.includes(v.jenis) ? v.negara! : null }));
export type KlasifikasiFields = z.infer<typeof klasifikasiSchema>;
