/**
 * Backup and restore (`npm run backup` / `npm run restore`): a round trip of a database with every kind
 * of row and stored file gives back every table exactly (and the sequences), the restored database
 * serves the same documents byte for byte, a restore over newer data replaces it, and a truncated archive
 * changes nothing. A negative control shows the comparison sees a difference.
 */
import { execFile } from 'node:child_process';
import { statSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, gql, gqlUpload, login, removeDir, startPostgres, startServer, tempDir, type Postgres, type Server } from './harness.js';
import { sha256 } from './ledger.js';

const run = promisify(execFile);

/** Runs an npm script the way an operator would, against DATABASE_URL. */
const npm = async (script: 'backup' | 'restore', file: string, databaseUrl: string): Promise<{ code: number; out: string }> => {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', file], { env: { ...process.env, DATABASE_URL: databaseUrl }, timeout: 120_000 });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
};

/** Every table's row count and an order-independent digest of all its rows, and every sequence. */
const snapshot = async (databaseUrl: string): Promise<Record<string, string>> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // documents uploaded by the fixtures are read in the background (dokumen_teks): wait until they are, so
    // that the snapshot shows the data, not a moment of the indexer's work
    const deadline = Date.now() + 60_000;
    const pending = async () =>
      Number((await client.query(`select count(*) as n from dokumen_teks where status in ('antri', 'proses')`)).rows[0].n);
    while ((await pending()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const tables = (await client.query<{ t: string }>(`select tablename as t from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' order by 1`)).rows.map((r) => r.t);
    const out: Record<string, string> = {};
    for (const t of tables) {
      const [r] = (await client.query(`select count(*)::int as n, coalesce(md5(string_agg(md5(x::text), ',' order by md5(x::text))), '') as h from "${t}" x`)).rows;
      out[t] = `${r.n} rows ${r.h}`;
    }
    for (const s of (await client.query(`select sequencename, last_value from pg_sequences where schemaname = 'public'`)).rows) out[`sequence ${s.sequencename}`] = String(s.last_value);
    out.migrations = (await client.query(`select string_agg(name, ',' order by id) as m from mikro_orm_migrations`)).rows[0].m;
    return out;
  } finally {
    await client.end();
  }
};

const differences = (a: Record<string, string>, b: Record<string, string>): string[] =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => a[k] !== b[k]).map((k) => `${k}: ${a[k]} ≠ ${b[k]}`);

describe('backup and restore', () => {
  let postgres: Postgres;
  let sourceUrl: string;
  let dataDir: string;
  let server: Server;
  let admin: string;
  let archive: string;
  let before: Record<string, string>;
  const documents: { url: string; sha256: string }[] = [];
  let mitraId: number;

  beforeAll(async () => {
    postgres = await startPostgres();
    sourceUrl = await createDatabase(postgres.url, 'kerjasama');
    dataDir = tempDir('kerjasama-backup-');
    archive = path.join(dataDir, 'cadangan.ksbak');
    server = await startServer(sourceUrl, { dataDir });
    admin = await login(server.url);
    const url = server.url;
    const ok = (r: { data?: any; errors?: unknown }) => {
      if (r.errors || !r.data) throw new Error(JSON.stringify(r.errors));
      return r.data;
    };
    const image = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#884422' } }).png().toBuffer();
    const skpd = ok(await gql(url, 'mutation { createSkpd(input: { skpd: "Dinas Cadangan \\\\ \\"kutip\\" \\t tab", kode: 5, status: 1 }) { idSkpd } }', {}, admin)).createSkpd.idSkpd;
    const mitra = ok(await gql(url, 'mutation($i: CreateUserInput!) { createUser(input: $i) { idUser } }', { i: { nama: 'PT Baris\nBaru ✓ 👨‍👩‍👧', username: 'mitra-cadangan', email: 'mitra-cadangan@example.id', idLevel: 3, hp: '0812', status: 1, password: 'Mitra#123' } }, admin)).createUser.idUser;
    mitraId = mitra;
    await gql(url, 'mutation($i: CreateUserInput!) { createUser(input: $i) { idUser } }', { i: { nama: 'Staf', username: 'staf-cadangan', email: 'staf@example.id', idLevel: 2, idSkpd: skpd, hp: '0813', status: 1, password: 'Staf#1234' } }, admin);
    const mou = (lama?: number) =>
      gql(url, 'mutation($i: MouInput!) { createMou(input: $i) { idMou } }', {
        i: { idMitra: mitra, idMouLama: lama, mitra: 'PT', tglMulai: '2026-01-01', tglBerakhir: '2027-01-01', judul: `Kesepakatan ${lama ?? 'awal'}`, deskripsi: 'Baris satu\nbaris dua\r\n\\ garis miring', noKontrak: 'K/1', noMitra: 'M/1', nilai: 12345.67, namaTtdMitra: 'A', jabatanTtdMitra: 'B', namaTtd: 'C', jabatanTtd: 'D', keterangan: 'E', status: 1, klasifikasi: { jenis: 'KSDPK', kategoriMitra: 'badan_usaha', idUrusan: [1] } },
      }, admin);
    const first = ok(await mou()).createMou.idMou;
    const second = ok(await mou(first)).createMou.idMou;
    for (const [i, size] of [[1, 5_000], [2, 3_000_000]] as const) {
      const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: size }, (_, k) => (k * 31 + i) % 256))]);
      const d = ok(await gqlUpload(url, 'mutation($id: Int!, $file: Upload) { addMouDokumen(idMou: $id, file: $file) { url } }', { id: second }, { name: `dok ${i}.pdf`, bytes, type: 'application/pdf' }, admin));
      documents.push({ url: d.addMouDokumen.url, sha256: sha256(bytes) });
    }
    ok(await gqlUpload(url, 'mutation($id: Int!, $file: Upload) { addMouGambar(idMou: $id, file: $file) { idFile } }', { id: first }, { name: 'galeri.png', bytes: image, type: 'image/png' }, admin));
    const pks = ok(await gql(url, 'mutation($i: PksInput!) { createPks(input: $i) { idPks } }', { i: { idMou: second, mitra: 'PT', tglMulai: '2026-02-01', tglBerakhir: '2026-12-01', judul: 'Perjanjian', deskripsi: 'D', noKontrak: 'P/1', noMitra: 'M', nilai: 0, namaTtdMitra: 'A', jabatanTtdMitra: 'B', namaTtd: 'C', jabatanTtd: 'D', keterangan: 'E', status: 3, klasifikasi: { jenis: 'KSDPK', kategoriMitra: 'badan_usaha', idUrusan: [1] } } }, admin)).createPks.idPks;
    ok(await gql(url, 'mutation($id: Int!, $s: Int) { addPksSkpd(idPks: $id, idSkpd: $s) { idSkpd } }', { id: pks, s: skpd }, admin));
    const mitraToken = await login(url, 'mitra-cadangan', 'Mitra#123');
    const p = ok(await gqlUpload(url, 'mutation($i: PenjajaganInput!, $file: Upload) { createPenjajagan(input: $i, file: $file) { idPenjajagan } }', { i: { judul: 'Usulan', deskripsi: 'D' } }, { name: 'usulan.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' }, mitraToken)).createPenjajagan.idPenjajagan;
    for (const pesan of ['Halo', 'Apa kabar?', 'Baris\\miring']) ok(await gql(url, 'mutation($id: Int!, $p: String) { kirimPesan(idPenjajagan: $id, pesan: $p) { id } }', { id: p, p: pesan }, mitraToken));
    ok(await gqlUpload(url, 'mutation($i: KegiatanInput!, $file: Upload) { createKegiatan(input: $i, gambar: $file) { idKegiatan } }', { i: { judul: 'Kegiatan', highlight: 'H', isi: '<p>Isi <strong>tebal</strong></p>', status: 1 } }, { name: 'k.png', bytes: image, type: 'image/png' }, admin));
    ok(await gqlUpload(url, 'mutation($i: PartnerInput!, $file: Upload) { createPartner(input: $i, file: $file) { idPartner } }', { i: { partner: 'Logo' } }, { name: 'logo.png', bytes: image, type: 'image/png' }, admin));
    ok(await gqlUpload(url, 'mutation($i: SliderInput!, $file: Upload) { createSlider(input: $i, file: $file) { idGambar } }', { i: { urutan: 2 } }, { name: 's.png', bytes: image, type: 'image/png' }, admin));
    // A row deleted: its sequence value stays ahead of the highest id, and must come back so.
    const extra = ok(await gql(url, 'mutation { createSkpd(input: { skpd: "Dihapus", kode: 9, status: 2 }) { idSkpd } }', {}, admin)).createSkpd.idSkpd;
    ok(await gql(url, 'mutation($id: Int!) { deleteSkpd(idSkpd: $id) }', { id: extra }, admin));
    // A resized variant of a public image (a derived cache table) exists too.
    await fetch(`${url}${ok(await gql(url, '{ partners { items { logo } } }')).partners.items[0].logo}?w=64`);
  }, 240_000);

  afterAll(async () => {
    await server?.kill9();
    await postgres?.stop();
    if (dataDir) removeDir(dataDir);
    if (postgres) removeDir(postgres.root);
  });

  it('npm run backup writes the whole database (files included) from a live server', async () => {
    before = await snapshot(sourceUrl);
    const r = await npm('backup', archive, sourceUrl);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toMatch(/Cadangan selesai/);
    expect(statSync(archive).size).toBeGreaterThan(1000);
    expect(await snapshot(sourceUrl)).toEqual(before);
  });

  it('npm run restore into an empty database gives back every table and sequence exactly', async () => {
    const target = await createDatabase(postgres.url, 'pulih');
    const r = await npm('restore', archive, target);
    expect(r.code, r.out).toBe(0);
    expect(differences(before, await snapshot(target))).toEqual([]);

    // And the product runs on it: the same documents, byte for byte, and new rows get fresh ids.
    const restoredDir = tempDir('kerjasama-pulih-');
    const restored = await startServer(target, { dataDir: restoredDir });
    try {
      const token = await login(restored.url);
      for (const d of documents) {
        const res = await fetch(`${restored.url}${d.url}`);
        expect(res.status).toBe(200);
        expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(d.sha256);
      }
      const s = await gql(restored.url, 'mutation { createSkpd(input: { skpd: "Baru", kode: 1, status: 1 }) { idSkpd } }', {}, token);
      expect(s.errors).toBeUndefined();
    } finally {
      await restored.terminate();
      removeDir(restoredDir);
    }
  });

  it('a restore over newer data replaces it; a truncated archive changes nothing', async () => {
    await gql(server.url, 'mutation { createSkpd(input: { skpd: "Sesudah cadangan", kode: 2, status: 1 }) { idSkpd } }', {}, admin);
    const newer = await snapshot(sourceUrl);
    expect(differences(before, newer).length).toBeGreaterThan(0);

    const broken = path.join(dataDir, 'terpotong.ksbak');
    const whole = gunzipSync(readFileSync(archive));
    writeFileSync(broken, gzipSync(whole.subarray(0, Math.floor(whole.length * 0.6))));
    const failed = await npm('restore', broken, sourceUrl);
    expect(failed.code).not.toBe(0);
    expect(failed.out).toMatch(/Gagal/);
    expect(await snapshot(sourceUrl)).toEqual(newer);

    await server.terminate();
    const r = await npm('restore', archive, sourceUrl);
    expect(r.code, r.out).toBe(0);
    expect(differences(before, await snapshot(sourceUrl))).toEqual([]);
    server = await startServer(sourceUrl, { dataDir });
  });

  it('a restore into a running server: list totals, public pages and answers are right at once; a corrupt file is refused plainly', async () => {
    const list = async () => {
      const r = await gql(server.url, '{ mous(page: { limit: 50 }) { total items { idMou judul } } kesepakatanPublik { total items { judul } } }', {}, admin);
      if (r.errors || !r.data) throw new Error(JSON.stringify(r.errors ?? r.networkError));
      return { total: r.data.mous.total as number, rows: r.data.mous.items.length as number, publik: r.data.kesepakatanPublik.total as number };
    };
    const page = async () => (await fetch(`${server.url}/kerjasama/kesepakatan`)).text();
    const restored = await list();
    expect(restored.total).toBe(restored.rows);

    // A newer agreement, seen (and so kept: the total, the public answer and the rendered page) by the server.
    const judul = 'Kesepakatan sesudah cadangan';
    const created = await gql(server.url, 'mutation($i: MouInput!) { createMou(input: $i) { idMou } }', {
      i: { idMitra: mitraId, mitra: 'PT', tglMulai: '2026-01-01', tglBerakhir: '2027-06-01', judul, deskripsi: 'D', noKontrak: 'K/9', noMitra: 'M/9', nilai: 1, namaTtdMitra: 'A', jabatanTtdMitra: 'B', namaTtd: 'C', jabatanTtd: 'D', keterangan: 'E', status: 1, klasifikasi: { jenis: 'KSDPK', kategoriMitra: 'badan_usaha', idUrusan: [1] } },
    }, admin);
    expect(created.errors).toBeUndefined();
    expect(await list()).toEqual({ total: restored.total + 1, rows: restored.rows + 1, publik: restored.publik + 1 });
    expect(await page()).toContain(judul);

    // A file that is no archive, and one cut short, are refused in words an operator understands.
    const notArchive = path.join(dataDir, 'bukan-arsip.ksbak');
    writeFileSync(notArchive, 'ini bukan arsip\n');
    const refused = await npm('restore', notArchive, sourceUrl);
    expect(refused.code).not.toBe(0);
    expect(refused.out).toMatch(/bukan arsip cadangan Kerja Sama/);
    expect(refused.out).not.toMatch(/incorrect header check|\n\s+at /);
    const cut = path.join(dataDir, 'terpotong-gzip.ksbak');
    writeFileSync(cut, readFileSync(archive).subarray(0, 2000));
    const cutShort = await npm('restore', cut, sourceUrl);
    expect(cutShort.code).not.toBe(0);
    expect(cutShort.out).toMatch(/terpotong|tidak lengkap/);
    expect(cutShort.out).not.toMatch(/unexpected end of file|\n\s+at /);

    // The restore, into the running server: its next answers are the archive's, with no restart.
    const r = await npm('restore', archive, sourceUrl);
    expect(r.code, r.out).toBe(0);
    const deadline = Date.now() + 2000;
    let after = await list();
    while (after.total !== restored.total && Date.now() < deadline) after = await list();
    expect(after).toEqual(restored);
    expect(await page()).not.toContain(judul);
  });

  it('negative control: the comparison reports a changed row and a missing file', async () => {
    const client = new pg.Client({ connectionString: sourceUrl });
    await client.connect();
    await client.query(`update penjajagan_detail set pesan = 'Diubah' where pesan = 'Halo'`);
    await client.query(`delete from stored_file where id = (select id from stored_file order by size desc limit 1)`);
    await client.end();
    const diff = differences(before, await snapshot(sourceUrl));
    expect(diff.some((d) => d.startsWith('penjajagan_detail:'))).toBe(true);
    expect(diff.some((d) => d.startsWith('stored_file:'))).toBe(true);
  });
});
