/**
 * Stages (tahapan) of an agreement (Kesepakatan) and a contract (PKS), issue 17: which moves are allowed,
 * what each gate needs, and the seed's status each stage shows (so lists, filters, dashboards and the legacy
 * paths keep working). Pure: shared by the server (authoritative) and the client's "Ubah Tahapan" dialog.
 */
import { CATATAN_MAX } from './teks.js';

export const TAHAPAN = [
  'DRAF',
  'PEMBAHASAN',
  'PERSETUJUAN_DPRD',
  'SIAP_DITANDATANGANI',
  'PELAKSANAAN',
  'BERAKHIR',
  'DIPERPANJANG',
  'DIHENTIKAN',
  'REVISI',
] as const;
export type TahapanKode = (typeof TAHAPAN)[number];

export const TAHAPAN_TEXT: Record<TahapanKode, string> = {
  DRAF: 'Draf',
  PEMBAHASAN: 'Pembahasan',
  PERSETUJUAN_DPRD: 'Persetujuan DPRD',
  SIAP_DITANDATANGANI: 'Siap Ditandatangani',
  PELAKSANAAN: 'Pelaksanaan',
  BERAKHIR: 'Berakhir',
  DIPERPANJANG: 'Diperpanjang',
  DIHENTIKAN: 'Dihentikan',
  REVISI: 'Revisi',
};

/**
 * The seed's status (SPEC §4) a stage shows: Draf 3 Baru; Pembahasan, DPRD, Siap 4 Proses; Revisi 5;
 * Pelaksanaan 1 Aktif; Berakhir, Dihentikan and (our decision) Diperpanjang 2 Tidak Aktif — a renewed
 * agreement is no longer the one in force, its renewal is.
 */
export const STATUS_OF_TAHAPAN: Record<TahapanKode, number> = {
  DRAF: 3,
  PEMBAHASAN: 4,
  PERSETUJUAN_DPRD: 4,
  SIAP_DITANDATANGANI: 4,
  PELAKSANAAN: 1,
  BERAKHIR: 2,
  DIPERPANJANG: 2,
  DIHENTIKAN: 2,
  REVISI: 5,
};

/** The stage a record without a recorded stage has, from its status (also the migration's rule). */
export const tahapanOfStatus = (status: number): TahapanKode =>
  ({ 1: 'PELAKSANAAN', 2: 'BERAKHIR', 3: 'DRAF', 4: 'PEMBAHASAN', 5: 'REVISI' } as const)[status as 1] ?? 'DRAF';

/** The moves a person may make from each stage (Diperpanjang comes only from a signed renewal). */
export const NEXT_TAHAPAN: Record<TahapanKode, readonly TahapanKode[]> = {
  DRAF: ['PEMBAHASAN'],
  REVISI: ['PEMBAHASAN'],
  PEMBAHASAN: ['PERSETUJUAN_DPRD', 'SIAP_DITANDATANGANI', 'REVISI'],
  PERSETUJUAN_DPRD: ['SIAP_DITANDATANGANI', 'REVISI'],
  SIAP_DITANDATANGANI: ['PELAKSANAAN'],
  PELAKSANAAN: ['BERAKHIR', 'DIHENTIKAN'],
  BERAKHIR: [],
  DIPERPANJANG: [],
  DIHENTIKAN: [],
};

/** Whether the DPRD must approve: the record burdens the budget (APBD) or is not yet budgeted. */
export const perluDprd = (s: { membebaniApbd: boolean; belumDianggarkan: boolean }): boolean => s.membebaniApbd || s.belumDianggarkan;

/** The budget flags that decide the DPRD branch, with the names the screens give them. */
export const TANDA = { membebaniApbd: 'Membebani APBD', belumDianggarkan: 'Belum dianggarkan' } as const;
export type Tanda = keyof typeof TANDA;
export type TandaAnggaran = Record<Tanda, boolean>;
const TANDA_KODE = Object.keys(TANDA) as Tanda[];

/** The flags a move changes: each one given (not null) whose value differs from the record's. */
export const perubahanTanda = (lama: TandaAnggaran, baru: { readonly [T in Tanda]?: boolean | null }): Partial<TandaAnggaran> =>
  Object.fromEntries(TANDA_KODE.filter((t) => baru[t] != null && baru[t] !== lama[t]).map((t) => [t, baru[t]!]));

/**
 * The flags a move clears (true → false). Clearing one takes the record off the DPRD path, so it is an act of
 * its own: it needs a note and is written on the timeline line (setting a flag is free, and recorded too).
 */
export const tandaDihapus = (perubahan: Partial<TandaAnggaran>): Tanda[] => TANDA_KODE.filter((t) => perubahan[t] === false);

/** What a timeline line (and its Riwayat line) says of each flag the move changed, e.g. "Tanda Membebani APBD dihapus". */
export const perubahanTandaText = (perubahan: Partial<TandaAnggaran>): string[] =>
  TANDA_KODE.filter((t) => perubahan[t] != null).map((t) => `Tanda ${TANDA[t]} ${perubahan[t] ? 'ditambahkan' : 'dihapus'}`);

export const catatanTandaWajib = (tanda: readonly Tanda[]): string =>
  `Catatan wajib diisi saat menghapus tanda ${tanda.map((t) => TANDA[t]).join(' dan ')}`;

/**
 * Whether a signer's position (jabatan) is the head of region himself: Wali Kota / Walikota or Wakil Wali Kota,
 * in any case and spacing, acting (Plt., or Pj. — the appointed acting head) or not, and optionally followed by
 * the city's name ("Wali Kota Bandung"). A position that signs for him ("a.n. Wali Kota …", "Kepala Dinas …",
 * "Sekretaris Daerah") is not.
 */
const KEPALA_DAERAH = /^(?:(?:plt|pj)\.?\s*)?(?:wakil\s*)?wali\s*kota(?:\s+[a-z][a-z\s'-]*)?$/i;
export const kepalaDaerah = (jabatan: string | null | undefined): boolean => KEPALA_DAERAH.test((jabatan ?? '').replace(/\s+/g, ' ').trim());

/**
 * Whether a contract (PKS) is signed on the mayor's behalf, so that Pelaksanaan needs the power of attorney
 * (surat kuasa). The record's own signer decides, not only what the form declares: an office files a PKS
 * signed by an agency head or the regional secretary only with the mayor's surat kuasa, so a signer who is not
 * the head of region always needs it, and an explicit `atasNama: false` for such a signer does not waive it
 * (the signer on the record is corrected with Edit Perjanjian when it is wrong). `atasNama: true` for the
 * mayor's own position is the office saying someone signed for him: it asks for the surat kuasa too.
 */
export const atasNamaWaliKota = (atasNama: boolean | null | undefined, jabatanTtd: string | null | undefined): boolean =>
  atasNama === true || !kepalaDaerah(jabatanTtd);

/** Limits of a move's free texts: the note (as the pertimbangan's, rules/teks.ts) and the DPRD letter's number (its column). */
export const TAHAPAN_MAX = { catatan: CATATAN_MAX, nomorSurat: 100 } as const;

/** The stages a person may move a record to now (from Pembahasan, the DPRD branch is decided by the flags). */
export const tahapanBerikut = (s: { tahapan: TahapanKode; membebaniApbd: boolean; belumDianggarkan: boolean }): TahapanKode[] =>
  NEXT_TAHAPAN[s.tahapan].filter((t) =>
    s.tahapan === 'PEMBAHASAN' && (t === 'PERSETUJUAN_DPRD' || t === 'SIAP_DITANDATANGANI') ? (t === 'PERSETUJUAN_DPRD') === perluDprd(s) : true,
  );

/** What the move to a stage asks for (the dialog shows these inputs; the server enforces them). */
export interface GerbangTahapan {
  /** A document must be uploaded, and what it is. */
  dokumen?: { label: string; pdf?: boolean };
  /** Number and date of the DPRD approval letter. */
  suratDprd?: boolean;
  /** The signing date. */
  tanggalTtd?: boolean;
  /** A note is required (why it goes back or stops). */
  catatan?: boolean;
}

export const GERBANG: Partial<Record<TahapanKode, GerbangTahapan>> = {
  PEMBAHASAN: { dokumen: { label: 'Dokumen draf' } },
  PERSETUJUAN_DPRD: { dokumen: { label: 'Surat persetujuan DPRD' }, suratDprd: true },
  PELAKSANAAN: { dokumen: { label: 'Dokumen yang sudah ditandatangani', pdf: true }, tanggalTtd: true },
  REVISI: { catatan: true },
  DIHENTIKAN: { catatan: true },
};

export const TAHAPAN_MESSAGES = {
  konflik: 'Tahapan kerja sama ini baru saja diubah oleh pengguna lain; muat ulang lalu coba lagi',
  dprdTidakPerlu: 'Persetujuan DPRD hanya untuk kerja sama yang membebani APBD atau belum dianggarkan',
  dprdWajib: 'Kerja sama yang membebani APBD atau belum dianggarkan harus mendapat Persetujuan DPRD terlebih dahulu',
  nomorSurat: 'Nomor surat persetujuan DPRD tidak boleh kosong',
  tanggalSurat: 'Tanggal surat persetujuan DPRD tidak boleh kosong',
  tanggalTtd: 'Tanggal penandatanganan tidak boleh kosong',
  pdf: 'Dokumen yang sudah ditandatangani harus berformat PDF',
  suratKuasa: 'Surat kuasa wajib dilampirkan bila perjanjian ditandatangani atas nama Wali Kota',
  suratKuasaTidakAda: 'Surat kuasa tidak ditemukan pada dokumen perjanjian ini',
  mouBelumDilaksanakan: 'Perjanjian tidak dapat masuk tahap Pelaksanaan sebelum Kesepakatannya berada pada tahap Pelaksanaan',
  catatan: 'Catatan tidak boleh kosong',
  tanggal: 'Tanggal harus berformat yyyy-MM-dd',
  tanggalMasaDepan: 'Tanggal tidak boleh melewati hari ini',
} as const;

/**
 * Stages a direct status edit cannot leave (GraphQL edit forms, legacy edit.php): a stopped record stays
 * stopped, a renewed one goes on in its renewal. Berakhir can: the seed's way to go on is a later end date.
 */
export const TAHAPAN_TERKUNCI: readonly TahapanKode[] = ['DIHENTIKAN', 'DIPERPANJANG'];
export const statusTerkunci = (t: TahapanKode): string =>
  `Kerja sama ini sudah ${TAHAPAN_TEXT[t]}; statusnya tidak dapat diubah lagi${t === 'DIPERPANJANG' ? ' (lanjutkan pada kerja sama perpanjangannya)' : ''}`;

/** Berakhir is reaching the end date; stopping earlier is Dihentikan (with its note). `tanggal` as written in Indonesian. */
export const belumBerakhir = (tanggal: string): string =>
  `Kerja sama belum mencapai tanggal berakhir (${tanggal}); gunakan Dihentikan untuk mengakhiri lebih awal`;

/** The stages of an agreement that leave its contracts in Pelaksanaan without a live parent (Diperpanjang continues it). */
export const AKHIR_TANPA_LANJUTAN: readonly TahapanKode[] = ['BERAKHIR', 'DIHENTIKAN'];

/** The warning a contract still in Pelaksanaan shows under an agreement that was stopped or ended. */
export const indukSudahBerakhir = (tahapanInduk: TahapanKode): string =>
  `Kesepakatan induk sudah ${TAHAPAN_TEXT[tahapanInduk]}; perjanjian ini masih dalam tahap Pelaksanaan`;

/** What the Ubah Tahapan dialog tells before an agreement with running contracts is stopped or ended. */
export const perjanjianMasihBerjalan = (jumlah: number): string => `${jumlah} perjanjian di bawah kesepakatan ini masih dalam tahap Pelaksanaan`;

export const dokumenWajib = (label: string) => `${label} wajib diunggah`;
export const pindahTidakBoleh = (dari: TahapanKode, ke: TahapanKode) =>
  `Tahapan tidak dapat diubah dari ${TAHAPAN_TEXT[dari]} ke ${TAHAPAN_TEXT[ke]}`;

/** The fragment of an agreement's card on the partner's Kerja Sama Saya (search hits and reminders link to it). */
export const kerjasamaSayaAnchor = (idMou: number): string => `kesepakatan-${idMou}`;

/** The partner's link to one of its agreements. */
export const KERJASAMA_SAYA_PATH = '/admin/kerja-sama-saya';
export const kerjasamaSayaTautan = (idMou: number): string => `${KERJASAMA_SAYA_PATH}#${kerjasamaSayaAnchor(idMou)}`;
