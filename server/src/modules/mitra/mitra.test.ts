import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { codeOf } from '../../test/results.js';

const COMBO = `query($s: String) { mitraCombo(search: $s) { idUser nama } }`;

describe('mitra (partner accounts combo)', () => {
  let app: TestApp;
  let admin: string;

  const combo = async (search: string | null, token = admin) => {
    const r = await app.gql(COMBO, { s: search }, token);
    expect(r.errors).toBeUndefined();
    return r.data!.mitraCombo as { idUser: number; nama: string }[];
  };
  const account = (nama: string, level: number, status = 1) =>
    app.sql(
      `insert into users (nama, username, email, password_hash, id_level, id_status)
       values ($1, $2, $3, 'x', $4, $5) returning id_user`,
      [nama, `${nama.toLowerCase().replace(/\W+/g, '.')}.${level}.${status}`, `${nama.toLowerCase().replace(/\W+/g, '.')}.${level}.${status}@contoh.id`, level, status],
    );

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    await account('PT Sinar Jaya', 3);
    await account('Kabupaten Tetangga', 4);
    await account('Kementerian Contoh', 5);
    await account('PT Belum Aktif', 3, 0);
    await account('PT Tidak Aktif', 3, 2);
    await account('Staf Sinar Admin', 1);
    for (let i = 1; i <= 25; i++) await account(`CV Massal ${String(i).padStart(2, '0')}`, 3);
  });
  afterAll(() => app.close());

  it('lists only active accounts of levels 3, 4 and 5, by name', async () => {
    const all = await combo('a');
    expect(all.every((m) => !['PT Belum Aktif', 'PT Tidak Aktif', 'Staf Sinar Admin', 'Administrator'].includes(m.nama))).toBe(true);
    expect((await combo('sinar')).map((m) => m.nama)).toEqual(['PT Sinar Jaya']);
    expect((await combo('KABUPATEN')).map((m) => m.nama)).toEqual(['Kabupaten Tetangga']);
    expect((await combo('menteri')).map((m) => m.nama)).toEqual(['Kementerian Contoh']);
    expect(await combo('aktif')).toEqual([]);
  });

  it('answers idUser and nama', async () => {
    const [m] = await combo('Sinar Jaya');
    const [row] = await app.sql(`select id_user from users where nama = 'PT Sinar Jaya'`);
    expect(m).toEqual({ idUser: row.id_user, nama: 'PT Sinar Jaya' });
  });

  it('returns at most 20 entries, and searches % literally', async () => {
    expect(await combo('CV Massal')).toHaveLength(20);
    expect(await combo(null)).toHaveLength(20);
    expect(await combo('100%')).toEqual([]);
  });

  it('is open to levels 1, 2 and 99 only', async () => {
    const [s] = await app.sql(`insert into skpd (skpd, kode) values ('Dinas Combo', 1) returning id_skpd`);
    for (const token of [(await app.userWithLevel(1)).token, (await app.userWithLevel(2, { idSkpd: s.id_skpd })).token]) {
      expect((await combo('Sinar', token)).map((m) => m.nama)).toEqual(['PT Sinar Jaya']);
    }
    for (const level of [3, 4, 5]) {
      expect(codeOf(await app.gql(COMBO, { s: 'Sinar' }, (await app.userWithLevel(level)).token))).toBe('FORBIDDEN');
    }
    expect(codeOf(await app.gql(COMBO, { s: 'Sinar' }))).toBe('UNAUTHENTICATED');
  });
});
