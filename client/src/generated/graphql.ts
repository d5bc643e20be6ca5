/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AccessTokenInput = {
  /** Days until it expires (1–3650); null: never. */
  berlakuHari?: number | null | undefined;
  /** Nama token, 1–100 characters. */
  nama: string;
  /** Allow mutations (admins only). Default: read-only. */
  tulis?: boolean | null | undefined;
};

/** An addendum: give only the values it changes (at least one) and its document. */
export type AdendumInput = {
  catatan?: string | null | undefined;
  /** New scope (Ruang Lingkup). */
  deskripsi?: string | null | undefined;
  id: number;
  jabatanTtd?: string | null | undefined;
  jabatanTtdMitra?: string | null | undefined;
  jenis: JenisKerjasama;
  namaTtd?: string | null | undefined;
  namaTtdMitra?: string | null | undefined;
  nilai?: number | null | undefined;
  /** Nomor adendum. */
  nomor?: string | null | undefined;
  /** Tanggal adendum (yyyy-MM-dd). */
  tanggal?: string | null | undefined;
  /** New end date (yyyy-MM-dd). */
  tglBerakhir?: string | null | undefined;
};

/** What to search: free text (quotes for phrases, `-` to exclude, `or`), kinds, filters, page. */
export type CariInput = {
  halaman?: number | null | undefined;
  /** Only these kinds (every kind the viewer may read by default). */
  jenis?: Array<JenisCari> | null | undefined;
  /** Only agreements and contracts (and their documents) of these statuses: 1 Aktif, 2 Tidak Aktif, 3 Baru, 4 Proses, 5 Revisi. The other kinds have none and are left out. */
  status?: Array<number> | null | undefined;
  /** Only hits found there: DATA (the record's fields), DOKUMEN (the text of its documents), PESAN (a proposal's chat). */
  sumber?: Array<SumberCari> | null | undefined;
  /** Only agreements and contracts (and their documents) starting (Tanggal) on or after this date, yyyy-MM-dd; the other kinds are left out. */
  tanggalDari?: string | null | undefined;
  /** Only agreements and contracts (and their documents) starting on or before this date, yyyy-MM-dd; the other kinds are left out. */
  tanggalSampai?: string | null | undefined;
  teks: string;
  /** Hits per page, at most 50. */
  ukuran?: number | null | undefined;
};

/** What happened to a record in a live list. */
export type ChangeAction =
  | 'CREATED'
  | 'DELETED'
  | 'UPDATED';

export type CreateUserInput = {
  email?: string | null | undefined;
  /** No. HP; only digits are kept. */
  hp?: string | null | undefined;
  idLevel?: number | null | undefined;
  /** Required when idLevel is 2. */
  idSkpd?: number | null | undefined;
  nama?: string | null | undefined;
  /** Required on create; on update empty keeps the current password. */
  password?: string | null | undefined;
  status?: number | null | undefined;
  /** Akun. */
  username?: string | null | undefined;
};

/** The admins’ evaluation of one period. */
export type EvaluasiMonevInput = {
  catatan?: string | null | undefined;
  idMou?: number | null | undefined;
  idPks?: number | null | undefined;
  /** 1–5. */
  nilaiKomitmen?: number | null | undefined;
  /** 1–5. */
  nilaiManfaat?: number | null | undefined;
  /** 1–5. */
  nilaiPelaksanaan?: number | null | undefined;
  periode?: number | null | undefined;
  /** LANJUTKAN, PERLUAS or HENTIKAN. */
  rekomendasi?: string | null | undefined;
};

/** Kind of record a search hit belongs to. */
export type JenisCari =
  | 'KEGIATAN'
  | 'KESEPAKATAN'
  | 'PARTNER'
  | 'PENJAJAKAN'
  | 'PERJANJIAN'
  | 'SKPD';

/** Kesepakatan (MOU) or Perjanjian (PKS). */
export type JenisKerjasama =
  | 'MOU'
  | 'PKS';

/** Filters of the admin Kegiatan list. */
export type KegiatanFilter = {
  /** Judul contains (case-insensitive). */
  judul?: string | null | undefined;
  /** 1 Aktif, 2 Tidak Aktif. */
  status?: number | null | undefined;
};

/** Kegiatan form (the picture travels as the `gambar` upload: required on create, optional on edit). */
export type KegiatanInput = {
  highlight?: string | null | undefined;
  /** HTML from the rich-text editor; sanitized by the server. */
  isi?: string | null | undefined;
  judul?: string | null | undefined;
  /** 1 Aktif, 2 Tidak Aktif. */
  status?: number | null | undefined;
};

export type KeputusanInput = {
  alasan?: string | null | undefined;
  /** true: Disetujui (status 2); false: Tidak Disetujui (status 3). */
  disetujui: boolean;
  idPenjajagan: number;
};

/** Klasifikasi part of the agreement and contract forms: required to create one (absent only on the legacy adapter’s add.php); an edit without it keeps the record’s. */
export type KlasifikasiInput = {
  /** One or more idUrusan (1–32). */
  idUrusan?: Array<number> | null | undefined;
  /** KSDD, KSDPK, KSDPL or KSDLL. */
  jenis?: string | null | undefined;
  /** badan_usaha, ormas, yayasan, perguruan_tinggi, perseorangan, pemerintah_daerah, kementerian_lembaga or luar_negeri. */
  kategoriMitra?: string | null | undefined;
  /** Required for KSDPL and KSDLL; ignored otherwise. */
  negara?: string | null | undefined;
};

/** The implementation report (agency or partner) of one period. */
export type LaporMonevInput = {
  capaian?: string | null | undefined;
  /** The agreement (or idPks). */
  idMou?: number | null | undefined;
  /** The contract (or idMou). */
  idPks?: number | null | undefined;
  /** Kegiatan yang dilaksanakan. */
  kegiatan?: string | null | undefined;
  kendala?: string | null | undefined;
  /** Rupiah, not negative. */
  nilaiRealisasi?: number | null | undefined;
  periode?: number | null | undefined;
  /** 0–100. */
  persentase?: number | null | undefined;
  target?: string | null | undefined;
  tindakLanjut?: string | null | undefined;
};

/** A semester (1 or 2) of a year, or the whole year (semester null). */
export type LaporanBerkalaInput = {
  semester?: number | null | undefined;
  tahun?: number | null | undefined;
};

/** Export dialog (SPEC §5): a date range (yyyy-MM-dd) is required; status and judul narrow it. */
export type LaporanFilter = {
  /** Judul contains (case-insensitive). */
  judul?: string | null | undefined;
  status?: number | null | undefined;
  /** Tgl. Dari, yyyy-MM-dd (start date on or after). */
  tanggalDari?: string | null | undefined;
  /** Tgl. Sampai, yyyy-MM-dd (start date on or before). */
  tanggalSampai?: string | null | undefined;
};

/** Report document format. */
export type LaporanFormat =
  | 'PDF'
  | 'XLSX';

/** Masuk Sistem. `username` accepts the Akun or the e-mail address. */
export type LoginInput = {
  /** ALTCHA payload (base64) from GET /api/captcha/challenge. */
  captcha?: string | null | undefined;
  password?: string | null | undefined;
  username?: string | null | undefined;
};

/** Filters of the Kesepakatan list. */
export type MouFilter = {
  /** Only "Akan Habis": Aktif and ending within the expiry window (EXPIRY_WINDOW_DAYS) from today. */
  akanHabis?: boolean | null | undefined;
  /** Only records not classified yet (jenis, urusan, partner category): old ones and legacy add.php posts. */
  belumDiklasifikasi?: boolean | null | undefined;
  idMou?: number | null | undefined;
  /** Judul contains (case-insensitive). */
  judul?: string | null | undefined;
  /** No. Kontrak contains (case-insensitive). */
  noKontrak?: string | null | undefined;
  /** 1 Aktif, 2 Tidak Aktif, 3 Baru, 4 Proses, 5 Revisi. */
  status?: number | null | undefined;
};

/** Agreement form (SPEC §5): every field required except idPenjajagan and idMouLama. */
export type MouInput = {
  /** Ruang Lingkup / Tentang. */
  deskripsi?: string | null | undefined;
  /** The partner account (a user of level 3–5). */
  idMitra?: number | null | undefined;
  /** The agreement this one renews (optional). */
  idMouLama?: number | null | undefined;
  /** The exploratory proposal (optional). */
  idPenjajagan?: number | null | undefined;
  jabatanTtd?: string | null | undefined;
  jabatanTtdMitra?: string | null | undefined;
  judul?: string | null | undefined;
  keterangan?: string | null | undefined;
  /** Jenis, urusan, partner category, country: required by createMou, createPks and buatKesepakatanDariPenjajagan (refused with each missing field’s message); on an edit, absent keeps the record’s. */
  klasifikasi?: KlasifikasiInput | null | undefined;
  mitra?: string | null | undefined;
  /** Pihak Kesatu (city signer). */
  namaTtd?: string | null | undefined;
  /** Pihak Kedua (partner signer). */
  namaTtdMitra?: string | null | undefined;
  nilai?: number | null | undefined;
  noKontrak?: string | null | undefined;
  noMitra?: string | null | undefined;
  /** 1 Aktif, 2 Tidak Aktif, 3 Baru, 4 Proses, 5 Revisi. */
  status?: number | null | undefined;
  /** yyyy-MM-dd, not before tglMulai. */
  tglBerakhir?: string | null | undefined;
  /** yyyy-MM-dd */
  tglMulai?: string | null | undefined;
  /** On an edit: the stage version (tahapan.versi) the form was loaded with. A stage move made since answers the conflict message, so a form opened earlier never sets the status back over it. Absent (the legacy edit.php): no check. */
  versiTahapan?: number | null | undefined;
};

/** Paging of a list: page number from 1, page size (max 100) and order. */
export type PageInput = {
  limit?: number | null | undefined;
  order?: SortOrder | null | undefined;
  page?: number | null | undefined;
};

/** Tambah Mitra form: the name (the logo travels as the `file` upload). */
export type PartnerInput = {
  /** Nama Mitra, at most 50 characters. */
  partner?: string | null | undefined;
};

/** A TKKSD reviewer's pertimbangan: Setuju, Setuju dengan catatan, Tidak Setuju. */
export type Pendapat =
  | 'SETUJU'
  | 'SETUJU_CATATAN'
  | 'TIDAK_SETUJU';

export type PengaturanPengingatInput = {
  jedaChatMenit: number;
  kedaluwarsaOtomatis: boolean;
  offsets: Array<number>;
  pengirim?: string | null | undefined;
};

/** Filters of the Penjajakan list. */
export type PenjajaganFilter = {
  /** Judul contains (case-insensitive). */
  judul?: string | null | undefined;
  /** 0 Baru, 1 Proses, 2 Disetujui, 3 Tidak Disetujui. */
  status?: number | null | undefined;
};

/** Penjajakan form. idUser (the partner): chosen by levels 1/99; a partner may omit it or send its own id. status is used only on edit (levels 1/99); a new proposal always starts at 0 Baru. */
export type PenjajaganInput = {
  deskripsi?: string | null | undefined;
  idUser?: number | null | undefined;
  /** On edit only level 1 may change it; others may omit it. */
  judul?: string | null | undefined;
  status?: number | null | undefined;
};

export type PertimbanganInput = {
  catatan?: string | null | undefined;
  idPenjajagan: number;
  pendapat?: Pendapat | null | undefined;
};

/** Chat paging. Newest first by default; `before`/`after` are message-id cursors. */
export type PesanPageInput = {
  limit?: number | null | undefined;
  page?: number | null | undefined;
};

/** Filters of the Perjanjian (PKS) list. */
export type PksFilter = {
  /** Only "Akan Habis": Aktif and ending within the expiry window (EXPIRY_WINDOW_DAYS) from today. */
  akanHabis?: boolean | null | undefined;
  /** Only records not classified yet (jenis, urusan, partner category): old ones and legacy add.php posts. */
  belumDiklasifikasi?: boolean | null | undefined;
  /** Only the contracts of this agreement (Detail PKS). */
  idMou?: number | null | undefined;
  idPks?: number | null | undefined;
  /** Judul contains (case-insensitive). */
  judul?: string | null | undefined;
  /** No. Kontrak contains (case-insensitive). */
  noKontrak?: string | null | undefined;
  /** 1 Aktif, 2 Tidak Aktif, 3 Baru, 4 Proses, 5 Revisi. */
  status?: number | null | undefined;
};

/** Contract form (SPEC §5): every field required; nilai defaults to 0. */
export type PksInput = {
  /** Ruang Lingkup / Tentang. */
  deskripsi?: string | null | undefined;
  /** The agreement (Kesepakatan) the contract belongs to. */
  idMou?: number | null | undefined;
  jabatanTtd?: string | null | undefined;
  jabatanTtdMitra?: string | null | undefined;
  judul?: string | null | undefined;
  keterangan?: string | null | undefined;
  /** Jenis, urusan, partner category, country: required by createMou, createPks and buatKesepakatanDariPenjajagan (refused with each missing field’s message); on an edit, absent keeps the record’s. */
  klasifikasi?: KlasifikasiInput | null | undefined;
  mitra?: string | null | undefined;
  /** Pihak Kesatu (city signer). */
  namaTtd?: string | null | undefined;
  /** Pihak Kedua (partner signer). */
  namaTtdMitra?: string | null | undefined;
  nilai?: number | null | undefined;
  noKontrak?: string | null | undefined;
  noMitra?: string | null | undefined;
  /** 1 Aktif, 2 Tidak Aktif, 3 Baru, 4 Proses, 5 Revisi. */
  status?: number | null | undefined;
  /** yyyy-MM-dd, not before tglMulai. */
  tglBerakhir?: string | null | undefined;
  /** yyyy-MM-dd */
  tglMulai?: string | null | undefined;
  /** On an edit: the stage version (tahapan.versi) the form was loaded with. A stage move made since answers the conflict message, so a form opened earlier never sets the status back over it. Absent (the legacy edit.php): no check. */
  versiTahapan?: number | null | undefined;
};

/** WALIKOTA (Visi & Misi), ORGANISASI (Struktur Organisasi), PIMPINAN (home-page leader photo), PENGAJUAN (home-page submission image). */
export type ProfilGambar =
  | 'ORGANISASI'
  | 'PENGAJUAN'
  | 'PIMPINAN'
  | 'WALIKOTA';

/** A partial update of the profile and contact settings: a field left out stays unchanged; for optional fields null or "" clears it; rich-text fields (profile, visi, misi) are sanitized HTML. */
export type ProfilInput = {
  alamat?: string | null | undefined;
  /** The example-documents folder of Penjajakan (http/https); "" removes it. */
  contohDokumenUrl?: string | null | undefined;
  email?: string | null | undefined;
  facebook?: string | null | undefined;
  instagram?: string | null | undefined;
  jabatanPimpinan?: string | null | undefined;
  kalimatPimpinan?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  mapsUrl?: string | null | undefined;
  misi?: string | null | undefined;
  namaInstansi?: string | null | undefined;
  pimpinan?: string | null | undefined;
  profile?: string | null | undefined;
  telepon?: string | null | undefined;
  twitter?: string | null | undefined;
  visi?: string | null | undefined;
  website?: string | null | undefined;
  /** A YouTube link (watch, youtu.be, embed, shorts) or video id; "" removes the video. */
  youtube?: string | null | undefined;
  youtubeChannel?: string | null | undefined;
};

/** Buat Akun: self-registration of an external party (levels 3, 4, 5). */
export type RegisterInput = {
  captcha?: string | null | undefined;
  /** E-mail; also the Akun used to log in. */
  email?: string | null | undefined;
  /** 3 Pihak Ketiga, 4 Pemerintah Daerah or 5 Pihak Sinergi. */
  idLevel?: number | null | undefined;
  /** Nama Instansi; becomes the account name. */
  instansi?: string | null | undefined;
  jabatan?: string | null | undefined;
  noTelp?: string | null | undefined;
  password?: string | null | undefined;
};

/** Filters of the Instansi list. */
export type SkpdFilter = {
  /** Nama instansi contains (case-insensitive). */
  skpd?: string | null | undefined;
  /** 1 Aktif, 2 Tidak Aktif. */
  status?: number | null | undefined;
};

/** Instansi form: skpd, kode and status are required (SPEC §5). */
export type SkpdInput = {
  kode?: number | null | undefined;
  skpd?: string | null | undefined;
  status?: number | null | undefined;
};

/** Slider form: urutan 1 to 9 (the picture travels as the `file` upload). */
export type SliderInput = {
  urutan?: number | null | undefined;
};

/** Urutan data; bawaan DESC (terbaru dulu). */
export type SortOrder =
  | 'ASC'
  | 'DESC';

/** Where in the record the words were found. */
export type SumberCari =
  | 'DATA'
  | 'DOKUMEN'
  | 'PESAN';

/** Stage (tahapan) of an agreement or a contract. */
export type Tahapan =
  | 'BERAKHIR'
  | 'DIHENTIKAN'
  | 'DIPERPANJANG'
  | 'DRAF'
  | 'PELAKSANAAN'
  | 'PEMBAHASAN'
  | 'PERSETUJUAN_DPRD'
  | 'REVISI'
  | 'SIAP_DITANDATANGANI';

/** Kesepakatan Bersama, PKS, or the signing invitation. */
export type TemplatDokumen =
  | 'KESEPAKATAN_BERSAMA'
  | 'PKS'
  | 'UNDANGAN_PENANDATANGANAN';

/** A move of the stage; the gate of the target stage decides which fields are needed. */
export type UbahTahapanInput = {
  /** A contract signed on the mayor's behalf: needs idSuratKuasa. A contract whose signer (jabatanTtd) is not the head of region always is, whatever this says. */
  atasNama?: boolean | null | undefined;
  belumDianggarkan?: boolean | null | undefined;
  /** At most 2000 characters; required for Revisi, Dihentikan and when a budget flag is cleared. */
  catatan?: string | null | undefined;
  /** idMou or idPks. */
  id: number;
  /** The power of attorney: the idFile of one of the contract's documents (addPksDokumen). */
  idSuratKuasa?: string | null | undefined;
  /** Hide the note from the partner. */
  internal?: boolean | null | undefined;
  jenis: JenisKerjasama;
  ke: Tahapan;
  membebaniApbd?: boolean | null | undefined;
  /** Nomor surat persetujuan DPRD (at most 100 characters). */
  nomorSurat?: string | null | undefined;
  /** Tanggal surat persetujuan DPRD (yyyy-MM-dd, not after today). */
  tanggalSurat?: string | null | undefined;
  /** Tanggal penandatanganan (yyyy-MM-dd, not after today). */
  tanggalTtd?: string | null | undefined;
  /** The versi of TahapanInfo the person saw. */
  versi: number;
};

export type UpdateUserInput = {
  email?: string | null | undefined;
  /** No. HP; only digits are kept. */
  hp?: string | null | undefined;
  idLevel?: number | null | undefined;
  /** Required when idLevel is 2. */
  idSkpd?: number | null | undefined;
  nama?: string | null | undefined;
  /** Required on create; on update empty keeps the current password. */
  password?: string | null | undefined;
  status?: number | null | undefined;
  /** Akun. */
  username?: string | null | undefined;
};

/** Filters of the Pengguna list. */
export type UserFilter = {
  level?: number | null | undefined;
  /** 0 Belum Aktivasi, 1 Aktif, 2 Tidak Aktif. */
  status?: number | null | undefined;
  /** Akun contains (case-insensitive). */
  username?: string | null | undefined;
};

export type AdendumEntryFragment = { idAdendum: number, nomor: string, tanggal: string, catatan: string, namaAktor: string, waktu: string, perubahan: Array<{ field: string, label: string, lama: string, baru: string }>, dokumen: Array<{ idFile: string, namaFile: string, url: string }> };

export type KesepakatanAdendumQueryVariables = Exact<{
  idMou: number;
}>;


export type KesepakatanAdendumQuery = { mou: { idMou: number, adendum: Array<{ idAdendum: number, nomor: string, tanggal: string, catatan: string, namaAktor: string, waktu: string, perubahan: Array<{ field: string, label: string, lama: string, baru: string }>, dokumen: Array<{ idFile: string, namaFile: string, url: string }> }> } };

export type PerjanjianAdendumQueryVariables = Exact<{
  idPks: number;
}>;


export type PerjanjianAdendumQuery = { pks: { idPks: number, adendum: Array<{ idAdendum: number, nomor: string, tanggal: string, catatan: string, namaAktor: string, waktu: string, perubahan: Array<{ field: string, label: string, lama: string, baru: string }>, dokumen: Array<{ idFile: string, namaFile: string, url: string }> }> } };

export type TambahAdendumMutationVariables = Exact<{
  input: AdendumInput;
  dokumen?: File | null | undefined;
}>;


export type TambahAdendumMutation = { tambahAdendum: Array<{ idAdendum: number, nomor: string, tanggal: string, catatan: string, namaAktor: string, waktu: string, perubahan: Array<{ field: string, label: string, lama: string, baru: string }>, dokumen: Array<{ idFile: string, namaFile: string, url: string }> }> };

export type DashboardItemFieldsFragment = { id: number, no: number, judul: string, noKontrak: string, tglAkhir: string };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { dashboard: { totalMou: number, totalMouExpired: number, totalPks: number, totalPksExpired: number, jendelaHari: number, tahun: number, dataMou: Array<{ id: number, no: number, judul: string, noKontrak: string, tglAkhir: string }>, dataPks: Array<{ id: number, no: number, judul: string, noKontrak: string, tglAkhir: string }>, berakhirPerBulan: Array<{ bulan: string, label: string, mou: number, pks: number }>, perJenis: Array<{ kode: string | null, label: string, kesepakatan: number, perjanjian: number }>, perUrusan: Array<{ kode: string | null, label: string, kesepakatan: number, perjanjian: number }>, nilaiEvaluasi: Array<{ bulan: string, label: string, jumlah: number, manfaat: number | null, komitmen: number | null, pelaksanaan: number | null, rataRata: number | null }> } };

export type DashboardKelompokFieldsFragment = { kode: string | null, label: string, kesepakatan: number, perjanjian: number };

export type CariQueryVariables = Exact<{
  input: CariInput;
}>;


export type CariQuery = { cari: { total: number, totalPerkiraan: boolean, mirip: boolean, belumTerbaca: number, items: Array<{ jenis: JenisCari, id: number, judul: string, sumber: SumberCari, idFile: string | null, namaFile: string | null, urlFile: string | null, potongan: Array<{ teks: string, sorot: boolean }> }> } };

export type DokumenBelumTerbacaQueryVariables = Exact<{ [key: string]: never; }>;


export type DokumenBelumTerbacaQuery = { dokumenBelumTerbaca: Array<{ jenis: JenisCari, id: number, judul: string, idFile: string, namaFile: string, urlFile: string | null, keterangan: string }> };

export type GambarSlidersQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type GambarSlidersQuery = { sliders: { total: number, items: Array<{ idGambar: number, urutan: number, gambar: string | null }> } };

export type CreateSliderMutationVariables = Exact<{
  input: SliderInput;
  file?: File | null | undefined;
}>;


export type CreateSliderMutation = { createSlider: { idGambar: number } };

export type UpdateSliderMutationVariables = Exact<{
  idGambar: number;
  input: SliderInput;
  file?: File | null | undefined;
}>;


export type UpdateSliderMutation = { updateSlider: { idGambar: number, urutan: number, gambar: string | null } };

export type DeleteSliderMutationVariables = Exact<{
  idGambar: number;
}>;


export type DeleteSliderMutation = { deleteSlider: boolean };

export type SkpdsQueryVariables = Exact<{
  filter?: SkpdFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type SkpdsQuery = { skpds: { total: number, items: Array<{ idSkpd: number, skpd: string, kode: number, status: number, statusText: string }> } };

export type SkpdComboQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type SkpdComboQuery = { skpdCombo: Array<{ idSkpd: number, skpd: string }> };

export type CreateSkpdMutationVariables = Exact<{
  input: SkpdInput;
}>;


export type CreateSkpdMutation = { createSkpd: { idSkpd: number } };

export type UpdateSkpdMutationVariables = Exact<{
  idSkpd: number;
  input: SkpdInput;
}>;


export type UpdateSkpdMutation = { updateSkpd: { idSkpd: number, skpd: string, kode: number, status: number, statusText: string } };

export type DeleteSkpdMutationVariables = Exact<{
  idSkpd: number;
}>;


export type DeleteSkpdMutation = { deleteSkpd: boolean };

export type AdminKegiatanDetailFragment = { idKegiatan: number, judul: string, highlight: string, isi: string, status: number, statusText: string, waktu: string, gambar: string | null, namaUser: string | null };

export type AdminKegiatansQueryVariables = Exact<{
  filter?: KegiatanFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminKegiatansQuery = { kegiatans: { total: number, items: Array<{ idKegiatan: number, judul: string, waktu: string, namaUser: string | null, status: number, statusText: string }> } };

export type AdminKegiatanQueryVariables = Exact<{
  idKegiatan: number;
}>;


export type AdminKegiatanQuery = { kegiatan: { idKegiatan: number, judul: string, highlight: string, isi: string, status: number, statusText: string, waktu: string, gambar: string | null, namaUser: string | null } };

export type CreateKegiatanMutationVariables = Exact<{
  input: KegiatanInput;
  gambar?: File | null | undefined;
}>;


export type CreateKegiatanMutation = { createKegiatan: { idKegiatan: number } };

export type UpdateKegiatanMutationVariables = Exact<{
  idKegiatan: number;
  input: KegiatanInput;
  gambar?: File | null | undefined;
}>;


export type UpdateKegiatanMutation = { updateKegiatan: { idKegiatan: number, judul: string, highlight: string, isi: string, status: number, statusText: string, waktu: string, gambar: string | null, namaUser: string | null } };

export type DeleteKegiatanMutationVariables = Exact<{
  idKegiatan: number;
}>;


export type DeleteKegiatanMutation = { deleteKegiatan: boolean };

type KerjasamaFields_Mou_Fragment = { mitra: string, tglMulai: string, tglBerakhir: string, tglInput: string, deskripsi: string, noKontrak: string, noMitra: string, nilai: number, namaTtdMitra: string, jabatanTtdMitra: string, namaTtd: string, jabatanTtd: string, keterangan: string, idStatus: number, statusText: string };

type KerjasamaFields_Pks_Fragment = { mitra: string, tglMulai: string, tglBerakhir: string, tglInput: string, deskripsi: string, noKontrak: string, noMitra: string, nilai: number, namaTtdMitra: string, jabatanTtdMitra: string, namaTtd: string, jabatanTtd: string, keterangan: string, idStatus: number, statusText: string };

export type KerjasamaFieldsFragment =
  | KerjasamaFields_Mou_Fragment
  | KerjasamaFields_Pks_Fragment
;

export type KerjasamaKlasifikasiFragment = { jenis: string, kategoriMitra: string, negara: string | null, daftarUrusan: Array<{ idUrusan: number }> };

export type LampiranDokumenItemFragment = { idFile: string, namaFile: string, mime: string, ukuran: number, tglUpload: string, url: string };

export type LampiranGambarItemFragment = { idFile: string, namaGambar: string, mime: string, ukuran: number, tglUpload: string, url: string };

type KerjasamaLampiran_Mou_Fragment = { judul: string, dokumen: Array<{ idFile: string, namaFile: string, mime: string, ukuran: number, tglUpload: string, url: string }>, gambar: Array<{ idFile: string, namaGambar: string, mime: string, ukuran: number, tglUpload: string, url: string }>, skpd: Array<{ idSkpd: number, skpd: string }> };

type KerjasamaLampiran_Pks_Fragment = { judul: string, dokumen: Array<{ idFile: string, namaFile: string, mime: string, ukuran: number, tglUpload: string, url: string }>, gambar: Array<{ idFile: string, namaGambar: string, mime: string, ukuran: number, tglUpload: string, url: string }>, skpd: Array<{ idSkpd: number, skpd: string }> };

export type KerjasamaLampiranFragment =
  | KerjasamaLampiran_Mou_Fragment
  | KerjasamaLampiran_Pks_Fragment
;

export type KesepakatanLampiranQueryVariables = Exact<{
  idMou: number;
}>;


export type KesepakatanLampiranQuery = { mou: { idMou: number, judul: string, dokumen: Array<{ idFile: string, namaFile: string, mime: string, ukuran: number, tglUpload: string, url: string }>, gambar: Array<{ idFile: string, namaGambar: string, mime: string, ukuran: number, tglUpload: string, url: string }>, skpd: Array<{ idSkpd: number, skpd: string }> } };

export type PerjanjianLampiranQueryVariables = Exact<{
  idPks: number;
}>;


export type PerjanjianLampiranQuery = { pks: { idPks: number, judul: string, dokumen: Array<{ idFile: string, namaFile: string, mime: string, ukuran: number, tglUpload: string, url: string }>, gambar: Array<{ idFile: string, namaGambar: string, mime: string, ukuran: number, tglUpload: string, url: string }>, skpd: Array<{ idSkpd: number, skpd: string }> } };

export type AddKesepakatanDokumenMutationVariables = Exact<{
  idMou: number;
  file?: File | null | undefined;
}>;


export type AddKesepakatanDokumenMutation = { addMouDokumen: { idFile: string } };

export type AddKesepakatanGambarMutationVariables = Exact<{
  idMou: number;
  file?: File | null | undefined;
}>;


export type AddKesepakatanGambarMutation = { addMouGambar: { idFile: string } };

export type RemoveKesepakatanDokumenMutationVariables = Exact<{
  idMou: number;
  idFile?: string | null | undefined;
}>;


export type RemoveKesepakatanDokumenMutation = { removeMouDokumen: boolean };

export type RemoveKesepakatanGambarMutationVariables = Exact<{
  idMou: number;
  idFile?: string | null | undefined;
}>;


export type RemoveKesepakatanGambarMutation = { removeMouGambar: boolean };

export type AddKesepakatanSkpdMutationVariables = Exact<{
  idMou: number;
  idSkpd?: number | null | undefined;
}>;


export type AddKesepakatanSkpdMutation = { addMouSkpd: { idSkpd: number, skpd: string } };

export type RemoveKesepakatanSkpdMutationVariables = Exact<{
  idMou: number;
  idSkpd: number;
}>;


export type RemoveKesepakatanSkpdMutation = { removeMouSkpd: boolean };

export type AddPerjanjianDokumenMutationVariables = Exact<{
  idPks: number;
  file?: File | null | undefined;
}>;


export type AddPerjanjianDokumenMutation = { addPksDokumen: { idFile: string } };

export type AddPerjanjianGambarMutationVariables = Exact<{
  idPks: number;
  file?: File | null | undefined;
}>;


export type AddPerjanjianGambarMutation = { addPksGambar: { idFile: string } };

export type RemovePerjanjianDokumenMutationVariables = Exact<{
  idPks: number;
  idFile?: string | null | undefined;
}>;


export type RemovePerjanjianDokumenMutation = { removePksDokumen: boolean };

export type RemovePerjanjianGambarMutationVariables = Exact<{
  idPks: number;
  idFile?: string | null | undefined;
}>;


export type RemovePerjanjianGambarMutation = { removePksGambar: boolean };

export type AddPerjanjianSkpdMutationVariables = Exact<{
  idPks: number;
  idSkpd?: number | null | undefined;
}>;


export type AddPerjanjianSkpdMutation = { addPksSkpd: { idSkpd: number, skpd: string } };

export type RemovePerjanjianSkpdMutationVariables = Exact<{
  idPks: number;
  idSkpd: number;
}>;


export type RemovePerjanjianSkpdMutation = { removePksSkpd: boolean };

export type KesepakatanRowFragment = { idMou: number, judul: string, deskripsi: string, noKontrak: string, idStatus: number, statusText: string };

export type KesepakatanFieldsFragment = { idMou: number, idPenjajagan: number | null, noPenjajagan: string | null, idMitra: number, idMouLama: number | null, noKontrakMouLama: string | null, judul: string, mitra: string, tglMulai: string, tglBerakhir: string, tglInput: string, deskripsi: string, noKontrak: string, noMitra: string, nilai: number, namaTtdMitra: string, jabatanTtdMitra: string, namaTtd: string, jabatanTtd: string, keterangan: string, idStatus: number, statusText: string, akunMitra: { idUser: number, nama: string }, klasifikasi: { jenis: string, kategoriMitra: string, negara: string | null, daftarUrusan: Array<{ idUrusan: number }> } | null };

export type KesepakatanListQueryVariables = Exact<{
  filter?: MouFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type KesepakatanListQuery = { mous: { total: number, items: Array<{ idMou: number, judul: string, deskripsi: string, noKontrak: string, idStatus: number, statusText: string }> } };

export type KesepakatanByIdQueryVariables = Exact<{
  idMou: number;
}>;


export type KesepakatanByIdQuery = { mou: { idMou: number, idPenjajagan: number | null, noPenjajagan: string | null, idMitra: number, idMouLama: number | null, noKontrakMouLama: string | null, judul: string, mitra: string, tglMulai: string, tglBerakhir: string, tglInput: string, deskripsi: string, noKontrak: string, noMitra: string, nilai: number, namaTtdMitra: string, jabatanTtdMitra: string, namaTtd: string, jabatanTtd: string, keterangan: string, idStatus: number, statusText: string, tahapan: { versi: number }, akunMitra: { idUser: number, nama: string }, klasifikasi: { jenis: string, kategoriMitra: string, negara: string | null, daftarUrusan: Array<{ idUrusan: number }> } | null } };

export type KesepakatanComboQueryVariables = Exact<{
  search?: string | null | undefined;
  untukPerjanjian?: boolean | null | undefined;
}>;


export type KesepakatanComboQuery = { mouCombo: Array<{ idMou: number, noMou: string, judul: string }> };

export type KesepakatanPenjajakanComboQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type KesepakatanPenjajakanComboQuery = { penjajaganCombo: Array<{ idPenjajagan: number, noPenjajagan: string, judul: string }> };

export type CreateKesepakatanMutationVariables = Exact<{
  input: MouInput;
}>;


export type CreateKesepakatanMutation = { createMou: { idMou: number } };

export type UpdateKesepakatanMutationVariables = Exact<{
  idMou: number;
  input: MouInput;
}>;


export type UpdateKesepakatanMutation = { updateMou: { idMou: number, idPenjajagan: number | null, noPenjajagan: string | null, idMitra: number, idMouLama: number | null, noKontrakMouLama: string | null, judul: string, mitra: string, tglMulai: string, tglBerakhir: string, tglInput: string, deskripsi: string, noKontrak: string, noMitra: string, nilai: number, namaTtdMitra: string, jabatanTtdMitra: string, namaTtd: string, jabatanTtd: string, keterangan: string, idStatus: number, statusText: string, akunMitra: { idUser: number, nama: string }, klasifikasi: { jenis: string, kategoriMitra: string, negara: string | null, daftarUrusan: Array<{ idUrusan: number }> } | null } };

export type DeleteKesepakatanMutationVariables = Exact<{
  idMou: number;
}>;


export type DeleteKesepakatanMutation = { deleteMou: boolean };

export type KesepakatanLaporanLinkMutationVariables = Exact<{
  filter?: LaporanFilter | null | undefined;
  format?: LaporanFormat | null | undefined;
}>;


export type KesepakatanLaporanLinkMutation = { mouLaporanLink: string };

export type KesepakatanChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type KesepakatanChangedSubscription = { mouChanged: { action: ChangeAction, id: number } };

export type UrusanListQueryVariables = Exact<{ [key: string]: never; }>;


export type UrusanListQuery = { urusanList: Array<{ idUrusan: number, nama: string, kelompokText: string }> };

export type MitraPartnersQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type MitraPartnersQuery = { partners: { total: number, items: Array<{ idPartner: number, partner: string, logo: string | null }> } };

export type CreatePartnerMutationVariables = Exact<{
  input: PartnerInput;
  file?: File | null | undefined;
}>;


export type CreatePartnerMutation = { createPartner: { idPartner: number } };

export type DeletePartnerMutationVariables = Exact<{
  idPartner: number;
}>;


export type DeletePartnerMutation = { deletePartner: boolean };

export type MonevTugasItemFragment = { jenis: string, idRecord: number, judul: string, periode: number, mulai: string, jatuhTempo: string, status: string, statusText: string };

export type MonevTugasQueryVariables = Exact<{ [key: string]: never; }>;


export type MonevTugasQuery = { monevTugas: Array<{ jenis: string, idRecord: number, judul: string, periode: number, mulai: string, jatuhTempo: string, status: string, statusText: string }> };

export type MonevRingkasanQueryVariables = Exact<{ [key: string]: never; }>;


export type MonevRingkasanQuery = { monevRingkasan: { jatuhTempo: number, terlambat: number, wajib: number, tepatWaktu: number, persenTepatWaktu: number | null, tindakLanjutTerbuka: number } };

export type MonevTindakLanjutQueryVariables = Exact<{ [key: string]: never; }>;


export type MonevTindakLanjutQuery = { monevTindakLanjut: Array<{ idTindakLanjut: number, jenis: string, idRecord: number, judul: string, periode: number, catatan: string | null, createdAt: string }> };

export type MonevRiwayatQueryVariables = Exact<{
  idMou?: number | null | undefined;
  idPks?: number | null | undefined;
}>;


export type MonevRiwayatQuery = { monevRiwayat: { jenis: string, idRecord: number, judul: string, terbuka: boolean, dihentikan: boolean, periode: Array<{ periode: number, mulai: string, jatuhTempo: string, laporan: Array<{ idLaporan: number, versi: number, pelapor: string, pelaporText: string, kegiatan: string, target: string, capaian: string, persentase: number, nilaiRealisasi: number, kendala: string | null, tindakLanjut: string | null, namaUser: string, createdAt: string, bukti: Array<{ idFile: string, namaFile: string, mime: string, ukuran: number, tglUpload: string, url: string }> }>, evaluasi: Array<{ idEvaluasi: number, versi: number, nilaiManfaat: number, nilaiKomitmen: number, nilaiPelaksanaan: number, rekomendasiText: string, catatan: string | null, namaUser: string, createdAt: string }> }> } };

export type LaporMonevMutationVariables = Exact<{
  input: LaporMonevInput;
}>;


export type LaporMonevMutation = { laporMonev: { idLaporan: number, versi: number } };

export type TambahBuktiMonevMutationVariables = Exact<{
  idLaporan: number;
  file?: File | null | undefined;
}>;


export type TambahBuktiMonevMutation = { tambahBuktiMonev: { idFile: string, namaFile: string } };

export type EvaluasiMonevMutationVariables = Exact<{
  input: EvaluasiMonevInput;
}>;


export type EvaluasiMonevMutation = { evaluasiMonev: { idEvaluasi: number, versi: number, rekomendasi: string } };

export type SelesaikanTindakLanjutMonevMutationVariables = Exact<{
  idTindakLanjut: number;
}>;


export type SelesaikanTindakLanjutMonevMutation = { selesaikanTindakLanjutMonev: boolean };

export type LaporanBerkalaQueryVariables = Exact<{ [key: string]: never; }>;


export type LaporanBerkalaQuery = { laporanBerkala: Array<{ idLaporanBerkala: number, tahun: number, semester: number | null, status: string, statusText: string, progres: number, pesan: string | null, urlXlsx: string | null, urlPdf: string | null, createdAt: string }> };

export type MintaLaporanBerkalaMutationVariables = Exact<{
  input: LaporanBerkalaInput;
}>;


export type MintaLaporanBerkalaMutation = { mintaLaporanBerkala: { idLaporanBerkala: number, status: string } };

export type NotifikasiItemFragment = { idNotifikasi: number, jenis: string, judul: string, pesan: string, tautan: string, dibuat: string, dibaca: string | null };

export type NotifikasiBellQueryVariables = Exact<{
  limit: number;
  sebelum?: number | null | undefined;
}>;


export type NotifikasiBellQuery = { jumlahNotifikasiBelumDibaca: number, notifikasiSaya: Array<{ idNotifikasi: number, jenis: string, judul: string, pesan: string, tautan: string, dibuat: string, dibaca: string | null }> };

export type TandaiNotifikasiDibacaMutationVariables = Exact<{
  idNotifikasi: number;
}>;


export type TandaiNotifikasiDibacaMutation = { tandaiNotifikasiDibaca: { idNotifikasi: number, jenis: string, judul: string, pesan: string, tautan: string, dibuat: string, dibaca: string | null } };

export type TandaiSemuaNotifikasiDibacaMutationVariables = Exact<{ [key: string]: never; }>;


export type TandaiSemuaNotifikasiDibacaMutation = { tandaiSemuaNotifikasiDibaca: number };

export type NotifikasiBaruSubscriptionVariables = Exact<{
  setelah?: number | null | undefined;
}>;


export type NotifikasiBaruSubscription = { notifikasiBaru: { idNotifikasi: number, jenis: string, judul: string, pesan: string, tautan: string, dibuat: string, dibaca: string | null } };

export type NotifikasiSayaQueryVariables = Exact<{ [key: string]: never; }>;


export type NotifikasiSayaQuery = { kalenderDibuat: string | null, preferensiNotifikasi: Array<{ jenis: string, surel: boolean }> };

export type AturPreferensiNotifikasiMutationVariables = Exact<{
  jenis: string;
  surel: boolean;
}>;


export type AturPreferensiNotifikasiMutation = { aturPreferensiNotifikasi: Array<{ jenis: string, surel: boolean }> };

export type BuatTautanKalenderMutationVariables = Exact<{ [key: string]: never; }>;


export type BuatTautanKalenderMutation = { buatTautanKalender: string };

export type CabutTautanKalenderMutationVariables = Exact<{ [key: string]: never; }>;


export type CabutTautanKalenderMutation = { cabutTautanKalender: boolean };

export type PengaturanPengingatQueryVariables = Exact<{ [key: string]: never; }>;


export type PengaturanPengingatQuery = { pengaturanPengingat: { offsets: Array<number>, kedaluwarsaOtomatis: boolean, pengirim: string | null, jedaChatMenit: number } };

export type UbahPengaturanPengingatMutationVariables = Exact<{
  input: PengaturanPengingatInput;
}>;


export type UbahPengaturanPengingatMutation = { ubahPengaturanPengingat: { offsets: Array<number>, kedaluwarsaOtomatis: boolean, pengirim: string | null, jedaChatMenit: number } };

export type PengirimanSurelFieldsFragment = { ringkasan: { antri: number, terkirim: number, gagal: number }, gagal: Array<{ idSurel: number, ke: string, subjek: string, percobaan: number, galat: string | null, dibuat: string }> };

export type PengirimanSurelQueryVariables = Exact<{ [key: string]: never; }>;


export type PengirimanSurelQuery = { pengirimanSurel: { ringkasan: { antri: number, terkirim: number, gagal: number }, gagal: Array<{ idSurel: number, ke: string, subjek: string, percobaan: number, galat: string | null, dibuat: string }> } };

export type KirimUlangSurelMutationVariables = Exact<{
  idSurel: number;
}>;


export type KirimUlangSurelMutation = { kirimUlangSurel: { ringkasan: { antri: number, terkirim: number, gagal: number }, gagal: Array<{ idSurel: number, ke: string, subjek: string, percobaan: number, galat: string | null, dibuat: string }> } };

export type TandaiChatDibacaMutationVariables = Exact<{
  idPenjajagan: number;
}>;


export type TandaiChatDibacaMutation = { tandaiChatDibaca: Array<{ idNotifikasi: number, dibaca: string | null }> };

export type ProfilSettingsFragment = { youtube: string | null, youtubeUrl: string | null, profile: string, visi: string, misi: string, gambarWalikota: string | null, gambarOrganisasi: string | null, fotoPimpinan: string | null, gambarPengajuan: string | null, pimpinan: string, jabatanPimpinan: string, kalimatPimpinan: string, instagram: string, facebook: string, twitter: string, youtubeChannel: string, contohDokumenUrl: string, diubah: string, namaInstansi: string, alamat: string, telepon: string, email: string, website: string, mapsUrl: string, latitude: number | null, longitude: number | null };

export type PengaturanProfilQueryVariables = Exact<{ [key: string]: never; }>;


export type PengaturanProfilQuery = { profil: { youtube: string | null, youtubeUrl: string | null, profile: string, visi: string, misi: string, gambarWalikota: string | null, gambarOrganisasi: string | null, fotoPimpinan: string | null, gambarPengajuan: string | null, pimpinan: string, jabatanPimpinan: string, kalimatPimpinan: string, instagram: string, facebook: string, twitter: string, youtubeChannel: string, contohDokumenUrl: string, diubah: string, namaInstansi: string, alamat: string, telepon: string, email: string, website: string, mapsUrl: string, latitude: number | null, longitude: number | null } };

export type UpdateProfilMutationVariables = Exact<{
  input: ProfilInput;
}>;


export type UpdateProfilMutation = { updateProfil: { youtube: string | null, youtubeUrl: string | null, profile: string, visi: string, misi: string, gambarWalikota: string | null, gambarOrganisasi: string | null, fotoPimpinan: string | null, gambarPengajuan: string | null, pimpinan: string, jabatanPimpinan: string, kalimatPimpinan: string, instagram: string, facebook: string, twitter: string, youtubeChannel: string, contohDokumenUrl: string, diubah: string, namaInstansi: string, alamat: string, telepon: string, email: string, website: string, mapsUrl: string, latitude: number | null, longitude: number | null } };

export type UploadProfilGambarMutationVariables = Exact<{
  jenis: ProfilGambar;
  file?: File | null | undefined;
}>;


export type UploadProfilGambarMutation = { uploadProfilGambar: { youtube: string | null, youtubeUrl: string | null, profile: string, visi: string, misi: string, gambarWalikota: string | null, gambarOrganisasi: string | null, fotoPimpinan: string | null, gambarPengajuan: string | null, pimpinan: string, jabatanPimpinan: string, kalimatPimpinan: string, instagram: string, facebook: string, twitter: string, youtubeChannel: string, contohDokumenUrl: string, diubah: string, namaInstansi: string, alamat: string, telepon: string, email: string, website: string, mapsUrl: string, latitude: number | null, longitude: number | null } };

export type DeleteProfilGambarMutationVariables = Exact<{
  jenis: ProfilGambar;
}>;


export type DeleteProfilGambarMutation = { deleteProfilGambar: { youtube: string | null, youtubeUrl: string | null, profile: string, visi: string, misi: string, gambarWalikota: string | null, gambarOrganisasi: string | null, fotoPimpinan: string | null, gambarPengajuan: string | null, pimpinan: string, jabatanPimpinan: string, kalimatPimpinan: string, instagram: string, facebook: string, twitter: string, youtubeChannel: string, contohDokumenUrl: string, diubah: string, namaInstansi: string, alamat: string, telepon: string, email: string, website: string, mapsUrl: string, latitude: number | null, longitude: number | null } };

export type DokumenWajibPenjajakanQueryVariables = Exact<{ [key: string]: never; }>;


export type DokumenWajibPenjajakanQuery = { dokumenWajibPenjajagan: Array<string> };

export type UbahDokumenWajibPenjajakanMutationVariables = Exact<{
  dokumenWajib: Array<string> | string;
}>;


export type UbahDokumenWajibPenjajakanMutation = { ubahDokumenWajibPenjajagan: Array<string> };

export type TemplatDokumenFieldsFragment = { kode: TemplatDokumen, nama: string, namaFile: string | null, ukuran: number | null, tglUnggah: string | null };

export type TemplatDokumenKantorQueryVariables = Exact<{ [key: string]: never; }>;


export type TemplatDokumenKantorQuery = { templatDokumen: Array<{ kode: TemplatDokumen, nama: string, namaFile: string | null, ukuran: number | null, tglUnggah: string | null }> };

export type UnggahTemplatDokumenMutationVariables = Exact<{
  kode: TemplatDokumen;
  file?: File | null | undefined;
}>;


export type UnggahTemplatDokumenMutation = { unggahTemplatDokumen: { kode: TemplatDokumen, nama: string, namaFile: string | null, ukuran: number | null, tglUnggah: string | null } };

export type PulihkanTemplatDokumenMutationVariables = Exact<{
  kode: TemplatDokumen;
}>;


export type PulihkanTemplatDokumenMutation = { pulihkanTemplatDokumen: { kode: TemplatDokumen, nama: string, namaFile: string | null, ukuran: number | null, tglUnggah: string | null } };

export type PenggunaFieldsFragment = { idUser: number, nama: string, username: string, email: string | null, hp: string | null, idLevel: number, textLevel: string, idSkpd: number | null, skpdText: string | null, idStatus: number, statusText: string };

export type UsersQueryVariables = Exact<{
  filter?: UserFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type UsersQuery = { users: { total: number, items: Array<{ tglDaftar: string, idUser: number, nama: string, username: string, email: string | null, hp: string | null, idLevel: number, textLevel: string, idSkpd: number | null, skpdText: string | null, idStatus: number, statusText: string }> } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { idUser: number } };

export type UpdateUserMutationVariables = Exact<{
  idUser: number;
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { idUser: number, nama: string, username: string, email: string | null, hp: string | null, idLevel: number, textLevel: string, idSkpd: number | null, skpdText: string | null, idStatus: number, statusText: string } };

export type DeleteUserMutationVariables = Exact<{
  idUser: number;
}>;


export type DeleteUserMutation = { deleteUser: boolean };

export type PenjajakanRowFragment = { idPenjajagan: number, noPenjajagan: string, namaPengaju: string, idUser: number, judul: string, deskripsi: string, idStatus: number, statusText: string, tglInput: string, namaFile: string | null, fileUrl: string | null };

export type PenjajagansQueryVariables = Exact<{
  filter?: PenjajaganFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type PenjajagansQuery = { penjajagans: { total: number, items: Array<{ idPenjajagan: number, noPenjajagan: string, namaPengaju: string, idUser: number, judul: string, deskripsi: string, idStatus: number, statusText: string, tglInput: string, namaFile: string | null, fileUrl: string | null }> } };

export type PenjajakanDokumenListQueryVariables = Exact<{
  idPenjajagan: number;
}>;


export type PenjajakanDokumenListQuery = { dokumenWajibPenjajagan: Array<string>, penjajagan: { idPenjajagan: number, dokumenKurang: Array<string>, dokumen: Array<{ id: string, namaFile: string, jenis: string | null, url: string, mime: string, size: number, tglInput: string }> } };

export type PenjajaganSkpdListQueryVariables = Exact<{
  idPenjajagan: number;
  page?: PageInput | null | undefined;
}>;


export type PenjajaganSkpdListQuery = { penjajaganSkpds: { total: number, items: Array<{ idSkpd: number, skpd: string }> } };

export type PenjajaganPesanQueryVariables = Exact<{
  idPenjajagan: number;
  before?: number | null | undefined;
  after?: number | null | undefined;
  page?: PesanPageInput | null | undefined;
}>;


export type PenjajaganPesanQuery = { penjajaganPesan: { total: number, hasMore: boolean, items: Array<{ id: number, idPenjajagan: number, idUser: number | null, nama: string, pesan: string, tglInput: string, posisi: string }> } };

export type PenjajakanPesanItemFragment = { id: number, idPenjajagan: number, idUser: number | null, nama: string, pesan: string, tglInput: string, posisi: string };

export type PenjajaganLaporanLinkQueryVariables = Exact<{
  filter?: LaporanFilter | null | undefined;
  format?: LaporanFormat | null | undefined;
}>;


export type PenjajaganLaporanLinkQuery = { penjajaganLaporanLink: string };

export type PenjajakanContohDokumenQueryVariables = Exact<{ [key: string]: never; }>;


export type PenjajakanContohDokumenQuery = { profil: { contohDokumenUrl: string } };

export type PenjajakanMitraComboQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type PenjajakanMitraComboQuery = { mitraCombo: Array<{ idUser: number, nama: string }> };

export type CreatePenjajaganMutationVariables = Exact<{
  input: PenjajaganInput;
  file?: File | null | undefined;
}>;


export type CreatePenjajaganMutation = { createPenjajagan: { idPenjajagan: number, noPenjajagan: string, namaPengaju: string, idUser: number, judul: string, deskripsi: string, idStatus: number, statusText: string, tglInput: string, namaFile: string | null, fileUrl: string | null } };

export type UpdatePenjajaganMutationVariables = Exact<{
  idPenjajagan: number;
  input: PenjajaganInput;
  file?: File | null | undefined;
}>;


export type UpdatePenjajaganMutation = { updatePenjajagan: { idPenjajagan: number, noPenjajagan: string, namaPengaju: string, idUser: number, judul: string, deskripsi: string, idStatus: number, statusText: string, tglInput: string, namaFile: string | null, fileUrl: string | null } };

export type DeletePenjajaganMutationVariables = Exact<{
  idPenjajagan: number;
}>;


export type DeletePenjajaganMutation = { deletePenjajagan: boolean };

export type AddPenjajaganDokumenMutationVariables = Exact<{
  idPenjajagan: number;
  file?: File | null | undefined;
  jenis?: string | null | undefined;
}>;


export type AddPenjajaganDokumenMutation = { addPenjajaganDokumen: { idPenjajagan: number, namaFile: string | null, fileUrl: string | null } };

export type AddPenjajaganSkpdMutationVariables = Exact<{
  idPenjajagan: number;
  idSkpd?: number | null | undefined;
}>;


export type AddPenjajaganSkpdMutation = { addPenjajaganSkpd: { idPenjajagan: number } };

export type RemovePenjajaganSkpdMutationVariables = Exact<{
  idPenjajagan: number;
  idSkpd: number;
}>;


export type RemovePenjajaganSkpdMutation = { removePenjajaganSkpd: { idPenjajagan: number } };

export type KirimPesanMutationVariables = Exact<{
  idPenjajagan: number;
  pesan?: string | null | undefined;
}>;


export type KirimPesanMutation = { kirimPesan: { id: number, idPenjajagan: number, idUser: number | null, nama: string, pesan: string, tglInput: string, posisi: string } };

export type PesanBaruSubscriptionVariables = Exact<{
  idPenjajagan: number;
}>;


export type PesanBaruSubscription = { pesanBaru: { id: number, idPenjajagan: number, idUser: number | null, nama: string, pesan: string, tglInput: string, posisi: string } };

export type PenjajaganChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PenjajaganChangedSubscription = { penjajaganChanged: { aksi: string, idPenjajagan: number, idStatus: number, idUser: number, noPenjajagan: string } };

export type PerjanjianRowFragment = { idPks: number, idMou: number, judul: string, judulMou: string, deskripsi: string, mitra: string, noKontrak: string, noMitra: string, tglMulai: string, tglBerakhir: string, idStatus: number, statusText: string };

export type PerjanjianFieldsFragment = { idPks: number, idMou: number, judul: string, judulMou: string, noKontrakMou: string, mitra: string, tglMulai: string, tglBerakhir: string, tglInput: string, deskripsi: string, noKontrak: string, noMitra: string, nilai: number, namaTtdMitra: string, jabatanTtdMitra: string, namaTtd: string, jabatanTtd: string, keterangan: string, idStatus: number, statusText: string, klasifikasi: { jenis: string, kategoriMitra: string, negara: string | null, daftarUrusan: Array<{ idUrusan: number }> } | null };

export type PerjanjianListQueryVariables = Exact<{
  filter?: PksFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type PerjanjianListQuery = { pkss: { total: number, items: Array<{ idPks: number, idMou: number, judul: string, judulMou: string, deskripsi: string, mitra: string, noKontrak: string, noMitra: string, tglMulai: string, tglBerakhir: string, idStatus: number, statusText: string }> } };

export type PerjanjianByIdQueryVariables = Exact<{
  idPks: number;
}>;


export type PerjanjianByIdQuery = { pks: { idPks: number, idMou: number, judul: string, judulMou: string, noKontrakMou: string, mitra: string, tglMulai: string, tglBerakhir: string, tglInput: string, deskripsi: string, noKontrak: string, noMitra: string, nilai: number, namaTtdMitra: string, jabatanTtdMitra: string, namaTtd: string, jabatanTtd: string, keterangan: string, idStatus: number, statusText: string, tahapan: { versi: number }, klasifikasi: { jenis: string, kategoriMitra: string, negara: string | null, daftarUrusan: Array<{ idUrusan: number }> } | null } };

export type PerjanjianMouMitraQueryVariables = Exact<{
  idMou: number;
}>;


export type PerjanjianMouMitraQuery = { mou: { idMou: number, mitra: string } };

export type CreatePerjanjianMutationVariables = Exact<{
  input: PksInput;
}>;


export type CreatePerjanjianMutation = { createPks: { idPks: number } };

export type UpdatePerjanjianMutationVariables = Exact<{
  idPks: number;
  input: PksInput;
}>;


export type UpdatePerjanjianMutation = { updatePks: { idPks: number, idMou: number, judul: string, judulMou: string, noKontrakMou: string, mitra: string, tglMulai: string, tglBerakhir: string, tglInput: string, deskripsi: string, noKontrak: string, noMitra: string, nilai: number, namaTtdMitra: string, jabatanTtdMitra: string, namaTtd: string, jabatanTtd: string, keterangan: string, idStatus: number, statusText: string, klasifikasi: { jenis: string, kategoriMitra: string, negara: string | null, daftarUrusan: Array<{ idUrusan: number }> } | null } };

export type DeletePerjanjianMutationVariables = Exact<{
  idPks: number;
}>;


export type DeletePerjanjianMutation = { deletePks: boolean };

export type PerjanjianLaporanLinkMutationVariables = Exact<{
  filter?: LaporanFilter | null | undefined;
  format?: LaporanFormat | null | undefined;
}>;


export type PerjanjianLaporanLinkMutation = { pksLaporanLink: string };

export type PerjanjianChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PerjanjianChangedSubscription = { pksChanged: { action: ChangeAction, id: number, idMou: number } };

export type RiwayatQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type RiwayatQuery = { riwayat: { total: number, items: Array<{ idRiwayat: number, namaUser: string, aksi: string, waktu: string }> } };

export type UnduhDrafMutationVariables = Exact<{
  jenis: JenisKerjasama;
  id: number;
  templat: TemplatDokumen;
}>;


export type UnduhDrafMutation = { unduhDraf: { namaFile: string, mime: string, isi: string } };

export type TahapanInfoItemFragment = { tahapan: Tahapan, tahapanText: string, versi: number, membebaniApbd: boolean, belumDianggarkan: boolean, tglTtd: string | null, bisaKe: Array<Tahapan>, peringatan: string | null };

export type TahapanLogEntryFragment = { idLog: number, dari: Tahapan | null, ke: Tahapan, keText: string, manual: boolean, catatan: string | null, internal: boolean, perubahanTanda: Array<string>, namaAktor: string, levelAktor: string, skpdAktor: string | null, waktu: string, nomorSurat: string | null, tanggalSurat: string | null, tanggalTtd: string | null, dokumen: Array<{ idFile: string, namaFile: string, url: string }> };

export type KesepakatanTahapanQueryVariables = Exact<{
  idMou: number;
}>;


export type KesepakatanTahapanQuery = { mou: { idMou: number, tglBerakhir: string, perjanjianPelaksanaan: number, tahapan: { tahapan: Tahapan, tahapanText: string, versi: number, membebaniApbd: boolean, belumDianggarkan: boolean, tglTtd: string | null, bisaKe: Array<Tahapan>, peringatan: string | null }, timeline: Array<{ idLog: number, dari: Tahapan | null, ke: Tahapan, keText: string, manual: boolean, catatan: string | null, internal: boolean, perubahanTanda: Array<string>, namaAktor: string, levelAktor: string, skpdAktor: string | null, waktu: string, nomorSurat: string | null, tanggalSurat: string | null, tanggalTtd: string | null, dokumen: Array<{ idFile: string, namaFile: string, url: string }> }> } };

export type PerjanjianTahapanQueryVariables = Exact<{
  idPks: number;
}>;


export type PerjanjianTahapanQuery = { pks: { idPks: number, tglBerakhir: string, jabatanTtd: string, tahapan: { tahapan: Tahapan, tahapanText: string, versi: number, membebaniApbd: boolean, belumDianggarkan: boolean, tglTtd: string | null, bisaKe: Array<Tahapan>, peringatan: string | null }, timeline: Array<{ idLog: number, dari: Tahapan | null, ke: Tahapan, keText: string, manual: boolean, catatan: string | null, internal: boolean, perubahanTanda: Array<string>, namaAktor: string, levelAktor: string, skpdAktor: string | null, waktu: string, nomorSurat: string | null, tanggalSurat: string | null, tanggalTtd: string | null, dokumen: Array<{ idFile: string, namaFile: string, url: string }> }>, dokumen: Array<{ idFile: string, namaFile: string }> } };

export type UbahTahapanMutationVariables = Exact<{
  input: UbahTahapanInput;
  dokumen?: File | null | undefined;
  suratKuasa?: File | null | undefined;
}>;


export type UbahTahapanMutation = { ubahTahapan: { tahapan: Tahapan, tahapanText: string, versi: number, membebaniApbd: boolean, belumDianggarkan: boolean, tglTtd: string | null, bisaKe: Array<Tahapan>, peringatan: string | null } };

export type KerjasamaSayaQueryVariables = Exact<{ [key: string]: never; }>;


export type KerjasamaSayaQuery = { kerjasamaSaya: Array<{ idMou: number, judul: string, noKontrak: string, tglMulai: string, tglBerakhir: string, tahapan: { tahapan: Tahapan, tahapanText: string, versi: number, membebaniApbd: boolean, belumDianggarkan: boolean, tglTtd: string | null, bisaKe: Array<Tahapan>, peringatan: string | null }, timeline: Array<{ idLog: number, dari: Tahapan | null, ke: Tahapan, keText: string, manual: boolean, catatan: string | null, internal: boolean, perubahanTanda: Array<string>, namaAktor: string, levelAktor: string, skpdAktor: string | null, waktu: string, nomorSurat: string | null, tanggalSurat: string | null, tanggalTtd: string | null, dokumen: Array<{ idFile: string, namaFile: string, url: string }> }> }> };

export type PertimbanganEntryFragment = { id: number, idUser: number, namaPeninjau: string, skpd: string | null, pendapat: Pendapat | null, pendapatText: string | null, catatan: string, tglMinta: string, tglIsi: string | null };

export type TkksdPenjajakanQueryVariables = Exact<{
  idPenjajagan: number;
}>;


export type TkksdPenjajakanQuery = { penjajagan: { idPenjajagan: number, idStatus: number, dokumenKurang: Array<string>, pertimbangan: Array<{ id: number, idUser: number, namaPeninjau: string, skpd: string | null, pendapat: Pendapat | null, pendapatText: string | null, catatan: string, tglMinta: string, tglIsi: string | null }>, keputusan: { disetujui: boolean, alasan: string, namaAktor: string, waktu: string } | null } };

export type CalonPeninjauQueryVariables = Exact<{
  idPenjajagan: number;
}>;


export type CalonPeninjauQuery = { calonPeninjau: Array<{ idUser: number, nama: string, skpd: string }> };

export type MintaPertimbanganMutationVariables = Exact<{
  idPenjajagan: number;
  idUser: number;
}>;


export type MintaPertimbanganMutation = { mintaPertimbangan: Array<{ id: number, idUser: number, namaPeninjau: string, skpd: string | null, pendapat: Pendapat | null, pendapatText: string | null, catatan: string, tglMinta: string, tglIsi: string | null }> };

export type BerikanPertimbanganMutationVariables = Exact<{
  input: PertimbanganInput;
}>;


export type BerikanPertimbanganMutation = { berikanPertimbangan: Array<{ id: number, idUser: number, namaPeninjau: string, skpd: string | null, pendapat: Pendapat | null, pendapatText: string | null, catatan: string, tglMinta: string, tglIsi: string | null }> };

export type PutuskanPenjajakanMutationVariables = Exact<{
  input: KeputusanInput;
}>;


export type PutuskanPenjajakanMutation = { putuskanPenjajagan: { disetujui: boolean, alasan: string } };

export type PenjajakanUntukKesepakatanQueryVariables = Exact<{
  idPenjajagan: number;
}>;


export type PenjajakanUntukKesepakatanQuery = { penjajagan: { idPenjajagan: number, noPenjajagan: string, judul: string, deskripsi: string, idUser: number, namaPengaju: string, skpd: Array<{ idSkpd: number, skpd: string }> } };

export type BuatKesepakatanDariPenjajakanMutationVariables = Exact<{
  idPenjajagan: number;
  input: MouInput;
}>;


export type BuatKesepakatanDariPenjajakanMutation = { buatKesepakatanDariPenjajagan: { idMou: number } };

export type AccessTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessTokensQuery = { accessTokens: Array<{ idToken: number, nama: string, prefix: string, tulis: boolean, createdAt: string, expiresAt: string | null, lastUsedAt: string | null }> };

export type CreateAccessTokenMutationVariables = Exact<{
  input: AccessTokenInput;
}>;


export type CreateAccessTokenMutation = { createAccessToken: { token: string, accessToken: { idToken: number } } };

export type RevokeAccessTokenMutationVariables = Exact<{
  idToken: number;
}>;


export type RevokeAccessTokenMutation = { revokeAccessToken: boolean };

export type TugasSayaQueryVariables = Exact<{ [key: string]: never; }>;


export type TugasSayaQuery = { tugasSaya: { jumlah: number, pertimbangan: Array<{ idPenjajagan: number, noPenjajagan: string, judul: string, tglMinta: string }>, keputusan: Array<{ idPenjajagan: number, noPenjajagan: string, judul: string, jumlahPertimbangan: number }>, kerjasama: Array<{ jenis: JenisKerjasama, id: number, judul: string, noKontrak: string, tahapan: Tahapan, tahapanText: string }>, monev: Array<{ jenis: string, idRecord: number, judul: string, periode: number, mulai: string, jatuhTempo: string, status: string, statusText: string }> } };

export type ProfilKontakFragment = { namaInstansi: string, alamat: string, telepon: string, email: string, website: string, mapsUrl: string, latitude: number | null, longitude: number | null };

export type SessionUserFragment = { idUser: number, nama: string, username: string, idLevel: number, textLevel: string };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { idUser: number, nama: string, username: string, idLevel: number, textLevel: string } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, user: { idUser: number, nama: string, username: string, idLevel: number, textLevel: string } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: string };

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type VerifyEmailMutation = { verifyEmail: string };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export const AdendumEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdendumEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdendumItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idAdendum"}},{"kind":"Field","name":{"kind":"Name","value":"nomor"}},{"kind":"Field","name":{"kind":"Name","value":"tanggal"}},{"kind":"Field","name":{"kind":"Name","value":"catatan"}},{"kind":"Field","name":{"kind":"Name","value":"namaAktor"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}},{"kind":"Field","name":{"kind":"Name","value":"perubahan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"lama"}},{"kind":"Field","name":{"kind":"Name","value":"baru"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dokumen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AdendumEntryFragment, unknown>;
export const DashboardItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"no"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrak"}},{"kind":"Field","name":{"kind":"Name","value":"tglAkhir"}}]}}]} as unknown as DocumentNode<DashboardItemFieldsFragment, unknown>;
export const DashboardKelompokFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardKelompokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardKelompok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kesepakatan"}},{"kind":"Field","name":{"kind":"Name","value":"perjanjian"}}]}}]} as unknown as DocumentNode<DashboardKelompokFieldsFragment, unknown>;
export const AdminKegiatanDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminKegiatanDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Kegiatan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idKegiatan"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"highlight"}},{"kind":"Field","name":{"kind":"Name","value":"isi"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}},{"kind":"Field","name":{"kind":"Name","value":"gambar"}},{"kind":"Field","name":{"kind":"Name","value":"namaUser"}}]}}]} as unknown as DocumentNode<AdminKegiatanDetailFragment, unknown>;
export const LampiranDokumenItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LampiranDokumenItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LampiranDokumen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"ukuran"}},{"kind":"Field","name":{"kind":"Name","value":"tglUpload"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<LampiranDokumenItemFragment, unknown>;
export const LampiranGambarItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LampiranGambarItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LampiranGambar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaGambar"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"ukuran"}},{"kind":"Field","name":{"kind":"Name","value":"tglUpload"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<LampiranGambarItemFragment, unknown>;
export const KerjasamaLampiranFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KerjasamaLampiran"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Kerjasama"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"dokumen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LampiranDokumenItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gambar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LampiranGambarItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skpd"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LampiranDokumenItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LampiranDokumen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"ukuran"}},{"kind":"Field","name":{"kind":"Name","value":"tglUpload"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LampiranGambarItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LampiranGambar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaGambar"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"ukuran"}},{"kind":"Field","name":{"kind":"Name","value":"tglUpload"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<KerjasamaLampiranFragment, unknown>;
export const KesepakatanRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KesepakatanRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mou"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrak"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]} as unknown as DocumentNode<KesepakatanRowFragment, unknown>;
export const KerjasamaFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KerjasamaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Kerjasama"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mitra"}},{"kind":"Field","name":{"kind":"Name","value":"tglMulai"}},{"kind":"Field","name":{"kind":"Name","value":"tglBerakhir"}},{"kind":"Field","name":{"kind":"Name","value":"tglInput"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrak"}},{"kind":"Field","name":{"kind":"Name","value":"noMitra"}},{"kind":"Field","name":{"kind":"Name","value":"nilai"}},{"kind":"Field","name":{"kind":"Name","value":"namaTtdMitra"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanTtdMitra"}},{"kind":"Field","name":{"kind":"Name","value":"namaTtd"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanTtd"}},{"kind":"Field","name":{"kind":"Name","value":"keterangan"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]} as unknown as DocumentNode<KerjasamaFieldsFragment, unknown>;
export const KerjasamaKlasifikasiFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KerjasamaKlasifikasi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Klasifikasi"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"kategoriMitra"}},{"kind":"Field","name":{"kind":"Name","value":"negara"}},{"kind":"Field","name":{"kind":"Name","value":"daftarUrusan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrusan"}}]}}]}}]} as unknown as DocumentNode<KerjasamaKlasifikasiFragment, unknown>;
export const KesepakatanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KesepakatanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mou"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"noPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"idMitra"}},{"kind":"Field","name":{"kind":"Name","value":"akunMitra"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}}]}},{"kind":"Field","name":{"kind":"Name","value":"idMouLama"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrakMouLama"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"KerjasamaFields"}},{"kind":"Field","name":{"kind":"Name","value":"klasifikasi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KerjasamaKlasifikasi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KerjasamaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Kerjasama"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mitra"}},{"kind":"Field","name":{"kind":"Name","value":"tglMulai"}},{"kind":"Field","name":{"kind":"Name","value":"tglBerakhir"}},{"kind":"Field","name":{"kind":"Name","value":"tglInput"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrak"}},{"kind":"Field","name":{"kind":"Name","value":"noMitra"}},{"kind":"Field","name":{"kind":"Name","value":"nilai"}},{"kind":"Field","name":{"kind":"Name","value":"namaTtdMitra"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanTtdMitra"}},{"kind":"Field","name":{"kind":"Name","value":"namaTtd"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanTtd"}},{"kind":"Field","name":{"kind":"Name","value":"keterangan"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KerjasamaKlasifikasi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Klasifikasi"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"kategoriMitra"}},{"kind":"Field","name":{"kind":"Name","value":"negara"}},{"kind":"Field","name":{"kind":"Name","value":"daftarUrusan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrusan"}}]}}]}}]} as unknown as DocumentNode<KesepakatanFieldsFragment, unknown>;
export const MonevTugasItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonevTugasItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonevTugas"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"idRecord"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"periode"}},{"kind":"Field","name":{"kind":"Name","value":"mulai"}},{"kind":"Field","name":{"kind":"Name","value":"jatuhTempo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]} as unknown as DocumentNode<MonevTugasItemFragment, unknown>;
export const NotifikasiItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotifikasiItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notifikasi"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idNotifikasi"}},{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"pesan"}},{"kind":"Field","name":{"kind":"Name","value":"tautan"}},{"kind":"Field","name":{"kind":"Name","value":"dibuat"}},{"kind":"Field","name":{"kind":"Name","value":"dibaca"}}]}}]} as unknown as DocumentNode<NotifikasiItemFragment, unknown>;
export const PengirimanSurelFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PengirimanSurelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PengirimanSurel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ringkasan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"antri"}},{"kind":"Field","name":{"kind":"Name","value":"terkirim"}},{"kind":"Field","name":{"kind":"Name","value":"gagal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gagal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSurel"}},{"kind":"Field","name":{"kind":"Name","value":"ke"}},{"kind":"Field","name":{"kind":"Name","value":"subjek"}},{"kind":"Field","name":{"kind":"Name","value":"percobaan"}},{"kind":"Field","name":{"kind":"Name","value":"galat"}},{"kind":"Field","name":{"kind":"Name","value":"dibuat"}}]}}]}}]} as unknown as DocumentNode<PengirimanSurelFieldsFragment, unknown>;
export const ProfilKontakFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilKontak"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profil"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"namaInstansi"}},{"kind":"Field","name":{"kind":"Name","value":"alamat"}},{"kind":"Field","name":{"kind":"Name","value":"telepon"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<ProfilKontakFragment, unknown>;
export const ProfilSettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profil"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"youtube"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"visi"}},{"kind":"Field","name":{"kind":"Name","value":"misi"}},{"kind":"Field","name":{"kind":"Name","value":"gambarWalikota"}},{"kind":"Field","name":{"kind":"Name","value":"gambarOrganisasi"}},{"kind":"Field","name":{"kind":"Name","value":"fotoPimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"gambarPengajuan"}},{"kind":"Field","name":{"kind":"Name","value":"pimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanPimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"kalimatPimpinan"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilKontak"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeChannel"}},{"kind":"Field","name":{"kind":"Name","value":"contohDokumenUrl"}},{"kind":"Field","name":{"kind":"Name","value":"diubah"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilKontak"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profil"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"namaInstansi"}},{"kind":"Field","name":{"kind":"Name","value":"alamat"}},{"kind":"Field","name":{"kind":"Name","value":"telepon"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<ProfilSettingsFragment, unknown>;
export const TemplatDokumenFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplatDokumenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TemplatDokumenInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kode"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"ukuran"}},{"kind":"Field","name":{"kind":"Name","value":"tglUnggah"}}]}}]} as unknown as DocumentNode<TemplatDokumenFieldsFragment, unknown>;
export const PenggunaFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PenggunaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hp"}},{"kind":"Field","name":{"kind":"Name","value":"idLevel"}},{"kind":"Field","name":{"kind":"Name","value":"textLevel"}},{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpdText"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]} as unknown as DocumentNode<PenggunaFieldsFragment, unknown>;
export const PenjajakanRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PenjajakanRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Penjajagan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"noPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"namaPengaju"}},{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"tglInput"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]} as unknown as DocumentNode<PenjajakanRowFragment, unknown>;
export const PenjajakanPesanItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PenjajakanPesanItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PesanPenjajagan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"pesan"}},{"kind":"Field","name":{"kind":"Name","value":"tglInput"}},{"kind":"Field","name":{"kind":"Name","value":"posisi"}}]}}]} as unknown as DocumentNode<PenjajakanPesanItemFragment, unknown>;
export const PerjanjianRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PerjanjianRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pks"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPks"}},{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"judulMou"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"mitra"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrak"}},{"kind":"Field","name":{"kind":"Name","value":"noMitra"}},{"kind":"Field","name":{"kind":"Name","value":"tglMulai"}},{"kind":"Field","name":{"kind":"Name","value":"tglBerakhir"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]} as unknown as DocumentNode<PerjanjianRowFragment, unknown>;
export const PerjanjianFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PerjanjianFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pks"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPks"}},{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"judulMou"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrakMou"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"KerjasamaFields"}},{"kind":"Field","name":{"kind":"Name","value":"klasifikasi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KerjasamaKlasifikasi"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KerjasamaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Kerjasama"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mitra"}},{"kind":"Field","name":{"kind":"Name","value":"tglMulai"}},{"kind":"Field","name":{"kind":"Name","value":"tglBerakhir"}},{"kind":"Field","name":{"kind":"Name","value":"tglInput"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrak"}},{"kind":"Field","name":{"kind":"Name","value":"noMitra"}},{"kind":"Field","name":{"kind":"Name","value":"nilai"}},{"kind":"Field","name":{"kind":"Name","value":"namaTtdMitra"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanTtdMitra"}},{"kind":"Field","name":{"kind":"Name","value":"namaTtd"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanTtd"}},{"kind":"Field","name":{"kind":"Name","value":"keterangan"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KerjasamaKlasifikasi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Klasifikasi"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"kategoriMitra"}},{"kind":"Field","name":{"kind":"Name","value":"negara"}},{"kind":"Field","name":{"kind":"Name","value":"daftarUrusan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrusan"}}]}}]}}]} as unknown as DocumentNode<PerjanjianFieldsFragment, unknown>;
export const TahapanInfoItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TahapanInfoItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TahapanInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tahapan"}},{"kind":"Field","name":{"kind":"Name","value":"tahapanText"}},{"kind":"Field","name":{"kind":"Name","value":"versi"}},{"kind":"Field","name":{"kind":"Name","value":"membebaniApbd"}},{"kind":"Field","name":{"kind":"Name","value":"belumDianggarkan"}},{"kind":"Field","name":{"kind":"Name","value":"tglTtd"}},{"kind":"Field","name":{"kind":"Name","value":"bisaKe"}},{"kind":"Field","name":{"kind":"Name","value":"peringatan"}}]}}]} as unknown as DocumentNode<TahapanInfoItemFragment, unknown>;
export const TahapanLogEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TahapanLogEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TahapanLogItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idLog"}},{"kind":"Field","name":{"kind":"Name","value":"dari"}},{"kind":"Field","name":{"kind":"Name","value":"ke"}},{"kind":"Field","name":{"kind":"Name","value":"keText"}},{"kind":"Field","name":{"kind":"Name","value":"manual"}},{"kind":"Field","name":{"kind":"Name","value":"catatan"}},{"kind":"Field","name":{"kind":"Name","value":"internal"}},{"kind":"Field","name":{"kind":"Name","value":"perubahanTanda"}},{"kind":"Field","name":{"kind":"Name","value":"namaAktor"}},{"kind":"Field","name":{"kind":"Name","value":"levelAktor"}},{"kind":"Field","name":{"kind":"Name","value":"skpdAktor"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}},{"kind":"Field","name":{"kind":"Name","value":"nomorSurat"}},{"kind":"Field","name":{"kind":"Name","value":"tanggalSurat"}},{"kind":"Field","name":{"kind":"Name","value":"tanggalTtd"}},{"kind":"Field","name":{"kind":"Name","value":"dokumen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<TahapanLogEntryFragment, unknown>;
export const PertimbanganEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PertimbanganEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PertimbanganItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"namaPeninjau"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}},{"kind":"Field","name":{"kind":"Name","value":"pendapat"}},{"kind":"Field","name":{"kind":"Name","value":"pendapatText"}},{"kind":"Field","name":{"kind":"Name","value":"catatan"}},{"kind":"Field","name":{"kind":"Name","value":"tglMinta"}},{"kind":"Field","name":{"kind":"Name","value":"tglIsi"}}]}}]} as unknown as DocumentNode<PertimbanganEntryFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"idLevel"}},{"kind":"Field","name":{"kind":"Name","value":"textLevel"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const KesepakatanAdendumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KesepakatanAdendum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mou"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idMou"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"Field","name":{"kind":"Name","value":"adendum"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdendumEntry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdendumEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdendumItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idAdendum"}},{"kind":"Field","name":{"kind":"Name","value":"nomor"}},{"kind":"Field","name":{"kind":"Name","value":"tanggal"}},{"kind":"Field","name":{"kind":"Name","value":"catatan"}},{"kind":"Field","name":{"kind":"Name","value":"namaAktor"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}},{"kind":"Field","name":{"kind":"Name","value":"perubahan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"lama"}},{"kind":"Field","name":{"kind":"Name","value":"baru"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dokumen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<KesepakatanAdendumQuery, KesepakatanAdendumQueryVariables>;
export const PerjanjianAdendumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PerjanjianAdendum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPks"}},{"kind":"Field","name":{"kind":"Name","value":"adendum"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdendumEntry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdendumEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdendumItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idAdendum"}},{"kind":"Field","name":{"kind":"Name","value":"nomor"}},{"kind":"Field","name":{"kind":"Name","value":"tanggal"}},{"kind":"Field","name":{"kind":"Name","value":"catatan"}},{"kind":"Field","name":{"kind":"Name","value":"namaAktor"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}},{"kind":"Field","name":{"kind":"Name","value":"perubahan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"lama"}},{"kind":"Field","name":{"kind":"Name","value":"baru"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dokumen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<PerjanjianAdendumQuery, PerjanjianAdendumQueryVariables>;
export const TambahAdendumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TambahAdendum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdendumInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dokumen"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tambahAdendum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"dokumen"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dokumen"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdendumEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdendumEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdendumItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idAdendum"}},{"kind":"Field","name":{"kind":"Name","value":"nomor"}},{"kind":"Field","name":{"kind":"Name","value":"tanggal"}},{"kind":"Field","name":{"kind":"Name","value":"catatan"}},{"kind":"Field","name":{"kind":"Name","value":"namaAktor"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}},{"kind":"Field","name":{"kind":"Name","value":"perubahan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"lama"}},{"kind":"Field","name":{"kind":"Name","value":"baru"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dokumen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<TambahAdendumMutation, TambahAdendumMutationVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalMou"}},{"kind":"Field","name":{"kind":"Name","value":"totalMouExpired"}},{"kind":"Field","name":{"kind":"Name","value":"totalPks"}},{"kind":"Field","name":{"kind":"Name","value":"totalPksExpired"}},{"kind":"Field","name":{"kind":"Name","value":"jendelaHari"}},{"kind":"Field","name":{"kind":"Name","value":"dataMou"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataPks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"berakhirPerBulan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulan"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"mou"}},{"kind":"Field","name":{"kind":"Name","value":"pks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tahun"}},{"kind":"Field","name":{"kind":"Name","value":"perJenis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardKelompokFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"perUrusan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardKelompokFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nilaiEvaluasi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulan"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"jumlah"}},{"kind":"Field","name":{"kind":"Name","value":"manfaat"}},{"kind":"Field","name":{"kind":"Name","value":"komitmen"}},{"kind":"Field","name":{"kind":"Name","value":"pelaksanaan"}},{"kind":"Field","name":{"kind":"Name","value":"rataRata"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"no"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrak"}},{"kind":"Field","name":{"kind":"Name","value":"tglAkhir"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardKelompokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardKelompok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kesepakatan"}},{"kind":"Field","name":{"kind":"Name","value":"perjanjian"}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const CariDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cari"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CariInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cari"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPerkiraan"}},{"kind":"Field","name":{"kind":"Name","value":"mirip"}},{"kind":"Field","name":{"kind":"Name","value":"belumTerbaca"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"sumber"}},{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"urlFile"}},{"kind":"Field","name":{"kind":"Name","value":"potongan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teks"}},{"kind":"Field","name":{"kind":"Name","value":"sorot"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CariQuery, CariQueryVariables>;
export const DokumenBelumTerbacaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DokumenBelumTerbaca"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dokumenBelumTerbaca"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"urlFile"}},{"kind":"Field","name":{"kind":"Name","value":"keterangan"}}]}}]}}]} as unknown as DocumentNode<DokumenBelumTerbacaQuery, DokumenBelumTerbacaQueryVariables>;
export const GambarSlidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GambarSliders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sliders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idGambar"}},{"kind":"Field","name":{"kind":"Name","value":"urutan"}},{"kind":"Field","name":{"kind":"Name","value":"gambar"}}]}}]}}]}}]} as unknown as DocumentNode<GambarSlidersQuery, GambarSlidersQueryVariables>;
export const CreateSliderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSlider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SliderInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSlider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idGambar"}}]}}]}}]} as unknown as DocumentNode<CreateSliderMutation, CreateSliderMutationVariables>;
export const UpdateSliderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSlider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idGambar"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SliderInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSlider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idGambar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idGambar"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idGambar"}},{"kind":"Field","name":{"kind":"Name","value":"urutan"}},{"kind":"Field","name":{"kind":"Name","value":"gambar"}}]}}]}}]} as unknown as DocumentNode<UpdateSliderMutation, UpdateSliderMutationVariables>;
export const DeleteSliderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSlider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idGambar"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSlider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idGambar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idGambar"}}}]}]}}]} as unknown as DocumentNode<DeleteSliderMutation, DeleteSliderMutationVariables>;
export const SkpdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Skpds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SkpdFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skpds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}},{"kind":"Field","name":{"kind":"Name","value":"kode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]}}]}}]} as unknown as DocumentNode<SkpdsQuery, SkpdsQueryVariables>;
export const SkpdComboDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SkpdCombo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skpdCombo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}}]}}]}}]} as unknown as DocumentNode<SkpdComboQuery, SkpdComboQueryVariables>;
export const CreateSkpdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSkpd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SkpdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSkpd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}}]}}]}}]} as unknown as DocumentNode<CreateSkpdMutation, CreateSkpdMutationVariables>;
export const UpdateSkpdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSkpd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SkpdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSkpd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idSkpd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}},{"kind":"Field","name":{"kind":"Name","value":"kode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]}}]} as unknown as DocumentNode<UpdateSkpdMutation, UpdateSkpdMutationVariables>;
export const DeleteSkpdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSkpd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSkpd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idSkpd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}}}]}]}}]} as unknown as DocumentNode<DeleteSkpdMutation, DeleteSkpdMutationVariables>;
export const AdminKegiatansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminKegiatans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"KegiatanFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kegiatans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idKegiatan"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}},{"kind":"Field","name":{"kind":"Name","value":"namaUser"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]}}]}}]} as unknown as DocumentNode<AdminKegiatansQuery, AdminKegiatansQueryVariables>;
export const AdminKegiatanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminKegiatan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idKegiatan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kegiatan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idKegiatan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idKegiatan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminKegiatanDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminKegiatanDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Kegiatan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idKegiatan"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"highlight"}},{"kind":"Field","name":{"kind":"Name","value":"isi"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}},{"kind":"Field","name":{"kind":"Name","value":"gambar"}},{"kind":"Field","name":{"kind":"Name","value":"namaUser"}}]}}]} as unknown as DocumentNode<AdminKegiatanQuery, AdminKegiatanQueryVariables>;
export const CreateKegiatanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateKegiatan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KegiatanInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gambar"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createKegiatan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"gambar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gambar"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idKegiatan"}}]}}]}}]} as unknown as DocumentNode<CreateKegiatanMutation, CreateKegiatanMutationVariables>;
export const UpdateKegiatanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateKegiatan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idKegiatan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KegiatanInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gambar"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateKegiatan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idKegiatan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idKegiatan"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"gambar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gambar"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminKegiatanDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminKegiatanDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Kegiatan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idKegiatan"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"highlight"}},{"kind":"Field","name":{"kind":"Name","value":"isi"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}},{"kind":"Field","name":{"kind":"Name","value":"gambar"}},{"kind":"Field","name":{"kind":"Name","value":"namaUser"}}]}}]} as unknown as DocumentNode<UpdateKegiatanMutation, UpdateKegiatanMutationVariables>;
export const DeleteKegiatanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteKegiatan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idKegiatan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteKegiatan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idKegiatan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idKegiatan"}}}]}]}}]} as unknown as DocumentNode<DeleteKegiatanMutation, DeleteKegiatanMutationVariables>;
export const KesepakatanLampiranDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KesepakatanLampiran"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mou"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idMou"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"KerjasamaLampiran"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LampiranDokumenItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LampiranDokumen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"ukuran"}},{"kind":"Field","name":{"kind":"Name","value":"tglUpload"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LampiranGambarItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LampiranGambar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaGambar"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"ukuran"}},{"kind":"Field","name":{"kind":"Name","value":"tglUpload"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KerjasamaLampiran"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Kerjasama"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"dokumen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LampiranDokumenItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gambar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LampiranGambarItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skpd"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}}]}}]}}]} as unknown as DocumentNode<KesepakatanLampiranQuery, KesepakatanLampiranQueryVariables>;
export const PerjanjianLampiranDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PerjanjianLampiran"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPks"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"KerjasamaLampiran"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LampiranDokumenItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LampiranDokumen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"ukuran"}},{"kind":"Field","name":{"kind":"Name","value":"tglUpload"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LampiranGambarItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LampiranGambar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaGambar"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"ukuran"}},{"kind":"Field","name":{"kind":"Name","value":"tglUpload"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KerjasamaLampiran"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Kerjasama"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"dokumen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LampiranDokumenItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gambar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LampiranGambarItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skpd"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}}]}}]}}]} as unknown as DocumentNode<PerjanjianLampiranQuery, PerjanjianLampiranQueryVariables>;
export const AddKesepakatanDokumenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddKesepakatanDokumen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMouDokumen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idMou"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}}]}}]}}]} as unknown as DocumentNode<AddKesepakatanDokumenMutation, AddKesepakatanDokumenMutationVariables>;
export const AddKesepakatanGambarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddKesepakatanGambar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMouGambar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idMou"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}}]}}]}}]} as unknown as DocumentNode<AddKesepakatanGambarMutation, AddKesepakatanGambarMutationVariables>;
export const RemoveKesepakatanDokumenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveKesepakatanDokumen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idFile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMouDokumen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idMou"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}}},{"kind":"Argument","name":{"kind":"Name","value":"idFile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idFile"}}}]}]}}]} as unknown as DocumentNode<RemoveKesepakatanDokumenMutation, RemoveKesepakatanDokumenMutationVariables>;
export const RemoveKesepakatanGambarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveKesepakatanGambar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idFile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMouGambar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idMou"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}}},{"kind":"Argument","name":{"kind":"Name","value":"idFile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idFile"}}}]}]}}]} as unknown as DocumentNode<RemoveKesepakatanGambarMutation, RemoveKesepakatanGambarMutationVariables>;
export const AddKesepakatanSkpdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddKesepakatanSkpd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMouSkpd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idMou"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}}},{"kind":"Argument","name":{"kind":"Name","value":"idSkpd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}}]}}]}}]} as unknown as DocumentNode<AddKesepakatanSkpdMutation, AddKesepakatanSkpdMutationVariables>;
export const RemoveKesepakatanSkpdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveKesepakatanSkpd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMouSkpd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idMou"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}}},{"kind":"Argument","name":{"kind":"Name","value":"idSkpd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}}}]}]}}]} as unknown as DocumentNode<RemoveKesepakatanSkpdMutation, RemoveKesepakatanSkpdMutationVariables>;
export const AddPerjanjianDokumenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPerjanjianDokumen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPksDokumen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}}]}}]}}]} as unknown as DocumentNode<AddPerjanjianDokumenMutation, AddPerjanjianDokumenMutationVariables>;
export const AddPerjanjianGambarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPerjanjianGambar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPksGambar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}}]}}]}}]} as unknown as DocumentNode<AddPerjanjianGambarMutation, AddPerjanjianGambarMutationVariables>;
export const RemovePerjanjianDokumenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePerjanjianDokumen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idFile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePksDokumen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}}},{"kind":"Argument","name":{"kind":"Name","value":"idFile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idFile"}}}]}]}}]} as unknown as DocumentNode<RemovePerjanjianDokumenMutation, RemovePerjanjianDokumenMutationVariables>;
export const RemovePerjanjianGambarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePerjanjianGambar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idFile"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePksGambar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}}},{"kind":"Argument","name":{"kind":"Name","value":"idFile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idFile"}}}]}]}}]} as unknown as DocumentNode<RemovePerjanjianGambarMutation, RemovePerjanjianGambarMutationVariables>;
export const AddPerjanjianSkpdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPerjanjianSkpd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPksSkpd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}}},{"kind":"Argument","name":{"kind":"Name","value":"idSkpd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}}]}}]}}]} as unknown as DocumentNode<AddPerjanjianSkpdMutation, AddPerjanjianSkpdMutationVariables>;
export const RemovePerjanjianSkpdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePerjanjianSkpd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePksSkpd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}}},{"kind":"Argument","name":{"kind":"Name","value":"idSkpd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}}}]}]}}]} as unknown as DocumentNode<RemovePerjanjianSkpdMutation, RemovePerjanjianSkpdMutationVariables>;
export const KesepakatanListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KesepakatanList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MouFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mous"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KesepakatanRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KesepakatanRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mou"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrak"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]} as unknown as DocumentNode<KesepakatanListQuery, KesepakatanListQueryVariables>;
export const KesepakatanByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KesepakatanById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mou"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idMou"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KesepakatanFields"}},{"kind":"Field","name":{"kind":"Name","value":"tahapan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versi"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KerjasamaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Kerjasama"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mitra"}},{"kind":"Field","name":{"kind":"Name","value":"tglMulai"}},{"kind":"Field","name":{"kind":"Name","value":"tglBerakhir"}},{"kind":"Field","name":{"kind":"Name","value":"tglInput"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrak"}},{"kind":"Field","name":{"kind":"Name","value":"noMitra"}},{"kind":"Field","name":{"kind":"Name","value":"nilai"}},{"kind":"Field","name":{"kind":"Name","value":"namaTtdMitra"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanTtdMitra"}},{"kind":"Field","name":{"kind":"Name","value":"namaTtd"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanTtd"}},{"kind":"Field","name":{"kind":"Name","value":"keterangan"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KerjasamaKlasifikasi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Klasifikasi"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"kategoriMitra"}},{"kind":"Field","name":{"kind":"Name","value":"negara"}},{"kind":"Field","name":{"kind":"Name","value":"daftarUrusan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrusan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KesepakatanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mou"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"noPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"idMitra"}},{"kind":"Field","name":{"kind":"Name","value":"akunMitra"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}}]}},{"kind":"Field","name":{"kind":"Name","value":"idMouLama"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrakMouLama"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"KerjasamaFields"}},{"kind":"Field","name":{"kind":"Name","value":"klasifikasi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KerjasamaKlasifikasi"}}]}}]}}]} as unknown as DocumentNode<KesepakatanByIdQuery, KesepakatanByIdQueryVariables>;
export const KesepakatanComboDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KesepakatanCombo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"untukPerjanjian"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mouCombo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"untukPerjanjian"},"value":{"kind":"Variable","name":{"kind":"Name","value":"untukPerjanjian"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"Field","name":{"kind":"Name","value":"noMou"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}}]}}]}}]} as unknown as DocumentNode<KesepakatanComboQuery, KesepakatanComboQueryVariables>;
export const KesepakatanPenjajakanComboDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KesepakatanPenjajakanCombo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penjajaganCombo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"disetujui"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"noPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}}]}}]}}]} as unknown as DocumentNode<KesepakatanPenjajakanComboQuery, KesepakatanPenjajakanComboQueryVariables>;
export const CreateKesepakatanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateKesepakatan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MouInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMou"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idMou"}}]}}]}}]} as unknown as DocumentNode<CreateKesepakatanMutation, CreateKesepakatanMutationVariables>;
export const UpdateKesepakatanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateKesepakatan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MouInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMou"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idMou"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KesepakatanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KerjasamaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Kerjasama"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mitra"}},{"kind":"Field","name":{"kind":"Name","value":"tglMulai"}},{"kind":"Field","name":{"kind":"Name","value":"tglBerakhir"}},{"kind":"Field","name":{"kind":"Name","value":"tglInput"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrak"}},{"kind":"Field","name":{"kind":"Name","value":"noMitra"}},{"kind":"Field","name":{"kind":"Name","value":"nilai"}},{"kind":"Field","name":{"kind":"Name","value":"namaTtdMitra"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanTtdMitra"}},{"kind":"Field","name":{"kind":"Name","value":"namaTtd"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanTtd"}},{"kind":"Field","name":{"kind":"Name","value":"keterangan"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KerjasamaKlasifikasi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Klasifikasi"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"kategoriMitra"}},{"kind":"Field","name":{"kind":"Name","value":"negara"}},{"kind":"Field","name":{"kind":"Name","value":"daftarUrusan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrusan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KesepakatanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mou"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"noPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"idMitra"}},{"kind":"Field","name":{"kind":"Name","value":"akunMitra"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}}]}},{"kind":"Field","name":{"kind":"Name","value":"idMouLama"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrakMouLama"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"KerjasamaFields"}},{"kind":"Field","name":{"kind":"Name","value":"klasifikasi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KerjasamaKlasifikasi"}}]}}]}}]} as unknown as DocumentNode<UpdateKesepakatanMutation, UpdateKesepakatanMutationVariables>;
export const DeleteKesepakatanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteKesepakatan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMou"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idMou"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}}}]}]}}]} as unknown as DocumentNode<DeleteKesepakatanMutation, DeleteKesepakatanMutationVariables>;
export const KesepakatanLaporanLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KesepakatanLaporanLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LaporanFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LaporanFormat"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mouLaporanLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}]}]}}]} as unknown as DocumentNode<KesepakatanLaporanLinkMutation, KesepakatanLaporanLinkMutationVariables>;
export const KesepakatanChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"KesepakatanChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mouChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<KesepakatanChangedSubscription, KesepakatanChangedSubscriptionVariables>;
export const UrusanListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UrusanList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"urusanList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrusan"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"kelompokText"}}]}}]}}]} as unknown as DocumentNode<UrusanListQuery, UrusanListQueryVariables>;
export const MitraPartnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MitraPartners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPartner"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}}]}}]}}]}}]} as unknown as DocumentNode<MitraPartnersQuery, MitraPartnersQueryVariables>;
export const CreatePartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPartner"}}]}}]}}]} as unknown as DocumentNode<CreatePartnerMutation, CreatePartnerMutationVariables>;
export const DeletePartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPartner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPartner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPartner"}}}]}]}}]} as unknown as DocumentNode<DeletePartnerMutation, DeletePartnerMutationVariables>;
export const MonevTugasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonevTugas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monevTugas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonevTugasItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonevTugasItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonevTugas"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"idRecord"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"periode"}},{"kind":"Field","name":{"kind":"Name","value":"mulai"}},{"kind":"Field","name":{"kind":"Name","value":"jatuhTempo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]} as unknown as DocumentNode<MonevTugasQuery, MonevTugasQueryVariables>;
export const MonevRingkasanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonevRingkasan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monevRingkasan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jatuhTempo"}},{"kind":"Field","name":{"kind":"Name","value":"terlambat"}},{"kind":"Field","name":{"kind":"Name","value":"wajib"}},{"kind":"Field","name":{"kind":"Name","value":"tepatWaktu"}},{"kind":"Field","name":{"kind":"Name","value":"persenTepatWaktu"}},{"kind":"Field","name":{"kind":"Name","value":"tindakLanjutTerbuka"}}]}}]}}]} as unknown as DocumentNode<MonevRingkasanQuery, MonevRingkasanQueryVariables>;
export const MonevTindakLanjutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonevTindakLanjut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monevTindakLanjut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idTindakLanjut"}},{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"idRecord"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"periode"}},{"kind":"Field","name":{"kind":"Name","value":"catatan"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<MonevTindakLanjutQuery, MonevTindakLanjutQueryVariables>;
export const MonevRiwayatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonevRiwayat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monevRiwayat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idMou"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}}},{"kind":"Argument","name":{"kind":"Name","value":"idPks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"idRecord"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"terbuka"}},{"kind":"Field","name":{"kind":"Name","value":"dihentikan"}},{"kind":"Field","name":{"kind":"Name","value":"periode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periode"}},{"kind":"Field","name":{"kind":"Name","value":"mulai"}},{"kind":"Field","name":{"kind":"Name","value":"jatuhTempo"}},{"kind":"Field","name":{"kind":"Name","value":"laporan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idLaporan"}},{"kind":"Field","name":{"kind":"Name","value":"versi"}},{"kind":"Field","name":{"kind":"Name","value":"pelapor"}},{"kind":"Field","name":{"kind":"Name","value":"pelaporText"}},{"kind":"Field","name":{"kind":"Name","value":"kegiatan"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"capaian"}},{"kind":"Field","name":{"kind":"Name","value":"persentase"}},{"kind":"Field","name":{"kind":"Name","value":"nilaiRealisasi"}},{"kind":"Field","name":{"kind":"Name","value":"kendala"}},{"kind":"Field","name":{"kind":"Name","value":"tindakLanjut"}},{"kind":"Field","name":{"kind":"Name","value":"namaUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"bukti"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LampiranDokumenItem"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"evaluasi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idEvaluasi"}},{"kind":"Field","name":{"kind":"Name","value":"versi"}},{"kind":"Field","name":{"kind":"Name","value":"nilaiManfaat"}},{"kind":"Field","name":{"kind":"Name","value":"nilaiKomitmen"}},{"kind":"Field","name":{"kind":"Name","value":"nilaiPelaksanaan"}},{"kind":"Field","name":{"kind":"Name","value":"rekomendasiText"}},{"kind":"Field","name":{"kind":"Name","value":"catatan"}},{"kind":"Field","name":{"kind":"Name","value":"namaUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LampiranDokumenItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LampiranDokumen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"ukuran"}},{"kind":"Field","name":{"kind":"Name","value":"tglUpload"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<MonevRiwayatQuery, MonevRiwayatQueryVariables>;
export const LaporMonevDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LaporMonev"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LaporMonevInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"laporMonev"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idLaporan"}},{"kind":"Field","name":{"kind":"Name","value":"versi"}}]}}]}}]} as unknown as DocumentNode<LaporMonevMutation, LaporMonevMutationVariables>;
export const TambahBuktiMonevDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TambahBuktiMonev"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idLaporan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tambahBuktiMonev"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idLaporan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idLaporan"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}}]}}]}}]} as unknown as DocumentNode<TambahBuktiMonevMutation, TambahBuktiMonevMutationVariables>;
export const EvaluasiMonevDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EvaluasiMonev"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluasiMonevInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluasiMonev"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idEvaluasi"}},{"kind":"Field","name":{"kind":"Name","value":"versi"}},{"kind":"Field","name":{"kind":"Name","value":"rekomendasi"}}]}}]}}]} as unknown as DocumentNode<EvaluasiMonevMutation, EvaluasiMonevMutationVariables>;
export const SelesaikanTindakLanjutMonevDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SelesaikanTindakLanjutMonev"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idTindakLanjut"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selesaikanTindakLanjutMonev"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idTindakLanjut"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idTindakLanjut"}}}]}]}}]} as unknown as DocumentNode<SelesaikanTindakLanjutMonevMutation, SelesaikanTindakLanjutMonevMutationVariables>;
export const LaporanBerkalaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LaporanBerkala"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"laporanBerkala"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idLaporanBerkala"}},{"kind":"Field","name":{"kind":"Name","value":"tahun"}},{"kind":"Field","name":{"kind":"Name","value":"semester"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"progres"}},{"kind":"Field","name":{"kind":"Name","value":"pesan"}},{"kind":"Field","name":{"kind":"Name","value":"urlXlsx"}},{"kind":"Field","name":{"kind":"Name","value":"urlPdf"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<LaporanBerkalaQuery, LaporanBerkalaQueryVariables>;
export const MintaLaporanBerkalaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MintaLaporanBerkala"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LaporanBerkalaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mintaLaporanBerkala"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idLaporanBerkala"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MintaLaporanBerkalaMutation, MintaLaporanBerkalaMutationVariables>;
export const NotifikasiBellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotifikasiBell"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sebelum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jumlahNotifikasiBelumDibaca"}},{"kind":"Field","name":{"kind":"Name","value":"notifikasiSaya"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"sebelum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sebelum"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotifikasiItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotifikasiItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notifikasi"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idNotifikasi"}},{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"pesan"}},{"kind":"Field","name":{"kind":"Name","value":"tautan"}},{"kind":"Field","name":{"kind":"Name","value":"dibuat"}},{"kind":"Field","name":{"kind":"Name","value":"dibaca"}}]}}]} as unknown as DocumentNode<NotifikasiBellQuery, NotifikasiBellQueryVariables>;
export const TandaiNotifikasiDibacaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TandaiNotifikasiDibaca"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idNotifikasi"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tandaiNotifikasiDibaca"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idNotifikasi"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idNotifikasi"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotifikasiItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotifikasiItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notifikasi"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idNotifikasi"}},{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"pesan"}},{"kind":"Field","name":{"kind":"Name","value":"tautan"}},{"kind":"Field","name":{"kind":"Name","value":"dibuat"}},{"kind":"Field","name":{"kind":"Name","value":"dibaca"}}]}}]} as unknown as DocumentNode<TandaiNotifikasiDibacaMutation, TandaiNotifikasiDibacaMutationVariables>;
export const TandaiSemuaNotifikasiDibacaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TandaiSemuaNotifikasiDibaca"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tandaiSemuaNotifikasiDibaca"}}]}}]} as unknown as DocumentNode<TandaiSemuaNotifikasiDibacaMutation, TandaiSemuaNotifikasiDibacaMutationVariables>;
export const NotifikasiBaruDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotifikasiBaru"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"setelah"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifikasiBaru"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"setelah"},"value":{"kind":"Variable","name":{"kind":"Name","value":"setelah"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotifikasiItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotifikasiItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notifikasi"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idNotifikasi"}},{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"pesan"}},{"kind":"Field","name":{"kind":"Name","value":"tautan"}},{"kind":"Field","name":{"kind":"Name","value":"dibuat"}},{"kind":"Field","name":{"kind":"Name","value":"dibaca"}}]}}]} as unknown as DocumentNode<NotifikasiBaruSubscription, NotifikasiBaruSubscriptionVariables>;
export const NotifikasiSayaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotifikasiSaya"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferensiNotifikasi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"surel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kalenderDibuat"}}]}}]} as unknown as DocumentNode<NotifikasiSayaQuery, NotifikasiSayaQueryVariables>;
export const AturPreferensiNotifikasiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AturPreferensiNotifikasi"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jenis"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"surel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aturPreferensiNotifikasi"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jenis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jenis"}}},{"kind":"Argument","name":{"kind":"Name","value":"surel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"surel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"surel"}}]}}]}}]} as unknown as DocumentNode<AturPreferensiNotifikasiMutation, AturPreferensiNotifikasiMutationVariables>;
export const BuatTautanKalenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuatTautanKalender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buatTautanKalender"}}]}}]} as unknown as DocumentNode<BuatTautanKalenderMutation, BuatTautanKalenderMutationVariables>;
export const CabutTautanKalenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CabutTautanKalender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cabutTautanKalender"}}]}}]} as unknown as DocumentNode<CabutTautanKalenderMutation, CabutTautanKalenderMutationVariables>;
export const PengaturanPengingatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PengaturanPengingat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pengaturanPengingat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offsets"}},{"kind":"Field","name":{"kind":"Name","value":"kedaluwarsaOtomatis"}},{"kind":"Field","name":{"kind":"Name","value":"pengirim"}},{"kind":"Field","name":{"kind":"Name","value":"jedaChatMenit"}}]}}]}}]} as unknown as DocumentNode<PengaturanPengingatQuery, PengaturanPengingatQueryVariables>;
export const UbahPengaturanPengingatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UbahPengaturanPengingat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PengaturanPengingatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ubahPengaturanPengingat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offsets"}},{"kind":"Field","name":{"kind":"Name","value":"kedaluwarsaOtomatis"}},{"kind":"Field","name":{"kind":"Name","value":"pengirim"}},{"kind":"Field","name":{"kind":"Name","value":"jedaChatMenit"}}]}}]}}]} as unknown as DocumentNode<UbahPengaturanPengingatMutation, UbahPengaturanPengingatMutationVariables>;
export const PengirimanSurelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PengirimanSurel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pengirimanSurel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PengirimanSurelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PengirimanSurelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PengirimanSurel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ringkasan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"antri"}},{"kind":"Field","name":{"kind":"Name","value":"terkirim"}},{"kind":"Field","name":{"kind":"Name","value":"gagal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gagal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSurel"}},{"kind":"Field","name":{"kind":"Name","value":"ke"}},{"kind":"Field","name":{"kind":"Name","value":"subjek"}},{"kind":"Field","name":{"kind":"Name","value":"percobaan"}},{"kind":"Field","name":{"kind":"Name","value":"galat"}},{"kind":"Field","name":{"kind":"Name","value":"dibuat"}}]}}]}}]} as unknown as DocumentNode<PengirimanSurelQuery, PengirimanSurelQueryVariables>;
export const KirimUlangSurelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KirimUlangSurel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idSurel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kirimUlangSurel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idSurel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idSurel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PengirimanSurelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PengirimanSurelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PengirimanSurel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ringkasan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"antri"}},{"kind":"Field","name":{"kind":"Name","value":"terkirim"}},{"kind":"Field","name":{"kind":"Name","value":"gagal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gagal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSurel"}},{"kind":"Field","name":{"kind":"Name","value":"ke"}},{"kind":"Field","name":{"kind":"Name","value":"subjek"}},{"kind":"Field","name":{"kind":"Name","value":"percobaan"}},{"kind":"Field","name":{"kind":"Name","value":"galat"}},{"kind":"Field","name":{"kind":"Name","value":"dibuat"}}]}}]}}]} as unknown as DocumentNode<KirimUlangSurelMutation, KirimUlangSurelMutationVariables>;
export const TandaiChatDibacaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TandaiChatDibaca"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tandaiChatDibaca"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPenjajagan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idNotifikasi"}},{"kind":"Field","name":{"kind":"Name","value":"dibaca"}}]}}]}}]} as unknown as DocumentNode<TandaiChatDibacaMutation, TandaiChatDibacaMutationVariables>;
export const PengaturanProfilDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PengaturanProfil"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profil"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilKontak"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profil"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"namaInstansi"}},{"kind":"Field","name":{"kind":"Name","value":"alamat"}},{"kind":"Field","name":{"kind":"Name","value":"telepon"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profil"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"youtube"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"visi"}},{"kind":"Field","name":{"kind":"Name","value":"misi"}},{"kind":"Field","name":{"kind":"Name","value":"gambarWalikota"}},{"kind":"Field","name":{"kind":"Name","value":"gambarOrganisasi"}},{"kind":"Field","name":{"kind":"Name","value":"fotoPimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"gambarPengajuan"}},{"kind":"Field","name":{"kind":"Name","value":"pimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanPimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"kalimatPimpinan"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilKontak"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeChannel"}},{"kind":"Field","name":{"kind":"Name","value":"contohDokumenUrl"}},{"kind":"Field","name":{"kind":"Name","value":"diubah"}}]}}]} as unknown as DocumentNode<PengaturanProfilQuery, PengaturanProfilQueryVariables>;
export const UpdateProfilDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfil"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfilInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfil"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilKontak"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profil"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"namaInstansi"}},{"kind":"Field","name":{"kind":"Name","value":"alamat"}},{"kind":"Field","name":{"kind":"Name","value":"telepon"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profil"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"youtube"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"visi"}},{"kind":"Field","name":{"kind":"Name","value":"misi"}},{"kind":"Field","name":{"kind":"Name","value":"gambarWalikota"}},{"kind":"Field","name":{"kind":"Name","value":"gambarOrganisasi"}},{"kind":"Field","name":{"kind":"Name","value":"fotoPimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"gambarPengajuan"}},{"kind":"Field","name":{"kind":"Name","value":"pimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanPimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"kalimatPimpinan"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilKontak"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeChannel"}},{"kind":"Field","name":{"kind":"Name","value":"contohDokumenUrl"}},{"kind":"Field","name":{"kind":"Name","value":"diubah"}}]}}]} as unknown as DocumentNode<UpdateProfilMutation, UpdateProfilMutationVariables>;
export const UploadProfilGambarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadProfilGambar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jenis"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfilGambar"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProfilGambar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jenis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jenis"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilKontak"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profil"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"namaInstansi"}},{"kind":"Field","name":{"kind":"Name","value":"alamat"}},{"kind":"Field","name":{"kind":"Name","value":"telepon"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profil"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"youtube"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"visi"}},{"kind":"Field","name":{"kind":"Name","value":"misi"}},{"kind":"Field","name":{"kind":"Name","value":"gambarWalikota"}},{"kind":"Field","name":{"kind":"Name","value":"gambarOrganisasi"}},{"kind":"Field","name":{"kind":"Name","value":"fotoPimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"gambarPengajuan"}},{"kind":"Field","name":{"kind":"Name","value":"pimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanPimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"kalimatPimpinan"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilKontak"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeChannel"}},{"kind":"Field","name":{"kind":"Name","value":"contohDokumenUrl"}},{"kind":"Field","name":{"kind":"Name","value":"diubah"}}]}}]} as unknown as DocumentNode<UploadProfilGambarMutation, UploadProfilGambarMutationVariables>;
export const DeleteProfilGambarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProfilGambar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jenis"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfilGambar"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProfilGambar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jenis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jenis"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilKontak"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profil"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"namaInstansi"}},{"kind":"Field","name":{"kind":"Name","value":"alamat"}},{"kind":"Field","name":{"kind":"Name","value":"telepon"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profil"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"youtube"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"visi"}},{"kind":"Field","name":{"kind":"Name","value":"misi"}},{"kind":"Field","name":{"kind":"Name","value":"gambarWalikota"}},{"kind":"Field","name":{"kind":"Name","value":"gambarOrganisasi"}},{"kind":"Field","name":{"kind":"Name","value":"fotoPimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"gambarPengajuan"}},{"kind":"Field","name":{"kind":"Name","value":"pimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanPimpinan"}},{"kind":"Field","name":{"kind":"Name","value":"kalimatPimpinan"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilKontak"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeChannel"}},{"kind":"Field","name":{"kind":"Name","value":"contohDokumenUrl"}},{"kind":"Field","name":{"kind":"Name","value":"diubah"}}]}}]} as unknown as DocumentNode<DeleteProfilGambarMutation, DeleteProfilGambarMutationVariables>;
export const DokumenWajibPenjajakanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DokumenWajibPenjajakan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dokumenWajibPenjajagan"}}]}}]} as unknown as DocumentNode<DokumenWajibPenjajakanQuery, DokumenWajibPenjajakanQueryVariables>;
export const UbahDokumenWajibPenjajakanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UbahDokumenWajibPenjajakan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dokumenWajib"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ubahDokumenWajibPenjajagan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dokumenWajib"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dokumenWajib"}}}]}]}}]} as unknown as DocumentNode<UbahDokumenWajibPenjajakanMutation, UbahDokumenWajibPenjajakanMutationVariables>;
export const TemplatDokumenKantorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplatDokumenKantor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templatDokumen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplatDokumenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplatDokumenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TemplatDokumenInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kode"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"ukuran"}},{"kind":"Field","name":{"kind":"Name","value":"tglUnggah"}}]}}]} as unknown as DocumentNode<TemplatDokumenKantorQuery, TemplatDokumenKantorQueryVariables>;
export const UnggahTemplatDokumenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnggahTemplatDokumen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplatDokumen"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unggahTemplatDokumen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kode"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplatDokumenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplatDokumenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TemplatDokumenInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kode"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"ukuran"}},{"kind":"Field","name":{"kind":"Name","value":"tglUnggah"}}]}}]} as unknown as DocumentNode<UnggahTemplatDokumenMutation, UnggahTemplatDokumenMutationVariables>;
export const PulihkanTemplatDokumenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PulihkanTemplatDokumen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplatDokumen"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pulihkanTemplatDokumen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplatDokumenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplatDokumenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TemplatDokumenInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kode"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"ukuran"}},{"kind":"Field","name":{"kind":"Name","value":"tglUnggah"}}]}}]} as unknown as DocumentNode<PulihkanTemplatDokumenMutation, PulihkanTemplatDokumenMutationVariables>;
export const UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Users"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PenggunaFields"}},{"kind":"Field","name":{"kind":"Name","value":"tglDaftar"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PenggunaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hp"}},{"kind":"Field","name":{"kind":"Name","value":"idLevel"}},{"kind":"Field","name":{"kind":"Name","value":"textLevel"}},{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpdText"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]} as unknown as DocumentNode<UsersQuery, UsersQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUser"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUser"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUser"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PenggunaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PenggunaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hp"}},{"kind":"Field","name":{"kind":"Name","value":"idLevel"}},{"kind":"Field","name":{"kind":"Name","value":"textLevel"}},{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpdText"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUser"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUser"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUser"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const PenjajagansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Penjajagans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PenjajaganFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penjajagans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PenjajakanRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PenjajakanRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Penjajagan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"noPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"namaPengaju"}},{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"tglInput"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]} as unknown as DocumentNode<PenjajagansQuery, PenjajagansQueryVariables>;
export const PenjajakanDokumenListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PenjajakanDokumenList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penjajagan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPenjajagan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"dokumenKurang"}},{"kind":"Field","name":{"kind":"Name","value":"dokumen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"tglInput"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dokumenWajibPenjajagan"}}]}}]} as unknown as DocumentNode<PenjajakanDokumenListQuery, PenjajakanDokumenListQueryVariables>;
export const PenjajaganSkpdListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PenjajaganSkpdList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penjajaganSkpds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPenjajagan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}}]}}]}}]}}]} as unknown as DocumentNode<PenjajaganSkpdListQuery, PenjajaganSkpdListQueryVariables>;
export const PenjajaganPesanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PenjajaganPesan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PesanPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penjajaganPesan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPenjajagan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PenjajakanPesanItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PenjajakanPesanItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PesanPenjajagan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"pesan"}},{"kind":"Field","name":{"kind":"Name","value":"tglInput"}},{"kind":"Field","name":{"kind":"Name","value":"posisi"}}]}}]} as unknown as DocumentNode<PenjajaganPesanQuery, PenjajaganPesanQueryVariables>;
export const PenjajaganLaporanLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PenjajaganLaporanLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LaporanFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LaporanFormat"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penjajaganLaporanLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}]}]}}]} as unknown as DocumentNode<PenjajaganLaporanLinkQuery, PenjajaganLaporanLinkQueryVariables>;
export const PenjajakanContohDokumenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PenjajakanContohDokumen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profil"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contohDokumenUrl"}}]}}]}}]} as unknown as DocumentNode<PenjajakanContohDokumenQuery, PenjajakanContohDokumenQueryVariables>;
export const PenjajakanMitraComboDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PenjajakanMitraCombo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mitraCombo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}}]}}]}}]} as unknown as DocumentNode<PenjajakanMitraComboQuery, PenjajakanMitraComboQueryVariables>;
export const CreatePenjajaganDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePenjajagan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PenjajaganInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPenjajagan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PenjajakanRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PenjajakanRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Penjajagan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"noPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"namaPengaju"}},{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"tglInput"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]} as unknown as DocumentNode<CreatePenjajaganMutation, CreatePenjajaganMutationVariables>;
export const UpdatePenjajaganDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePenjajagan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PenjajaganInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePenjajagan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPenjajagan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PenjajakanRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PenjajakanRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Penjajagan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"noPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"namaPengaju"}},{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"tglInput"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]} as unknown as DocumentNode<UpdatePenjajaganMutation, UpdatePenjajaganMutationVariables>;
export const DeletePenjajaganDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePenjajagan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePenjajagan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPenjajagan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}}}]}]}}]} as unknown as DocumentNode<DeletePenjajaganMutation, DeletePenjajaganMutationVariables>;
export const AddPenjajaganDokumenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPenjajaganDokumen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jenis"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPenjajaganDokumen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPenjajagan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"jenis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jenis"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]} as unknown as DocumentNode<AddPenjajaganDokumenMutation, AddPenjajaganDokumenMutationVariables>;
export const AddPenjajaganSkpdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPenjajaganSkpd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPenjajaganSkpd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPenjajagan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}}},{"kind":"Argument","name":{"kind":"Name","value":"idSkpd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}}]}}]}}]} as unknown as DocumentNode<AddPenjajaganSkpdMutation, AddPenjajaganSkpdMutationVariables>;
export const RemovePenjajaganSkpdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePenjajaganSkpd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePenjajaganSkpd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPenjajagan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}}},{"kind":"Argument","name":{"kind":"Name","value":"idSkpd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idSkpd"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}}]}}]}}]} as unknown as DocumentNode<RemovePenjajaganSkpdMutation, RemovePenjajaganSkpdMutationVariables>;
export const KirimPesanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KirimPesan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pesan"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kirimPesan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPenjajagan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}}},{"kind":"Argument","name":{"kind":"Name","value":"pesan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pesan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PenjajakanPesanItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PenjajakanPesanItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PesanPenjajagan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"pesan"}},{"kind":"Field","name":{"kind":"Name","value":"tglInput"}},{"kind":"Field","name":{"kind":"Name","value":"posisi"}}]}}]} as unknown as DocumentNode<KirimPesanMutation, KirimPesanMutationVariables>;
export const PesanBaruDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PesanBaru"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pesanBaru"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPenjajagan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PenjajakanPesanItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PenjajakanPesanItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PesanPenjajagan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"pesan"}},{"kind":"Field","name":{"kind":"Name","value":"tglInput"}},{"kind":"Field","name":{"kind":"Name","value":"posisi"}}]}}]} as unknown as DocumentNode<PesanBaruSubscription, PesanBaruSubscriptionVariables>;
export const PenjajaganChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PenjajaganChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penjajaganChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aksi"}},{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"noPenjajagan"}}]}}]}}]} as unknown as DocumentNode<PenjajaganChangedSubscription, PenjajaganChangedSubscriptionVariables>;
export const PerjanjianListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PerjanjianList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PksFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pkss"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PerjanjianRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PerjanjianRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pks"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPks"}},{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"judulMou"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"mitra"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrak"}},{"kind":"Field","name":{"kind":"Name","value":"noMitra"}},{"kind":"Field","name":{"kind":"Name","value":"tglMulai"}},{"kind":"Field","name":{"kind":"Name","value":"tglBerakhir"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]} as unknown as DocumentNode<PerjanjianListQuery, PerjanjianListQueryVariables>;
export const PerjanjianByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PerjanjianById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PerjanjianFields"}},{"kind":"Field","name":{"kind":"Name","value":"tahapan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versi"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KerjasamaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Kerjasama"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mitra"}},{"kind":"Field","name":{"kind":"Name","value":"tglMulai"}},{"kind":"Field","name":{"kind":"Name","value":"tglBerakhir"}},{"kind":"Field","name":{"kind":"Name","value":"tglInput"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrak"}},{"kind":"Field","name":{"kind":"Name","value":"noMitra"}},{"kind":"Field","name":{"kind":"Name","value":"nilai"}},{"kind":"Field","name":{"kind":"Name","value":"namaTtdMitra"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanTtdMitra"}},{"kind":"Field","name":{"kind":"Name","value":"namaTtd"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanTtd"}},{"kind":"Field","name":{"kind":"Name","value":"keterangan"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KerjasamaKlasifikasi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Klasifikasi"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"kategoriMitra"}},{"kind":"Field","name":{"kind":"Name","value":"negara"}},{"kind":"Field","name":{"kind":"Name","value":"daftarUrusan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrusan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PerjanjianFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pks"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPks"}},{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"judulMou"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrakMou"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"KerjasamaFields"}},{"kind":"Field","name":{"kind":"Name","value":"klasifikasi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KerjasamaKlasifikasi"}}]}}]}}]} as unknown as DocumentNode<PerjanjianByIdQuery, PerjanjianByIdQueryVariables>;
export const PerjanjianMouMitraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PerjanjianMouMitra"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mou"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idMou"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"Field","name":{"kind":"Name","value":"mitra"}}]}}]}}]} as unknown as DocumentNode<PerjanjianMouMitraQuery, PerjanjianMouMitraQueryVariables>;
export const CreatePerjanjianDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePerjanjian"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PksInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPks"}}]}}]}}]} as unknown as DocumentNode<CreatePerjanjianMutation, CreatePerjanjianMutationVariables>;
export const UpdatePerjanjianDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePerjanjian"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PksInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PerjanjianFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KerjasamaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Kerjasama"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mitra"}},{"kind":"Field","name":{"kind":"Name","value":"tglMulai"}},{"kind":"Field","name":{"kind":"Name","value":"tglBerakhir"}},{"kind":"Field","name":{"kind":"Name","value":"tglInput"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrak"}},{"kind":"Field","name":{"kind":"Name","value":"noMitra"}},{"kind":"Field","name":{"kind":"Name","value":"nilai"}},{"kind":"Field","name":{"kind":"Name","value":"namaTtdMitra"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanTtdMitra"}},{"kind":"Field","name":{"kind":"Name","value":"namaTtd"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanTtd"}},{"kind":"Field","name":{"kind":"Name","value":"keterangan"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KerjasamaKlasifikasi"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Klasifikasi"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"kategoriMitra"}},{"kind":"Field","name":{"kind":"Name","value":"negara"}},{"kind":"Field","name":{"kind":"Name","value":"daftarUrusan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrusan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PerjanjianFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pks"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPks"}},{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"judulMou"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrakMou"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"KerjasamaFields"}},{"kind":"Field","name":{"kind":"Name","value":"klasifikasi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KerjasamaKlasifikasi"}}]}}]}}]} as unknown as DocumentNode<UpdatePerjanjianMutation, UpdatePerjanjianMutationVariables>;
export const DeletePerjanjianDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePerjanjian"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}}}]}]}}]} as unknown as DocumentNode<DeletePerjanjianMutation, DeletePerjanjianMutationVariables>;
export const PerjanjianLaporanLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PerjanjianLaporanLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LaporanFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LaporanFormat"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pksLaporanLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}]}]}}]} as unknown as DocumentNode<PerjanjianLaporanLinkMutation, PerjanjianLaporanLinkMutationVariables>;
export const PerjanjianChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PerjanjianChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pksChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idMou"}}]}}]}}]} as unknown as DocumentNode<PerjanjianChangedSubscription, PerjanjianChangedSubscriptionVariables>;
export const RiwayatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Riwayat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riwayat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idRiwayat"}},{"kind":"Field","name":{"kind":"Name","value":"namaUser"}},{"kind":"Field","name":{"kind":"Name","value":"aksi"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}}]}}]}}]}}]} as unknown as DocumentNode<RiwayatQuery, RiwayatQueryVariables>;
export const UnduhDrafDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnduhDraf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jenis"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JenisKerjasama"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templat"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplatDokumen"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unduhDraf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jenis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jenis"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"templat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templat"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"isi"}}]}}]}}]} as unknown as DocumentNode<UnduhDrafMutation, UnduhDrafMutationVariables>;
export const KesepakatanTahapanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KesepakatanTahapan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mou"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idMou"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idMou"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"Field","name":{"kind":"Name","value":"tglBerakhir"}},{"kind":"Field","name":{"kind":"Name","value":"perjanjianPelaksanaan"}},{"kind":"Field","name":{"kind":"Name","value":"tahapan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TahapanInfoItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TahapanLogEntry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TahapanInfoItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TahapanInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tahapan"}},{"kind":"Field","name":{"kind":"Name","value":"tahapanText"}},{"kind":"Field","name":{"kind":"Name","value":"versi"}},{"kind":"Field","name":{"kind":"Name","value":"membebaniApbd"}},{"kind":"Field","name":{"kind":"Name","value":"belumDianggarkan"}},{"kind":"Field","name":{"kind":"Name","value":"tglTtd"}},{"kind":"Field","name":{"kind":"Name","value":"bisaKe"}},{"kind":"Field","name":{"kind":"Name","value":"peringatan"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TahapanLogEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TahapanLogItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idLog"}},{"kind":"Field","name":{"kind":"Name","value":"dari"}},{"kind":"Field","name":{"kind":"Name","value":"ke"}},{"kind":"Field","name":{"kind":"Name","value":"keText"}},{"kind":"Field","name":{"kind":"Name","value":"manual"}},{"kind":"Field","name":{"kind":"Name","value":"catatan"}},{"kind":"Field","name":{"kind":"Name","value":"internal"}},{"kind":"Field","name":{"kind":"Name","value":"perubahanTanda"}},{"kind":"Field","name":{"kind":"Name","value":"namaAktor"}},{"kind":"Field","name":{"kind":"Name","value":"levelAktor"}},{"kind":"Field","name":{"kind":"Name","value":"skpdAktor"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}},{"kind":"Field","name":{"kind":"Name","value":"nomorSurat"}},{"kind":"Field","name":{"kind":"Name","value":"tanggalSurat"}},{"kind":"Field","name":{"kind":"Name","value":"tanggalTtd"}},{"kind":"Field","name":{"kind":"Name","value":"dokumen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<KesepakatanTahapanQuery, KesepakatanTahapanQueryVariables>;
export const PerjanjianTahapanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PerjanjianTahapan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPks"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPks"}},{"kind":"Field","name":{"kind":"Name","value":"tglBerakhir"}},{"kind":"Field","name":{"kind":"Name","value":"jabatanTtd"}},{"kind":"Field","name":{"kind":"Name","value":"tahapan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TahapanInfoItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TahapanLogEntry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dokumen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TahapanInfoItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TahapanInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tahapan"}},{"kind":"Field","name":{"kind":"Name","value":"tahapanText"}},{"kind":"Field","name":{"kind":"Name","value":"versi"}},{"kind":"Field","name":{"kind":"Name","value":"membebaniApbd"}},{"kind":"Field","name":{"kind":"Name","value":"belumDianggarkan"}},{"kind":"Field","name":{"kind":"Name","value":"tglTtd"}},{"kind":"Field","name":{"kind":"Name","value":"bisaKe"}},{"kind":"Field","name":{"kind":"Name","value":"peringatan"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TahapanLogEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TahapanLogItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idLog"}},{"kind":"Field","name":{"kind":"Name","value":"dari"}},{"kind":"Field","name":{"kind":"Name","value":"ke"}},{"kind":"Field","name":{"kind":"Name","value":"keText"}},{"kind":"Field","name":{"kind":"Name","value":"manual"}},{"kind":"Field","name":{"kind":"Name","value":"catatan"}},{"kind":"Field","name":{"kind":"Name","value":"internal"}},{"kind":"Field","name":{"kind":"Name","value":"perubahanTanda"}},{"kind":"Field","name":{"kind":"Name","value":"namaAktor"}},{"kind":"Field","name":{"kind":"Name","value":"levelAktor"}},{"kind":"Field","name":{"kind":"Name","value":"skpdAktor"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}},{"kind":"Field","name":{"kind":"Name","value":"nomorSurat"}},{"kind":"Field","name":{"kind":"Name","value":"tanggalSurat"}},{"kind":"Field","name":{"kind":"Name","value":"tanggalTtd"}},{"kind":"Field","name":{"kind":"Name","value":"dokumen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<PerjanjianTahapanQuery, PerjanjianTahapanQueryVariables>;
export const UbahTahapanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UbahTahapan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UbahTahapanInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dokumen"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"suratKuasa"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ubahTahapan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"dokumen"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dokumen"}}},{"kind":"Argument","name":{"kind":"Name","value":"suratKuasa"},"value":{"kind":"Variable","name":{"kind":"Name","value":"suratKuasa"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TahapanInfoItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TahapanInfoItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TahapanInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tahapan"}},{"kind":"Field","name":{"kind":"Name","value":"tahapanText"}},{"kind":"Field","name":{"kind":"Name","value":"versi"}},{"kind":"Field","name":{"kind":"Name","value":"membebaniApbd"}},{"kind":"Field","name":{"kind":"Name","value":"belumDianggarkan"}},{"kind":"Field","name":{"kind":"Name","value":"tglTtd"}},{"kind":"Field","name":{"kind":"Name","value":"bisaKe"}},{"kind":"Field","name":{"kind":"Name","value":"peringatan"}}]}}]} as unknown as DocumentNode<UbahTahapanMutation, UbahTahapanMutationVariables>;
export const KerjasamaSayaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KerjasamaSaya"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kerjasamaSaya"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idMou"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrak"}},{"kind":"Field","name":{"kind":"Name","value":"tglMulai"}},{"kind":"Field","name":{"kind":"Name","value":"tglBerakhir"}},{"kind":"Field","name":{"kind":"Name","value":"tahapan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TahapanInfoItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TahapanLogEntry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TahapanInfoItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TahapanInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tahapan"}},{"kind":"Field","name":{"kind":"Name","value":"tahapanText"}},{"kind":"Field","name":{"kind":"Name","value":"versi"}},{"kind":"Field","name":{"kind":"Name","value":"membebaniApbd"}},{"kind":"Field","name":{"kind":"Name","value":"belumDianggarkan"}},{"kind":"Field","name":{"kind":"Name","value":"tglTtd"}},{"kind":"Field","name":{"kind":"Name","value":"bisaKe"}},{"kind":"Field","name":{"kind":"Name","value":"peringatan"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TahapanLogEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TahapanLogItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idLog"}},{"kind":"Field","name":{"kind":"Name","value":"dari"}},{"kind":"Field","name":{"kind":"Name","value":"ke"}},{"kind":"Field","name":{"kind":"Name","value":"keText"}},{"kind":"Field","name":{"kind":"Name","value":"manual"}},{"kind":"Field","name":{"kind":"Name","value":"catatan"}},{"kind":"Field","name":{"kind":"Name","value":"internal"}},{"kind":"Field","name":{"kind":"Name","value":"perubahanTanda"}},{"kind":"Field","name":{"kind":"Name","value":"namaAktor"}},{"kind":"Field","name":{"kind":"Name","value":"levelAktor"}},{"kind":"Field","name":{"kind":"Name","value":"skpdAktor"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}},{"kind":"Field","name":{"kind":"Name","value":"nomorSurat"}},{"kind":"Field","name":{"kind":"Name","value":"tanggalSurat"}},{"kind":"Field","name":{"kind":"Name","value":"tanggalTtd"}},{"kind":"Field","name":{"kind":"Name","value":"dokumen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idFile"}},{"kind":"Field","name":{"kind":"Name","value":"namaFile"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<KerjasamaSayaQuery, KerjasamaSayaQueryVariables>;
export const TkksdPenjajakanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TkksdPenjajakan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penjajagan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPenjajagan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"idStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dokumenKurang"}},{"kind":"Field","name":{"kind":"Name","value":"pertimbangan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PertimbanganEntry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keputusan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disetujui"}},{"kind":"Field","name":{"kind":"Name","value":"alasan"}},{"kind":"Field","name":{"kind":"Name","value":"namaAktor"}},{"kind":"Field","name":{"kind":"Name","value":"waktu"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PertimbanganEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PertimbanganItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"namaPeninjau"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}},{"kind":"Field","name":{"kind":"Name","value":"pendapat"}},{"kind":"Field","name":{"kind":"Name","value":"pendapatText"}},{"kind":"Field","name":{"kind":"Name","value":"catatan"}},{"kind":"Field","name":{"kind":"Name","value":"tglMinta"}},{"kind":"Field","name":{"kind":"Name","value":"tglIsi"}}]}}]} as unknown as DocumentNode<TkksdPenjajakanQuery, TkksdPenjajakanQueryVariables>;
export const CalonPeninjauDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalonPeninjau"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calonPeninjau"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPenjajagan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}}]}}]}}]} as unknown as DocumentNode<CalonPeninjauQuery, CalonPeninjauQueryVariables>;
export const MintaPertimbanganDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MintaPertimbangan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUser"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mintaPertimbangan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPenjajagan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}}},{"kind":"Argument","name":{"kind":"Name","value":"idUser"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUser"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PertimbanganEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PertimbanganEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PertimbanganItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"namaPeninjau"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}},{"kind":"Field","name":{"kind":"Name","value":"pendapat"}},{"kind":"Field","name":{"kind":"Name","value":"pendapatText"}},{"kind":"Field","name":{"kind":"Name","value":"catatan"}},{"kind":"Field","name":{"kind":"Name","value":"tglMinta"}},{"kind":"Field","name":{"kind":"Name","value":"tglIsi"}}]}}]} as unknown as DocumentNode<MintaPertimbanganMutation, MintaPertimbanganMutationVariables>;
export const BerikanPertimbanganDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BerikanPertimbangan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PertimbanganInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"berikanPertimbangan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PertimbanganEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PertimbanganEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PertimbanganItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"namaPeninjau"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}},{"kind":"Field","name":{"kind":"Name","value":"pendapat"}},{"kind":"Field","name":{"kind":"Name","value":"pendapatText"}},{"kind":"Field","name":{"kind":"Name","value":"catatan"}},{"kind":"Field","name":{"kind":"Name","value":"tglMinta"}},{"kind":"Field","name":{"kind":"Name","value":"tglIsi"}}]}}]} as unknown as DocumentNode<BerikanPertimbanganMutation, BerikanPertimbanganMutationVariables>;
export const PutuskanPenjajakanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PutuskanPenjajakan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KeputusanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putuskanPenjajagan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disetujui"}},{"kind":"Field","name":{"kind":"Name","value":"alasan"}}]}}]}}]} as unknown as DocumentNode<PutuskanPenjajakanMutation, PutuskanPenjajakanMutationVariables>;
export const PenjajakanUntukKesepakatanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PenjajakanUntukKesepakatan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"penjajagan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPenjajagan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"noPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"deskripsi"}},{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"namaPengaju"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idSkpd"}},{"kind":"Field","name":{"kind":"Name","value":"skpd"}}]}}]}}]}}]} as unknown as DocumentNode<PenjajakanUntukKesepakatanQuery, PenjajakanUntukKesepakatanQueryVariables>;
export const BuatKesepakatanDariPenjajakanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuatKesepakatanDariPenjajakan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MouInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buatKesepakatanDariPenjajagan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idPenjajagan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idPenjajagan"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idMou"}}]}}]}}]} as unknown as DocumentNode<BuatKesepakatanDariPenjajakanMutation, BuatKesepakatanDariPenjajakanMutationVariables>;
export const AccessTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idToken"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"tulis"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<AccessTokensQuery, AccessTokensQueryVariables>;
export const CreateAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccessTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idToken"}}]}}]}}]}}]} as unknown as DocumentNode<CreateAccessTokenMutation, CreateAccessTokenMutationVariables>;
export const RevokeAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}}}]}]}}]} as unknown as DocumentNode<RevokeAccessTokenMutation, RevokeAccessTokenMutationVariables>;
export const TugasSayaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TugasSaya"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tugasSaya"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jumlah"}},{"kind":"Field","name":{"kind":"Name","value":"pertimbangan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"noPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"tglMinta"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keputusan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"noPenjajagan"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"jumlahPertimbangan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kerjasama"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"noKontrak"}},{"kind":"Field","name":{"kind":"Name","value":"tahapan"}},{"kind":"Field","name":{"kind":"Name","value":"tahapanText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monev"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonevTugasItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonevTugasItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonevTugas"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jenis"}},{"kind":"Field","name":{"kind":"Name","value":"idRecord"}},{"kind":"Field","name":{"kind":"Name","value":"judul"}},{"kind":"Field","name":{"kind":"Name","value":"periode"}},{"kind":"Field","name":{"kind":"Name","value":"mulai"}},{"kind":"Field","name":{"kind":"Name","value":"jatuhTempo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}}]}}]} as unknown as DocumentNode<TugasSayaQuery, TugasSayaQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"idLevel"}},{"kind":"Field","name":{"kind":"Name","value":"textLevel"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUser"}},{"kind":"Field","name":{"kind":"Name","value":"nama"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"idLevel"}},{"kind":"Field","name":{"kind":"Name","value":"textLevel"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;