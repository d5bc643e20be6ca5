import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMou, createPks } from '../test/kerjasama-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { gqlUpload, png } from '../test/uploads.js';

/** Deletes of one row sent at once: one removes it (one Riwayat line), the others are NOT_FOUND. */
describe('deletes sent at once', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
  });
  afterAll(() => app.close());

  const burst = async (mutation: string, variables: Record<string, unknown>, riwayatLike: string) => {
    const results = await Promise.all(Array.from({ length: 6 }, () => app.gql(mutation, variables, admin)));
    const outcomes = results.map((r) => (r.errors ? String(r.errors[0]!.extensions!.code) : 'ok')).sort();
    const [{ n }] = await app.sql('select count(*)::int as n from riwayat where aksi like $1', [riwayatLike]);
    return { outcomes, lines: n as number };
  };
  const ONE_DELETED = { outcomes: ['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'ok'], lines: 1 };

  it('an agency', async () => {
    const { idSkpd } = (await app.gql('mutation($i: SkpdInput!) { createSkpd(input: $i) { idSkpd } }', { i: { skpd: 'Dinas Serentak', kode: 4242, status: 1 } }, admin)).data!.createSkpd;
    expect(await burst('mutation($id: Int!) { deleteSkpd(idSkpd: $id) }', { id: idSkpd }, 'Menghapus instansi "Dinas Serentak"')).toEqual(ONE_DELETED);
  });

  it('an account', async () => {
    const { idUser } = await app.userWithLevel(4);
    const [{ nama }] = await app.sql('select nama from users where id_user = $1', [idUser]);
    expect(await burst('mutation($id: Int!) { deleteUser(idUser: $id) }', { id: idUser }, `Menghapus pengguna "${nama}"`)).toEqual(ONE_DELETED);
  });

  it('an agreement and a contract', async () => {
    const mitra = await app.userWithLevel(3);
    const { idMou } = await createMou(app, admin, mitra.idUser, { judul: 'Kesepakatan Serentak' });
    const { idPks } = await createPks(app, admin, idMou, { judul: 'Perjanjian Serentak' });
    expect(await burst('mutation($id: Int!) { deletePks(idPks: $id) }', { id: idPks }, 'Menghapus perjanjian "Perjanjian Serentak"')).toEqual(ONE_DELETED);
    expect(await burst('mutation($id: Int!) { deleteMou(idMou: $id) }', { id: idMou }, 'Menghapus kesepakatan "Kesepakatan Serentak"')).toEqual(ONE_DELETED);
  });

  it("an agreement's document and agency link; the same agency added at once is added once", async () => {
    const mitra = await app.userWithLevel(3);
    const { idMou } = await createMou(app, admin, mitra.idUser, { judul: 'Kesepakatan Lampiran' });
    const up = await gqlUpload(app, 'mutation($id: Int!, $f: Upload) { addMouDokumen(idMou: $id, file: $f) { idFile } }', { id: idMou }, { f: await png('lampiran.png') }, admin);
    const { idFile } = up.data!.addMouDokumen;
    expect(await burst('mutation($id: Int!, $f: String) { removeMouDokumen(idMou: $id, idFile: $f) }', { id: idMou, f: idFile }, 'Menghapus dokumen "lampiran.png" dari kesepakatan%')).toEqual(ONE_DELETED);

    const { idSkpd } = (await app.gql('mutation($i: SkpdInput!) { createSkpd(input: $i) { idSkpd } }', { i: { skpd: 'Dinas Tautan', kode: 4343, status: 1 } }, admin)).data!.createSkpd;
    const added = await Promise.all(Array.from({ length: 6 }, () => app.gql('mutation($id: Int!, $s: Int) { addMouSkpd(idMou: $id, idSkpd: $s) { idSkpd } }', { id: idMou, s: idSkpd }, admin)));
    expect(added.map((r) => (r.errors ? r.errors[0]!.extensions!.code : 'ok')).sort()).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'ok']);
    expect(await burst('mutation($id: Int!, $s: Int!) { removeMouSkpd(idMou: $id, idSkpd: $s) }', { id: idMou, s: idSkpd }, 'Menghapus SKPD "Dinas Tautan" dari kesepakatan%')).toEqual(ONE_DELETED);
  });

  it('a news item with its picture', async () => {
    const r = await gqlUpload(
      app,
      'mutation($i: KegiatanInput!, $gambar: Upload) { createKegiatan(input: $i, gambar: $gambar) { idKegiatan } }',
      { i: { judul: 'Kegiatan Serentak', highlight: 'h', isi: '<p>i</p>', status: 1 } },
      { gambar: await png() },
      admin,
    );
    const id = r.data!.createKegiatan.idKegiatan as number;
    expect(await burst('mutation($id: Int!) { deleteKegiatan(idKegiatan: $id) }', { id }, 'Menghapus kegiatan "Kegiatan Serentak"')).toEqual(ONE_DELETED);
    expect(await app.sql("select count(*)::int as n from stored_file where owner_kind = 'kegiatan.gambar' and owner_id = $1", [id])).toEqual([{ n: 0 }]);
  });
});
