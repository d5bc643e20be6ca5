/**
 * TKKSD review of proposals (issue 17): the pertimbangan a reviewer gives, and the messages of the review
 * and the decision. Pure: shared by the server (authoritative) and the client.
 */
import { PENJAJAGAN_STATUS, penjajaganStatusText } from './penjajagan.js';

export const PENDAPAT = ['SETUJU', 'SETUJU_CATATAN', 'TIDAK_SETUJU'] as const;
export type Pendapat = (typeof PENDAPAT)[number];

export const PENDAPAT_TEXT: Record<Pendapat, string> = {
  SETUJU: 'Setuju',
  SETUJU_CATATAN: 'Setuju dengan catatan',
  TIDAK_SETUJU: 'Tidak Setuju',
};

/** A note is required unless the reviewer simply agrees. */
export const pendapatPerluCatatan = (p: Pendapat): boolean => p !== 'SETUJU';

export const TKKSD_MESSAGES = {
  bukanSkpd: 'Peninjau harus akun SKPD (level 2) yang aktif',
  skpdTidakTerkait: 'SKPD peninjau tidak terkait dengan penjajakan ini',
  sudahDiminta: 'Peninjau ini sudah diminta memberi pertimbangan',
  tidakDiminta: 'Anda tidak diminta memberi pertimbangan untuk penjajakan ini',
  tidakLagiTerkait: 'Instansi Anda tidak lagi terkait dengan penjajakan ini',
  catatan: 'Catatan tidak boleh kosong',
  alasan: 'Alasan keputusan tidak boleh kosong',
  sudahDiputus: 'Penjajakan ini sudah diputuskan',
  sudahDiputusPertimbangan: 'Penjajakan ini sudah diputuskan; pertimbangan tidak dapat diubah',
  belumDitimbang: 'Penjajakan belum mendapat pertimbangan TKKSD',
} as const;

/** The proposal's status (SPEC §4) a decision gives it: 2 Disetujui or 3 Tidak Disetujui. */
export const statusKeputusan = (disetujui: boolean): number => (disetujui ? PENJAJAGAN_STATUS.Disetujui : PENJAJAGAN_STATUS.TidakDisetujui);

/** Once decided, the proposal's status follows the decision: an edit to another status is refused with this. */
export const statusMengikutiKeputusan = (disetujui: boolean): string =>
  `Status penjajakan mengikuti keputusan: ${penjajaganStatusText(statusKeputusan(disetujui))}`;

/** A direct status edit to Disetujui, refused for what an approval lacks (the decision's own conditions). */
export const belumDapatDisetujui = (kurang: readonly string[]): string => `Penjajakan belum dapat disetujui (${kurang.join('; ')})`;

export const dokumenWajibBelumLengkap = (kurang: readonly string[]): string => `Dokumen wajib belum lengkap: ${kurang.join(', ')}`;

/**
 * What an approval (Disetujui) needs and the proposal lacks, as field messages (empty: it may be approved):
 * the office's required documents all there, and at least one pertimbangan given by a TKKSD reviewer. A
 * refusal (Tidak Disetujui) needs neither.
 */
export const syaratPersetujuan = (p: { dokumenKurang: readonly string[]; jumlahPertimbangan: number }): Record<string, string> => ({
  ...(p.dokumenKurang.length ? { dokumen: dokumenWajibBelumLengkap(p.dokumenKurang) } : {}),
  ...(p.jumlahPertimbangan < 1 ? { pertimbangan: TKKSD_MESSAGES.belumDitimbang } : {}),
});
