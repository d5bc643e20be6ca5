import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, createMou, createPks, PDF } from '../../test/kerjasama-fixtures.js';
import { codeOf, fieldsOf, ok } from '../../test/results.js';
import { createTestApp, type GqlResult, type TestApp } from '../../test/test-app.js';

const TAMBAH = 'mutation($i: AdendumInput!, $dokumen: Upload) { tambahAdendum(input: $i, dokumen: $dokumen) { nomor tanggal perubahan { field label lama baru } catatan dokumen { namaFile } } }';
const MOUS = 'query($f: MouFilter) { mous(filter: $f) { items { idMou tglBerakhir nilai } } }';

describe('adendum', () => {
  let app: TestApp;
  let admin: string;
  let idMitra: number;

  const tambah = async (input: Record<string, unknown>, file: boolean = true, token = admin): Promise<GqlResult> => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: TAMBAH, variables: { i: input, dokumen: null } }));
    form.append('map', JSON.stringify(file ? { 0: ['variables.dokumen'] } : {}));
    if (file) form.append('0', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'adendum.pdf');
    const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` }, body: form });
    const body = (await res.json()) as GqlResult;
    return { status: res.status, data: body.data, errors: body.errors };
  };
  const snapshot = () =>
    Promise.all([app.sql('select * from mou order by id_mou'), app.sql('select * from pks order by id_pks'), count(app, 'adendum'), count(app, 'stored_file'), count(app, 'riwayat', "aksi not like 'Akses ditolak%'")]);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    idMitra = (await app.userWithLevel(3)).idUser;
  });
  afterAll(() => app.close());

  it('changes the end date and value: the list shows the new values, the record keeps old → new with the document', async () => {
    const { idMou } = await createMou(app, admin, idMitra, { noKontrak: 'KB/ADD/1', tglBerakhir: '2027-12-31', nilai: 1000000 });
    const list = ok(await tambah({ jenis: 'MOU', id: idMou, nomor: 'ADD-01/2026', tanggal: '2026-06-01', tglBerakhir: '2028-12-31', nilai: 1500000, namaTtd: 'Wali Kota', catatan: 'Perpanjangan waktu' })).tambahAdendum;
    expect(list).toEqual([
      {
        nomor: 'ADD-01/2026',
        tanggal: '2026-06-01',
        catatan: 'Perpanjangan waktu',
        perubahan: [
          { field: 'tglBerakhir', label: 'Tanggal Berakhir', lama: '31 Desember 2027', baru: '31 Desember 2028' },
          { field: 'nilai', label: 'Nilai', lama: 'Rp 1.000.000,00', baru: 'Rp 1.500.000,00' },
        ],
        dokumen: [{ namaFile: 'adendum.pdf' }],
      },
    ]);
    const [row] = ok(await app.gql(MOUS, { f: { noKontrak: 'KB/ADD/1' } }, admin)).mous.items;
    expect(row).toEqual({ idMou, tglBerakhir: '2028-12-31', nilai: 1500000 });
    const history = ok(await app.gql('query($id: Int!) { mou(idMou: $id) { adendum { nomor } } }', { id: idMou }, admin)).mou.adendum;
    expect(history).toEqual([{ nomor: 'ADD-01/2026' }]);
    const [line] = await app.sql(`select aksi from riwayat order by id_riwayat desc limit 1`);
    expect(line.aksi).toBe(`Menambah adendum "ADD-01/2026" pada kesepakatan "Kerja Sama Pengembangan Kota"`);
  });

  it('amends a contract too, and refuses bad input without storing anything', async () => {
    const { idMou } = await createMou(app, admin, idMitra, { tglMulai: '2026-01-01' });
    const { idPks } = await createPks(app, admin, idMou);
    ok(await tambah({ jenis: 'PKS', id: idPks, nomor: 'ADD-PKS-1', tanggal: '2026-07-01', deskripsi: 'Ruang lingkup diperluas' }));
    expect(ok(await app.gql('query($id: Int!) { pks(idPks: $id) { deskripsi adendum { perubahan { field baru } } } }', { id: idPks }, admin)).pks).toEqual({
      deskripsi: 'Ruang lingkup diperluas',
      adendum: [{ perubahan: [{ field: 'deskripsi', baru: 'Ruang lingkup diperluas' }] }],
    });

    const refused = async (input: Record<string, unknown>, file = true, token = admin) => {
      const before = await snapshot();
      const r = await tambah(input, file, token);
      expect(await snapshot()).toEqual(before);
      return r;
    };
    expect(fieldsOf(await refused({ jenis: 'MOU', id: idMou, tanggal: '2026-02-30', tglBerakhir: '2028' }, false))).toEqual({
      nomor: 'Nomor adendum tidak boleh kosong',
      tanggal: 'Tanggal adendum harus berformat yyyy-MM-dd',
      tglBerakhir: 'Tanggal Berakhir harus berformat yyyy-MM-dd',
      dokumen: 'Dokumen adendum wajib diunggah',
    });
    expect(fieldsOf(await refused({ jenis: 'MOU', id: idMou, nomor: 'X', tanggal: '2026-02-01' }))).toEqual({ perubahan: 'Adendum harus mengubah sedikitnya satu nilai' });
    expect(fieldsOf(await refused({ jenis: 'MOU', id: idMou, nomor: 'X', tanggal: '2026-02-01', tglBerakhir: '2025-12-31' }))).toEqual({ tglBerakhir: 'Tanggal Berakhir harus setelah Tanggal Mulai' });
    expect(codeOf(await refused({ jenis: 'MOU', id: 999999, nomor: 'X', tanggal: '2026-02-01', nilai: 5 }))).toBe('NOT_FOUND');
    const [s] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Adendum', 91, 1) returning id_skpd`);
    const skpd2 = await app.userWithLevel(2, { idSkpd: s.id_skpd });
    expect(codeOf(await refused({ jenis: 'MOU', id: idMou, nomor: 'X', tanggal: '2026-02-01', nilai: 5 }, true, skpd2.token))).toBe('FORBIDDEN');
  });

  it('is accepted only while the agreement or contract is in Pelaksanaan', async () => {
    const BUKAN = { tahapan: 'Adendum hanya dapat ditambahkan pada kerja sama dalam tahap Pelaksanaan' };
    const refused = async (input: Record<string, unknown>) => {
      const before = await snapshot();
      const r = await tambah(input);
      expect(await snapshot()).toEqual(before);
      return r;
    };
    const adendum = (jenis: string, id: number) => ({ jenis, id, nomor: `ADD-${jenis}-${id}`, tanggal: '2026-06-01', nilai: 5 });
    // a draft (status Baru) and one under discussion are changed by editing them
    for (const status of [3, 4, 5]) {
      const { idMou } = await createMou(app, admin, idMitra, { status });
      expect(fieldsOf(await refused(adendum('MOU', idMou)))).toEqual(BUKAN);
    }
    // stopped: a new agreement (Perpanjang), not an addendum
    const { idMou } = await createMou(app, admin, idMitra, { status: 1 });
    const { versi } = ok(await app.gql('query($id: Int!) { mou(idMou: $id) { tahapan { versi } } }', { id: idMou }, admin)).mou.tahapan;
    ok(await app.gql('mutation($i: UbahTahapanInput!) { ubahTahapan(input: $i) { tahapan } }', { i: { jenis: 'MOU', id: idMou, ke: 'DIHENTIKAN', versi, catatan: 'Mitra wanprestasi' } }, admin));
    expect(fieldsOf(await refused({ ...adendum('MOU', idMou), tglBerakhir: '2030-12-01' }))).toEqual(BUKAN);
    // a contract by its own stage
    const aktif = await createMou(app, admin, idMitra, { status: 1 });
    const draf = await createPks(app, admin, aktif.idMou, { status: 3 });
    expect(fieldsOf(await refused(adendum('PKS', draf.idPks)))).toEqual(BUKAN);
    const berjalan = await createPks(app, admin, aktif.idMou, { status: 1 });
    ok(await tambah(adendum('PKS', berjalan.idPks)));
  });

  it('bounds its free texts by their columns: note 2000, scope 20000, names 255, number 100', async () => {
    const { idMou } = await createMou(app, admin, idMitra);
    const before = await snapshot();
    const r = await tambah({
      jenis: 'MOU', id: idMou, nomor: 'N'.repeat(101), tanggal: '2026-06-01', catatan: 'c'.repeat(2001), deskripsi: 'd'.repeat(20_001), namaTtd: 'n'.repeat(256),
    });
    expect(fieldsOf(r)).toEqual({
      nomor: 'Maksimal 100 karakter',
      catatan: 'Maksimal 2000 karakter',
      deskripsi: 'Maksimal 20000 karakter',
      namaTtd: 'Maksimal 255 karakter',
    });
    expect(await snapshot()).toEqual(before);
    const list = ok(await tambah({ jenis: 'MOU', id: idMou, nomor: 'N'.repeat(100), tanggal: '2026-06-01', catatan: 'c'.repeat(2000), deskripsi: 'd'.repeat(20_000) })).tambahAdendum;
    expect(list.at(-1)).toMatchObject({ catatan: 'c'.repeat(2000), perubahan: [{ field: 'deskripsi', baru: 'd'.repeat(20_000) }] });
  });

  it('deleting the agreement takes its addenda and their documents', async () => {
    const { idMou } = await createMou(app, admin, idMitra);
    ok(await tambah({ jenis: 'MOU', id: idMou, nomor: 'ADD-DEL', tanggal: '2026-06-01', nilai: 7 }));
    const files = await count(app, 'stored_file');
    ok(await app.gql('mutation($id: Int!) { deleteMou(idMou: $id) }', { id: idMou }, admin));
    expect(await count(app, 'adendum', `jenis = 'mou' and id_record = $1`, [idMou])).toBe(0);
    expect(await count(app, 'stored_file')).toBe(files - 1);
  });
});
