import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from '../../test/kerjasama-fixtures.js';
import { fieldsOf, ok, refusedUnchanged } from '../../test/results.js';
import { createTestApp, type GqlResult, type TestApp } from '../../test/test-app.js';
import { gqlUpload, insertPenjajagan, PDF } from './testing.js';

const DAFTAR = '{ dokumenWajibPenjajagan }';
const UBAH = 'mutation($d: [String!]!) { ubahDokumenWajibPenjajagan(dokumenWajib: $d) }';
const UNGGAH = 'mutation($id: Int!, $file: Upload, $j: String) { addPenjajaganDokumen(idPenjajagan: $id, file: $file, jenis: $j) { idPenjajagan } }';
const DETAIL = 'query($id: Int!) { penjajagan(idPenjajagan: $id) { dokumenKurang dokumen { namaFile jenis } } }';
const MINTA = 'mutation($id: Int!, $u: Int!) { mintaPertimbangan(idPenjajagan: $id, idUser: $u) { idUser } }';
const DEFAULT = ['Surat Permohonan', 'KAK / proposal', 'Draf naskah'];

/** Required proposal documents (issue 17): configured by the office, checked before TKKSD review. */
describe('dokumen wajib penjajakan', () => {
  let app: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };
  let reviewer: { idUser: number; token: string };
  let idSkpd: number;

  const snapshot = () =>
    Promise.all([
      app.sql('select dokumen_wajib from pengaturan_penjajagan'),
      app.sql('select * from penjajagan_dokumen_jenis order by id_file'),
      app.sql("select id from stored_file where owner_kind = 'penjajagan.dokumen' order by id"),
      app.sql('select * from pertimbangan order by id'),
      count(app, 'riwayat', "aksi not like 'Akses ditolak%'"),
    ]);
  const refused = (run: () => Promise<GqlResult>, code: string) => refusedUnchanged(snapshot, run, code);
  const unggah = (id: number, jenis: string | null, token = mitra.token, name = 'dokumen.pdf', content = PDF) =>
    gqlUpload(app, UNGGAH, { id, j: jenis }, { name, content }, token);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    mitra = await app.userWithLevel(3);
    [{ id_skpd: idSkpd }] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Perdagangan', 95, 1) returning id_skpd`);
    reviewer = await app.userWithLevel(2, { idSkpd });
  });
  afterAll(() => app.close());

  it('ships the default list, which every signed-in account reads and only admins change (one Riwayat line)', async () => {
    expect(ok(await app.gql(DAFTAR, {}, mitra.token)).dokumenWajibPenjajagan).toEqual(DEFAULT);
    for (const token of [reviewer.token, mitra.token]) await refused(() => app.gql(UBAH, { d: ['Surat Permohonan'] }, token), 'FORBIDDEN');
    for (const bad of [[''], ['A', ' a '], ['x'.repeat(101)], Array.from({ length: 21 }, (_, i) => `Dokumen ${i}`)]) {
      const r = await refused(() => app.gql(UBAH, { d: bad }, admin), 'BAD_USER_INPUT');
      expect(fieldsOf(r)?.dokumenWajib).toMatch(/^Nama dokumen wajib tidak boleh kosong/);
    }
    const before = await count(app, 'riwayat');
    const list = [...DEFAULT, 'Profil  mitra'];
    expect(ok(await app.gql(UBAH, { d: list }, admin)).ubahDokumenWajibPenjajagan).toEqual([...DEFAULT, 'Profil mitra']);
    expect(await count(app, 'riwayat')).toBe(before + 1);
    expect(ok(await app.gql(DAFTAR, {}, reviewer.token)).dokumenWajibPenjajagan).toEqual([...DEFAULT, 'Profil mitra']);
    ok(await app.gql(UBAH, { d: DEFAULT }, admin));
  });

  it('refuses asking reviewers, naming the missing documents, until the proposal has every one', async () => {
    const id = await insertPenjajagan(app, { idUser: mitra.idUser, idStatus: 0, skpd: [idSkpd] });
    let r = await refused(() => app.gql(MINTA, { id, u: reviewer.idUser }, admin), 'BAD_USER_INPUT');
    expect(fieldsOf(r)).toEqual({ dokumen: 'Dokumen penjajakan belum lengkap; belum ada: Surat Permohonan, KAK / proposal, Draf naskah' });

    // a document of no kind, and one of the wrong kind (refused, nothing stored), do not count
    ok(await unggah(id, null));
    const wrong = await refused(() => unggah(id, 'Akta notaris'), 'BAD_USER_INPUT');
    expect(fieldsOf(wrong)).toEqual({ jenis: 'Jenis dokumen tidak termasuk daftar dokumen wajib penjajakan' });
    ok(await unggah(id, 'surat permohonan', mitra.token, 'surat.pdf'));
    ok(await unggah(id, 'KAK / proposal', admin, 'kak.pdf'));
    const detail = ok(await app.gql(DETAIL, { id }, admin)).penjajagan;
    expect(detail.dokumenKurang).toEqual(['Draf naskah']);
    expect(detail.dokumen).toEqual(
      expect.arrayContaining([
        { namaFile: 'surat.pdf', jenis: 'Surat Permohonan' },
        { namaFile: 'kak.pdf', jenis: 'KAK / proposal' },
        { namaFile: 'dokumen.pdf', jenis: null },
      ]),
    );
    expect((await app.sql("select aksi from riwayat where aksi like 'Menambah dokumen \"kak.pdf\"%'"))[0].aksi).toContain('(KAK / proposal)');
    r = await refused(() => app.gql(MINTA, { id, u: reviewer.idUser }, admin), 'BAD_USER_INPUT');
    expect(fieldsOf(r)).toEqual({ dokumen: 'Dokumen penjajakan belum lengkap; belum ada: Draf naskah' });

    // a bad file with a valid kind stores neither
    await refused(() => unggah(id, 'Draf naskah', mitra.token, 'draf.txt', Buffer.from('bukan dokumen')), 'BAD_USER_INPUT');
    ok(await unggah(id, 'Draf naskah', mitra.token, 'draf.pdf'));
    expect(ok(await app.gql(DETAIL, { id }, mitra.token)).penjajagan.dokumenKurang).toEqual([]);
    expect(ok(await app.gql(MINTA, { id, u: reviewer.idUser }, admin)).mintaPertimbangan).toEqual([{ idUser: reviewer.idUser }]);
  });

  it('an office that requires nothing asks reviewers at once', async () => {
    ok(await app.gql(UBAH, { d: [] }, admin));
    const id = await insertPenjajagan(app, { idUser: mitra.idUser, idStatus: 0, skpd: [idSkpd] });
    expect(ok(await app.gql(DETAIL, { id }, admin)).penjajagan.dokumenKurang).toEqual([]);
    ok(await app.gql(MINTA, { id, u: reviewer.idUser }, admin));
  });
});
