import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMou, createPks } from '../../test/kerjasama-fixtures.js';
import { ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gqlUpload, png } from '../../test/uploads.js';

const KESEPAKATAN = `query Kesepakatan($judul: String, $page: Int) {
  kesepakatanPublik(judul: $judul, page: $page) { total items { idMou mitra judul deskripsi noKontrak noMitra tglMulai tglBerakhir } }
}`;
const PERJANJIAN = `query Perjanjian($judul: String, $page: Int) {
  perjanjianPublik(judul: $judul, page: $page) { total items { idPks idMou mitra judul judulMou deskripsi noKontrak noMitra tglMulai tglBerakhir } }
}`;

describe('public agreement and contract lists (kesepakatanPublik, perjanjianPublik)', () => {
  let app: TestApp;
  let admin: string;
  let idMitra: number;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    idMitra = (await app.userWithLevel(3)).idUser;
  });
  afterAll(() => app.close());

  it('lists only active agreements, newest first, with public fields only', async () => {
    const aktif = await createMou(app, admin, idMitra, { judul: 'Kesepakatan Air Bersih', noKontrak: 'A-1' });
    await createMou(app, admin, idMitra, { judul: 'Kesepakatan Baru', noKontrak: 'A-2', status: 3 });
    await createMou(app, admin, idMitra, { judul: 'Kesepakatan Lama', noKontrak: 'A-3', status: 2 });
    const terbaru = await createMou(app, admin, idMitra, { judul: 'Kesepakatan Pariwisata', noKontrak: 'A-4' });

    const r = ok(await app.gql(KESEPAKATAN));
    expect(r.kesepakatanPublik.total).toBe(2);
    expect(r.kesepakatanPublik.items.map((m: { idMou: number }) => m.idMou)).toEqual([terbaru.idMou, aktif.idMou]);
    expect(r.kesepakatanPublik.items[1]).toEqual({
      idMou: aktif.idMou,
      mitra: 'PT Mitra Sejahtera',
      judul: 'Kesepakatan Air Bersih',
      deskripsi: 'Ruang lingkup kerja sama.',
      noKontrak: 'A-1',
      noMitra: 'MS-01/2026',
      tglMulai: '2026-01-01',
      tglBerakhir: '2027-12-31',
    });

    const found = ok(await app.gql(KESEPAKATAN, { judul: '  air BERSIH ' }));
    expect(found.kesepakatanPublik).toMatchObject({ total: 1, items: [{ judul: 'Kesepakatan Air Bersih' }] });
    expect(ok(await app.gql(KESEPAKATAN, { judul: 'Lama' })).kesepakatanPublik.total).toBe(0);
  });

  it('has no field for the value, the signers or the notes', async () => {
    for (const field of ['nilai', 'namaTtd', 'namaTtdMitra', 'jabatanTtd', 'keterangan', 'idStatus']) {
      const r = await app.gql(`{ kesepakatanPublik { items { ${field} } } }`);
      expect(r.errors?.[0]?.extensions?.code, field).toBe('GRAPHQL_VALIDATION_FAILED');
      const p = await app.gql(`{ perjanjianPublik { items { ${field} } } }`);
      expect(p.errors?.[0]?.extensions?.code, field).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });

  it('pages by 20 and answers an out-of-range page with an empty page', async () => {
    const before = ok(await app.gql(KESEPAKATAN)).kesepakatanPublik.total as number;
    for (let i = 0; i < 21 - before + 1; i++) await createMou(app, admin, idMitra, { judul: `Kesepakatan Halaman ${i}`, noKontrak: `H-${i}` });
    const p1 = ok(await app.gql(KESEPAKATAN, { page: 1 })).kesepakatanPublik;
    const p2 = ok(await app.gql(KESEPAKATAN, { page: 2 })).kesepakatanPublik;
    expect(p1.total).toBe(22);
    expect(p1.items).toHaveLength(20);
    expect(p2.items).toHaveLength(2);
    expect(new Set([...p1.items, ...p2.items].map((m: { idMou: number }) => m.idMou)).size).toBe(22);
    expect(ok(await app.gql(KESEPAKATAN, { page: 9 })).kesepakatanPublik.items).toEqual([]);
    expect(ok(await app.gql(KESEPAKATAN, { page: -3 })).kesepakatanPublik.items).toHaveLength(20);
  });

  it('lists only active contracts with the title of their agreement', async () => {
    const mou = await createMou(app, admin, idMitra, { judul: 'Kesepakatan Induk', noKontrak: 'INDUK-1' });
    const aktif = await createPks(app, admin, mou.idMou, { judul: 'Perjanjian Pelatihan', noKontrak: 'P-1' });
    await createPks(app, admin, mou.idMou, { judul: 'Perjanjian Proses', noKontrak: 'P-2', status: 4 });

    const r = ok(await app.gql(PERJANJIAN)).perjanjianPublik;
    expect(r.total).toBe(1);
    expect(r.items[0]).toEqual({
      idPks: aktif.idPks,
      idMou: mou.idMou,
      mitra: 'PT Mitra Sejahtera',
      judul: 'Perjanjian Pelatihan',
      judulMou: 'Kesepakatan Induk',
      deskripsi: 'Ruang lingkup perjanjian.',
      noKontrak: 'P-1',
      noMitra: 'MS-PKS-01',
      tglMulai: '2026-02-01',
      tglBerakhir: '2026-12-31',
    });
    expect(ok(await app.gql(PERJANJIAN, { judul: 'pelatihan' })).perjanjianPublik.total).toBe(1);
    expect(ok(await app.gql(PERJANJIAN, { judul: 'proses' })).perjanjianPublik.total).toBe(0);
  });

  it("does not name an agreement the public may not see: an active contract under a draft shows no Judul Kesepakatan", async () => {
    const draf = await createMou(app, admin, idMitra, { judul: 'Kesepakatan Rahasia Draf', noKontrak: 'DRAF-1', status: 3 });
    await createPks(app, admin, draf.idMou, { judul: 'Perjanjian Di Bawah Draf', noKontrak: 'PD-1' });
    const [row] = ok(await app.gql(PERJANJIAN, { judul: 'di bawah draf' })).perjanjianPublik.items;
    expect(row).toMatchObject({ judul: 'Perjanjian Di Bawah Draf', judulMou: null });
    const legacy = await (await fetch(`${app.url}/api/front/read_pks.php?judul=Di%20Bawah%20Draf`)).text();
    expect(legacy).not.toContain('Rahasia');
  });
});

/** GET /graphql as the browser's public pages send it (CSRF prevention wants a non-simple header). */
const getQuery = (app: TestApp, query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const params = new URLSearchParams({ query });
  if (variables) params.set('variables', JSON.stringify(variables));
  return fetch(`${app.url}/graphql?${params}`, { headers: { 'apollo-require-preflight': 'true', ...headers } });
};

/** A GraphQL answer's JSON (loosely typed: the tests look into it). */
const bodyOf = async (res: Response): Promise<any> => res.json();

const maxAgeOf = (res: Response) => {
  const header = res.headers.get('cache-control') ?? '';
  const m = /max-age=(\d+)/.exec(header);
  return { header, maxAge: m ? Number(m[1]) : null, isPublic: /\bpublic\b/.test(header) };
};

describe('public caching: HTTP headers, response cache, invalidation, stale tokens', () => {
  let app: TestApp;
  let admin: string;
  let idMitra: number;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    idMitra = (await app.userWithLevel(3)).idUser;
    const created = await gqlUpload(
      app,
      'mutation($i: KegiatanInput!, $gambar: Upload) { createKegiatan(input: $i, gambar: $gambar) { idKegiatan } }',
      { i: { judul: 'Kegiatan Pertama', highlight: 'Sorotan', isi: '<p>Isi</p>', status: 1 } },
      { gambar: await png('pertama.png') },
      admin,
    );
    expect(created.errors).toBeUndefined();
  });
  afterAll(() => app.close());

  it('answers public queries over GET with Cache-Control: public, max-age=60', async () => {
    for (const query of [
      '{ beranda { pimpinan sliders { urutan gambar } kegiatan { judul gambar } partners { partner logo } } }',
      '{ profil { namaInstansi alamat telepon } }',
      '{ kegiatanPublik(page: 1) { total items { idKegiatan judul waktu gambar } } }',
      '{ kesepakatanPublik { total items { judul } } }',
      '{ perjanjianPublik { total items { judul judulMou } } }',
      '{ partners { total items { partner logo } } }',
      '{ sliders { total items { urutan gambar } } }',
    ]) {
      const res = await getQuery(app, query);
      expect(res.status, query).toBe(200);
      expect((await bodyOf(res)).errors, query).toBeUndefined();
      expect(maxAgeOf(res), query).toMatchObject({ maxAge: 60, isPublic: true });
      expect(res.headers.get('vary') ?? '', query).toMatch(/accept/i);
    }
  });

  it('never caches what depends on who asks: admin queries, protected fields, errors', async () => {
    const auth = { authorization: `Bearer ${admin}` };
    const mous = await getQuery(app, '{ mous { total } }', undefined, auth);
    expect(mous.status).toBe(200);
    expect(maxAgeOf(mous).header).toBe('no-store');
    // namaUser is for levels 1 and 99: asked inside a public query, the whole answer becomes uncacheable
    const mixed = await getQuery(app, '{ kegiatanPublik { items { judul namaUser } } }', undefined, auth);
    expect((await bodyOf(mixed)).errors).toBeUndefined();
    expect(maxAgeOf(mixed).header).toBe('no-store');
    const missing = await getQuery(app, '{ kegiatanPublikDetail(idKegiatan: 987654) { judul } }');
    expect((await bodyOf(missing)).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(maxAgeOf(missing).header).toBe('no-store');
    const me = await getQuery(app, '{ me { idUser } }', undefined, auth);
    expect(maxAgeOf(me).header).toBe('no-store');
  });

  it('refuses GET without a non-simple header (CSRF prevention) and mutations over GET', async () => {
    const noHeader = await fetch(`${app.url}/graphql?${new URLSearchParams({ query: '{ profil { alamat } }' })}`);
    expect(noHeader.status).toBe(400);
    const mutation = await getQuery(app, 'mutation { deleteKegiatan(idKegiatan: 1) }', undefined, { authorization: `Bearer ${admin}` });
    expect(mutation.status).toBe(405);
  });

  it('serves automatic persisted queries over GET: hash first, then hash + query, then hash only', async () => {
    const query = '{ kesepakatanPublik(page: 1) { total } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash } });
    const url = (withQuery: boolean) =>
      `${app.url}/graphql?${new URLSearchParams({ extensions, ...(withQuery ? { query } : {}) })}`;
    const headers = { 'apollo-require-preflight': 'true' };
    const unknown = await bodyOf(await fetch(url(false), { headers }));
    expect(unknown.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect((await fetch(url(true), { headers })).status).toBe(200);
    const hashed = await fetch(url(false), { headers });
    expect(hashed.status).toBe(200);
    expect((await bodyOf(hashed)).data.kesepakatanPublik.total).toEqual(expect.any(Number));
    expect(maxAgeOf(hashed)).toMatchObject({ maxAge: 60, isPublic: true });
  });

  it('answers a repeated public query from the response cache (Age header) until the data changes', async () => {
    const query = '{ kesepakatanPublik(judul: "Cache") { total items { judul } } }';
    const first = await getQuery(app, query);
    expect(first.headers.get('age')).toBeNull();
    const firstBody = await bodyOf(first);
    const second = await getQuery(app, query);
    expect(second.headers.get('age')).not.toBeNull();
    expect(await bodyOf(second)).toEqual(firstBody);

    await createMou(app, admin, idMitra, { judul: 'Kesepakatan Cache Baru', noKontrak: 'C-1' });
    const after = await getQuery(app, query);
    expect(after.headers.get('age')).toBeNull();
    expect((await bodyOf(after)).data.kesepakatanPublik).toMatchObject({ total: firstBody.data.kesepakatanPublik.total + 1 });
  });

  it('drops cached answers on every write of public content (kegiatan, partner, slider, profil, contracts)', async () => {
    const readTwice = async (query: string) => {
      await getQuery(app, query);
      const cached = await getQuery(app, query);
      expect(cached.headers.get('age'), query).not.toBeNull();
    };
    const fresh = async (query: string) => {
      const res = await getQuery(app, query);
      expect(res.headers.get('age'), query).toBeNull();
      return (await bodyOf(res)).data;
    };

    const PROFIL = '{ profil { alamat } }';
    await readTwice(PROFIL);
    ok(await app.gql('mutation { updateProfil(input: { alamat: "Jl. Merdeka No. 2" }) { alamat } }', {}, admin));
    expect((await fresh(PROFIL)).profil.alamat).toBe('Jl. Merdeka No. 2');

    const MOUS = '{ perjanjianPublik { total } }';
    await readTwice(MOUS);
    const mou = await createMou(app, admin, idMitra, { judul: 'Induk Cache', noKontrak: 'C-2' });
    const before = (await fresh(MOUS)).perjanjianPublik.total;
    await readTwice(MOUS);
    await createPks(app, admin, mou.idMou, { judul: 'Perjanjian Cache', noKontrak: 'CP-1' });
    expect((await fresh(MOUS)).perjanjianPublik.total).toBe(before + 1);

    const KEGIATAN = '{ beranda { kegiatan { judul } } }';
    await readTwice(KEGIATAN);
    const created = await gqlUpload(
      app,
      'mutation($i: KegiatanInput!, $gambar: Upload) { createKegiatan(input: $i, gambar: $gambar) { idKegiatan } }',
      { i: { judul: 'Kegiatan Segar', highlight: 'Sorotan', isi: '<p>Isi</p>', status: 1 } },
      { gambar: await png('segar.png') },
      admin,
    );
    expect(created.errors).toBeUndefined();
    expect((await fresh(KEGIATAN)).beranda.kegiatan.map((k: { judul: string }) => k.judul)).toContain('Kegiatan Segar');

    // a refused write (NOT_FOUND) commits and publishes nothing: the answer stays cached
    await readTwice(KEGIATAN);
    const refused = await app.gql('mutation { deletePartner(idPartner: 123456) }', {}, admin);
    expect(refused.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await getQuery(app, KEGIATAN)).headers.get('age')).not.toBeNull();
  });

  it('invalidates the other instances through PostgreSQL (LISTEN/NOTIFY)', async () => {
    const other = await createTestApp({ DATABASE_URL: app.config.databaseUrl! });
    try {
      const query = '{ kesepakatanPublik(judul: "Antar Instans") { total } }';
      await getQuery(other, query);
      expect((await getQuery(other, query)).headers.get('age')).not.toBeNull();
      await createMou(app, admin, idMitra, { judul: 'Kesepakatan Antar Instansi', noKontrak: 'I-1' });
      let total = 0;
      for (let i = 0; i < 50 && total === 0; i++) {
        const res = await getQuery(other, query);
        total = (await bodyOf(res)).data.kesepakatanPublik.total;
        if (total === 0) await new Promise((r) => setTimeout(r, 50));
      }
      expect(total).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('keeps whole public GET answers: served again with Age, never to a request CSRF prevention refuses', async () => {
    const query = '{ profil { namaInstansi telepon } }';
    await getQuery(app, query);
    const kept = await getQuery(app, query);
    expect(kept.headers.get('age')).not.toBeNull();
    expect(maxAgeOf(kept)).toMatchObject({ maxAge: 60, isPublic: true });
    expect((await bodyOf(kept)).data.profil).toHaveProperty('telepon');
    // the very same URL without the preflight header: refused, as Apollo refuses it
    const simple = await fetch(`${app.url}/graphql?${new URLSearchParams({ query })}`);
    expect(simple.status).toBe(400);
    // an answer kept for one Accept header is not served for another: the content type follows Accept
    expect(kept.headers.get('content-type')).toMatch(/^application\/json/);
    for (let i = 0; i < 2; i++) {
      const other = await getQuery(app, query, undefined, { accept: 'application/graphql-response+json' });
      expect(other.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    }
  });

  it('lets HTTP caches keep the legacy public lists (front/*.php) until the data changes, and nothing private', async () => {
    const url = `${app.url}/api/front/read_mou.php?page=1&judul=Legasi`;
    const first = await fetch(url);
    expect(maxAgeOf(first)).toMatchObject({ maxAge: 60, isPublic: true });
    const before = await bodyOf(first);
    const again = await fetch(url);
    expect(again.headers.get('age')).not.toBeNull();
    expect(await bodyOf(again)).toEqual(before);
    await createMou(app, admin, idMitra, { judul: 'Kesepakatan Legasi', noKontrak: 'L-1' });
    const after = await fetch(url);
    expect(after.headers.get('age')).toBeNull();
    expect((await bodyOf(after)).total).toBe(before.total + 1);

    const privateList = `${app.url}/api/mou/read.php?page=1`;
    const auth = { authorization: `Bearer ${admin}` };
    expect((await fetch(privateList, { headers: auth })).headers.get('cache-control')).toBe('no-store');
    const twice = await fetch(privateList, { headers: auth });
    expect(twice.headers.get('age')).toBeNull();
    expect((await fetch(privateList)).status).toBe(401);
  });

  it('answers public queries with a stale or invalid token as anonymous; everything else stays 401', async () => {
    const idUser = (await app.userWithLevel(4)).idUser;
    const stale = await app.login((await app.sql('select username from users where id_user = $1', [idUser]))[0].username, 'Rahasia#1');
    await app.sql('update users set token_version = token_version + 1 where id_user = $1', [idUser]);
    for (const token of ['garbage', stale]) {
      const pub = await app.gql('{ beranda { pimpinan } kesepakatanPublik { total } }', {}, token);
      expect(pub.status).toBe(200);
      expect(pub.errors).toBeUndefined();
      const viaGet = await getQuery(app, '{ profil { alamat } }', undefined, { authorization: `Bearer ${token}` });
      expect(viaGet.status).toBe(200);
      expect(maxAgeOf(viaGet)).toMatchObject({ maxAge: 60, isPublic: true });

      const me = await app.gql('{ me { idUser } }', {}, token);
      expect(me.status).toBe(401);
      expect(me.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
      const mixed = await app.gql('{ beranda { pimpinan } me { idUser } }', {}, token);
      expect(mixed.status).toBe(401);
      expect(mixed.data).toBeUndefined();
      // a protected field inside a public query: the session error instead of data
      const nested = await app.gql('{ kegiatanPublik { items { namaUser } } }', {}, token);
      expect(nested.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    }
  });
});
