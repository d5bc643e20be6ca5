import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, mouInput } from '../../test/kerjasama-fixtures.js';
import { fieldsOf, ok, refusedUnchanged } from '../../test/results.js';
import { createTestApp, type GqlResult, type TestApp } from '../../test/test-app.js';
import { insertPenjajagan } from '../penjajagan/testing.js';

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
      expect(fieldsOf(refusal)).toEqual({ idPenjajagan: 'Kesepakatan hanya dapat dibuat dari penjajakan yang sudah disetujui' });
    }
    await refused(() => buat(999_999), 'NOT_FOUND');
    const id = await proposal(2);
    const bad = await refused(() => buat(id, admin, { judul: '' }), 'BAD_USER_INPUT');
    expect(fieldsOf(bad)).toHaveProperty('judul');
    const level2 = await app.userWithLevel(2, { idSkpd: skpd[0] });
    await refused(() => buat(id, level2.token), 'FORBIDDEN');
    await refused(() => buat(id, mitra.token), 'FORBIDDEN');
  });
});
