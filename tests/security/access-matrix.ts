/**
 * THE access-control matrix of SPEC §6, declared once: who may run every GraphQL operation, which
 * legacy path runs which operation, and who may see each sensitive field. access-matrix.test.ts checks
 * the running server against it, and fails when an operation, a legacy path or a guarded field exists
 * that is not declared here.
 *
 * Roles: 'anon', the levels 1, 2, 3, 4, 5, 99, and 'other' = a partner (level 3) acting on a record of
 * another partner. A denied anonymous call must answer UNAUTHENTICATED; a denied signed-in call FORBIDDEN.
 *
 * Deliberate readings of SPEC §6 (where it is silent or contradicts itself):
 * - Level 2 is read-only staff everywhere (DESIGN §5) but one: "Create PKS" (SPEC §6 lists 1, 2, 99), where
 *   it submits a contract draft (status 3 Baru) for an agreement its own SKPD is linked to
 *   (rules/pks-draft.ts); it has no add button on the lists.
 * - The combo lists (mitra, mou, skpd, penjajagan) serve the agreement form: staff only.
 * - Penjajakan is open to every signed-in level, with row rules: a partner sees and writes only its own
 *   proposals; level 2 reads all, writes none; edit, delete, agencies, status and export are 1 and 99.
 * - Riwayat, Pengguna, Instansi, Kegiatan (admin), Gambar, Mitra logos, Profil edits, exports: 1 and 99.
 */
import type { Who } from './support.js';

export const ALL: readonly Who[] = ['anon', 1, 2, 3, 4, 5, 99, 'other'];
export const SIGNED: readonly Who[] = [1, 2, 3, 4, 5, 99, 'other'];
export const STAFF: readonly Who[] = [1, 2, 99];
export const ADMINS: readonly Who[] = [1, 99];
/** Staff, and a partner on its own proposal (never `other`, who acts on someone else's). */
export const PENJAJAGAN_READERS: readonly Who[] = [1, 2, 99, 3, 4, 5];
/** Admins, and a partner on its own proposal; level 2 only reads. */
export const PENJAJAGAN_WRITERS: readonly Who[] = [1, 99, 3, 4, 5];

export type Kind = 'query' | 'mutation' | 'subscription';

export interface OperationRule {
  kind: Kind;
  allow: readonly Who[];
  /** Why, in SPEC §6 terms. */
  spec: string;
}

const q = (allow: readonly Who[], spec: string): OperationRule => ({ kind: 'query', allow, spec });
const m = (allow: readonly Who[], spec: string): OperationRule => ({ kind: 'mutation', allow, spec });
const s = (allow: readonly Who[], spec: string): OperationRule => ({ kind: 'subscription', allow, spec });

export const OPERATIONS: Record<string, OperationRule> = {
  // ---- public site and session (no login) ----
  me: q(ALL, 'the signed-in account, null for a visitor'),
  beranda: q(ALL, 'public home page'),
  kesepakatanPublik: q(ALL, 'public /kerjasama/kesepakatan'),
  perjanjianPublik: q(ALL, 'public /kerjasama/perjanjian'),
  kegiatanPublik: q(ALL, 'public /daftar-kegiatan'),
  kegiatanPublikDetail: q(ALL, 'public /kegiatan/{id}'),
  partners: q(ALL, 'partner logos of the home page'),
  profil: q(ALL, 'public /profile and /kontak'),
  sliders: q(ALL, 'home slider'),
  cariPublik: q(ALL, 'issue 20: the public search (active agreements and contracts, public fields; published news; partners)'),
  cari: q(SIGNED, 'issue 20: search what the account may read (row rules inside, tested in modules/cari)'),
  dokumenBelumTerbaca: q(SIGNED, 'issue 20: the documents the search cannot read, of those the account may read (tested in modules/cari)'),
  login: m(ALL, 'Masuk Sistem'),
  register: m(ALL, 'Buat Akun'),
  verifyEmail: m(ALL, 'link of the verification mail'),
  logout: m(SIGNED, 'Keluar: every signed-in account ends its own session'),

  // ---- Token Akses (issue 21): every account its own tokens, from a session only ----
  accessTokens: q(SIGNED, 'Token Akses: lists its own tokens'),
  createAccessToken: m(SIGNED, 'Token Akses: every account makes its own (read-only; admins may let theirs write)'),
  revokeAccessToken: m(SIGNED, 'Token Akses: revokes its own token'),

  // ---- Notifications (issue 18): every account its own only ----
  notifikasiSaya: q(SIGNED, 'issue 18: the bell lists its own notifications'),
  jumlahNotifikasiBelumDibaca: q(SIGNED, "issue 18: the bell's unread count"),
  tandaiNotifikasiDibaca: m(SIGNED, 'issue 18: marks its own notification read (another account\'s is not found)'),
  tandaiSemuaNotifikasiDibaca: m(SIGNED, 'issue 18: marks all its own notifications read'),
  tandaiChatDibaca: m(SIGNED, "issue 18: marks its own chat notifications of one proposal read (it opened that chat); another account's stay"),
  preferensiNotifikasi: q(SIGNED, 'issue 18: its own mail choices per kind of notification'),
  aturPreferensiNotifikasi: m(SIGNED, 'issue 18: sets its own mail choice for one kind'),
  notifikasiBaru: s(SIGNED, 'issue 18: its own notifications, live'),
  pengaturanPengingat: q(ADMINS, 'issue 18: reminder settings (offsets, expiry switch, sender)'),
  ubahPengaturanPengingat: m(ADMINS, 'issue 18: changes the reminder settings'),
  pengirimanSurel: q(ADMINS, 'issue 18: mail delivery counts and the failed mails'),
  kirimUlangSurel: m(ADMINS, 'issue 18: queues a failed mail again'),
  kalenderDibuat: q(SIGNED, 'issue 18: its own private calendar URL, from a session'),
  buatTautanKalender: m(SIGNED, 'issue 18: makes its own private calendar URL'),
  cabutTautanKalender: m(SIGNED, 'issue 18: revokes its own private calendar URL'),

  // ---- Dashboard, Kesepakatan, PKS: 1, 2, 99 ----
  dashboard: q(STAFF, 'Dashboard route 1, 2, 99'),
  mous: q(STAFF, 'Kesepakatan list 1, 2, 99'),
  mou: q(STAFF, 'Kesepakatan detail 1, 2, 99'),
  mouCombo: q(STAFF, 'agreement autocomplete of the forms'),
  urusanList: q(STAFF, 'urusan pemerintahan of the agreement and contract forms (issue 19)'),
  // ---- Monev (issue 19): reports by admins, the linked agency and the record's partner; evaluations by admins ----
  monevRiwayat: q([1, 2, 3, 4, 5, 99], "a record's monev history: admins, its linked agency (level 2), its partner ('other' is refused)"),
  laporMonev: m([1, 2, 3, 4, 5, 99], "implementation report: admins, the linked agency, the record's own partner ('other' is refused)"),
  tambahBuktiMonev: m([1, 2, 3, 4, 5, 99], "evidence on a filed report: admins, the linked agency on the agencies' reports, the partner on its own ('other' is refused)"),
  monevTugas: q(STAFF, 'Tugas Saya: due and late evaluations (level 2: its agency)'),
  monevRingkasan: q(STAFF, 'monev dashboard card'),
  monevTindakLanjut: q(ADMINS, 'follow-ups of Hentikan evaluations'),
  evaluasiMonev: m(ADMINS, 'evaluation (ratings and recommendation): admins'),
  selesaikanTindakLanjutMonev: m(ADMINS, 'closes a Hentikan follow-up: admins'),
  laporanBerkala: q(ADMINS, 'Laporan Pelaksanaan Kerja Sama: the requests and their downloads'),
  mintaLaporanBerkala: m(ADMINS, 'Laporan Pelaksanaan Kerja Sama: asks for a semester or a year'),
  pkss: q(STAFF, 'PKS list 1, 2, 99'),
  pks: q(STAFF, 'PKS detail 1, 2, 99'),
  mitraCombo: q(STAFF, 'partner autocomplete of the agreement form'),
  skpdCombo: q(STAFF, 'SKPD autocomplete of the SKPD dialogs'),
  penjajaganCombo: q(STAFF, 'Penjajakan autocomplete of the agreement form'),
  mouChanged: s(STAFF, 'live Kesepakatan list'),
  pksChanged: s(STAFF, 'live PKS list'),

  // ---- exports: 1, 99 ----
  mouLaporan: q(ADMINS, 'Export is for levels 1 and 99'),
  pksLaporan: q(ADMINS, 'Export is for levels 1 and 99'),
  penjajaganLaporan: q(ADMINS, 'Penjajakan export: 1 and 99'),
  penjajaganLaporanLink: q(ADMINS, 'Penjajakan export: 1 and 99'),
  mouLaporanLink: m(ADMINS, 'Export is for levels 1 and 99'),
  pksLaporanLink: m(ADMINS, 'Export is for levels 1 and 99'),

  // ---- agreement and contract writes: 1, 99 (level 2 sees only Detail) ----
  createMou: m(ADMINS, 'Create agreement 1, 99'),
  updateMou: m(ADMINS, 'Update agreement 1, 99'),
  deleteMou: m(ADMINS, 'level 2 sees only Detail'),
  addMouDokumen: m(ADMINS, 'Dokumen dialog: not level 2'),
  addMouGambar: m(ADMINS, 'Galeri dialog: not level 2'),
  removeMouDokumen: m(ADMINS, 'Dokumen dialog: not level 2'),
  removeMouGambar: m(ADMINS, 'Galeri dialog: not level 2'),
  addMouSkpd: m(ADMINS, 'SKPD dialog: not level 2'),
  removeMouSkpd: m(ADMINS, 'SKPD dialog: not level 2'),
  createPks: m(STAFF, 'Create PKS 1, 2, 99: level 2 submits a draft (status 3 Baru) for an agreement of its own SKPD'),
  updatePks: m(ADMINS, 'Update PKS 1, 99'),
  deletePks: m(ADMINS, 'level 2 sees only Detail'),
  addPksDokumen: m(ADMINS, 'Dokumen dialog: not level 2'),
  addPksGambar: m(ADMINS, 'Galeri dialog: not level 2'),
  removePksDokumen: m(ADMINS, 'Dokumen dialog: not level 2'),
  removePksGambar: m(ADMINS, 'Galeri dialog: not level 2'),
  addPksSkpd: m(ADMINS, 'SKPD dialog: not level 2'),
  removePksSkpd: m(ADMINS, 'SKPD dialog: not level 2'),
  ubahTahapan: m(ADMINS, 'issue 17: admins move an agreement or contract through its stage gates; level 2 reads'),
  calonPeninjau: q(ADMINS, 'issue 17: TKKSD reviewers offered for a proposal'),
  pertimbanganMenunggu: q([2], 'issue 17: level 2 sees the reviews asked of it'),
  mintaPertimbangan: m(ADMINS, 'issue 17: admins ask level 2 accounts of linked SKPDs for a pertimbangan'),
  berikanPertimbangan: m([2], 'issue 17: a level 2 reviewer gives the pertimbangan asked of it (row rule in the service)'),
  putuskanPenjajagan: m(ADMINS, 'issue 17: admins decide a proposal (status 2/3) with a reason'),
  buatKesepakatanDariPenjajagan: m(ADMINS, 'issue 17: Buat Kesepakatan from an approved proposal (agreement and its SKPDs in one transaction): admins'),
  dokumenWajibPenjajagan: q(SIGNED, 'issue 17: the required proposal documents, for every signed-in account (a partner picks the kind on upload)'),
  ubahDokumenWajibPenjajagan: m(ADMINS, 'issue 17: the office configures the required proposal documents (Pengaturan): admins'),
  templatDokumen: q(ADMINS, 'issue 17: the office templates (Pengaturan): admins'),
  unggahTemplatDokumen: m(ADMINS, 'issue 17: the office uploads its own .docx template of a kind: admins'),
  pulihkanTemplatDokumen: m(ADMINS, 'issue 17: back to the shipped default template: admins'),
  tugasSaya: q(STAFF, 'issue 17: Tugas Saya (what waits for me) for staff'),
  unduhDraf: m(STAFF, 'issue 17: Unduh Draf (a filled .docx template) for staff, like the detail'),
  tambahAdendum: m(ADMINS, 'issue 17: addenda change an agreement or contract: admins'),
  kerjasamaSaya: q([3, 4, 5, 'other'], 'issue 17: a partner follows the agreements tied to its own account (row rule in the query)'),

  // ---- Pengguna, Instansi, Gambar, Mitra, Kegiatan (admin), Riwayat, Profil: 1, 99 ----
  users: q(ADMINS, 'Pengguna route 1, 99'),
  user: q(ADMINS, 'Pengguna detail 1, 99'),
  createUser: m(ADMINS, 'Pengguna route 1, 99'),
  updateUser: m(ADMINS, 'Pengguna edit (row rules: 1 not on 1/99 but itself)'),
  deleteUser: m(ADMINS, 'Pengguna delete (row rules: 1 not on 1/99)'),
  skpds: q(ADMINS, 'Instansi route 1, 99'),
  createSkpd: m(ADMINS, 'Instansi route 1, 99'),
  updateSkpd: m(ADMINS, 'Instansi route 1, 99'),
  deleteSkpd: m(ADMINS, 'Instansi route 1, 99'),
  kegiatans: q(ADMINS, 'Kegiatan (admin) route 1, 99'),
  kegiatan: q(ADMINS, 'Kegiatan (admin) route 1, 99'),
  createKegiatan: m(ADMINS, 'Kegiatan (admin) route 1, 99'),
  updateKegiatan: m(ADMINS, 'Kegiatan (admin) route 1, 99'),
  deleteKegiatan: m(ADMINS, 'Kegiatan (admin) route 1, 99'),
  createPartner: m(ADMINS, 'Mitra route 1, 99'),
  deletePartner: m(ADMINS, 'Mitra route 1, 99'),
  createSlider: m(ADMINS, 'Gambar route 1, 99'),
  updateSlider: m(ADMINS, 'Gambar route 1, 99'),
  deleteSlider: m(ADMINS, 'Gambar route 1, 99'),
  updateProfil: m(ADMINS, 'site settings: admins'),
  uploadProfilGambar: m(ADMINS, 'site settings: admins'),
  deleteProfilGambar: m(ADMINS, 'site settings: admins'),
  riwayat: q(ADMINS, 'Riwayat route 1, 99'),

  // ---- Penjajakan: every signed-in level, row rules ----
  penjajagans: q(SIGNED, 'Penjajakan: no route restriction; a partner lists only its own'),
  penjajagan: q(PENJAJAGAN_READERS, 'a partner reads only its own proposal'),
  penjajaganSkpds: q(PENJAJAGAN_READERS, 'SKPD dialog: readers of the proposal'),
  penjajaganPesan: q(PENJAJAGAN_READERS, 'chat: readers of the proposal'),
  createPenjajagan: m(PENJAJAGAN_WRITERS, 'add button hidden for level 2; a partner proposes only for itself'),
  addPenjajaganDokumen: m(PENJAJAGAN_WRITERS, 'documents: admins, or the partner on its own'),
  kirimPesan: m(PENJAJAGAN_WRITERS, 'chat: admins, or the partner on its own; level 2 reads'),
  updatePenjajagan: m(ADMINS, 'Ubah: 1 and 99 only'),
  deletePenjajagan: m(ADMINS, 'Hapus: 1 and 99 only'),
  addPenjajaganSkpd: m(ADMINS, 'adding SKPD: 1 and 99'),
  removePenjajaganSkpd: m(ADMINS, 'deleting SKPD: 1 and 99'),
  pesanBaru: s(PENJAJAGAN_READERS, 'live chat: readers of the proposal'),
  penjajaganChanged: s(SIGNED, 'live Penjajakan list (a partner hears only its own)'),
};

/** Every legacy path (relative to /api/) and the one GraphQL operation it runs. */
export const LEGACY: Record<string, string> = {
  'login/login.php': 'login',
  auth_bill: 'login',
  'front/register.php': 'register',
  'front/read_home.php': 'beranda',
  'front/read_profile.php': 'profil',
  'front/read_mou.php': 'kesepakatanPublik',
  'front/read_pks.php': 'perjanjianPublik',
  'front/read_kegiatan.php': 'kegiatanPublik',
  'front/read_kegiatan_detail.php': 'kegiatanPublikDetail',
  'dashboard/dashboard.php': 'dashboard',
  'user/read.php': 'users',
  'user/add.php': 'createUser',
  'user/edit.php': 'updateUser',
  'user/delete.php': 'deleteUser',
  'skpd/read.php': 'skpds',
  'combo/skpd.php': 'skpdCombo',
  'skpd/add.php': 'createSkpd',
  'skpd/edit.php': 'updateSkpd',
  'skpd/delete.php': 'deleteSkpd',
  'history/read.php': 'riwayat',
  'penjajagan/read.php': 'penjajagans',
  'combo/penjajagan.php': 'penjajaganCombo',
  'penjajagan/read_skpd.php': 'penjajaganSkpds',
  'penjajagan/read_detail.php': 'penjajaganPesan',
  'penjajagan/add.php': 'createPenjajagan',
  'penjajagan/edit.php': 'updatePenjajagan',
  'penjajagan/delete.php': 'deletePenjajagan',
  'penjajagan/add_file_baru.php': 'addPenjajaganDokumen',
  'penjajagan/add_skpd.php': 'addPenjajaganSkpd',
  'penjajagan/delete_skpd.php': 'removePenjajaganSkpd',
  'penjajagan/laporan.php': 'penjajaganLaporan',
  'penjajagan/add_detail.php': 'kirimPesan',
  // the same, where SPEC §7 names them without a folder
  'add_skpd.php': 'addPenjajaganSkpd',
  'add_detail.php': 'kirimPesan',
  'delete_skpd.php': 'removePenjajaganSkpd',
  'edit.php': 'updatePenjajagan',
  'delete.php': 'deletePenjajagan',
  'add_file_baru.php': 'addPenjajaganDokumen',
  'partner/read.php': 'partners',
  'partner/add.php': 'createPartner',
  'partner/delete.php': 'deletePartner',
  'combo/mitra.php': 'mitraCombo',
  'slider/read.php': 'sliders',
  'slider/add.php': 'createSlider',
  'slider/edit.php': 'updateSlider',
  'slider/delete.php': 'deleteSlider',
  'kegiatan/read.php': 'kegiatans',
  'kegiatan/add.php': 'createKegiatan',
  'kegiatan/edit.php': 'updateKegiatan',
  'kegiatan/delete.php': 'deleteKegiatan',
  'mou/read.php': 'mous',
  'combo/mou.php': 'mouCombo',
  'mou/add.php': 'createMou',
  'mou/edit.php': 'updateMou',
  'mou/read_file.php': 'mou',
  'mou/read_gambar.php': 'mou',
  'mou/read_skpd.php': 'mou',
  'mou/delete.php': 'deleteMou',
  'mou/add_file.php': 'addMouDokumen',
  'mou/add_image.php': 'addMouGambar',
  'mou/add_skpd.php': 'addMouSkpd',
  'mou/delete_file.php': 'removeMouDokumen',
  'mou/delete_gambar.php': 'removeMouGambar',
  'mou/delete_skpd.php': 'removeMouSkpd',
  'mou/laporan.php': 'mouLaporan',
  'pks/read.php': 'pkss',
  'pks/add.php': 'createPks',
  'pks/edit.php': 'updatePks',
  'pks/read_file.php': 'pks',
  'pks/read_gambar.php': 'pks',
  'pks/read_skpd.php': 'pks',
  'pks/delete.php': 'deletePks',
  'pks/add_file.php': 'addPksDokumen',
  'pks/add_image.php': 'addPksGambar',
  'pks/add_skpd.php': 'addPksSkpd',
  'pks/delete_file.php': 'removePksDokumen',
  'pks/delete_gambar.php': 'removePksGambar',
  'pks/delete_skpd.php': 'removePksSkpd',
  'pks/laporan.php': 'pksLaporan',
};

/** Who may read a field: levels, and 'self' = the account the object is (User.idUser = the actor). */
export type FieldWho = Who | 'self';

/**
 * Fields guarded beyond their operation: sensitive data (a user's contacts, an agreement's value and
 * signers), and the relations of an agreement, which lead to its documents and linked rows.
 */
const STAFF_FIELD: readonly FieldWho[] = STAFF;
export const SENSITIVE_FIELDS: Record<string, readonly FieldWho[]> = {
  'User.email': [...ADMINS, 'self'],
  'User.hp': [...ADMINS, 'self'],
  /** Penulis: the author's name. */
  'Kegiatan.namaUser': ADMINS,
  'Mou.nilai': STAFF_FIELD,
  'Mou.namaTtdMitra': STAFF_FIELD,
  'Mou.jabatanTtdMitra': STAFF_FIELD,
  'Mou.namaTtd': STAFF_FIELD,
  'Mou.jabatanTtd': STAFF_FIELD,
  'Mou.keterangan': STAFF_FIELD,
  'Mou.noPenjajagan': STAFF_FIELD,
  'Mou.akunMitra': STAFF_FIELD,
  'Mou.mouLama': STAFF_FIELD,
  'Mou.noKontrakMouLama': STAFF_FIELD,
  'Mou.pembaruan': STAFF_FIELD,
  'Mou.jumlahPks': STAFF_FIELD,
  'Mou.dokumen': STAFF_FIELD,
  'Mou.gambar': STAFF_FIELD,
  'Mou.skpd': STAFF_FIELD,
  'Mou.klasifikasi': STAFF_FIELD,
  'Pks.nilai': STAFF_FIELD,
  'Pks.namaTtdMitra': STAFF_FIELD,
  'Pks.jabatanTtdMitra': STAFF_FIELD,
  'Pks.namaTtd': STAFF_FIELD,
  'Pks.jabatanTtd': STAFF_FIELD,
  'Pks.keterangan': STAFF_FIELD,
  'Pks.mou': STAFF_FIELD,
  'Pks.dokumen': STAFF_FIELD,
  'Pks.gambar': STAFF_FIELD,
  'Pks.skpd': STAFF_FIELD,
  'Mou.tahapan': STAFF_FIELD,
  'Mou.adendum': STAFF_FIELD,
  'Pks.adendum': STAFF_FIELD,
  'Penjajagan.pertimbangan': STAFF_FIELD,
  'Mou.timeline': STAFF_FIELD,
  /** issue 17 (audit L8): how many of its contracts are in Pelaksanaan, like jumlahPks. */
  'Mou.perjanjianPelaksanaan': STAFF_FIELD,
  'Pks.tahapan': STAFF_FIELD,
  'Pks.timeline': STAFF_FIELD,
  'Pks.klasifikasi': STAFF_FIELD,
};

export const fieldAllowed = (rule: readonly FieldWho[], who: Who, isSelf: boolean): boolean =>
  rule.includes(who) || (isSelf && who !== 'anon' && rule.includes('self'));
