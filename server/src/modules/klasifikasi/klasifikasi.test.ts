import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, createMou, mouInput, pksInput, tanpaKlasifikasi } from '../../test/kerjasama-fixtures.js';
import { codeOf, fieldsOf, ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const K = 'klasifikasi { jenis jenisText kategoriMitra kategoriMitraText negara daftarUrusan { idUrusan nama kelompok } }';
const CREATE = `mutation($i: MouInput!) { createMou(input: $i) { idMou ${K} } }`;
const UPDATE = `mutation($id: Int!, $i: MouInput!) { updateMou(idMou: $id, input: $i) { idMou ${K} } }`;
const CREATE_PKS = `mutation($i: PksInput!) { createPks(input: $i) { idPks ${K} } }`;
const MOUS = `query { mous(page: { limit: 50 }) { items { idMou judul ${K} } } }`;
const URUSAN = `query { urusanList { idUrusan nama kelompok kelompokText } }`;

const KSDPK = { jenis: 'KSDPK', kategoriMitra: 'badan_usaha', idUrusan: [2, 1, 2] };

describe('klasifikasi (jenis kerja sama, urusan, kategori mitra, negara)', () => {
  let app: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };
  let skpd2: { idUser: number; token: string };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    mitra = await app.userWithLevel(3);
    const [s] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Klasifikasi', 71, 1) returning id_skpd`);
    skpd2 = await app.userWithLevel(2, { idSkpd: s.id_skpd });
  });
  afterAll(() => app.close());

  it('seeds the 32 urusan of UU 23/2014 in their legal order (6 + 18 + 8), readable by staff only', async () => {
    const list = ok(await app.gql(URUSAN, {}, skpd2.token)).urusanList as { idUrusan: number; nama: string; kelompok: string }[];
    expect(list).toHaveLength(32);
    expect(list[0]).toMatchObject({ idUrusan: 1, nama: 'Pendidikan', kelompok: 'wajib_dasar' });
    expect(list.filter((u) => u.kelompok === 'wajib_dasar')).toHaveLength(6);
    expect(list.filter((u) => u.kelompok === 'wajib_non_dasar')).toHaveLength(18);
    expect(list.filter((u) => u.kelompok === 'pilihan')).toHaveLength(8);
    expect(list[31]!.nama).toBe('Transmigrasi');
    expect(codeOf(await app.gql(URUSAN, {}, mitra.token))).toBe('FORBIDDEN');
  });

  it('stores the classification with the agreement in one write, urusan without repeats, no country for a domestic kind', async () => {
    const r = ok(await app.gql(CREATE, { i: mouInput(mitra.idUser, { klasifikasi: { ...KSDPK, negara: 'Jepang' } }) }, admin)).createMou;
    expect(r.klasifikasi).toMatchObject({ jenis: 'KSDPK', jenisText: 'Kerja Sama Daerah dengan Pihak Ketiga', kategoriMitra: 'badan_usaha', kategoriMitraText: 'Badan Usaha', negara: null });
    expect(r.klasifikasi.daftarUrusan.map((u: { idUrusan: number }) => u.idUrusan)).toEqual([1, 2]);
    const [row] = await app.sql('select jenis, kategori_mitra, negara from klasifikasi where id_mou = $1', [r.idMou]);
    expect(row).toEqual({ jenis: 'KSDPK', kategori_mitra: 'badan_usaha', negara: null });
  });

  it('refuses bad classifications with Indonesian messages and stores nothing', async () => {
    const before = [await count(app, 'mou'), await count(app, 'klasifikasi'), await count(app, 'riwayat')];
    const bad = async (klasifikasi: Record<string, unknown>) => app.gql(CREATE, { i: mouInput(mitra.idUser, { klasifikasi }) }, admin);
    expect(fieldsOf(await bad({ jenis: 'KSDPL', kategoriMitra: 'luar_negeri', idUrusan: [22] }))).toMatchObject({
      negara: 'Negara tidak boleh kosong untuk kerja sama luar negeri',
    });
    expect(fieldsOf(await bad({ jenis: 'XX', kategoriMitra: 'alien', idUrusan: [] }))).toMatchObject({
      jenis: 'Jenis Kerja Sama tidak boleh kosong',
      kategoriMitra: 'Kategori Mitra tidak boleh kosong',
      idUrusan: 'Pilih minimal satu Urusan Pemerintahan',
    });
    expect(fieldsOf(await bad({ ...KSDPK, idUrusan: [33] }))).toMatchObject({ 'idUrusan.0': 'Urusan Pemerintahan tidak ditemukan' });
    expect([await count(app, 'mou'), await count(app, 'klasifikasi'), await count(app, 'riwayat')]).toEqual(before);
  });

  it('admins edit it (replacing the urusan); an edit without it keeps it; KSDLL keeps its country', async () => {
    const created = ok(await app.gql(CREATE, { i: mouInput(mitra.idUser, { klasifikasi: KSDPK }) }, admin)).createMou;
    const changed = ok(
      await app.gql(UPDATE, { id: created.idMou, i: mouInput(mitra.idUser, { klasifikasi: { jenis: 'KSDLL', kategoriMitra: 'luar_negeri', negara: 'Belanda', idUrusan: [26] } }) }, admin),
    ).updateMou;
    expect(changed.klasifikasi).toMatchObject({ jenis: 'KSDLL', negara: 'Belanda', daftarUrusan: [{ idUrusan: 26, nama: 'Pariwisata' }] });
    const kept = ok(await app.gql(UPDATE, { id: created.idMou, i: mouInput(mitra.idUser, { judul: 'Judul Baru', klasifikasi: undefined }) }, admin)).updateMou;
    expect(kept.klasifikasi).toMatchObject({ jenis: 'KSDLL', negara: 'Belanda' });
    expect(await app.sql('select id_urusan from klasifikasi_urusan k join klasifikasi c using (id_klasifikasi) where c.id_mou = $1', [created.idMou])).toEqual([{ id_urusan: 26 }]);
    expect(codeOf(await app.gql(UPDATE, { id: created.idMou, i: mouInput(mitra.idUser, { klasifikasi: KSDPK }) }, skpd2.token))).toBe('FORBIDDEN');
  });

  it('contracts carry their own classification; lists read it batched; deleting the record deletes it', async () => {
    const { idMou } = await createMou(app, admin, mitra.idUser);
    await tanpaKlasifikasi(app, { idMou });
    const pks = ok(await app.gql(CREATE_PKS, { i: pksInput(idMou, { klasifikasi: { jenis: 'KSDD', kategoriMitra: 'pemerintah_daerah', idUrusan: [15] } }) }, admin)).createPks;
    expect(pks.klasifikasi).toMatchObject({ jenis: 'KSDD', daftarUrusan: [{ nama: 'Perhubungan' }] });
    const items = ok(await app.gql(MOUS, {}, skpd2.token)).mous.items as { idMou: number; klasifikasi: unknown }[];
    expect(items.find((m) => m.idMou === idMou)!.klasifikasi).toBeNull();
    expect(items.filter((m) => m.klasifikasi !== null).length).toBeGreaterThanOrEqual(2);
    ok(await app.gql('mutation($id: Int!) { deletePks(idPks: $id) }', { id: pks.idPks }, admin));
    expect(await count(app, 'klasifikasi', `id_pks = ${pks.idPks}`)).toBe(0);
  });

  it('legacy mou/add.php keeps its contract: stored unclassified, answered with the extra fields empty; read.php shows a classification', async () => {
    const form = {
      id_mitra: String(mitra.idUser), mitra: 'PT Lama', tgl_mulai: '15-01-2026', tgl_berakhir: '14-01-2027', judul: 'Lewat Klien Lama',
      deskripsi: 'Ruang', no_kontrak: 'LEG/K/1', no_mitra: 'LM/1', nilai: '0', nama_ttd_mitra: 'Andi', jabatan_ttd_mitra: 'Direktur',
      nama_ttd: 'Wali Kota', jabatan_ttd: 'Wali Kota', keterangan: 'Catatan', status: '1',
    };
    const res = await app.legacy('mou/add.php', form, { token: admin });
    expect(res.body).toMatchObject({ success: true, data: { judul: 'Lewat Klien Lama', jenis_kerja_sama: null, kategori_mitra: null, negara: null, id_urusan: [], urusan: null } });
    ok(await app.gql(UPDATE, { id: res.body.data.id_mou, i: mouInput(mitra.idUser, { klasifikasi: { jenis: 'KSDPL', kategoriMitra: 'luar_negeri', negara: 'Jepang', idUrusan: [1, 26] } }) }, admin));
    const read = await app.legacy('mou/read.php', { id_mou: String(res.body.data.id_mou) }, { method: 'GET', token: admin });
    expect(read.body.data[0]).toMatchObject({ jenis_kerja_sama: 'KSDPL', kategori_mitra: 'luar_negeri', negara: 'Jepang', id_urusan: [1, 26], urusan: 'Pendidikan, Pariwisata' });
  });
});
