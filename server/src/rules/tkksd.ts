/**
 * TKKSD review of proposals (issue 17): the pertimbangan a reviewer gives, and the messages of the review
 * and the decision. Pure: shared by the server (authoritative) and the client.
 */
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
} as const;
