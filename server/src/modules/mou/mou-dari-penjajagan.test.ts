import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, mouInput } from '../../test/kerjasama-fixtures.js';
import { codeOf, errorOf, fieldsOf, ok, refusedUnchanged } from '../../test/results.js';
import { createTestApp, type GqlResult, type TestApp } from '../../test/test-app.js';
import { insertPenjajagan } from '../penjajagan/testing.js';

const CREATE = 'mutation($i: MouInput!) { createMou(input: $i) { idMou } }';
const UPDATE = 'mutation($id: Int!, $i: MouInput!) { updateMou(idMou: $id, input: $i) { idMou } }';
const BELUM = 'Kesepakatan hanya dapat dibuat dari penjajakan yang sudah disetujui';
const SUDAH_ADA = 'Penjajakan ini sudah memiliki kesepakatan';
const BUAT = `mutation($p: Int!, $i: MouInput!) {
  buatKesepakatanDariPenjajagan(idPenjajagan: $p, input: $i) { idMou idPenjajagan noPenjajagan judul idStatus skpd { skpd } }
}`;

/** "Buat Kesepakatan" from an approved proposal (issue 17): the agreement, its agencies and Riwayat in one transaction. */
describe('Buat Kesepakatan dari penjajakan', () => {
  let app: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };
  let skpd: number[];

  const proposal = (idStatus: number) => insertPenjajagan(app, { idUser: mitra.idUser, idStatus, skpd, judul: 'Pengelolaan Sampah' });
  /** A TKKSD decision stored as it is (the status left as it is: an edit could set it before the decision rule). */
  const decide = (id: number, disetujui: boolean) =>
    app.sql(`insert into keputusan_penjajagan (id_penjajagan, disetujui, alasan, nama_aktor) values ($1, $2, 'Alasan', 'Admin')`, [id, disetujui]);
  const snapshot = () =>
    Promise.all([
      app.sql('select * from mou order by id_mou'),
      app.sql('select * from mou_skpd order by id_mou, id_skpd'),
      app.sql('select * from klasifikasi order by 1'),
      count(app, 'riwayat', "aksi not like 'Akses ditolak%'"),
    ]);
  const refused = (run: () => Promise<GqlResult>, code: string) => refusedUnchanged(snapshot, run, code);
  const buat = (idPenjajagan: number, token = admin, overrides: Record<string, unknown> = {}) =>
    app.gql(BUAT, { p: idPenjajagan, i: mouInput(mitra.idUser, { status: 3, judul: 'Pengelolaan Sampah', ...overrides }) }, token);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    mitra = await app.userWithLevel(3);
    const rows = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Lingkungan Hidup', 91, 1), ('Bappeda', 92, 1) returning id_skpd`);
    skpd = rows.map((r) => r.id_skpd as number);
  });
  afterAll(() => app.close());

  it('creates the draft agreement tied to the proposal with its agencies and one Riwayat line', async () => {
    const id = await proposal(2);
    const before = await count(app, 'riwayat');
    const m = ok(await buat(id)).buatKesepakatanDariPenjajagan;
    expect(m).toMatchObject({ idPenjajagan: id, judul: 'Pengelolaan Sampah', idStatus: 3, skpd: [{ skpd: 'Bappeda' }, { skpd: 'Dinas Lingkungan Hidup' }] });
    expect(await count(app, 'mou_skpd', 'id_mou = $1', [m.idMou])).toBe(2);
    expect(await count(app, 'riwayat')).toBe(before + 1);
    const [line] = await app.sql('select aksi from riwayat order by id_riwayat desc limit 1');
    expect(line.aksi).toBe(`Membuat kesepakatan "Pengelolaan Sampah" dari penjajakan ${m.noPenjajagan} dengan SKPD Bappeda, Dinas Lingkungan Hidup`);
    // a second click makes no second agreement
    const again = await refused(() => buat(id), 'CONFLICT');
    expect(again.errors![0].message).toBe('Penjajakan ini sudah memiliki kesepakatan');
  });

  it('a failure in the middle (linking an agency) leaves nothing: no agreement, no link, no Riwayat line', async () => {
    const id = await proposal(2);
    await app.sql(`create function tolak_mou_skpd() returns trigger language plpgsql as $$ begin raise exception 'uji: tautan ditolak'; end $$`);
    await app.sql('create trigger tolak_mou_skpd before insert on mou_skpd for each row execute function tolak_mou_skpd()');
    try {
      const before = await snapshot();
      const r = await buat(id);
      expect(r.errors).toBeDefined();
      expect(await snapshot()).toEqual(before);
    } finally {
      await app.sql('drop trigger tolak_mou_skpd on mou_skpd');
      await app.sql('drop function tolak_mou_skpd()');
    }
    // and once the failure is gone, the same proposal makes its agreement
    expect(ok(await buat(id)).buatKesepakatanDariPenjajagan.skpd).toHaveLength(2);
  });

  it('refuses a proposal that is not approved, an unknown one, bad input and non-admins, changing nothing', async () => {
    for (const status of [0, 1, 3]) {
      const id = await proposal(status);
      const refusal = await refused(() => buat(id), 'BAD_USER_INPUT');
      expect(fieldsOf(refusal)).toEqual({ idPenjajagan: BELUM });
    }
    await refused(() => buat(999_999), 'NOT_FOUND');
    const id = await proposal(2);
    const bad = await refused(() => buat(id, admin, { judul: '' }), 'BAD_USER_INPUT');
    expect(fieldsOf(bad)).toHaveProperty('judul');
    const level2 = await app.userWithLevel(2, { idSkpd: skpd[0] });
    await refused(() => buat(id, level2.token), 'FORBIDDEN');
    await refused(() => buat(id, mitra.token), 'FORBIDDEN');
  });

  it('rests on the TKKSD decision: a rejected proposal whose status reads Disetujui is refused', async () => {
    const id = await proposal(2);
    await decide(id, false);
    expect(fieldsOf(await refused(() => buat(id), 'BAD_USER_INPUT'))).toEqual({ idPenjajagan: BELUM });
    const approved = await proposal(2);
    await decide(approved, true);
    ok(await buat(approved));
  });

  it("takes the partner from the proposal: another partner account is refused, none given is the proposer's", async () => {
    const lain = await app.userWithLevel(4);
    const id = await proposal(2);
    expect(fieldsOf(await refused(() => buat(id, admin, { idMitra: lain.idUser }), 'BAD_USER_INPUT'))).toEqual({ idMitra: 'Mitra harus pengusul penjajakan ini' });
    const m = ok(await app.gql(BUAT, { p: id, i: mouInput(mitra.idUser, { status: 3, idMitra: undefined }) }, admin)).buatKesepakatanDariPenjajagan;
    expect((await app.sql('select id_mitra from mou where id_mou = $1', [m.idMou]))[0].id_mitra).toBe(mitra.idUser);
  });

  describe('createMou / updateMou naming a proposal obey the same rules (legacy mou/add.php, mou/edit.php: tests/legacy/mou-pks.test.ts)', () => {
    const create = (overrides: Record<string, unknown>) => app.gql(CREATE, { i: mouInput(mitra.idUser, { status: 3, ...overrides }) }, admin);
    const update = (idMou: number, overrides: Record<string, unknown>) => app.gql(UPDATE, { id: idMou, i: mouInput(mitra.idUser, { status: 3, ...overrides }) }, admin);

    it('refuses an unapproved or rejected proposal', async () => {
      for (const status of [0, 1, 3]) {
        const id = await proposal(status);
        expect(fieldsOf(await refused(() => create({ idPenjajagan: id }), 'BAD_USER_INPUT'))).toEqual({ idPenjajagan: BELUM });
      }
      const ditolak = await proposal(2);
      await decide(ditolak, false);
      expect(fieldsOf(await refused(() => create({ idPenjajagan: ditolak }), 'BAD_USER_INPUT'))).toEqual({ idPenjajagan: BELUM });
      const { idMou } = ok(await create({})).createMou;
      expect(fieldsOf(await refused(() => update(idMou, { idPenjajagan: ditolak }), 'BAD_USER_INPUT'))).toEqual({ idPenjajagan: BELUM });
    });

    it('allows one agreement per proposal, whatever the path', async () => {
      const id = await proposal(2);
      const first = ok(await buat(id)).buatKesepakatanDariPenjajagan;
      expect(errorOf(await refused(() => create({ idPenjajagan: id }), 'CONFLICT')).message).toBe(SUDAH_ADA);
      const { idMou } = ok(await create({ noKontrak: 'LAIN/1' })).createMou;
      expect(errorOf(await refused(() => update(idMou, { idPenjajagan: id }), 'CONFLICT')).message).toBe(SUDAH_ADA);
      // the agreement already tied keeps its tie through an edit
      expect(ok(await app.gql(`mutation($id: Int!, $i: MouInput!) { updateMou(idMou: $id, input: $i) { idPenjajagan judul } }`, { id: first.idMou, i: mouInput(mitra.idUser, { status: 3, idPenjajagan: id, judul: 'Pengelolaan Sampah Kota' }) }, admin)).updateMou).toEqual({
        idPenjajagan: id,
        judul: 'Pengelolaan Sampah Kota',
      });
    });

    it("keeps renewals working: Perpanjang copies the renewed agreement's proposal, down the chain", async () => {
      const id = await proposal(2);
      const asal = ok(await buat(id)).buatKesepakatanDariPenjajagan;
      const baru = ok(await create({ idPenjajagan: id, idMouLama: asal.idMou, noKontrak: 'PERPANJANG/1' })).createMou;
      const lagi = ok(await create({ idPenjajagan: id, idMouLama: baru.idMou, noKontrak: 'PERPANJANG/2' })).createMou;
      expect(await count(app, 'mou', 'id_penjajagan = $1', [id])).toBe(3);
      // an edit of a renewal keeps it
      ok(await update(lagi.idMou, { idPenjajagan: id, idMouLama: baru.idMou, noKontrak: 'PERPANJANG/2', judul: 'Perpanjangan kedua' }));
      // renewing an agreement outside the chain is no renewal of this proposal's agreement
      const lain = ok(await create({ noKontrak: 'LUAR/1' })).createMou;
      expect(errorOf(await refused(() => create({ idPenjajagan: id, idMouLama: lain.idMou }), 'CONFLICT')).message).toBe(SUDAH_ADA);
    });

    it('renews an agreement tied before the rule to a proposal never approved: the renewal keeps the tie', async () => {
      const id = await proposal(0);
      const [{ id_mou: lama }] = await app.sql(`update mou set id_penjajagan = $1 where id_mou = $2 returning id_mou`, [id, ok(await create({ noKontrak: 'SEBELUM/1' })).createMou.idMou]);
      const { idMou: baru } = ok(await create({ idPenjajagan: id, idMouLama: lama, noKontrak: 'SEBELUM/2' })).createMou;
      expect((await app.sql('select id_penjajagan from mou where id_mou = $1', [baru]))[0].id_penjajagan).toBe(id);
      // a new agreement outside that chain is still refused
      expect(errorOf(await refused(() => create({ idPenjajagan: id, noKontrak: 'SEBELUM/3' }), 'CONFLICT')).message).toBe(SUDAH_ADA);
    });

    it('of two creates naming one proposal at once exactly one ties it (the proposal row is locked)', async () => {
      for (let round = 0; round < 3; round += 1) {
        const id = await proposal(2);
        const results = await Promise.all([create({ idPenjajagan: id, noKontrak: `A/${round}` }), create({ idPenjajagan: id, noKontrak: `B/${round}` }), buat(id)]);
        expect(results.filter((r) => !r.errors)).toHaveLength(1);
        for (const r of results.filter((x) => x.errors)) expect(codeOf(r)).toBe('CONFLICT');
        expect(await count(app, 'mou', 'id_penjajagan = $1', [id])).toBe(1);
      }
    });
  });
});
