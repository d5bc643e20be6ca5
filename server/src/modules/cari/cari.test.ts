import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createMou, createPks } from '../../test/kerjasama-fixtures.js';
import { codeOf, fieldsOf, ok } from '../../test/results.js';
import { createPenjajagan } from '../penjajagan/testing.js';
import { MAX_PAGE_SHAPES, preparedPageShapes } from './cari.page.sql.js';
import { roughly, totalOf } from './cari.service.js';
import { KATA_QUEUE } from './cari-kata.js';

const FIELDS = 'total totalPerkiraan mirip belumTerbaca items { jenis id judul sumber idFile namaFile potongan { teks sorot } }';
const CARI = `query($i: CariInput!) { cari(input: $i) { ${FIELDS} } }`;
const PUBLIK = `query($i: CariInput!) { cariPublik(input: $i) { ${FIELDS} } }`;

interface Hit {
  jenis: string;
  id: number;
  judul: string;
  sumber: string;
  potongan: { teks: string; sorot: boolean }[];
}
interface Halaman {
  total: number;
  totalPerkiraan: boolean;
  mirip: boolean;
  belumTerbaca: number;
  items: Hit[];
}

describe('cari: search over records', () => {
  let app: TestApp;
  let admin: string;
  let level2: string;
  let mitraA: { idUser: number; token: string };
  let mitraB: { idUser: number; token: string };
  const ids: Record<string, number> = {};

  const cari = async (teks: string, token?: string, extra: Record<string, unknown> = {}) =>
    ok(await app.gql<{ cari: Halaman }>(CARI, { i: { teks, ...extra } }, token ?? admin)).cari;
  const publik = async (teks: string) => ok(await app.gql<{ cariPublik: Halaman }>(PUBLIK, { i: { teks } })).cariPublik;
  const found = (h: Halaman, jenis: string) => [...new Set(h.items.filter((i) => i.jenis === jenis).map((i) => i.id))];

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    const [s] = await app.sql(`insert into skpd (skpd, kode) values ('Dinas Pekerjaan Umum dan Penataan Ruang', 77) returning id_skpd`);
    ids.skpd = s.id_skpd;
    level2 = (await app.userWithLevel(2, { idSkpd: ids.skpd })).token;
    mitraA = await app.userWithLevel(3);
    mitraB = await app.userWithLevel(3);
    ids.air = (await createMou(app, admin, mitraA.idUser, {
      judul: 'Kerja Sama Penyediaan Air Bersih',
      deskripsi: 'Pembangunan jaringan perpipaan untuk pelayanan masyarakat kelurahan.',
      noKontrak: '001/KSD-AIR/2026',
      keterangan: 'Catatan internal rahasiasatu',
    })).idMou;
    ids.beasiswa = (await createMou(app, admin, mitraB.idUser, {
      judul: 'Program Beasiswa Mahasiswa Berprestasi',
      deskripsi: 'Beasiswa bagi lulusan sekolah menengah.',
      noKontrak: '777/UNIV/2026',
      keterangan: 'Catatan internal rahasiadua',
    })).idMou;
    ids.draft = (await createMou(app, admin, mitraB.idUser, { judul: 'Draf Pengelolaan Sampah Terpadu', status: 3, noKontrak: '003/DRAF/2026' })).idMou;
    ids.pks = (await createPks(app, admin, ids.beasiswa, { judul: 'Rencana Kerja Penyaluran Beasiswa', noKontrak: 'PKS-UNIV-01' })).idPks;
    ids.propA = (await createPenjajagan(app, mitraA.token, { judul: 'Usulan Pelatihan Digital UMKM' })).idPenjajagan;
    ids.propB = (await createPenjajagan(app, mitraB.token, { judul: 'Usulan Festival Budaya Pesisir' })).idPenjajagan;
    ok(await app.gql('mutation($id: Int!, $p: String!) { kirimPesan(idPenjajagan: $id, pesan: $p) { id } }', { id: ids.propA, p: 'Mohon lampirkan anggaran pelatihan kewirausahaan' }, mitraA.token));
    const [k1] = await app.sql(`insert into kegiatan (judul, highlight, isi, status, nama_user) values ('Sosialisasi Kerja Sama Daerah', 'Pemerintah kota bekerja sama dengan kecamatan', '<p>Isi <b>lengkap</b> acara sosialisasi</p>', 1, 'Admin') returning id_kegiatan`);
    const [k2] = await app.sql(`insert into kegiatan (judul, highlight, isi, status, nama_user) values ('Rapat Tertutup Anggaran Sosialisasi', 'draf', 'draf', 2, 'Admin') returning id_kegiatan`);
    ids.kegiatan = k1.id_kegiatan;
    ids.kegiatanDraft = k2.id_kegiatan;
  });
  afterAll(() => app?.close());

  it('finds words by their Indonesian stem, ranked, with highlighted snippets', async () => {
    const melayani = await cari('melayani');
    expect(found(melayani, 'KESEPAKATAN')).toEqual([ids.air]);
    const hit = melayani.items.find((i) => i.id === ids.air)!;
    expect(hit.judul).toBe('Kerja Sama Penyediaan Air Bersih');
    expect(hit.potongan.filter((p) => p.sorot).map((p) => p.teks)).toContain('pelayanan');
    // bekerja → kerja: the agreement "Kerja Sama …" and the news "bekerja sama" find each other
    const kerjaSama = await cari('bekerja sama');
    expect(found(kerjaSama, 'KESEPAKATAN')).toContain(ids.air);
    expect(found(kerjaSama, 'KEGIATAN')).toContain(ids.kegiatan);
    // the title weighs more than the description
    const beasiswa = await cari('beasiswa', undefined, { jenis: ['KESEPAKATAN'] });
    expect(found(beasiswa, 'KESEPAKATAN')[0]).toBe(ids.beasiswa);
    expect(beasiswa.items.every((i) => i.jenis === 'KESEPAKATAN')).toBe(true);
  });

  it('finds numbers by substring, typos by similar titles, agencies and chat messages', async () => {
    expect(found(await cari('001/KSD-AIR'), 'KESEPAKATAN')).toEqual([ids.air]);
    expect(found(await cari('ksd-air/2026'), 'KESEPAKATAN')).toEqual([ids.air]);
    const typo = await cari('beasiwa');
    expect(typo.mirip).toBe(true);
    expect(found(typo, 'KESEPAKATAN')).toContain(ids.beasiswa);
    expect(found(await cari('penataan ruang'), 'SKPD')).toEqual([ids.skpd]);
    const chat = await cari('kewirausahaan');
    expect(chat.items).toMatchObject([{ jenis: 'PENJAJAKAN', id: ids.propA, sumber: 'PESAN', judul: 'Usulan Pelatihan Digital UMKM' }]);
  });

  it('corrects a typo to a word of the titles (kept as titles change), never to a hit the viewer may not read', async () => {
    // a word of a title with no hit for this viewer is not corrected: nothing, quickly
    const draf = await publik('terpadu');
    expect(draf).toMatchObject({ items: [], total: 0, mirip: false });
    // a typo of a word found only in a draft's title: the corrected search is the public one, and finds nothing
    expect(await publik('terpaddu')).toMatchObject({ items: [], mirip: false });
    expect(await cari('terpaddu')).toMatchObject({ mirip: true, items: [{ jenis: 'KESEPAKATAN', id: ids.draft }] });
    // a title changed afterwards: its new words are known at once
    await app.sql(`update mou set judul = 'Kerja Sama Penyediaan Air Bersih dan Desalinasi' where id_mou = $1`, [ids.air]);
    const typo = await publik('desalinsi');
    expect(typo.mirip).toBe(true);
    expect(found(typo, 'KESEPAKATAN')).toEqual([ids.air]);
    expect((await app.sql(`select count(*)::int as n from cari_kata where kata = 'desalinasi'`))[0].n).toBe(1);
  });

  it("forgets at night the words no title holds any more: a fixed misspelling is corrected again", async () => {
    const [{ id_kegiatan: id }] = await app.sql(`insert into kegiatan (judul, highlight, isi, status, nama_user) values ('Sarasehan Nelayan Pesisir', 'x', '<p>x</p>', 1, 'Admin') returning id_kegiatan`);
    await app.sql(`update kegiatan set judul = 'Sarasehann Nelayan Pesisir' where id_kegiatan = $1`, [id]);
    await app.sql(`update kegiatan set judul = 'Sarasehan Nelayan Pesisir' where id_kegiatan = $1`, [id]);
    // the old spelling is still a known word: not corrected, nothing found
    expect(await publik('sarasehann')).toMatchObject({ items: [], mirip: false });
    const jobs = app.server.services.jobs;
    await jobs.send(KATA_QUEUE, {});
    await jobs.idle([KATA_QUEUE]);
    expect((await app.sql(`select kata from cari_kata where kata in ('sarasehann', 'sarasehan', 'nelayan')`)).map((r) => r.kata).sort()).toEqual(['nelayan', 'sarasehan']);
    const again = await publik('sarasehann');
    expect(again.mirip).toBe(true);
    expect(again.items.map((i) => i.judul)).toContain('Sarasehan Nelayan Pesisir');
    // a partner's name is a title word too: kept
    await app.sql(`insert into partner (partner) values ('Koperasi Mina Bahari')`);
    await jobs.send(KATA_QUEUE, {});
    await jobs.idle([KATA_QUEUE]);
    expect((await app.sql(`select count(*)::int as n from cari_kata where kata = 'bahari'`))[0].n).toBe(1);
  });

  it('corrects a letter missing, extra or swapped inside a word, and partner names', async () => {
    await app.sql(`insert into kegiatan (judul, highlight, isi, status, nama_user) values ('Lokakarya Kemaritiman Tanjungbalai', 'x', '<p>x</p>', 1, 'Admin')`);
    await app.sql(`insert into partner (partner) values ('Politeknik Negeri Samudra')`);
    for (const typo of ['kemaritman', 'kemartiman', 'tanjngbalai', 'lokakrya', 'kemaritimn', 'tanjungbalaii']) {
      const r = await publik(typo);
      expect(r.mirip, typo).toBe(true);
      expect(r.items.map((i) => i.judul), typo).toContain('Lokakarya Kemaritiman Tanjungbalai');
    }
    const partner = await publik('politeknikk samudra');
    expect(partner.mirip).toBe(true);
    expect(partner.items.map((i) => i.jenis)).toContain('PARTNER');
    // a short word is not bent into another one
    expect(await publik('lkk')).toMatchObject({ items: [], mirip: false });
  });

  it('shows snippets as they read: escaped characters of news decoded, accented words highlighted', async () => {
    await app.sql(`insert into kegiatan (judul, highlight, isi, status, nama_user) values ('Lomba Perahu Hias', 'Lomba tahunan', '<p>Pantai Parangkusumo &amp; sekitarnya. R&amp;D &lt;kode&gt; &quot;kutip&quot; dengan piala bergilir</p>', 1, 'Admin')`);
    const news = (await publik('piala bergilir')).items.find((i) => i.jenis === 'KEGIATAN')!;
    const text = news.potongan.map((p) => p.teks).join('');
    // (ts_headline leaves out what reads as a tag, "<kode>")
    expect(text).toContain('Parangkusumo & sekitarnya. R&D');
    expect(text).toContain('"kutip"');
    expect(text).not.toContain('&amp;');
    await createMou(app, admin, mitraB.idUser, { judul: 'Kerja Sama Kedai Kopi Rakyat', mitra: 'Yayasan Pelita Café Nusantara', noKontrak: 'CAFE/1' });
    for (const teks of ['cafe', 'Café']) {
      const hit = (await publik(teks)).items.find((i) => i.judul === 'Kerja Sama Kedai Kopi Rakyat')!;
      expect(hit.potongan.filter((p) => p.sorot).map((p) => p.teks), teks).toEqual(['Café']);
    }
    await app.sql(`delete from mou where no_kontrak = 'CAFE/1'`);
  });

  it('tells the same total on every page, past the last one too; a page past the 50th is empty, not the 50th again', async () => {
    const at = async (halaman: number) => ok(await app.gql<{ cari: Halaman }>(CARI, { i: { teks: 'kerja sama', ukuran: 1, halaman } }, admin)).cari;
    const first = await at(1);
    expect(first.total).toBeGreaterThan(1);
    const last = await at(first.total);
    expect(last.items).toHaveLength(1);
    for (const halaman of [first.total + 1, 51, 52]) {
      const past = await at(halaman);
      expect(past.items, String(halaman)).toEqual([]);
      expect(past.total, String(halaman)).toBe(first.total);
    }
  });

  it('lists the documents it cannot read with why, only those the viewer may read', async () => {
    const stored = async (ownerKind: string, ownerId: number, name: string, status: string, alasan: string | null) =>
      app.sql(`with f as (
          insert into stored_file (id, owner_kind, owner_id, original_name, mime, ext, size, sha256, content)
          values (gen_random_uuid(), $1, $2, $3, 'application/pdf', 'pdf', 4, repeat('0', 64), '\\x25504446') returning id
        ) insert into dokumen_teks (id_file, status, alasan) select id, $4, $5 from f on conflict (id_file) do update set status = excluded.status, alasan = excluded.alasan`,
        [ownerKind, ownerId, name, status, alasan]);
    await stored('mou.dokumen', ids.air, 'terkunci.pdf', 'tidak_terbaca', 'PDF dilindungi kata sandi');
    await stored('mou.dokumen', ids.beasiswa, 'antre.pdf', 'antri', null);
    await stored('penjajagan.dokumen', ids.propB, 'proposal-b.pdf', 'tidak_terbaca', 'Berkas PDF rusak atau tidak dapat dibuka');
    const LIST = '{ dokumenBelumTerbaca { jenis id judul namaFile urlFile keterangan } }';
    const list = async (token: string) => ok(await app.gql(LIST, {}, token)).dokumenBelumTerbaca as { jenis: string; id: number; judul: string; namaFile: string; urlFile: string; keterangan: string }[];
    const byName = (rows: Awaited<ReturnType<typeof list>>) => Object.fromEntries(rows.map((r) => [r.namaFile, r]));
    const all = byName(await list(admin));
    expect(all['terkunci.pdf']).toMatchObject({ jenis: 'KESEPAKATAN', id: ids.air, judul: expect.stringContaining('Air Bersih'), keterangan: 'PDF dilindungi kata sandi' });
    expect(all['antre.pdf']).toMatchObject({ keterangan: 'Menunggu dibaca' });
    expect(all['proposal-b.pdf']).toMatchObject({ jenis: 'PENJAJAKAN', id: ids.propB, keterangan: 'Berkas PDF rusak atau tidak dapat dibuka' });
    expect(all['terkunci.pdf']!.urlFile).toMatch(/^\/files\//);
    // a partner: its own agreement's and proposal's documents only; the count agrees with the list
    const mine = (rows: Awaited<ReturnType<typeof list>>) => rows.map((r) => r.namaFile).filter((n) => ['terkunci.pdf', 'antre.pdf', 'proposal-b.pdf'].includes(n)).sort();
    expect(mine(await list(mitraA.token))).toEqual(['terkunci.pdf']);
    const ofB = await list(mitraB.token);
    expect(mine(ofB)).toEqual(['antre.pdf', 'proposal-b.pdf']);
    expect((await cari('apa saja', mitraB.token)).belumTerbaca).toBe(ofB.length);
    expect(codeOf(await app.gql(LIST, {}))).toBe('UNAUTHENTICATED');
  });

  it('reads any text without an error: quotes, operators, SQL, emoji, 10,000 characters', async () => {
    for (const teks of ['"air bersih', 'air & | ! ( ) :* <->', "'; drop table mou; --", '💧💧 air 💧', 'x'.repeat(10_000), '   ', 'or -', '\u27e6air\u27e7', 'dan yang di']) {
      const r = await app.gql<{ cari: Halaman }>(CARI, { i: { teks, halaman: -5, ukuran: 100000 } }, admin);
      expect(r.errors, teks.slice(0, 40)).toBeUndefined();
      expect(r.status).toBe(200);
    }
    expect(found(await cari('"air bersih" -sampah'), 'KESEPAKATAN')).toEqual([ids.air]);
    expect(found(await cari('💧 air'), 'KESEPAKATAN')).toEqual([ids.air]);
    expect((await cari('air -bersih')).items.some((i) => i.id === ids.air && i.jenis === 'KESEPAKATAN')).toBe(false);
    expect((await app.sql('select count(*)::int as n from mou'))[0].n).toBe(3);
  });

  it('gives a partner its own records of every status and public rows, both by their public fields, nothing of other partners', async () => {
    // the internal note and the signers are staff fields, on the partner's own agreement too (as mou() answers)
    expect(found(await cari('rahasiasatu', mitraA.token), 'KESEPAKATAN')).toEqual([]);
    expect(found(await cari('rahasiadua', mitraA.token), 'KESEPAKATAN')).toEqual([]);
    const own = (await cari('perpipaan', mitraA.token)).items.find((i) => i.jenis === 'KESEPAKATAN' && i.id === ids.air)!;
    expect(own.potongan.map((p) => p.teks).join('')).not.toMatch(/rahasia|Budi Santoso|Wali Kota/i);
    // B's active agreement is public: found by its title, not by its internal note
    expect(found(await cari('mahasiswa berprestasi', mitraA.token), 'KESEPAKATAN')).toEqual([ids.beasiswa]);
    expect(found(await cari('sampah terpadu', mitraA.token), 'KESEPAKATAN')).toEqual([]);
    expect(found(await cari('sampah terpadu', mitraB.token), 'KESEPAKATAN')).toEqual([ids.draft]);
    // proposals and their chat: only the partner's own
    expect(found(await cari('pelatihan', mitraA.token), 'PENJAJAKAN')).toEqual([ids.propA]);
    expect(found(await cari('pelatihan', mitraB.token), 'PENJAJAKAN')).toEqual([]);
    expect(found(await cari('festival budaya', mitraA.token), 'PENJAJAKAN')).toEqual([]);
    expect(found(await cari('kewirausahaan', mitraB.token), 'PENJAJAKAN')).toEqual([]);
    // agencies are staff data; unpublished news are the content managers'
    expect(found(await cari('penataan ruang', mitraA.token), 'SKPD')).toEqual([]);
    expect(found(await cari('rapat tertutup', mitraA.token), 'KEGIATAN')).toEqual([]);
  });

  it('gives level 2 every agreement, contract and proposal but not unpublished news; admins everything', async () => {
    expect(found(await cari('rahasiadua', level2), 'KESEPAKATAN')).toEqual([ids.beasiswa]);
    expect(found(await cari('sampah terpadu', level2), 'KESEPAKATAN')).toEqual([ids.draft]);
    expect(found(await cari('festival budaya', level2), 'PENJAJAKAN')).toEqual([ids.propB]);
    expect(found(await cari('penyaluran', level2), 'PERJANJIAN')).toEqual([ids.pks]);
    expect(found(await cari('rapat tertutup', level2), 'KEGIATAN')).toEqual([]);
    expect(found(await cari('penataan ruang', level2), 'SKPD')).toEqual([]);
    expect(found(await cari('rapat tertutup'), 'KEGIATAN')).toEqual([ids.kegiatanDraft]);
  });

  it('totals what it read exactly, estimates past it (never below what was read), and pages without a repeat', async () => {
    const insert = (n: number, from: number) =>
      app.sql(`insert into mou (id_mitra, mitra, tgl_mulai, tgl_berakhir, judul, deskripsi, no_kontrak, no_mitra, nama_ttd_mitra, jabatan_ttd_mitra, nama_ttd, jabatan_ttd, keterangan, id_status)
        select ${mitraA.idUser}, 'Mitra ' || g, date '2024-01-01', date '2028-01-01', 'Normalisasi Waduk Kota ' || g, 'Pengerukan waduk', 'W/' || g, 'MW-' || g,
          'Direktur', 'Direktur', 'Wali Kota', 'Wali Kota', '-', 1 from generate_series(${from}, ${from + n - 1}) g`);
    await insert(150, 1);
    await app.sql('analyze mou');
    // a kind read whole (one contract) adds what it read exactly; the agreements, read up to their cap (100, or
    // as many as the page needs), are estimated: at least what was read, about the planner's 150
    await createPks(app, admin, ids.beasiswa, { judul: 'Rencana Pemeliharaan Waduk', noKontrak: 'PKS-WADUK-01' });
    const seen = new Set<number>();
    const read = [100, 100, 150];
    for (const halaman of [1, 2, 3, 4]) {
      const h = await cari('waduk', admin, { ukuran: 50, halaman });
      if (halaman === 4) expect(h).toMatchObject({ total: 151, totalPerkiraan: false });
      else {
        expect(h.totalPerkiraan).toBe(true);
        expect(h.total).toBeGreaterThanOrEqual(1 + read[halaman - 1]!);
        expect(h.total).toBeLessThanOrEqual(200);
      }
      for (const id of found(h, 'KESEPAKATAN')) seen.add(id);
    }
    expect(seen.size).toBe(150);
    const pub = await publik('waduk');
    expect(pub.totalPerkiraan).toBe(true);
    expect(pub.total).toBeGreaterThanOrEqual(101);
    expect(pub.total).toBeLessThanOrEqual(200);
    // a client that does not ask the total gets the same page; a total asked through a fragment is told
    const bare = ok(await app.gql<{ cariPublik: { items: { id: number }[] } }>(`query($i: CariInput!) { cariPublik(input: $i) { items { id } } }`, { i: { teks: 'waduk' } }));
    expect(bare.cariPublik.items.map((i) => i.id)).toEqual(pub.items.map((i) => i.id));
    const viaFragment = ok(await app.gql<{ cariPublik: Halaman }>(`query($i: CariInput!) { cariPublik(input: $i) { ...Jumlah } } fragment Jumlah on HalamanCari { total totalPerkiraan }`, { i: { teks: 'waduk' } })).cariPublik;
    expect(viaFragment).toEqual({ total: pub.total, totalPerkiraan: true });
    // more matches than CARI_TOTAL_MAX: the total says 1000
    await insert(2400, 151);
    await app.sql('analyze mou');
    expect(await cari('waduk')).toMatchObject({ total: 1000, totalPerkiraan: true });
    // a word of a few rows: exact
    expect(await cari('pemeliharaan')).toMatchObject({ total: 1, totalPerkiraan: false });
  });

  it('tells an estimate to two significant figures, never below what was read nor above 1000', () => {
    expect([0, 7, 96, 149, 437, 1234, 2550].map(roughly)).toEqual([0, 7, 96, 150, 440, 1200, 2600]);
    expect(totalOf(37, null, 5000)).toBe(37);
    expect(totalOf(1, 100, 437)).toBe(441);
    expect(totalOf(1, 130, 40)).toBe(131);
    expect(totalOf(20, 100, 5000)).toBe(1000);
  });

  it('the public search reads active rows and public fields only; cari itself needs a session', async () => {
    expect(found(await publik('air bersih'), 'KESEPAKATAN')).toEqual([ids.air]);
    expect(found(await publik('penyaluran beasiswa'), 'PERJANJIAN')).toEqual([ids.pks]);
    expect(found(await publik('sosialisasi'), 'KEGIATAN')).toEqual([ids.kegiatan]);
    for (const teks of ['rahasiasatu', 'sampah terpadu', 'pelatihan', 'penataan ruang', 'kewirausahaan', 'Budi Santoso']) {
      expect((await publik(teks)).items.filter((i) => i.jenis !== 'KEGIATAN'), teks).toEqual([]);
    }
    const snippet = (await publik('air bersih')).items[0]!.potongan.map((p) => p.teks).join('');
    expect(snippet).not.toContain('rahasiasatu');
    expect(codeOf(await app.gql(CARI, { i: { teks: 'air' } }))).toBe('UNAUTHENTICATED');
  });

  it('finds accented words with or without their accents (an ASCII query skips unaccent, which leaves ASCII as it is)', async () => {
    const { idMou } = await createMou(app, admin, mitraA.idUser, { judul: 'Pertukaran Pelajar dengan Université de Genève' });
    for (const teks of ['universite geneve', 'Université Genève', 'GENÈVE']) expect(found(await cari(teks), 'KESEPAKATAN'), teks).toContain(idMou);
    const [{ same }] = await app.sql(`select ks_unaccent(x) = x as same from (select string_agg(chr(i), '' order by i) as x from generate_series(32, 126) i) t`);
    expect(same).toBe(true);
  });

  it("a record's snippet leaves out its empty fields and the placeholder \"-\"", async () => {
    const { idMou } = await createMou(app, admin, mitraA.idUser, { judul: 'Kerja Sama Penanggulangan Kebakaran', deskripsi: 'Regu pemadam kebakaran permukiman.', keterangan: '-' });
    const snippet = (await cari('kebakaran')).items.find((i) => i.id === idMou && i.sumber === 'DATA')!.potongan.map((p) => p.teks).join('');
    expect(snippet).toContain('Budi Santoso');
    expect(snippet).not.toMatch(/·\s*-?\s*·/);
  });

  it('filters by where the words were found, and agreements and contracts by status and start date', async () => {
    const lama = (await createMou(app, admin, mitraA.idUser, { judul: 'Kerja Sama Irigasi Pertanian', status: 1, tglMulai: '2025-03-01' })).idMou;
    const proses = (await createMou(app, admin, mitraA.idUser, { judul: 'Kerja Sama Irigasi Sawah Tadah Hujan', status: 4, tglMulai: '2026-06-01' })).idMou;
    const pks = (await createPks(app, admin, lama, { judul: 'Rencana Kerja Irigasi Tersier', status: 1, tglMulai: '2026-02-01' })).idPks;
    const usulan = (await createPenjajagan(app, mitraA.token, { judul: 'Usulan Irigasi Tetes' })).idPenjajagan;
    ok(await app.gql('mutation($id: Int!, $p: String!) { kirimPesan(idPenjajagan: $id, pesan: $p) { id } }', { id: ids.propA, p: 'Apakah irigasi termasuk?' }, mitraA.token));
    await app.sql(`insert into kegiatan (judul, highlight, isi, status, nama_user) values ('Peresmian Irigasi Desa', 'irigasi', 'irigasi', 1, 'Admin')`);
    const hits = (h: Halaman) => h.items.map((i) => `${i.jenis}:${i.sumber}:${i.id}`).sort();
    const irigasi = (filters: Record<string, unknown>, token = admin) => cari('irigasi', token, filters);

    expect(new Set((await irigasi({})).items.map((i) => i.jenis))).toEqual(new Set(['KESEPAKATAN', 'PERJANJIAN', 'PENJAJAKAN', 'KEGIATAN']));
    // status and start date read agreements and contracts only
    expect(hits(await irigasi({ status: [4] }))).toEqual([`KESEPAKATAN:DATA:${proses}`]);
    expect(hits(await irigasi({ status: [1] }))).toEqual([`KESEPAKATAN:DATA:${lama}`, `PERJANJIAN:DATA:${pks}`]);
    expect(hits(await irigasi({ tanggalDari: '2026-01-01' }))).toEqual([`KESEPAKATAN:DATA:${proses}`, `PERJANJIAN:DATA:${pks}`]);
    expect(await irigasi({ tanggalSampai: '2025-12-31' })).toMatchObject({ total: 1, items: [{ jenis: 'KESEPAKATAN', id: lama }] });
    expect(hits(await irigasi({ status: [1, 4], tanggalDari: '2026-01-01', jenis: ['PERJANJIAN'] }))).toEqual([`PERJANJIAN:DATA:${pks}`]);
    // where the words were found
    expect(hits(await irigasi({ sumber: ['PESAN'] }))).toEqual([`PENJAJAKAN:PESAN:${ids.propA}`]);
    expect(hits(await irigasi({ sumber: ['DATA'], jenis: ['PENJAJAKAN'] }))).toEqual([`PENJAJAKAN:DATA:${usulan}`]);
    // a partner: its own agreement in full; the public: active rows only
    expect(hits(await irigasi({ status: [4] }, mitraA.token))).toEqual([`KESEPAKATAN:DATA:${proses}`]);
    expect(hits(await irigasi({ status: [4] }, mitraB.token))).toEqual([]);
    const publik = async (filters: Record<string, unknown>) => ok(await app.gql<{ cariPublik: Halaman }>(PUBLIK, { i: { teks: 'irigasi', ...filters } })).cariPublik;
    expect(hits(await publik({ status: [4] }))).toEqual([]);
    expect(hits(await publik({ tanggalDari: '2026-01-01' }))).toEqual([`PERJANJIAN:DATA:${pks}`]);

    // bad filters: the export dialogs' messages, for both searches
    const refused = async (filters: Record<string, unknown>, query = CARI, token: string | undefined = admin) => {
      const r = await app.gql(query, { i: { teks: 'irigasi', ...filters } }, token);
      expect(codeOf(r)).toBe('BAD_USER_INPUT');
      return fieldsOf(r);
    };
    expect(await refused({ status: [9] })).toEqual({ status: 'Status tidak valid' });
    expect(await refused({ tanggalDari: '2026-02-30' })).toEqual({ tanggalDari: 'Tgl. Dari harus berformat yyyy-MM-dd' });
    expect(await refused({ tanggalDari: '2026-05-01', tanggalSampai: '2026-04-30' }, PUBLIK, undefined)).toEqual({ tanggalSampai: 'Tgl. Sampai tidak boleh sebelum Tgl. Dari' });
  });

  it('answers a page of a shape past the prepared ones as plain SQL, with the same hits', async () => {
    // every set of kinds with agreements, each for words, accented words and a number: 96 shapes
    const others = ['PERJANJIAN', 'PENJAJAKAN', 'KEGIATAN', 'PARTNER', 'SKPD'];
    const sets = Array.from({ length: 1 << others.length }, (_, m) => ['KESEPAKATAN', ...others.filter((_, i) => m & (1 << i))]);
    for (const teks of ['beasiswa', 'béasiswa', '777/UNIV']) {
      for (const jenis of sets) expect(found(await cari(teks, admin, { jenis }), 'KESEPAKATAN'), `${teks} ${jenis}`).toContain(ids.beasiswa);
    }
    expect(preparedPageShapes()).toBe(MAX_PAGE_SHAPES);
  });

  it('keeps no pending list in the GIN indexes it reads (a search would scan all of it), but the audit log keeps its own', async () => {
    const rows = await app.sql<{ name: string; fastupdate: string | null }>(`
      select c.relname as name, (select option_value from pg_options_to_table(c.reloptions) where option_name = 'fastupdate') as fastupdate
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam where a.amname = 'gin'`);
    expect(rows.filter((r) => r.name !== 'riwayat_search_trgm' && r.fastupdate !== 'off').map((r) => r.name)).toEqual([]);
    expect(rows.map((r) => r.name)).toContain('dokumen_teks_cari_0');
  });
});
