/**
 * Stages (tahapan) of an agreement (Kesepakatan) and a contract (PKS), issue 17: which moves are allowed,
 * what each gate needs, and the seed's status each stage shows (so lists, filters, dashboards and the legacy
 * paths keep working). Pure: shared by the server (authoritative) and the client's "Ubah Tahapan" dialog.
 */
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
} as const;

export const dokumenWajib = (label: string) => `${label} wajib diunggah`;
export const pindahTidakBoleh = (dari: TahapanKode, ke: TahapanKode) =>
  `Tahapan tidak dapat diubah dari ${TAHAPAN_TEXT[dari]} ke ${TAHAPAN_TEXT[ke]}`;

/** The fragment of an agreement's card on the partner's Kerja Sama Saya (search hits and reminders link to it). */
export const kerjasamaSayaAnchor = (idMou: number): string => `kesepakatan-${idMou}`;

/** The partner's link to one of its agreements. */
export const KERJASAMA_SAYA_PATH = '/admin/kerja-sama-saya';
export const kerjasamaSayaTautan = (idMou: number): string => `${KERJASAMA_SAYA_PATH}#${kerjasamaSayaAnchor(idMou)}`;
