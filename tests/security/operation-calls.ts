/**
 * One realistic call of every GraphQL operation, as a given role would make it: valid input, real ids
 * (a role's own proposal, another partner's for `other`), and fresh targets for destructive operations
 * so that an allowed call really succeeds and a denied one has something real to protect. The selection
 * is minimal (`__typename` or a scalar): field-level rules are checked separately.
 */
import { Tokens } from '../../server/src/modules/auth/tokens.js';
import { DOCX_MIME } from '../../server/src/modules/templat-dokumen/draf.service.js';
import { templatBawaan } from '../../server/src/modules/templat-dokumen/templat-bawaan.js';
import type { TestApp } from '../../server/src/test/test-app.js';
import {
  addDokumen,
  addGambar,
  addSkpd,
  createKegiatan,
  createMou,
  createPartner,
  createPenjajagan,
  createPks,
  createSkpd,
  createSlider,
  kegiatanInput,
  mouInput,
  PDF,
  penjajaganOf,
  pksInput,
  png,
  type World,
} from './fixtures.js';
import { createAccount, gql, gqlMultipart, tokenOf, type UploadFile, type Who } from './support.js';

export interface Call {
  query: string;
  variables?: Record<string, unknown>;
  files?: Record<string, UploadFile>;
  /** Run with this token instead of the role's own (a call that would end the role's shared session). */
  token?: string;
}

export interface CallContext {
  app: TestApp;
  world: World;
  who: Who;
  /** A unique suffix for names that must not repeat. */
  unique: string;
}

const RANGE = { tanggalDari: '2020-01-01', tanggalSampai: '2035-12-31' };

/** Stores (and announces) one notification for each account, through the running server's service. */
const notifyAccounts = async (c: CallContext, ids: number[]) => {
  const { notifikasi } = c.app.server.services;
  const stored = await notifikasi.insert(
    c.app.db.orm.em.fork(),
    ids.map((idUser) => ({ kunci: `uji:${c.unique}:${idUser}`, idUser, jenis: 'pengingat', judul: 'Uji', pesan: 'Uji notifikasi', tautan: '/admin' })),
    new Date(),
  );
  notifikasi.announce(stored);
  return stored;
};
const MONEV_NILAI = { periode: 1, nilaiManfaat: 3, nilaiKomitmen: 3, nilaiPelaksanaan: 3, rekomendasi: 'LANJUTKAN' };
const MONEV_LAPORAN = { periode: 1, kegiatan: 'Uji', target: 'Sepuluh', capaian: 'Lima', persentase: 50, nilaiRealisasi: 0 };
/** A running agreement of the role's own partner account (accounts[3] for the others), linked to level 2's agency. */
const monevRecord = async (c: CallContext): Promise<number> => {
  const id = await createMou(c.app, c.world.admin, ownerOf(c));
  await addSkpd(c.app, c.world.admin, 'Mou', id, c.world.skpd.staff);
  return id;
};
/**
 * Waits until the report jobs of earlier calls have finished (they write in the background), so that a
 * refused call's before/after fingerprint sees only what the call itself did.
 */
/**
 * An implementation report on a fresh monev record, filed by the role's own side: the record's partner for
 * levels 3–5 and 'other' (then accounts[3]'s, someone else's), the admins (the agencies' side) otherwise.
 */
const monevLaporan = async (c: CallContext): Promise<number> => {
  const idMou = await monevRecord(c);
  const side = c.who === 'other' ? 3 : c.who;
  const token = side === 3 || side === 4 || side === 5 ? c.world.accounts[side].token : c.world.admin;
  const r = await gql(c.app, 'mutation($i: LaporMonevInput!) { laporMonev(input: $i) { idLaporan } }', { i: { idMou, ...MONEV_LAPORAN } }, token);
  if (!r.data?.laporMonev) throw new Error(`laporMonev: ${JSON.stringify(r.errors)}`);
  return r.data.laporMonev.idLaporan as number;
};
const reportJobsDone = async (c: CallContext): Promise<Record<string, never>> => {
  const end = Date.now() + 60_000;
  while ((await c.app.sql(`select 1 from laporan_berkala where status in ('antri', 'proses') limit 1`)).length > 0 && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return {};
};
const ownerOf = (c: CallContext): number =>
  c.who === 4 || c.who === 5 ? c.world.accounts[c.who].idUser : c.world.accounts[3].idUser;

const freshUser = async (c: CallContext, level = 3) => (await createAccount(c.app, c.world.admin, level, `Target ${c.unique}`)).idUser;
const PUTUS_SETUJU = 'mutation($i: KeputusanInput!) { putuskanPenjajagan(input: $i) { disetujui } }';
const freshPenjajagan = (c: CallContext) => createPenjajagan(c.app, c.world.admin, { judul: `Target ${c.unique}`, idUser: c.world.accounts[3].idUser });

/** A fresh proposal linked to the agency of the world's level 2 account (a TKKSD reviewer). */
const reviewable = async (c: CallContext): Promise<number> => {
  const id = await freshPenjajagan(c);
  await gql(c.app, 'mutation($id: Int!, $s: Int) { addPenjajaganSkpd(idPenjajagan: $id, idSkpd: $s) { idPenjajagan } }', { id, s: c.world.skpd.staff }, c.world.admin);
  return id;
};

/** A fresh proposal that may be approved (audit L6): the level 2 reviewer asked and its pertimbangan given (no documents required here). */
const ditimbang = async (c: CallContext): Promise<number> => {
  const id = await reviewable(c);
  await gql(c.app, 'mutation($id: Int!, $u: Int!) { mintaPertimbangan(idPenjajagan: $id, idUser: $u) { id } }', { id, u: c.world.accounts[2].idUser }, c.world.admin);
  await gql(c.app, 'mutation($i: PertimbanganInput!) { berikanPertimbangan(input: $i) { id } }', { i: { idPenjajagan: id, pendapat: 'SETUJU' } }, c.world.accounts[2].token);
  return id;
};

export const CALLS: Record<string, (c: CallContext) => Promise<Call>> = {
  // ---- queries ----
  me: async () => ({ query: '{ me { __typename } }' }),
  beranda: async () => ({ query: '{ beranda { __typename } }' }),
  kesepakatanPublik: async () => ({ query: '{ kesepakatanPublik { total } }' }),
  perjanjianPublik: async () => ({ query: '{ perjanjianPublik { total } }' }),
  kegiatanPublik: async () => ({ query: '{ kegiatanPublik { total } }' }),
  kegiatanPublikDetail: async (c) => ({ query: 'query($id: Int!) { kegiatanPublikDetail(idKegiatan: $id) { __typename } }', variables: { id: c.world.kegiatan } }),
  partners: async () => ({ query: '{ partners { total } }' }),
  profil: async () => ({ query: '{ profil { __typename } }' }),
  sliders: async () => ({ query: '{ sliders { total } }' }),
  dashboard: async () => ({ query: '{ dashboard { __typename } }' }),
  mous: async () => ({ query: '{ mous { total } }' }),
  mou: async (c) => ({ query: 'query($id: Int!) { mou(idMou: $id) { __typename } }', variables: { id: c.world.mou } }),
  mouCombo: async () => ({ query: '{ mouCombo(search: "KS") { __typename } }' }),
  urusanList: async () => ({ query: '{ urusanList { idUrusan } }' }),
  monevRiwayat: async (c) => ({ query: 'query($id: Int) { monevRiwayat(idMou: $id) { idRecord } }', variables: { id: await monevRecord(c) } }),
  laporMonev: async (c) => ({
    query: 'mutation($i: LaporMonevInput!) { laporMonev(input: $i) { idLaporan } }',
    variables: { i: { idMou: await monevRecord(c), ...MONEV_LAPORAN } },
  }),
  tambahBuktiMonev: async (c) => ({
    query: 'mutation($id: Int!, $file: Upload) { tambahBuktiMonev(idLaporan: $id, file: $file) { idFile } }',
    variables: { id: await monevLaporan(c) },
    files: { file: PDF },
  }),
  monevTugas: async () => ({ query: '{ monevTugas { idRecord } }' }),
  laporanBerkala: async () => ({ query: '{ laporanBerkala { idLaporanBerkala } }' }),
  mintaLaporanBerkala: async (c) => ({ ...(await reportJobsDone(c)), query: 'mutation($i: LaporanBerkalaInput!) { mintaLaporanBerkala(input: $i) { idLaporanBerkala } }', variables: { i: { tahun: 2026, semester: 1 } } }),
  monevRingkasan: async () => ({ query: '{ monevRingkasan { wajib } }' }),
  monevTindakLanjut: async () => ({ query: '{ monevTindakLanjut { idTindakLanjut } }' }),
  evaluasiMonev: async (c) => ({ query: 'mutation($i: EvaluasiMonevInput!) { evaluasiMonev(input: $i) { idEvaluasi } }', variables: { i: { idMou: c.world.mou, ...MONEV_NILAI } } }),
  selesaikanTindakLanjutMonev: async (c) => {
    const hentikan = await gql(c.app, 'mutation($i: EvaluasiMonevInput!) { evaluasiMonev(input: $i) { idEvaluasi } }', { i: { idMou: c.world.mou, ...MONEV_NILAI, rekomendasi: 'HENTIKAN' } }, c.world.admin);
    if (!hentikan.data?.evaluasiMonev) throw new Error(`evaluasiMonev: ${JSON.stringify(hentikan.errors)}`);
    const open = await gql(c.app, '{ monevTindakLanjut { idTindakLanjut } }', {}, c.world.admin);
    return { query: 'mutation($id: Int!) { selesaikanTindakLanjutMonev(idTindakLanjut: $id) }', variables: { id: open.data!.monevTindakLanjut.at(-1).idTindakLanjut } };
  },

  pkss: async () => ({ query: '{ pkss { total } }' }),
  pks: async (c) => ({ query: 'query($id: Int!) { pks(idPks: $id) { __typename } }', variables: { id: c.world.pks } }),
  mitraCombo: async () => ({ query: '{ mitraCombo(search: "Mitra") { __typename } }' }),
  skpdCombo: async () => ({ query: '{ skpdCombo(search: "Dinas") { __typename } }' }),
  penjajaganCombo: async () => ({ query: '{ penjajaganCombo(search: "Penjajakan") { __typename } }' }),
  mouLaporan: async () => ({ query: 'query($f: LaporanFilter) { mouLaporan(filter: $f) { __typename } }', variables: { f: RANGE } }),
  pksLaporan: async () => ({ query: 'query($f: LaporanFilter) { pksLaporan(filter: $f) { __typename } }', variables: { f: RANGE } }),
  penjajaganLaporan: async () => ({ query: 'query($f: LaporanFilter) { penjajaganLaporan(filter: $f) { __typename } }', variables: { f: RANGE } }),
  penjajaganLaporanLink: async () => ({ query: 'query($f: LaporanFilter) { penjajaganLaporanLink(filter: $f) }', variables: { f: RANGE } }),
  users: async () => ({ query: '{ users { total } }' }),
  user: async (c) => ({ query: 'query($id: Int!) { user(idUser: $id) { __typename } }', variables: { id: c.world.accounts[3].idUser } }),
  skpds: async () => ({ query: '{ skpds { total } }' }),
  kegiatans: async () => ({ query: '{ kegiatans { total } }' }),
  kegiatan: async (c) => ({ query: 'query($id: Int!) { kegiatan(idKegiatan: $id) { __typename } }', variables: { id: c.world.kegiatan } }),
  riwayat: async () => ({ query: '{ riwayat { total } }' }),
  penjajagans: async () => ({ query: '{ penjajagans { total } }' }),
  penjajagan: async (c) => ({ query: 'query($id: Int!) { penjajagan(idPenjajagan: $id) { __typename } }', variables: { id: penjajaganOf(c.world, c.who) } }),
  penjajaganSkpds: async (c) => ({ query: 'query($id: Int!) { penjajaganSkpds(idPenjajagan: $id) { total } }', variables: { id: penjajaganOf(c.world, c.who) } }),
  penjajaganPesan: async (c) => ({ query: 'query($id: Int!) { penjajaganPesan(idPenjajagan: $id) { total } }', variables: { id: penjajaganOf(c.world, c.who) } }),

  // ---- session ----
  login: async (c) => {
    const account = c.who === 'anon' ? c.world.accounts[3] : c.world.accounts[c.who];
    return { query: 'mutation($i: LoginInput!) { login(input: $i) { token } }', variables: { i: { username: account.username, password: 'Rahasia#1' } } };
  },
  register: async (c) => {
    await c.app.sql(`delete from rate_limit where key like 'register:%'`);
    return {
      query: 'mutation($i: RegisterInput!) { register(input: $i) }',
      variables: { i: { instansi: `Instansi ${c.unique}`, idLevel: 4, email: `daftar-${c.unique}@example.id`, noTelp: '0812', password: 'Daftar#123' } },
    };
  },
  verifyEmail: async (c) => ({
    query: 'mutation($t: String!) { verifyEmail(token: $t) }',
    variables: { t: new Tokens(c.app.config.jwt.secret, '1h').signVerification(c.world.accounts[3].idUser) },
  }),
  // Ends every session of the account: run as a fresh account of the role, never the role's shared one.
  logout: async (c) => {
    if (c.who === 'anon') return { query: 'mutation { logout }' };
    const level = c.who === 'other' ? 3 : c.who;
    const fresh = await createAccount(c.app, c.world.admin, level, `Keluar ${c.unique}`, level === 2 ? c.world.skpd.staff : undefined);
    return { query: 'mutation { logout }', token: fresh.token };
  },

  // ---- Token Akses: a role revokes a token of its own (anonymous: the admin's) ----
  accessTokens: async () => ({ query: '{ accessTokens { idToken } }' }),
  cari: async () => ({ query: '{ cari(input: { teks: "kerja sama" }) { total } }' }),
  cariPublik: async () => ({ query: '{ cariPublik(input: { teks: "kerja sama" }) { total } }' }),
  dokumenBelumTerbaca: async () => ({ query: '{ dokumenBelumTerbaca { idFile keterangan } }' }),
  createAccessToken: async (c) => ({
    query: 'mutation($i: AccessTokenInput!) { createAccessToken(input: $i) { token } }',
    variables: { i: { nama: `Integrasi ${c.unique}` } },
  }),
  revokeAccessToken: async (c) => {
    const owner = c.who === 'anon' ? c.world.admin : tokenOf(c.world.accounts, c.who)!;
    const made = await gql(c.app, 'mutation($i: AccessTokenInput!) { createAccessToken(input: $i) { accessToken { idToken } } }', { i: { nama: `Dicabut ${c.unique}` } }, owner);
    return { query: 'mutation($id: Int!) { revokeAccessToken(idToken: $id) }', variables: { id: (made.data as any).createAccessToken.accessToken.idToken } };
  },

  // ---- Notifications: a role marks one of its own (anonymous: any id) ----
  notifikasiSaya: async () => ({ query: '{ notifikasiSaya { idNotifikasi } }' }),
  jumlahNotifikasiBelumDibaca: async () => ({ query: '{ jumlahNotifikasiBelumDibaca }' }),
  tandaiNotifikasiDibaca: async (c) => {
    const q = 'mutation($id: Int!) { tandaiNotifikasiDibaca(idNotifikasi: $id) { idNotifikasi } }';
    if (c.who === 'anon') return { query: q, variables: { id: 1 } };
    const [n] = await notifyAccounts(c, [c.world.accounts[c.who].idUser]);
    return { query: q, variables: { id: n!.idNotifikasi } };
  },
  tandaiSemuaNotifikasiDibaca: async () => ({ query: 'mutation { tandaiSemuaNotifikasiDibaca }' }),
  tandaiChatDibaca: async () => ({ query: 'mutation { tandaiChatDibaca(idPenjajagan: 1) { idNotifikasi } }' }),
  preferensiNotifikasi: async () => ({ query: '{ preferensiNotifikasi { jenis surel } }' }),
  aturPreferensiNotifikasi: async () => ({ query: 'mutation { aturPreferensiNotifikasi(jenis: "chat", surel: true) { jenis } }' }),
  pengaturanPengingat: async () => ({ query: '{ pengaturanPengingat { offsets } }' }),
  ubahPengaturanPengingat: async () => ({
    query: 'mutation($i: PengaturanPengingatInput!) { ubahPengaturanPengingat(input: $i) { offsets } }',
    variables: { i: { offsets: [90, 60, 30, 7, 0], kedaluwarsaOtomatis: true, pengirim: null, jedaChatMenit: 15 } },
  }),
  pengirimanSurel: async () => ({ query: '{ pengirimanSurel { ringkasan { gagal } } }' }),
  // A mail that failed after its last try, fresh for each call.
  kirimUlangSurel: async (c) => {
    const [m] = await c.app.sql<{ id: string }>(
      `insert into surel_kirim (kunci, ke, subjek, teks, html, status, percobaan, galat)
       values ('uji:gagal:' || gen_random_uuid(), 'a@example.id', 'Uji', 'Uji', '<p>Uji</p>', 'gagal', 6, 'SMTP mati') returning id_surel as id`,
    );
    return { query: 'mutation($id: Int!) { kirimUlangSurel(idSurel: $id) { ringkasan { gagal } } }', variables: { id: Number(m!.id) } };
  },
  // A role with a calendar URL (so the answer is a date, not null).
  kalenderDibuat: async (c) => {
    if (c.who !== 'anon') await gql(c.app, 'mutation { buatTautanKalender }', {}, tokenOf(c.world.accounts, c.who));
    return { query: '{ kalenderDibuat }' };
  },
  buatTautanKalender: async () => ({ query: 'mutation { buatTautanKalender }' }),
  cabutTautanKalender: async () => ({ query: 'mutation { cabutTautanKalender }' }),

  // ---- agreements ----
  mouLaporanLink: async () => ({ query: 'mutation($f: LaporanFilter) { mouLaporanLink(filter: $f) }', variables: { f: RANGE } }),
  pksLaporanLink: async () => ({ query: 'mutation($f: LaporanFilter) { pksLaporanLink(filter: $f) }', variables: { f: RANGE } }),
  createMou: async (c) => ({ query: 'mutation($i: MouInput!) { createMou(input: $i) { idMou } }', variables: { i: mouInput(c.world.accounts[3].idUser) } }),
  updateMou: async (c) => ({
    query: 'mutation($id: Int!, $i: MouInput!) { updateMou(idMou: $id, input: $i) { idMou } }',
    variables: { id: await createMou(c.app, c.world.admin, c.world.accounts[3].idUser), i: mouInput(c.world.accounts[3].idUser, { judul: 'Diubah' }) },
  }),
  ubahTahapan: async (c) => ({
    query: 'mutation($i: UbahTahapanInput!, $file: Upload) { ubahTahapan(input: $i, dokumen: $file) { versi } }',
    variables: { i: { jenis: 'MOU', id: await createMou(c.app, c.world.admin, c.world.accounts[3].idUser, { status: 3 }), ke: 'PEMBAHASAN', versi: 0 } },
    files: { file: PDF },
  }),
  // TKKSD review (issue 17): a fresh proposal linked to the level 2 account's agency
  calonPeninjau: async (c) => ({ query: 'query($id: Int!) { calonPeninjau(idPenjajagan: $id) { idUser } }', variables: { id: await reviewable(c) } }),
  pertimbanganMenunggu: async () => ({ query: '{ pertimbanganMenunggu { idPenjajagan } }' }),
  mintaPertimbangan: async (c) => ({
    query: 'mutation($id: Int!, $u: Int!) { mintaPertimbangan(idPenjajagan: $id, idUser: $u) { id } }',
    variables: { id: await reviewable(c), u: c.world.accounts[2].idUser },
  }),
  berikanPertimbangan: async (c) => {
    const id = await reviewable(c);
    await gql(c.app, 'mutation($id: Int!, $u: Int!) { mintaPertimbangan(idPenjajagan: $id, idUser: $u) { id } }', { id, u: c.world.accounts[2].idUser }, c.world.admin);
    return { query: 'mutation($i: PertimbanganInput!) { berikanPertimbangan(input: $i) { id } }', variables: { i: { idPenjajagan: id, pendapat: 'SETUJU' } } };
  },
  putuskanPenjajagan: async (c) => ({
    query: PUTUS_SETUJU,
    variables: { i: { idPenjajagan: await ditimbang(c), disetujui: true, alasan: 'Sesuai rencana kerja' } },
  }),
  buatKesepakatanDariPenjajagan: async (c) => {
    const id = await ditimbang(c);
    await gql(c.app, PUTUS_SETUJU, { i: { idPenjajagan: id, disetujui: true, alasan: 'Sesuai rencana kerja' } }, c.world.admin);
    return {
      query: 'mutation($p: Int!, $i: MouInput!) { buatKesepakatanDariPenjajagan(idPenjajagan: $p, input: $i) { idMou } }',
      variables: { p: id, i: mouInput(c.world.accounts[3].idUser, { status: 3 }) },
    };
  },
  dokumenWajibPenjajagan: async () => ({ query: '{ dokumenWajibPenjajagan }' }),
  ubahDokumenWajibPenjajagan: async () => ({ query: 'mutation($d: [String!]!) { ubahDokumenWajibPenjajagan(dokumenWajib: $d) }', variables: { d: [] } }),
  templatDokumen: async () => ({ query: '{ templatDokumen { kode } }' }),
  unggahTemplatDokumen: async () => ({
    query: 'mutation($file: Upload) { unggahTemplatDokumen(kode: PKS, file: $file) { kode } }',
    files: { file: { name: 'pks-kantor.docx', type: DOCX_MIME, bytes: templatBawaan('PKS') } },
  }),
  pulihkanTemplatDokumen: async (c) => {
    await gqlMultipart(c.app, 'mutation($file: Upload) { unggahTemplatDokumen(kode: UNDANGAN_PENANDATANGANAN, file: $file) { kode } }', {}, { file: { name: 'undangan.docx', type: DOCX_MIME, bytes: templatBawaan('UNDANGAN_PENANDATANGANAN') } }, c.world.admin);
    return { query: 'mutation { pulihkanTemplatDokumen(kode: UNDANGAN_PENANDATANGANAN) { kode } }' };
  },
  tugasSaya: async () => ({ query: '{ tugasSaya { jumlah } }' }),
  unduhDraf: async (c) => ({ query: 'mutation($id: Int!) { unduhDraf(jenis: MOU, id: $id, templat: KESEPAKATAN_BERSAMA) { namaFile } }', variables: { id: c.world.mou } }),
  tambahAdendum: async (c) => ({
    query: 'mutation($i: AdendumInput!, $file: Upload) { tambahAdendum(input: $i, dokumen: $file) { idAdendum } }',
    variables: { i: { jenis: 'MOU', id: c.world.mou, nomor: `ADD/${c.unique}`, tanggal: '2026-06-01', nilai: 1000 + Math.floor(Math.random() * 1e9) } },
    files: { file: PDF },
  }),
  kerjasamaSaya: async () => ({ query: '{ kerjasamaSaya { idMou } }' }),
  deleteMou: async (c) => ({ query: 'mutation($id: Int!) { deleteMou(idMou: $id) }', variables: { id: await createMou(c.app, c.world.admin, c.world.accounts[3].idUser) } }),
  addMouDokumen: async (c) => ({ query: 'mutation($id: Int!, $file: Upload) { addMouDokumen(idMou: $id, file: $file) { idFile } }', variables: { id: c.world.mou }, files: { file: PDF } }),
  addMouGambar: async (c) => ({ query: 'mutation($id: Int!, $file: Upload) { addMouGambar(idMou: $id, file: $file) { idFile } }', variables: { id: c.world.mou }, files: { file: await png() } }),
  removeMouDokumen: async (c) => ({
    query: 'mutation($id: Int!, $f: String) { removeMouDokumen(idMou: $id, idFile: $f) }',
    variables: { id: c.world.mou, f: await addDokumen(c.app, c.world.admin, 'Mou', c.world.mou) },
  }),
  removeMouGambar: async (c) => ({
    query: 'mutation($id: Int!, $f: String) { removeMouGambar(idMou: $id, idFile: $f) }',
    variables: { id: c.world.mou, f: await addGambar(c.app, c.world.admin, 'Mou', c.world.mou) },
  }),
  addMouSkpd: async (c) => ({
    query: 'mutation($id: Int!, $s: Int) { addMouSkpd(idMou: $id, idSkpd: $s) { idSkpd } }',
    variables: { id: c.world.mou, s: await createSkpd(c.app, c.world.admin, `Dinas ${c.unique}`) },
  }),
  removeMouSkpd: async (c) => {
    const s = await createSkpd(c.app, c.world.admin, `Dinas ${c.unique}`);
    await addSkpd(c.app, c.world.admin, 'Mou', c.world.mou, s);
    return { query: 'mutation($id: Int!, $s: Int!) { removeMouSkpd(idMou: $id, idSkpd: $s) }', variables: { id: c.world.mou, s } };
  },
  createPks: async (c) => {
    // Level 2 drafts for an agreement its own agency is linked to (any other is refused by the row rule).
    let idMou = c.world.mou;
    if (c.who === 2) {
      idMou = await createMou(c.app, c.world.admin, c.world.accounts[3].idUser, { judul: `Kesepakatan Dinas ${c.unique}` });
      await addSkpd(c.app, c.world.admin, 'Mou', idMou, c.world.skpd.staff);
    }
    return { query: 'mutation($i: PksInput!) { createPks(input: $i) { idPks } }', variables: { i: pksInput(idMou) } };
  },
  updatePks: async (c) => ({
    query: 'mutation($id: Int!, $i: PksInput!) { updatePks(idPks: $id, input: $i) { idPks } }',
    variables: { id: await createPks(c.app, c.world.admin, c.world.mou), i: pksInput(c.world.mou, { judul: 'Diubah' }) },
  }),
  deletePks: async (c) => ({ query: 'mutation($id: Int!) { deletePks(idPks: $id) }', variables: { id: await createPks(c.app, c.world.admin, c.world.mou) } }),
  addPksDokumen: async (c) => ({ query: 'mutation($id: Int!, $file: Upload) { addPksDokumen(idPks: $id, file: $file) { idFile } }', variables: { id: c.world.pks }, files: { file: PDF } }),
  addPksGambar: async (c) => ({ query: 'mutation($id: Int!, $file: Upload) { addPksGambar(idPks: $id, file: $file) { idFile } }', variables: { id: c.world.pks }, files: { file: await png() } }),
  removePksDokumen: async (c) => ({
    query: 'mutation($id: Int!, $f: String) { removePksDokumen(idPks: $id, idFile: $f) }',
    variables: { id: c.world.pks, f: await addDokumen(c.app, c.world.admin, 'Pks', c.world.pks) },
  }),
  removePksGambar: async (c) => ({
    query: 'mutation($id: Int!, $f: String) { removePksGambar(idPks: $id, idFile: $f) }',
    variables: { id: c.world.pks, f: await addGambar(c.app, c.world.admin, 'Pks', c.world.pks) },
  }),
  addPksSkpd: async (c) => ({
    query: 'mutation($id: Int!, $s: Int) { addPksSkpd(idPks: $id, idSkpd: $s) { idSkpd } }',
    variables: { id: c.world.pks, s: await createSkpd(c.app, c.world.admin, `Dinas ${c.unique}`) },
  }),
  removePksSkpd: async (c) => {
    const s = await createSkpd(c.app, c.world.admin, `Dinas ${c.unique}`);
    await addSkpd(c.app, c.world.admin, 'Pks', c.world.pks, s);
    return { query: 'mutation($id: Int!, $s: Int!) { removePksSkpd(idPks: $id, idSkpd: $s) }', variables: { id: c.world.pks, s } };
  },

  // ---- accounts, agencies, content ----
  createUser: async (c) => ({
    query: 'mutation($i: CreateUserInput!) { createUser(input: $i) { idUser } }',
    variables: { i: { nama: `Baru ${c.unique}`, username: `baru-${c.unique}`, email: `baru-${c.unique}@example.id`, idLevel: 3, hp: '0812', status: 1, password: 'Rahasia#1' } },
  }),
  updateUser: async (c) => {
    const id = await freshUser(c);
    return {
      query: 'mutation($id: Int!, $i: UpdateUserInput!) { updateUser(idUser: $id, input: $i) { idUser } }',
      variables: { id, i: { nama: `Diubah ${c.unique}`, username: `target-${c.unique}`, email: `target-${c.unique}@example.id`, idLevel: 3, hp: '0812', status: 1 } },
    };
  },
  deleteUser: async (c) => ({ query: 'mutation($id: Int!) { deleteUser(idUser: $id) }', variables: { id: await freshUser(c) } }),
  createSkpd: async (c) => ({ query: 'mutation($i: SkpdInput!) { createSkpd(input: $i) { idSkpd } }', variables: { i: { skpd: `Dinas ${c.unique}`, kode: 7, status: 1 } } }),
  updateSkpd: async (c) => ({
    query: 'mutation($id: Int!, $i: SkpdInput!) { updateSkpd(idSkpd: $id, input: $i) { idSkpd } }',
    variables: { id: await createSkpd(c.app, c.world.admin, `Dinas ${c.unique}`), i: { skpd: `Dinas Ubah ${c.unique}`, kode: 8, status: 1 } },
  }),
  deleteSkpd: async (c) => ({ query: 'mutation($id: Int!) { deleteSkpd(idSkpd: $id) }', variables: { id: await createSkpd(c.app, c.world.admin, `Dinas ${c.unique}`) } }),
  createKegiatan: async () => ({
    query: 'mutation($i: KegiatanInput!, $gambar: Upload) { createKegiatan(input: $i, gambar: $gambar) { idKegiatan } }',
    variables: { i: kegiatanInput() },
    files: { gambar: await png() },
  }),
  updateKegiatan: async (c) => ({
    query: 'mutation($id: Int!, $i: KegiatanInput!) { updateKegiatan(idKegiatan: $id, input: $i) { idKegiatan } }',
    variables: { id: await createKegiatan(c.app, c.world.admin), i: kegiatanInput({ judul: 'Diubah' }) },
  }),
  deleteKegiatan: async (c) => ({ query: 'mutation($id: Int!) { deleteKegiatan(idKegiatan: $id) }', variables: { id: await createKegiatan(c.app, c.world.admin) } }),
  createPartner: async () => ({
    query: 'mutation($i: PartnerInput!, $file: Upload) { createPartner(input: $i, file: $file) { idPartner } }',
    variables: { i: { partner: 'Mitra Baru' } },
    files: { file: await png() },
  }),
  deletePartner: async (c) => ({ query: 'mutation($id: Int!) { deletePartner(idPartner: $id) }', variables: { id: await createPartner(c.app, c.world.admin) } }),
  createSlider: async () => ({
    query: 'mutation($i: SliderInput!, $file: Upload) { createSlider(input: $i, file: $file) { idGambar } }',
    variables: { i: { urutan: 3 } },
    files: { file: await png() },
  }),
  updateSlider: async (c) => ({
    query: 'mutation($id: Int!, $i: SliderInput!) { updateSlider(idGambar: $id, input: $i) { idGambar } }',
    variables: { id: await createSlider(c.app, c.world.admin), i: { urutan: 4 } },
  }),
  deleteSlider: async (c) => ({ query: 'mutation($id: Int!) { deleteSlider(idGambar: $id) }', variables: { id: await createSlider(c.app, c.world.admin) } }),
  updateProfil: async () => ({ query: 'mutation($i: ProfilInput!) { updateProfil(input: $i) { __typename } }', variables: { i: { telepon: '021-555' } } }),
  uploadProfilGambar: async () => ({
    query: 'mutation($file: Upload) { uploadProfilGambar(jenis: WALIKOTA, file: $file) { __typename } }',
    files: { file: await png() },
  }),
  deleteProfilGambar: async (c) => {
    await gqlMultipart(c.app, 'mutation($file: Upload) { uploadProfilGambar(jenis: ORGANISASI, file: $file) { __typename } }', {}, { file: await png() }, c.world.admin);
    return { query: 'mutation { deleteProfilGambar(jenis: ORGANISASI) { __typename } }' };
  },

  // ---- penjajakan ----
  createPenjajagan: async (c) => ({
    query: 'mutation($i: PenjajaganInput!, $file: Upload) { createPenjajagan(input: $i, file: $file) { idPenjajagan } }',
    // A partner proposes for itself; `other` tries to propose in the name of partner 3; admins choose partner 3.
    variables: {
      i: { judul: `Usulan ${c.unique}`, deskripsi: 'Deskripsi', ...(c.who === 3 || c.who === 4 || c.who === 5 ? {} : { idUser: c.world.accounts[3].idUser }) },
    },
    files: { file: PDF },
  }),
  addPenjajaganDokumen: async (c) => ({
    query: 'mutation($id: Int!, $file: Upload) { addPenjajaganDokumen(idPenjajagan: $id, file: $file) { idPenjajagan } }',
    variables: { id: penjajaganOf(c.world, c.who) },
    files: { file: PDF },
  }),
  kirimPesan: async (c) => ({ query: 'mutation($id: Int!) { kirimPesan(idPenjajagan: $id, pesan: "Halo") { id } }', variables: { id: penjajaganOf(c.world, c.who) } }),
  updatePenjajagan: async (c) => {
    const id = await freshPenjajagan(c);
    return {
      query: 'mutation($id: Int!, $i: PenjajaganInput!) { updatePenjajagan(idPenjajagan: $id, input: $i) { idPenjajagan } }',
      variables: { id, i: { judul: `Target ${c.unique}`, deskripsi: 'Diubah', idUser: ownerOf({ ...c, who: 3 }), status: 1 } },
    };
  },
  deletePenjajagan: async (c) => ({ query: 'mutation($id: Int!) { deletePenjajagan(idPenjajagan: $id) }', variables: { id: await freshPenjajagan(c) } }),
  addPenjajaganSkpd: async (c) => ({
    query: 'mutation($id: Int!, $s: Int) { addPenjajaganSkpd(idPenjajagan: $id, idSkpd: $s) { idPenjajagan } }',
    variables: { id: await freshPenjajagan(c), s: c.world.skpd.spare },
  }),
  removePenjajaganSkpd: async (c) => {
    const id = await freshPenjajagan(c);
    await gql(c.app, 'mutation($id: Int!, $s: Int) { addPenjajaganSkpd(idPenjajagan: $id, idSkpd: $s) { idPenjajagan } }', { id, s: c.world.skpd.spare }, c.world.admin);
    return { query: 'mutation($id: Int!, $s: Int!) { removePenjajaganSkpd(idPenjajagan: $id, idSkpd: $s) { idPenjajagan } }', variables: { id, s: c.world.skpd.spare } };
  },
};

/** How to make each subscription deliver one event once subscribed (run as the admin). */
export const SUBSCRIPTIONS: Record<string, { query: (c: CallContext) => Call; trigger: (c: CallContext) => Promise<unknown> }> = {
  notifikasiBaru: {
    query: () => ({ query: 'subscription { notifikasiBaru { __typename } }' }),
    // One notification for every account of the world, so each signed-in role gets its own.
    trigger: (c) => notifyAccounts(c, Object.values(c.world.accounts).map((a) => a.idUser)),
  },
  mouChanged: {
    query: () => ({ query: 'subscription { mouChanged { __typename } }' }),
    trigger: (c) => createMou(c.app, c.world.admin, c.world.accounts[3].idUser),
  },
  pksChanged: {
    query: () => ({ query: 'subscription { pksChanged { __typename } }' }),
    trigger: (c) => createPks(c.app, c.world.admin, c.world.mou),
  },
  penjajaganChanged: {
    query: () => ({ query: 'subscription { penjajaganChanged { __typename } }' }),
    // A change of each partner's own proposal, so every reader (a partner hears only its own) gets one.
    trigger: (c) =>
      Promise.all(
        ([3, 4, 5, 'other'] as const).map((w) =>
          gqlMultipart(c.app, 'mutation($id: Int!, $file: Upload) { addPenjajaganDokumen(idPenjajagan: $id, file: $file) { idPenjajagan } }', { id: c.world.penjajagan[w] }, { file: PDF }, c.world.admin),
        ),
      ),
  },
  pesanBaru: {
    query: (c) => ({ query: 'subscription($id: Int!) { pesanBaru(idPenjajagan: $id) { __typename } }', variables: { id: penjajaganOf(c.world, c.who) } }),
    trigger: (c) =>
      Promise.all(
        ([3, 4, 5] as const).map((w) =>
          gql(c.app, 'mutation($id: Int!) { kirimPesan(idPenjajagan: $id, pesan: "Siaran") { id } }', { id: c.world.penjajagan[w] }, c.world.admin),
        ),
      ),
  },
};
