import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, createMou, createPks, mouInput, pksInput, tanpaKlasifikasi } from '../../test/kerjasama-fixtures.js';
import { fieldsOf, ok, refusedUnchanged } from '../../test/results.js';
import { createTestApp, type GqlResult, type TestApp } from '../../test/test-app.js';
import { insertPenjajagan } from '../penjajagan/testing.js';

const CREATE_MOU = 'mutation($i: MouInput!) { createMou(input: $i) { idMou } }';
const CREATE_PKS = 'mutation($i: PksInput!) { createPks(input: $i) { idPks } }';
const UPDATE_MOU = 'mutation($id: Int!, $i: MouInput!) { updateMou(idMou: $id, input: $i) { idMou judul klasifikasi { jenis } } }';
const UPDATE_PKS = 'mutation($id: Int!, $i: PksInput!) { updatePks(idPks: $id, input: $i) { idPks judul klasifikasi { jenis } } }';
const BUAT = 'mutation($p: Int!, $i: MouInput!) { buatKesepakatanDariPenjajagan(idPenjajagan: $p, input: $i) { idMou } }';
const MOUS = 'query($f: MouFilter) { mous(filter: $f, page: { limit: 100 }) { total items { idMou klasifikasi { jenis } } } }';
const PKSS = 'query($f: PksFilter) { pkss(filter: $f, page: { limit: 100 }) { total items { idPks } } }';

const MISSING = {
  jenis: 'Jenis Kerja Sama tidak boleh kosong',
  kategoriMitra: 'Kategori Mitra tidak boleh kosong',
  idUrusan: 'Pilih minimal satu Urusan Pemerintahan',
};

const LEGACY_FORM = {
  mitra: 'PT Lama', tgl_mulai: '15-01-2026', tgl_berakhir: '14-01-2027', deskripsi: 'Ruang', no_mitra: 'LM/1', nilai: '0',
  nama_ttd_mitra: 'Andi', jabatan_ttd_mitra: 'Direktur', nama_ttd: 'Wali Kota', jabatan_ttd: 'Wali Kota', keterangan: 'Catatan', status: '1',
};

/** Issue 19: new agreements and contracts need their classification, except through the legacy adapter. */
describe('klasifikasi wajib untuk kerja sama baru', () => {
  let app: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };

  const snapshot = () =>
    Promise.all([count(app, 'mou'), count(app, 'pks'), count(app, 'klasifikasi'), count(app, 'mou_skpd'), count(app, 'riwayat', "aksi not like 'Akses ditolak%'")]);
  const refused = (run: () => Promise<GqlResult>) => refusedUnchanged(snapshot, run, 'BAD_USER_INPUT');

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    mitra = await app.userWithLevel(3);
  });
  afterAll(() => app.close());

  it('createMou and createPks without a classification, or with part of one, are refused per field and store nothing', async () => {
    const { idMou } = await createMou(app, admin, mitra.idUser);
    expect(fieldsOf(await refused(() => app.gql(CREATE_MOU, { i: mouInput(mitra.idUser, { klasifikasi: undefined }) }, admin)))).toEqual(MISSING);
    expect(fieldsOf(await refused(() => app.gql(CREATE_MOU, { i: mouInput(mitra.idUser, { klasifikasi: null }) }, admin)))).toEqual(MISSING);
    expect(fieldsOf(await refused(() => app.gql(CREATE_PKS, { i: pksInput(idMou, { klasifikasi: undefined }) }, admin)))).toEqual(MISSING);
    expect(fieldsOf(await refused(() => app.gql(CREATE_PKS, { i: pksInput(idMou, { klasifikasi: { jenis: 'KSDLL', kategoriMitra: 'luar_negeri', idUrusan: [26] } }) }, admin)))).toEqual({
      negara: 'Negara tidak boleh kosong untuk kerja sama luar negeri',
    });
    expect(fieldsOf(await refused(() => app.gql(CREATE_MOU, { i: mouInput(mitra.idUser, { klasifikasi: { jenis: 'KSDD' } }) }, admin)))).toEqual({
      kategoriMitra: MISSING.kategoriMitra,
      idUrusan: MISSING.idUrusan,
    });
  });

  it('a level 2 draft contract needs it too', async () => {
    const [s] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Wajib Klasifikasi', 81, 1) returning id_skpd`);
    const staf = await app.userWithLevel(2, { idSkpd: s.id_skpd });
    const { idMou } = await createMou(app, admin, mitra.idUser);
    await app.sql('insert into mou_skpd (id_mou, id_skpd) values ($1, $2)', [idMou, s.id_skpd]);
    expect(fieldsOf(await refused(() => app.gql(CREATE_PKS, { i: pksInput(idMou, { klasifikasi: undefined }) }, staf.token)))).toEqual(MISSING);
    ok(await app.gql(CREATE_PKS, { i: pksInput(idMou) }, staf.token));
  });

  it('Buat Kesepakatan from an approved proposal needs it: nothing stored, the proposal stays without an agreement', async () => {
    const [s] = await app.sql(`insert into skpd (skpd, kode, status) values ('Bappeda Wajib', 82, 1) returning id_skpd`);
    const id = await insertPenjajagan(app, { idUser: mitra.idUser, idStatus: 2, skpd: [s.id_skpd], judul: 'Usulan Wajib Klasifikasi' });
    const input = (klasifikasi: unknown) => mouInput(mitra.idUser, { status: 3, judul: 'Usulan Wajib Klasifikasi', klasifikasi });
    expect(fieldsOf(await refused(() => app.gql(BUAT, { p: id, i: input(undefined) }, admin)))).toEqual(MISSING);
    const { idMou } = ok(await app.gql(BUAT, { p: id, i: input({ jenis: 'KSDPK', kategoriMitra: 'perguruan_tinggi', idUrusan: [1] }) }, admin)).buatKesepakatanDariPenjajagan;
    expect(await app.sql('select jenis, kategori_mitra from klasifikasi where id_mou = $1', [idMou])).toEqual([{ jenis: 'KSDPK', kategori_mitra: 'perguruan_tinggi' }]);
  });

  it('legacy add.php (no such fields) keeps creating unclassified agreements and contracts', async () => {
    const mou = await app.legacy('mou/add.php', { ...LEGACY_FORM, id_mitra: String(mitra.idUser), judul: 'Lama Tanpa Klasifikasi', no_kontrak: 'LEG/W/1' }, { token: admin });
    expect(mou.body).toMatchObject({ success: true, message: 'Data berhasil disimpan', data: { judul: 'Lama Tanpa Klasifikasi', jenis_kerja_sama: null, id_urusan: [] } });
    const pks = await app.legacy('pks/add.php', { ...LEGACY_FORM, id_mou: String(mou.body.data.id_mou), judul: 'PKS Lama Tanpa Klasifikasi', no_kontrak: 'LEG/W/2' }, { token: admin });
    expect(pks.body).toMatchObject({ success: true, data: { judul: 'PKS Lama Tanpa Klasifikasi', jenis_kerja_sama: null } });
    expect(await count(app, 'klasifikasi', 'id_mou = $1 or id_pks = $2', [mou.body.data.id_mou, pks.body.data.id_pks])).toBe(0);
    // legacy edit.php leaves it as it is too
    const edit = await app.legacy('mou/edit.php', { ...LEGACY_FORM, id_mou: String(mou.body.data.id_mou), id_mitra: String(mitra.idUser), judul: 'Lama Diubah', no_kontrak: 'LEG/W/1' }, { token: admin });
    expect(edit.body).toMatchObject({ success: true, data: { judul: 'Lama Diubah', jenis_kerja_sama: null } });
  });

  it('an old unclassified record is edited without one; a partial one on an edit is refused; a whole one classifies it', async () => {
    const { idMou } = await createMou(app, admin, mitra.idUser);
    const { idPks } = await createPks(app, admin, idMou);
    await tanpaKlasifikasi(app, { idMou });
    await tanpaKlasifikasi(app, { idPks });
    expect(ok(await app.gql(UPDATE_MOU, { id: idMou, i: mouInput(mitra.idUser, { judul: 'Lama Diubah', klasifikasi: undefined }) }, admin)).updateMou).toMatchObject({ judul: 'Lama Diubah', klasifikasi: null });
    expect(ok(await app.gql(UPDATE_PKS, { id: idPks, i: pksInput(idMou, { judul: 'PKS Diubah', klasifikasi: undefined }) }, admin)).updatePks).toMatchObject({ judul: 'PKS Diubah', klasifikasi: null });
    expect(fieldsOf(await refused(() => app.gql(UPDATE_MOU, { id: idMou, i: mouInput(mitra.idUser, { klasifikasi: { jenis: 'KSDPK' } }) }, admin)))).toEqual({
      kategoriMitra: MISSING.kategoriMitra,
      idUrusan: MISSING.idUrusan,
    });
    expect(ok(await app.gql(UPDATE_MOU, { id: idMou, i: mouInput(mitra.idUser) }, admin)).updateMou.klasifikasi).toEqual({ jenis: 'KSDPK' });
  });

  it('the lists filter "Belum diklasifikasi" (and its total follows a classification at once)', async () => {
    const { idMou } = await createMou(app, admin, mitra.idUser, { judul: 'Filter Belum' });
    const { idPks } = await createPks(app, admin, idMou, { judul: 'Filter PKS Belum' });
    await tanpaKlasifikasi(app, { idMou });
    await tanpaKlasifikasi(app, { idPks });
    const belumMou = async () => ok(await app.gql(MOUS, { f: { belumDiklasifikasi: true } }, admin)).mous;
    const before = await belumMou();
    expect(before.items.map((m: { idMou: number }) => m.idMou)).toContain(idMou);
    expect(before.items.every((m: { klasifikasi: unknown }) => m.klasifikasi === null)).toBe(true);
    const all = ok(await app.gql(MOUS, {}, admin)).mous;
    expect(before.total).toBe(await count(app, 'mou', 'id_mou not in (select id_mou from klasifikasi where id_mou is not null)'));
    expect(before.total).toBeLessThan(all.total);
    const pkss = ok(await app.gql(PKSS, { f: { belumDiklasifikasi: true } }, admin)).pkss;
    expect(pkss.items.map((p: { idPks: number }) => p.idPks)).toContain(idPks);
    expect(pkss.total).toBe(await count(app, 'pks', 'id_pks not in (select id_pks from klasifikasi where id_pks is not null)'));
    // classifying it on an edit takes it off the list (the remembered total included)
    ok(await app.gql(UPDATE_MOU, { id: idMou, i: mouInput(mitra.idUser, { judul: 'Filter Belum' }) }, admin));
    const after = await belumMou();
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((m: { idMou: number }) => m.idMou)).not.toContain(idMou);
  });
});
