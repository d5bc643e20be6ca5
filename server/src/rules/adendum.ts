/**
 * Addenda (issue 17): an amendment of a signed agreement or contract in force, so only while it is in
 * Pelaksanaan (a draft is changed by editing it; a stopped or ended one by a new agreement / Perpanjang), and
 * the limits of its texts. Pure: shared by the server (authoritative) and the "Tambah Adendum" dialog.
 */
import { KERJASAMA_TEKS_PANJANG_MAX } from './mou.js';
import { CATATAN_MAX } from './teks.js';

/** The stage (rules/tahapan.ts) in which a record takes addenda. */
export const TAHAPAN_ADENDUM = 'PELAKSANAAN';

export const bolehAdendum = (tahapan: string | null | undefined): boolean => tahapan === TAHAPAN_ADENDUM;

/** Column-sized limits of what an addendum writes: its number, the signers' names and positions, the scope, its note. */
export const ADENDUM_MAX = {
  nomor: 100,
  nama: 255,
  deskripsi: KERJASAMA_TEKS_PANJANG_MAX,
  catatan: CATATAN_MAX,
} as const;

export const ADENDUM_MESSAGES = {
  bukanPelaksanaan: 'Adendum hanya dapat ditambahkan pada kerja sama dalam tahap Pelaksanaan',
} as const;
