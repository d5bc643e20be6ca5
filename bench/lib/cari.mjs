// Issue 20's benchmark: search (GraphQL `cari` as staff, `cariPublik`) from 20 concurrent clients, every
// request other words, over the seeded agreements, contracts and documents (seed-dokumen.mjs); and the
// indexer's throughput, text layer and OCR apart, on generated PDFs and scanned PNGs read by the real
// indexer (`server/dist/cli/reindex.js --belum`, what `npm run reindex` runs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import pg from 'pg';
import sharp from 'sharp';
import { BIDANG, KHUSUS, UMUM } from './kosakata.mjs';

/** Issue 20: p95 at 20 concurrent clients (ms). */
export const P95_TARGET = 50;

/** Words people search for: fields, places and the agreements' own vocabulary (no function words). */
const WORDS = [...BIDANG, ...KHUSUS, ...UMUM.slice(9)].filter((w) => w.length >= 4);

/** The n-th search: one word, every third request two. */
export const searchText = (n) => {
  const a = WORDS[(n * 7919) % WORDS.length];
  return n % 3 === 2 ? `${a} ${WORDS[(n * 104729 + 13) % WORDS.length]}` : a;
};

const CARI = `query Cari($i: CariInput!) { cari(input: $i) { total mirip belumTerbaca
  items { jenis id judul sumber idFile namaFile urlFile peringkat potongan { teks sorot } } } }`;
const CARI_PUBLIK = `query CariPublik($i: CariInput!) { cariPublik(input: $i) { total mirip
  items { jenis id judul sumber peringkat potongan { teks sorot } } } }`;

/** The two scenarios, run with bench/lib/load.mjs closedLoopP95 (bodyFor: other words per request). */
export const cariScenarios = ({ url, staffToken, procs }) => {
  const body = (query, n) => JSON.stringify({ query, variables: { i: { teks: searchText(n) } } });
  const base = { procs, url: `${url}/graphql`, method: 'POST' };
  return [
    { ...base, key: 'cari', label: 'cari, staff (level 2): agreements, contracts, proposals, chat, news, documents',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
      body: body(CARI, 0), bodyFor: (n) => body(CARI, n), valid: (j) => Array.isArray(j.data?.cari?.items) && j.data.cari.total > 0 },
    { ...base, key: 'cari-publik', label: 'cariPublik: active agreements and contracts (public fields), published news',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: body(CARI_PUBLIK, 0), bodyFor: (n) => body(CARI_PUBLIK, n), valid: (j) => Array.isArray(j.data?.cariPublik?.items) },
  ];
};

// ---------------------------------------------------------------- indexing throughput

/** A deterministic page of text from the vocabulary (a small LCG: the same files every run). */
const pageText = (seed, words = 320) => {
  let x = seed;
  const next = (n) => ((x = (x * 1103515245 + 12345) % 2147483648), x % n);
  const out = [];
  for (let i = 0; i < words; i++) {
    const list = next(10) < 6 ? UMUM : next(10) < 8 ? BIDANG : KHUSUS;
    out.push(list[next(list.length)]);
  }
  return out.join(' ');
};

const pdf = (seed, pages) =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let p = 1; p <= pages; p++) {
      if (p > 1) doc.addPage();
      doc.fontSize(13).text(`Pasal ${p}`).fontSize(10).text(pageText(seed * 10 + p));
    }
    doc.end();
  });

/** A scanned page: text as pixels only (no text layer), as a scanner's PNG. */
const scan = (seed) => {
  const words = pageText(seed, 96).split(' ');
  const lines = Array.from({ length: 12 }, (_, i) => words.slice(i * 8, i * 8 + 8).join(' '));
  const text = lines.map((l, i) => `<text x="60" y="${100 + i * 56}" font-family="DejaVu Sans" font-size="34">${l}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1650" height="${160 + lines.length * 56}"><rect width="100%" height="100%" fill="white"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
};

/**
 * Stores `pdfs` generated PDFs (3–6 pages) and `scans` PNG scans as documents of agreements (queued for
 * reading by the database's trigger), then runs the real indexer over what is not read yet and returns its
 * rates. Run while no server works its job queue, so the CLI reads every one of them.
 */
export const indexingThroughput = async ({ root, dbUrl, pdfs, scans, log }) => {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const owners = (await client.query(`select id_mou from mou order by id_mou limit $1`, [pdfs + scans])).rows.map((r) => r.id_mou);
    const files = [];
    for (let i = 0; i < pdfs; i++) files.push({ name: `Naskah ${i + 1}.pdf`, mime: 'application/pdf', ext: 'pdf', bytes: await pdf(i + 1, 3 + (i % 4)) });
    for (let i = 0; i < scans; i++) files.push({ name: `Pindaian ${i + 1}.png`, mime: 'image/png', ext: 'png', bytes: await scan(1000 + i) });
    await client.query('begin');
    for (const [i, f] of files.entries()) {
      await client.query(`insert into stored_file (owner_kind, owner_id, original_name, mime, ext, size, sha256, content)
        values ('mou.dokumen', $1, $2, $3, $4, $5, encode(sha256($6), 'hex'), $6)`, [owners[i], f.name, f.mime, f.ext, f.bytes.length, f.bytes]);
    }
    await client.query('commit');
  } finally {
    await client.end();
  }
  log(`indexing ${pdfs} PDFs and ${scans} scans with the real indexer (server/dist/cli/reindex.js --belum)`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [path.join(root, 'server/dist/cli/reindex.js'), '--belum'], {
    cwd: root, env: { ...process.env, DATABASE_URL: dbUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn' }, encoding: 'utf8', timeout: 1_800_000,
  });
  const m = /Teks: (\d+) dokumen \(([\d.]+|-)\/detik\); OCR: (\d+) dokumen \(([\d.]+|-)\/detik\)/.exec(run.stdout ?? '');
  if (run.status !== 0 || !m) throw new Error(`reindex failed (${run.status}): ${(run.stdout ?? '').slice(-400)} ${(run.stderr ?? '').slice(-800)}`);
  const unread = /(\d+) belum dapat dibaca/.exec(run.stdout)?.[1];
  return {
    teks: { n: Number(m[1]), perSecond: Number(m[2]) }, ocr: { n: Number(m[3]), perSecond: Number(m[4]) },
    unreadable: Number(unread ?? 0), seconds: (Date.now() - started) / 1000, ocrMissing: /Peringatan/.test(run.stderr ?? ''),
  };
};

// ---------------------------------------------------------------- report

const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const f2 = (x) => (Number.isFinite(x) ? x.toFixed(2) : '–');

/** The search section of the report: its lines and its target checks ([what, pass, value]). */
export const renderCari = ({ docs, rows, indexing }) => {
  const lines = [];
  const checks = [];
  lines.push(
    `Search (issue 20): ${docs.dokumen.toLocaleString('en-US')} documents of generated Indonesian text (${docs.pages} pages, ` +
      `${docs.chars.toLocaleString('en-US')} characters each on average) beside the agreements and contracts above; 20 concurrent clients ` +
      '(closed loop), every request one or two other words of the documents\' vocabulary; medians of the rounds:',
  );
  lines.push('');
  lines.push('| search | req/s | p50 ms | p95 ms | p99 ms | CPU ms/req | PostgreSQL CPU ms/req |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|');
  for (const x of rows) {
    lines.push(`| ${x.label} | ${Math.round(x.rps)} | ${f1(x.p50)} | ${f1(x.p95)} | ${f1(x.p99)} | ${f2(x.cpuPerReq)} | ${f2(x.dbPerReq)} |${x.errors ? ` ⚠ ${x.errors} errors` : ''}`);
    checks.push([`${x.label}: p95 < ${P95_TARGET} ms at 20 concurrent clients`, x.p95 < P95_TARGET, `${f1(x.p95)} ms`]);
  }
  lines.push('');
  if (indexing?.error) lines.push(`Indexing throughput: not measured (${indexing.error}).`);
  else if (indexing) {
    lines.push(
      `Indexing throughput (the real indexer, one document at a time, as \`npm run reindex\`): text layer ${indexing.teks.n} PDFs of 3–6 pages, ` +
        `**${f1(indexing.teks.perSecond)} documents/s**; OCR (Tesseract \`ind\`) ${indexing.ocr.n} scanned PNG pages, **${f2(indexing.ocr.perSecond)} documents/s**` +
        `${indexing.unreadable ? `; ${indexing.unreadable} not readable` : ''}${indexing.ocrMissing ? ' (Tesseract missing: scans marked unreadable)' : ''}.`,
    );
  }
  return { lines, checks };
};
