import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type GqlResult, type TestApp } from '../../test/test-app.js';

const RIWAYAT = `query($s: String, $p: PageInput) { riwayat(search: $s, page: $p) { total items { idRiwayat namaUser aksi waktu } } }`;

interface Entry {
  idRiwayat: number;
  namaUser: string;
  aksi: string;
  waktu: string;
}

const codeOf = (r: GqlResult) => r.errors?.[0]?.extensions?.code;

describe('riwayat', () => {
  let app: TestApp;
  let admin: string;

  /** Adds entries straight into the log, `minutesAgo` apart so their order is known. */
  const addEntries = async (entries: { nama: string; aksi: string; minutesAgo: number }[]) => {
    for (const e of entries) {
      await app.sql(`insert into riwayat (nama_user, aksi, waktu) values ($1, $2, now() - make_interval(mins => $3))`, [e.nama, e.aksi, e.minutesAgo]);
    }
  };
  const search = async (s: string | null, page?: Record<string, unknown>, token = admin) => {
    const r = await app.gql(RIWAYAT, { s, p: page }, token);
    expect(r.errors).toBeUndefined();
    return r.data!.riwayat as { total: number; items: Entry[] };
  };
  /** How many stored rows contain `needle` (a plain substring, case-insensitive) in the name or the action. */
  const countContaining = async (needle: string) =>
    (await app.sql(`select count(*)::int as n from riwayat where strpos(lower(nama_user || ' ' || aksi), lower($1)) > 0`, [needle]))[0].n as number;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    await addEntries([
      { nama: 'Siti Aminah', aksi: 'Menambah instansi "Dinas Pariwisata"', minutesAgo: 600 },
      { nama: 'Budi', aksi: 'Mengubah kesepakatan "Diskon 50% Air"', minutesAgo: 500 },
      { nama: 'Budi', aksi: 'Mengubah kesepakatan "Diskon 50 Air"', minutesAgo: 400 },
      { nama: 'Joko_Widodo', aksi: 'Menghapus pengguna "Tamu"', minutesAgo: 300 },
      { nama: 'JokoXWidodo', aksi: 'Menghapus pengguna "Tamu Lain"', minutesAgo: 200 },
    ]);
  });
  afterAll(() => app.close());

  it('lists the newest entry first', async () => {
    const { items, total } = await search(null, { limit: 100 });
    expect(total).toBe((await app.sql('select count(*)::int as n from riwayat'))[0].n);
    const times = items.map((e) => Date.parse(e.waktu));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The admin's own login (just now) is newer than every inserted entry.
    expect(items[0]).toMatchObject({ namaUser: 'Administrator', aksi: 'Masuk ke sistem' });
    expect(items.findIndex((e) => e.namaUser === 'JokoXWidodo')).toBeLessThan(items.findIndex((e) => e.namaUser === 'Siti Aminah'));
  });

  it('gives the oldest entry first when asked for ASC', async () => {
    const { items } = await search(null, { order: 'ASC', limit: 1 });
    expect(items[0]).toMatchObject({ namaUser: 'Siti Aminah' }); // 600 minutes ago
  });

  it('finds by the name of the actor, case-insensitively', async () => {
    const { items, total } = await search('siti AMINAH');
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ namaUser: 'Siti Aminah', aksi: 'Menambah instansi "Dinas Pariwisata"' });
  });

  it('finds by the action, case-insensitively', async () => {
    const { items } = await search('dinas PARIWISATA');
    expect(items.map((e) => e.namaUser)).toEqual(['Siti Aminah']);
  });

  it('searches % literally', async () => {
    const { items, total } = await search('50%');
    expect(items.map((e) => e.aksi)).toEqual(['Mengubah kesepakatan "Diskon 50% Air"']);
    expect(total).toBe(1);
    expect((await search('%')).total).toBe(await countContaining('%'));
  });

  it('searches _ literally', async () => {
    const { items } = await search('Joko_');
    expect(items.map((e) => e.namaUser)).toEqual(['Joko_Widodo']);
    expect((await search('_')).total).toBe(await countContaining('_'));
  });

  it('treats a backslash as an ordinary character', async () => {
    await addEntries([{ nama: 'Operator', aksi: 'Mengunggah C:\\berkas\\surat.pdf', minutesAgo: 100 }]);
    expect((await search('C:\\berkas')).items.map((e) => e.namaUser)).toEqual(['Operator']);
  });

  it('ignores surrounding spaces and treats an empty search as none', async () => {
    expect((await search('  Siti Aminah  ')).total).toBe(1);
    expect((await search('')).total).toBe((await search(null)).total);
  });

  it('pages the results with the total of all matches', async () => {
    const all = await search('Budi');
    expect(all.total).toBe(2);
    const first = await search('Budi', { page: 1, limit: 1 });
    const second = await search('Budi', { page: 2, limit: 1 });
    expect(first.total).toBe(2);
    expect(first.items.map((e) => e.aksi)).toEqual(['Mengubah kesepakatan "Diskon 50 Air"']);
    expect(second.items.map((e) => e.aksi)).toEqual(['Mengubah kesepakatan "Diskon 50% Air"']);
    expect((await search('Budi', { page: 3, limit: 1 })).items).toEqual([]);
  });

  it('pages 20 by default and at most 100', async () => {
    await addEntries(Array.from({ length: 120 }, (_, i) => ({ nama: 'Massal', aksi: `Aksi massal ${i}`, minutesAgo: 1000 + i })));
    expect((await search('Aksi massal')).items).toHaveLength(20);
    const big = await search('Aksi massal', { limit: 1000 });
    expect(big.items).toHaveLength(100);
    expect(big.total).toBe(120);
  });

  it('records writes with the actor name, for admins to read', async () => {
    const staff = await app.userWithLevel(1);
    await app.gql('mutation { createSkpd(input: { skpd: "Dinas Jejak", kode: 7, status: 1 }) { idSkpd } }', {}, staff.token);
    const { items } = await search('Dinas Jejak', undefined, staff.token);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ namaUser: 'Pengguna 1', aksi: 'Menambah instansi "Dinas Jejak"' });
    expect(Math.abs(Date.parse(items[0]!.waktu) - Date.now())).toBeLessThan(60_000);
  });

  it.each([2, 3, 4, 5])('is refused to level %i', async (level) => {
    const idSkpd = level === 2 ? (await app.sql(`insert into skpd (skpd, kode) values ('Dinas R', 1) returning id_skpd`))[0].id_skpd : undefined;
    const { token } = await app.userWithLevel(level, { idSkpd });
    const r = await app.gql(RIWAYAT, {}, token);
    expect(codeOf(r)).toBe('FORBIDDEN');
    expect(r.data).toBeNull();
  });

  it('is refused to anonymous callers', async () => {
    expect(codeOf(await app.gql(RIWAYAT, {}))).toBe('UNAUTHENTICATED');
  });
});
