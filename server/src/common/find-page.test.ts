import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { EXACT_TOTAL_UP_TO } from './find-page.js';

/** findPage's totals, through a list that uses it (Riwayat: the largest table) on a real database. */
const RIWAYAT = `query($s: String, $p: PageInput) { riwayat(search: $s, page: $p) { total items { idRiwayat } } }`;

describe('findPage totals', () => {
  let app: TestApp;
  let admin: string;
  const page = async (s: string | null, p: Record<string, unknown>) => {
    const r = await app.gql(RIWAYAT, { s, p }, admin);
    expect(r.errors).toBeUndefined();
    return r.data!.riwayat as { total: number; items: { idRiwayat: number }[] };
  };
  const stored = async (where = 'true') => (await app.sql(`select count(*)::int as n from riwayat where ${where}`))[0].n as number;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    // 3,000 entries: "Banyak" ones above the cap, "Sedikit" ones below it.
    await app.sql(
      `insert into riwayat (nama_user, aksi, waktu)
       select 'Penguji', case when g <= ${EXACT_TOTAL_UP_TO - 1} then 'Sedikit ' else 'Banyak ' end || g, now() - make_interval(secs => g)
         from generate_series(1, 3000) g`,
    );
    await app.sql('analyze riwayat');
  });
  afterAll(() => app.close());

  it('is exact when at most the cap matches, on any page', async () => {
    const exact = await stored(`aksi like 'Sedikit %'`);
    expect(exact).toBe(EXACT_TOTAL_UP_TO - 1);
    expect((await page('Sedikit', { page: 1, limit: 20 })).total).toBe(exact);
    expect((await page('Sedikit', { page: 7, limit: 100 })).total).toBe(exact);
    expect((await page('tidak ada yang cocok', { page: 1 })).total).toBe(0);
  });

  it('above the cap, estimates from the statistics: more than the cap and close to the truth', async () => {
    const truth = await stored();
    const { total, items } = await page(null, { page: 1, limit: 20 });
    expect(items).toHaveLength(20);
    expect(total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    expect(Math.abs(total - truth) / truth).toBeLessThan(0.2);
  });

  it('is exact on the page that ends a large list, and never below the rows before a page', async () => {
    const truth = await stored();
    const last = Math.ceil(truth / 100);
    const end = await page(null, { page: last, limit: 100 });
    if (end.items.length < 100) expect(end.total).toBe(truth);
    const beyond = await page(null, { page: last + 5, limit: 100 });
    expect(beyond.items).toHaveLength(0);
    expect(beyond.total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    const deep = await page('Banyak', { page: 20, limit: 100 });
    expect(deep.total).toBeGreaterThanOrEqual(19 * 100 + deep.items.length);
  });
});
