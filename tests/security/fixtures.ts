/**
 * A small but complete world for the security suites: one account per role, and at least one row of
 * every kind (with documents, images, agencies and chat), so that every nested relation has something
 * to reach.
 */
import sharp from 'sharp';
import type { TestApp } from '../../server/src/test/test-app.js';
import { createAccount, createAccounts, gql, gqlMultipart, type Accounts, type Signed, type UploadFile } from './support.js';

export const PDF: UploadFile = {
  name: 'dokumen.pdf',
  type: 'application/pdf',
  bytes: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
};

let pngBytes: Buffer | undefined;
export const png = async (name = 'gambar.png'): Promise<UploadFile> => {
  pngBytes ??= await sharp({ create: { width: 16, height: 12, channels: 3, background: '#2b6cb0' } }).png().toBuffer();
  return { name, type: 'image/png', bytes: pngBytes };
};

/** Distinctive values of the guarded fields, so that any answer carrying one can be caught. */
export const PENULIS = 'Penulis Rahasia';

export const SECRET = {
  mouNilai: 987654321.5,
  pksNilai: 123456789.25,
  ttdMitra: 'TTDMITRARAHASIA',
  jabatanMitra: 'JABATANMITRARAHASIA',
  ttdKota: 'TTDKOTARAHASIA',
  jabatanKota: 'JABATANKOTARAHASIA',
  keterangan: 'KETERANGANRAHASIA',
} as const;

/** Issue 19: every agreement and contract made through the forms is classified. */
const KLASIFIKASI = { jenis: 'KSDPK', kategoriMitra: 'badan_usaha', idUrusan: [1] };

export const mouInput = (idMitra: number, over: Record<string, unknown> = {}) => ({
  idMitra,
  mitra: 'PT Mitra Tiga',
  tglMulai: '2026-01-01',
  tglBerakhir: '2030-12-31',
  judul: 'Kesepakatan Uji',
  deskripsi: 'Ruang lingkup.',
  noKontrak: `KS-${Math.random().toString(36).slice(2, 8)}`,
  noMitra: 'M-01',
  nilai: SECRET.mouNilai,
  namaTtdMitra: SECRET.ttdMitra,
  jabatanTtdMitra: SECRET.jabatanMitra,
  namaTtd: SECRET.ttdKota,
  jabatanTtd: SECRET.jabatanKota,
  keterangan: SECRET.keterangan,
  status: 1,
  klasifikasi: KLASIFIKASI,
  ...over,
});

export const pksInput = (idMou: number, over: Record<string, unknown> = {}) => ({
  idMou,
  mitra: 'PT Mitra Tiga',
  tglMulai: '2026-02-01',
  tglBerakhir: '2030-06-30',
  judul: 'Perjanjian Uji',
  deskripsi: 'Ruang lingkup perjanjian.',
  noKontrak: `PKS-${Math.random().toString(36).slice(2, 8)}`,
  noMitra: 'MP-01',
  nilai: SECRET.pksNilai,
  namaTtdMitra: SECRET.ttdMitra,
  jabatanTtdMitra: SECRET.jabatanMitra,
  namaTtd: SECRET.ttdKota,
  jabatanTtd: SECRET.jabatanKota,
  keterangan: SECRET.keterangan,
  status: 1,
  klasifikasi: KLASIFIKASI,
  ...over,
});

export const kegiatanInput = (over: Record<string, unknown> = {}) => ({
  judul: 'Kegiatan Uji',
  highlight: 'Sorotan',
  isi: '<p>Isi kegiatan</p>',
  status: 1,
  ...over,
});

export interface World {
  admin: string;
  accounts: Accounts;
  skpd: { staff: number; linked: number; spare: number };
  mouLama: number;
  mou: number;
  mouDokumen: string;
  mouGambar: string;
  pks: number;
  pksDokumen: string;
  pksGambar: string;
  kegiatan: number;
  partner: number;
  slider: number;
  /** The proposal of each partner role (3, 4, 5); `other` owns one too. */
  penjajagan: Record<3 | 4 | 5 | 'other', number>;
}

const must = <T>(r: { data?: any; errors?: unknown }, field: string): T => {
  if (!r.data?.[field]) throw new Error(`${field}: ${JSON.stringify(r.errors)}`);
  return r.data[field] as T;
};

export const createSkpd = async (app: TestApp, admin: string, name: string): Promise<number> =>
  must<{ idSkpd: number }>(await gql(app, 'mutation($i: SkpdInput!) { createSkpd(input: $i) { idSkpd } }', { i: { skpd: name, kode: 100, status: 1 } }, admin), 'createSkpd').idSkpd;

export const createMou = async (app: TestApp, admin: string, idMitra: number, over: Record<string, unknown> = {}): Promise<number> =>
  must<{ idMou: number }>(await gql(app, 'mutation($i: MouInput!) { createMou(input: $i) { idMou } }', { i: mouInput(idMitra, over) }, admin), 'createMou').idMou;

export const createPks = async (app: TestApp, admin: string, idMou: number, over: Record<string, unknown> = {}): Promise<number> =>
  must<{ idPks: number }>(await gql(app, 'mutation($i: PksInput!) { createPks(input: $i) { idPks } }', { i: pksInput(idMou, over) }, admin), 'createPks').idPks;

export const createKegiatan = async (app: TestApp, admin: string, over: Record<string, unknown> = {}): Promise<number> =>
  must<{ idKegiatan: number }>(
    await gqlMultipart(
      app,
      'mutation($i: KegiatanInput!, $gambar: Upload) { createKegiatan(input: $i, gambar: $gambar) { idKegiatan } }',
      { i: kegiatanInput(over) },
      { gambar: await png() },
      admin,
    ),
    'createKegiatan',
  ).idKegiatan;

export const createPartner = async (app: TestApp, admin: string, name = 'Mitra Logo'): Promise<number> =>
  must<{ idPartner: number }>(
    await gqlMultipart(app, 'mutation($i: PartnerInput!, $file: Upload) { createPartner(input: $i, file: $file) { idPartner } }', { i: { partner: name } }, { file: await png() }, admin),
    'createPartner',
  ).idPartner;

export const createSlider = async (app: TestApp, admin: string, urutan = 1): Promise<number> =>
  must<{ idGambar: number }>(
    await gqlMultipart(app, 'mutation($i: SliderInput!, $file: Upload) { createSlider(input: $i, file: $file) { idGambar } }', { i: { urutan } }, { file: await png() }, admin),
    'createSlider',
  ).idGambar;

export const createPenjajagan = async (app: TestApp, token: string, input: Record<string, unknown>): Promise<number> =>
  must<{ idPenjajagan: number }>(
    await gqlMultipart(
      app,
      'mutation($i: PenjajaganInput!, $file: Upload) { createPenjajagan(input: $i, file: $file) { idPenjajagan } }',
      { i: { judul: 'Penjajakan Uji', deskripsi: 'Deskripsi', ...input } },
      { file: PDF },
      token,
    ),
    'createPenjajagan',
  ).idPenjajagan;

export const addDokumen = async (app: TestApp, admin: string, kind: 'Mou' | 'Pks', id: number): Promise<string> =>
  must<{ idFile: string }>(
    await gqlMultipart(app, `mutation($id: Int!, $file: Upload) { add${kind}Dokumen(id${kind}: $id, file: $file) { idFile } }`, { id }, { file: PDF }, admin),
    `add${kind}Dokumen`,
  ).idFile;

export const addGambar = async (app: TestApp, admin: string, kind: 'Mou' | 'Pks', id: number): Promise<string> =>
  must<{ idFile: string }>(
    await gqlMultipart(app, `mutation($id: Int!, $file: Upload) { add${kind}Gambar(id${kind}: $id, file: $file) { idFile } }`, { id }, { file: await png() }, admin),
    `add${kind}Gambar`,
  ).idFile;

export const addSkpd = async (app: TestApp, admin: string, kind: 'Mou' | 'Pks', id: number, idSkpd: number): Promise<void> => {
  must(await gql(app, `mutation($id: Int!, $s: Int) { add${kind}Skpd(id${kind}: $id, idSkpd: $s) { idSkpd } }`, { id, s: idSkpd }, admin), `add${kind}Skpd`);
};

export const kirimPesan = async (app: TestApp, token: string, id: number, pesan: string): Promise<void> => {
  must(await gql(app, 'mutation($id: Int!, $p: String) { kirimPesan(idPenjajagan: $id, pesan: $p) { id } }', { id, p: pesan }, token), 'kirimPesan');
};

export const buildWorld = async (app: TestApp): Promise<World> => {
  const admin = await app.login();
  const staffSkpd = await createSkpd(app, admin, 'Dinas Staf');
  const linked = await createSkpd(app, admin, 'Dinas Terkait');
  const spare = await createSkpd(app, admin, 'Dinas Cadangan');
  const accounts = await createAccounts(app, staffSkpd);
  // No required proposal documents (issue 17), so the TKKSD calls run on fresh proposals; the list has its own test.
  await app.sql("update pengaturan_penjajagan set dokumen_wajib = '{}'");
  const asal = await createPenjajagan(app, accounts[3].token, { judul: 'Penjajakan asal kesepakatan' });
  // an agreement is tied only to an approved proposal (audit L4)
  await app.sql('update penjajagan set id_status = 2 where id_penjajagan = $1', [asal]);
  const mouLama = await createMou(app, admin, accounts[3].idUser, { judul: 'Kesepakatan Lama', tglBerakhir: '2026-06-30' });
  const mou = await createMou(app, admin, accounts[3].idUser, { judul: 'Kesepakatan Baru', idMouLama: mouLama, idPenjajagan: asal });
  const mouDokumen = await addDokumen(app, admin, 'Mou', mou);
  const mouGambar = await addGambar(app, admin, 'Mou', mou);
  await addSkpd(app, admin, 'Mou', mou, linked);
  const pks = await createPks(app, admin, mou);
  const pksDokumen = await addDokumen(app, admin, 'Pks', pks);
  const pksGambar = await addGambar(app, admin, 'Pks', pks);
  await addSkpd(app, admin, 'Pks', pks, linked);
  // Written by an admin who does nothing else: its name is the Penulis that only admins may see.
  const penulis = await createAccount(app, admin, 1, PENULIS);
  const kegiatan = await createKegiatan(app, penulis.token);
  const partner = await createPartner(app, admin);
  const slider = await createSlider(app, admin);
  const penjajagan = {} as World['penjajagan'];
  for (const who of [3, 4, 5, 'other'] as const) {
    const id = await createPenjajagan(app, accounts[who].token, { judul: `Penjajakan ${who}` });
    penjajagan[who] = id;
    must(await gql(app, 'mutation($id: Int!, $s: Int) { addPenjajaganSkpd(idPenjajagan: $id, idSkpd: $s) { idPenjajagan } }', { id, s: linked }, admin), 'addPenjajaganSkpd');
    await kirimPesan(app, accounts[who].token, id, `Pesan dari ${who}`);
    await kirimPesan(app, admin, id, 'Balasan admin');
  }
  return { admin, accounts, skpd: { staff: staffSkpd, linked, spare }, mouLama, mou, mouDokumen, mouGambar, pks, pksDokumen, pksGambar, kegiatan, partner, slider, penjajagan };
};

/** The proposal a role works on in the matrix: its own for a partner, another partner's for `other`. */
export const penjajaganOf = (world: World, who: Signed | 'anon'): number =>
  who === 4 || who === 5 ? world.penjajagan[who] : world.penjajagan[3];

/**
 * For each guarded field, the values in this world that only its readers may see, and whose they are
 * (the account the value belongs to, for fields readable by the account itself).
 */
export const secretValues = (world: World): { field: string; value: string; owner?: number }[] => [
  ...(['mouNilai', 'pksNilai'] as const).map((k) => ({ field: k === 'mouNilai' ? 'Mou.nilai' : 'Pks.nilai', value: String(SECRET[k]) })),
  { field: 'Mou.namaTtdMitra', value: SECRET.ttdMitra },
  { field: 'Mou.jabatanTtdMitra', value: SECRET.jabatanMitra },
  { field: 'Mou.namaTtd', value: SECRET.ttdKota },
  { field: 'Mou.jabatanTtd', value: SECRET.jabatanKota },
  { field: 'Mou.keterangan', value: SECRET.keterangan },
  { field: 'Kegiatan.namaUser', value: PENULIS },
  ...Object.values(world.accounts).flatMap((a) => [
    { field: 'User.email', value: `${a.username}@example.id`, owner: a.idUser },
    { field: 'User.hp', value: a.hp, owner: a.idUser },
  ]),
];
