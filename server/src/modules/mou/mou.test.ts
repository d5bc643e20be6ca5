import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, createMou, createPks, gqlUpload, lastRiwayat, mouInput, PDF, PNG } from '../../test/kerjasama-fixtures.js';
import { codeOf, errorOf, fieldsOf, ok, refusedUnchanged } from '../../test/results.js';
import { createTestApp, type GqlResult, type TestApp } from '../../test/test-app.js';

const FIELDS =
  'idMou idPenjajagan noPenjajagan idMouLama noKontrakMouLama idMitra akunMitra { idUser nama } mitra tglMulai tglBerakhir tglInput ' +
  'judul deskripsi noKontrak noMitra nilai namaTtdMitra jabatanTtdMitra namaTtd jabatanTtd keterangan idStatus statusText jumlahPks';
const MOUS = `query($f: MouFilter, $p: PageInput) { mous(filter: $f, page: $p) { total items { idMou judul noKontrak idStatus tglBerakhir } } }`;
const MOU = `query($id: Int!) { mou(idMou: $id) { ${FIELDS} } }`;
const CREATE = `mutation($i: MouInput!) { createMou(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $i: MouInput!) { updateMou(idMou: $id, input: $i) { ${FIELDS} } }`;
const DELETE = `mutation($id: Int!) { deleteMou(idMou: $id) }`;
const COMBO = `query($s: String) { mouCombo(search: $s) { idMou noMou judul } }`;
const CHAIN = `query($id: Int!) { mou(idMou: $id) { idMou mouLama { idMou noKontrak } pembaruan { idMou noKontrak } } }`;
const ADD_DOC = `mutation($id: Int!, $file: Upload) { addMouDokumen(idMou: $id, file: $file) { idFile namaFile url mime ukuran } }`;
const ADD_IMG = `mutation($id: Int!, $file: Upload) { addMouGambar(idMou: $id, file: $file) { idFile namaGambar url mime } }`;
const REMOVE_DOC = `mutation($id: Int!, $f: String, $n: String) { removeMouDokumen(idMou: $id, idFile: $f, namaFile: $n) }`;
const ADD_SKPD = `mutation($id: Int!, $s: Int) { addMouSkpd(idMou: $id, idSkpd: $s) { idSkpd skpd } }`;
const REMOVE_SKPD = `mutation($id: Int!, $s: Int!) { removeMouSkpd(idMou: $id, idSkpd: $s) }`;
const LAPORAN_LINK = `mutation($f: LaporanFilter, $fmt: LaporanFormat) { mouLaporanLink(filter: $f, format: $fmt) }`;

describe('mou (Kesepakatan)', () => {
  let app: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };
  let skpd2: { idUser: number; token: string };
  let idSkpd: number;

  const snapshot = () =>
    Promise.all([
      app.sql('select * from mou order by id_mou'),
      app.sql('select * from mou_skpd order by id_mou, id_skpd'),
      app.sql('select id, owner_kind, owner_id from stored_file order by id'),
      count(app, 'riwayat', "aksi not like 'Akses ditolak%'"),
    ]);
  /** Runs a refused request and checks that nothing was stored, not even a riwayat row. */
  const expectRefused = (run: () => Promise<GqlResult>, code: string) => refusedUnchanged(snapshot, run, code);
  const create = (input: Record<string, unknown>, token = admin) => app.gql(CREATE, { i: input }, token);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    mitra = await app.userWithLevel(3);
    const [s] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Kerja Sama', 77, 1) returning id_skpd`);
    idSkpd = s.id_skpd;
    skpd2 = await app.userWithLevel(2, { idSkpd });
  });
  afterAll(() => app.close());

  describe('create', () => {
    it('stores every field, answers them and adds one riwayat row', async () => {
      const before = await count(app, 'riwayat');
      const m = ok(await create(mouInput(mitra.idUser, { judul: '  Kota Cerdas  ', nilai: 1234.567 }))).createMou;
      expect(m).toMatchObject({
        idMitra: mitra.idUser,
        akunMitra: { idUser: mitra.idUser, nama: 'Pengguna 3' },
        mitra: 'PT Mitra Sejahtera',
        tglMulai: '2026-01-01',
        tglBerakhir: '2027-12-31',
        judul: 'Kota Cerdas',
        nilai: 1234.57,
        namaTtdMitra: 'Budi Santoso',
        jabatanTtd: 'Wali Kota',
        idStatus: 1,
        statusText: 'Aktif',
        idPenjajagan: null,
        noPenjajagan: null,
        idMouLama: null,
        noKontrakMouLama: null,
        jumlahPks: 0,
      });
      expect(new Date(m.tglInput).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const [row] = await app.sql(`select tgl_mulai::text, tgl_berakhir::text, nilai::text, id_mitra, id_status from mou where id_mou = $1`, [m.idMou]);
      expect(row).toEqual({ tgl_mulai: '2026-01-01', tgl_berakhir: '2027-12-31', nilai: '1234.57', id_mitra: mitra.idUser, id_status: 1 });
      expect(await count(app, 'riwayat')).toBe(before + 1);
      expect(await lastRiwayat(app)).toMatchObject({ id_user: 1, aksi: 'Menambah kesepakatan "Kota Cerdas"' });
    });

    it.each([1, 2, 3, 4, 5])('labels status %i', async (status) => {
      const m = ok(await create(mouInput(mitra.idUser, { status }))).createMou;
      expect(m.statusText).toBe({ 1: 'Aktif', 2: 'Tidak Aktif', 3: 'Baru', 4: 'Proses', 5: 'Revisi' }[status]);
    });

    it.each([
      ['idMitra', { idMitra: null }, 'Mitra tidak boleh kosong'],
      ['mitra', { mitra: '  ' }, 'Mitra tidak boleh kosong'],
      ['tglMulai', { tglMulai: '' }, 'Tanggal Mulai tidak boleh kosong'],
      ['tglMulai', { tglMulai: '01-02-2026' }, 'Tanggal Mulai harus berformat yyyy-MM-dd'],
      ['tglMulai', { tglMulai: '2026-02-30' }, 'Tanggal Mulai harus berformat yyyy-MM-dd'],
      ['tglBerakhir', { tglBerakhir: null }, 'Tanggal Berakhir tidak boleh kosong'],
      ['tglBerakhir', { tglBerakhir: '2025-12-31' }, 'Tanggal Berakhir tidak boleh sebelum Tanggal Mulai'],
      // a start that cannot be read is told alone: the end is not blamed for coming "before" it
      ['tglMulai', { tglMulai: '29-02-2024', tglBerakhir: '2025-01-01' }, 'Tanggal Mulai harus berformat yyyy-MM-dd'],
      ['judul', { judul: '' }, 'Judul tidak boleh kosong'],
      ['deskripsi', { deskripsi: null }, 'Deskripsi tidak boleh kosong'],
      ['noKontrak', { noKontrak: ' ' }, 'No. Kontrak tidak boleh kosong'],
      ['noMitra', { noMitra: '' }, 'No. Mitra tidak boleh kosong'],
      ['nilai', { nilai: null }, 'Nilai tidak boleh kosong'],
      ['nilai', { nilai: -1 }, 'Nilai tidak boleh negatif'],
      ['namaTtdMitra', { namaTtdMitra: '' }, 'Nama Mitra tidak boleh kosong'],
      ['jabatanTtdMitra', { jabatanTtdMitra: '' }, 'Jabatan Mitra tidak boleh kosong'],
      ['namaTtd', { namaTtd: '' }, 'Nama Instansi tidak boleh kosong'],
      ['jabatanTtd', { jabatanTtd: '' }, 'Jabatan Instansi tidak boleh kosong'],
      ['keterangan', { keterangan: '' }, 'Keterangan tidak boleh kosong'],
      ['status', { status: null }, 'Status tidak boleh kosong'],
      ['status', { status: 6 }, 'Status tidak valid'],
      ['status', { status: 0 }, 'Status tidak valid'],
    ])('refuses %s %j with "%s" and stores nothing', async (field, overrides, message) => {
      const r = await expectRefused(() => create(mouInput(mitra.idUser, overrides)), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ [field]: message });
      expect(errorOf(r).message).toBe(message);
    });

    it('reports every missing field at once', async () => {
      const r = await expectRefused(() => create({}), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({
        idMitra: 'Mitra tidak boleh kosong',
        mitra: 'Mitra tidak boleh kosong',
        tglMulai: 'Tanggal Mulai tidak boleh kosong',
        tglBerakhir: 'Tanggal Berakhir tidak boleh kosong',
        judul: 'Judul tidak boleh kosong',
        deskripsi: 'Deskripsi tidak boleh kosong',
        noKontrak: 'No. Kontrak tidak boleh kosong',
        noMitra: 'No. Mitra tidak boleh kosong',
        nilai: 'Nilai tidak boleh kosong',
        namaTtdMitra: 'Nama Mitra tidak boleh kosong',
        jabatanTtdMitra: 'Jabatan Mitra tidak boleh kosong',
        namaTtd: 'Nama Instansi tidak boleh kosong',
        jabatanTtd: 'Jabatan Instansi tidak boleh kosong',
        keterangan: 'Keterangan tidak boleh kosong',
        status: 'Status tidak boleh kosong',
      });
    });

    it('requires the Mitra to be a partner account (level 3–5) and the references to exist', async () => {
      const r = await expectRefused(() => create(mouInput(skpd2.idUser, { idPenjajagan: 999_999, idMouLama: 999_999 })), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({
        idMitra: 'Mitra tidak ditemukan',
        idPenjajagan: 'Penjajakan tidak ditemukan',
        idMouLama: 'Kesepakatan lama tidak ditemukan',
      });
    });

    it('a status other than Baru puts it at that stage with a manual timeline line and its actor, in the create\'s transaction (add.php: tests/legacy)', async () => {
      const TAHAPAN = 'query($id: Int!) { mou(idMou: $id) { tahapan { tahapan versi } timeline { dari ke manual catatan namaAktor levelAktor } } }';
      const draf = ok(await create(mouInput(mitra.idUser, { status: 3 }))).createMou;
      expect(ok(await app.gql(TAHAPAN, { id: draf.idMou }, admin)).mou).toEqual({ tahapan: { tahapan: 'DRAF', versi: 0 }, timeline: [] });
      const before = await count(app, 'riwayat');
      const aktif = ok(await create(mouInput(mitra.idUser, { status: 1 }))).createMou;
      expect(ok(await app.gql(TAHAPAN, { id: aktif.idMou }, admin)).mou).toEqual({
        tahapan: { tahapan: 'PELAKSANAAN', versi: 1 },
        timeline: [{ dari: 'DRAF', ke: 'PELAKSANAAN', manual: true, catatan: 'Status diubah langsung dari Baru ke Aktif', namaAktor: expect.any(String), levelAktor: 'Super Admin' }],
      });
      expect(await count(app, 'riwayat')).toBe(before + 1);
      // the line fails: nothing of the create is left (no agreement, no stage, no Riwayat line)
      await app.sql(`create function tolak_tahapan_log() returns trigger language plpgsql as $$ begin raise exception 'uji: baris tahapan ditolak'; end $$`);
      await app.sql('create trigger tolak_tahapan_log before insert on tahapan_log for each row execute function tolak_tahapan_log()');
      try {
        const state = () => Promise.all([snapshot(), app.sql('select * from tahapan_kerjasama order by jenis, id_record'), app.sql('select * from klasifikasi order by 1')]);
        const unchanged = await state();
        expect((await create(mouInput(mitra.idUser, { status: 1, judul: 'Gagal di tengah' }))).errors).toBeDefined();
        expect(await state()).toEqual(unchanged);
      } finally {
        await app.sql('drop trigger tolak_tahapan_log on tahapan_log');
        await app.sql('drop function tolak_tahapan_log()');
      }
    });

    it('links the exploratory proposal it came from (an approved one)', async () => {
      const [p] = await app.sql(
        `insert into penjajagan (no_penjajagan, id_user, judul, deskripsi, id_status) values ('PJ-UJI-0001', $1, 'Usulan', 'Isi', 2) returning id_penjajagan`,
        [mitra.idUser],
      );
      const m = ok(await create(mouInput(mitra.idUser, { idPenjajagan: p.id_penjajagan }))).createMou;
      expect(m).toMatchObject({ idPenjajagan: p.id_penjajagan, noPenjajagan: 'PJ-UJI-0001' });
    });
  });

  describe('renewal chain (id_mou_lama)', () => {
    it('is navigable in both directions and refuses a cycle', async () => {
      const lama = await createMou(app, admin, mitra.idUser, { noKontrak: 'LAMA/1' });
      const baru = ok(await create(mouInput(mitra.idUser, { noKontrak: 'BARU/1', idMouLama: lama.idMou }))).createMou;
      expect(baru).toMatchObject({ idMouLama: lama.idMou, noKontrakMouLama: 'LAMA/1' });
      const chainLama = ok(await app.gql(CHAIN, { id: lama.idMou }, admin)).mou;
      expect(chainLama).toEqual({ idMou: lama.idMou, mouLama: null, pembaruan: [{ idMou: baru.idMou, noKontrak: 'BARU/1' }] });
      const chainBaru = ok(await app.gql(CHAIN, { id: baru.idMou }, admin)).mou;
      expect(chainBaru.mouLama).toEqual({ idMou: lama.idMou, noKontrak: 'LAMA/1' });

      const self = await expectRefused(() => app.gql(UPDATE, { id: lama.idMou, i: mouInput(mitra.idUser, { idMouLama: lama.idMou }) }, admin), 'BAD_USER_INPUT');
      expect(fieldsOf(self)).toEqual({ idMouLama: 'Kesepakatan lama tidak boleh kesepakatan ini sendiri atau pembaruannya' });
      const cycle = await expectRefused(() => app.gql(UPDATE, { id: lama.idMou, i: mouInput(mitra.idUser, { idMouLama: baru.idMou }) }, admin), 'BAD_USER_INPUT');
      expect(fieldsOf(cycle)).toEqual({ idMouLama: 'Kesepakatan lama tidak boleh kesepakatan ini sendiri atau pembaruannya' });
    });

    it('answers a list that asks for a few fields (loading only their columns) exactly as the detail does', async () => {
      const lama = await createMou(app, admin, mitra.idUser, { noKontrak: 'SEBAGIAN/1', judul: 'Daftar sebagian lama' });
      const baru = await createMou(app, admin, mitra.idUser, { noKontrak: 'SEBAGIAN/2', judul: 'Daftar sebagian baru', idMouLama: lama.idMou });
      await createPks(app, admin, baru.idMou, { noKontrak: 'SEBAGIAN/PKS' });
      const detail = async (id: number) => ok(await app.gql(MOU, { id }, admin)).mou;
      // each selection alone, so that no other asked field brings in the columns it needs
      for (const selection of ['statusText', 'judul deskripsi noKontrak noMitra mitra idStatus tglInput tglMulai tglBerakhir', 'idMitra akunMitra { idUser nama }', 'idPenjajagan noPenjajagan', 'idMouLama', 'noKontrakMouLama', 'jumlahPks', 'nilai keterangan']) {
        const list = ok(await app.gql(`query { mous(filter: { judul: "daftar sebagian" }) { total items { idMou ${selection} } } }`, {}, admin)).mous;
        expect(list.total, selection).toBe(2);
        for (const item of list.items) {
          const full = await detail(item.idMou);
          for (const [k, v] of Object.entries(item)) expect(v, `${selection}: ${k}`).toEqual(full[k]);
        }
      }
      // both ends of the renewal in one page: the renewed agreement is read whole, not from a partial copy
      const both = ok(await app.gql(`query { mous(filter: { judul: "daftar sebagian" }) { items { idMou noKontrakMouLama mouLama { idMou noKontrak judul } } } }`, {}, admin)).mous;
      expect(both.items.find((m: { idMou: number }) => m.idMou === baru.idMou)).toEqual({
        idMou: baru.idMou,
        noKontrakMouLama: 'SEBAGIAN/1',
        mouLama: { idMou: lama.idMou, noKontrak: 'SEBAGIAN/1', judul: 'Daftar sebagian lama' },
      });
    });

    it('keeps the renewal when the old agreement is deleted (the link becomes empty)', async () => {
      const lama = await createMou(app, admin, mitra.idUser, { noKontrak: 'LAMA/2' });
      const baru = await createMou(app, admin, mitra.idUser, { noKontrak: 'BARU/2', idMouLama: lama.idMou });
      ok(await app.gql(DELETE, { id: lama.idMou }, admin));
      expect(ok(await app.gql(MOU, { id: baru.idMou }, admin)).mou.idMouLama).toBeNull();
    });
  });

  describe('update', () => {
    it('changes the fields and adds one riwayat row', async () => {
      const m = await createMou(app, admin, mitra.idUser);
      const before = await count(app, 'riwayat');
      const u = ok(await app.gql(UPDATE, { id: m.idMou, i: mouInput(mitra.idUser, { judul: 'Judul Baru', status: 4, tglBerakhir: '2030-06-30', nilai: 0 }) }, admin)).updateMou;
      expect(u).toMatchObject({ idMou: m.idMou, judul: 'Judul Baru', idStatus: 4, statusText: 'Proses', tglBerakhir: '2030-06-30', nilai: 0 });
      expect(await count(app, 'riwayat')).toBe(before + 1);
      expect((await lastRiwayat(app)).aksi).toBe('Mengubah kesepakatan "Judul Baru"');
    });

    it('validates like create and answers NOT_FOUND for an unknown agreement', async () => {
      const m = await createMou(app, admin, mitra.idUser);
      const r = await expectRefused(() => app.gql(UPDATE, { id: m.idMou, i: mouInput(mitra.idUser, { judul: '', keterangan: '' }) }, admin), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ judul: 'Judul tidak boleh kosong', keterangan: 'Keterangan tidak boleh kosong' });
      const nf = await expectRefused(() => app.gql(UPDATE, { id: 999_999, i: mouInput(mitra.idUser) }, admin), 'NOT_FOUND');
      expect(errorOf(nf).message).toBe('Kesepakatan tidak ditemukan');
    });
  });

  describe('delete', () => {
    it('removes the agreement with its files and agency links in one go, and adds one riwayat row', async () => {
      const m = await createMou(app, admin, mitra.idUser, { judul: 'Akan Dihapus' });
      ok(await gqlUpload(app, ADD_DOC, { id: m.idMou }, { name: 'a.pdf', content: PDF }, admin));
      ok(await gqlUpload(app, ADD_IMG, { id: m.idMou }, { name: 'b.png', content: PNG }, admin));
      ok(await app.gql(ADD_SKPD, { id: m.idMou, s: idSkpd }, admin));
      const before = await count(app, 'riwayat');
      expect(ok(await app.gql(DELETE, { id: m.idMou }, admin)).deleteMou).toBe(true);
      expect(await count(app, 'mou', 'id_mou = $1', [m.idMou])).toBe(0);
      expect(await count(app, 'mou_skpd', 'id_mou = $1', [m.idMou])).toBe(0);
      expect(await count(app, 'stored_file', `owner_kind like 'mou.%' and owner_id = $1`, [m.idMou])).toBe(0);
      expect(await count(app, 'riwayat')).toBe(before + 1);
      expect((await lastRiwayat(app)).aksi).toBe('Menghapus kesepakatan "Akan Dihapus"');
    });

    it('is refused with CONFLICT while the agreement has contracts, removing nothing', async () => {
      const m = await createMou(app, admin, mitra.idUser);
      ok(await gqlUpload(app, ADD_DOC, { id: m.idMou }, { name: 'a.pdf', content: PDF }, admin));
      await createPks(app, admin, m.idMou);
      expect(ok(await app.gql(MOU, { id: m.idMou }, admin)).mou.jumlahPks).toBe(1);
      const r = await expectRefused(() => app.gql(DELETE, { id: m.idMou }, admin), 'CONFLICT');
      expect(errorOf(r).message).toBe('Kesepakatan masih memiliki Perjanjian dan tidak dapat dihapus');
    });

    it('answers NOT_FOUND for an unknown agreement', async () => {
      await expectRefused(() => app.gql(DELETE, { id: 999_999 }, admin), 'NOT_FOUND');
    });
  });

  describe('access', () => {
    it('lets level 2 read everything but change nothing', async () => {
      const m = await createMou(app, admin, mitra.idUser);
      ok(await app.gql(MOUS, {}, skpd2.token));
      expect(ok(await app.gql(MOU, { id: m.idMou }, skpd2.token)).mou).toMatchObject({ idMou: m.idMou, nilai: 1500000.5, namaTtd: 'Wali Kota' });
      ok(await app.gql(COMBO, { s: '' }, skpd2.token));
      const t = skpd2.token;
      await expectRefused(() => create(mouInput(mitra.idUser), t), 'FORBIDDEN');
      await expectRefused(() => app.gql(UPDATE, { id: m.idMou, i: mouInput(mitra.idUser) }, t), 'FORBIDDEN');
      await expectRefused(() => app.gql(DELETE, { id: m.idMou }, t), 'FORBIDDEN');
      await expectRefused(() => app.gql(ADD_SKPD, { id: m.idMou, s: idSkpd }, t), 'FORBIDDEN');
      await expectRefused(() => app.gql(REMOVE_SKPD, { id: m.idMou, s: idSkpd }, t), 'FORBIDDEN');
      await expectRefused(() => gqlUpload(app, ADD_DOC, { id: m.idMou }, { name: 'a.pdf', content: PDF }, t), 'FORBIDDEN');
      await expectRefused(() => gqlUpload(app, ADD_IMG, { id: m.idMou }, { name: 'a.png', content: PNG }, t), 'FORBIDDEN');
      await expectRefused(() => app.gql(REMOVE_DOC, { id: m.idMou, n: 'a.pdf' }, t), 'FORBIDDEN');
      await expectRefused(() => app.gql(LAPORAN_LINK, { f: { tanggalDari: '2026-01-01', tanggalSampai: '2026-12-31' } }, t), 'FORBIDDEN');
    });

    it.each([3, 4, 5])('refuses level %i everything, reads included', async (level) => {
      const m = await createMou(app, admin, mitra.idUser);
      const { token } = level === 3 ? mitra : await app.userWithLevel(level);
      expect(codeOf(await app.gql(MOUS, {}, token))).toBe('FORBIDDEN');
      expect(codeOf(await app.gql(MOU, { id: m.idMou }, token))).toBe('FORBIDDEN');
      expect(codeOf(await app.gql(COMBO, { s: '' }, token))).toBe('FORBIDDEN');
      await expectRefused(() => create(mouInput(mitra.idUser), token), 'FORBIDDEN');
      await expectRefused(() => app.gql(DELETE, { id: m.idMou }, token), 'FORBIDDEN');
    });

    it('refuses anonymous callers with UNAUTHENTICATED, the sensitive fields included', async () => {
      const m = await createMou(app, admin, mitra.idUser);
      expect(codeOf(await app.gql(MOUS, {}))).toBe('UNAUTHENTICATED');
      expect(codeOf(await app.gql(`query($id: Int!) { mou(idMou: $id) { nilai namaTtd } }`, { id: m.idMou }))).toBe('UNAUTHENTICATED');
      await expectRefused(() => create(mouInput(mitra.idUser), ''), 'UNAUTHENTICATED');
    });

    it('guards nilai, the signers and keterangan field by field, whatever query returns an agreement', async () => {
      // Resolve the fields directly, as any future public query returning a Mou would.
      const { createSchema } = await import('../../app/schema.js');
      const { createPubSub } = await import('@graphql-yoga/subscription');
      const schema = await createSchema(createPubSub());
      const mouType = schema.getType('Mou') as import('graphql').GraphQLObjectType;
      const row = { idMou: 1, nilai: 5, namaTtd: 'x', namaTtdMitra: 'y', jabatanTtd: 'z', jabatanTtdMitra: 'w', keterangan: 'k', judul: 'J' };
      const resolve = (field: string, idLevel: number | null) =>
        Promise.resolve()
          .then(() =>
            mouType.getFields()[field]!.resolve!(row, {}, { actor: idLevel === null ? null : { idUser: 5, nama: 'x', idLevel } } as never, {
              fieldName: field,
              parentType: mouType,
            } as never),
          )
          .then(
            (v): { value?: unknown; error?: string } => ({ value: v }),
            (e: Error & { extensions?: { code?: string } }): { value?: unknown; error?: string } => ({
              error: e.extensions?.code ?? e.constructor.name,
            }),
          );
      for (const field of ['nilai', 'namaTtdMitra', 'jabatanTtdMitra', 'namaTtd', 'jabatanTtd', 'keterangan']) {
        for (const level of [3, 4, 5]) expect((await resolve(field, level)).error).toBeDefined();
        expect(await resolve(field, null)).toEqual({ error: 'UNAUTHENTICATED' });
        for (const level of [1, 2, 99]) expect((await resolve(field, level)).value).toBe(row[field as keyof typeof row]);
      }
      // Not sensitive: the title.
      expect(await resolve('judul', null)).toEqual({ value: 'J' });
    });
  });
});
