#!/usr/bin/env node
// `npm run bench`: the performance benchmark of Kerja Sama against its ceiling and a peer (issue 7).
//
//   node bench/run.mjs [--quick] [--no-build] [--no-lighthouse] [--rounds N] [--duration S] [--warmup S]
//                      [--connections N] [--subscribers N] [--server built/main.js] [--out file.md] [--only cari]
//                      [--only pengingat,laporan]
//
//   --only cari   only the search part (issue 20), to iterate on it: the same database (plus its 50,000
//                 documents), the indexing throughput and the two search scenarios on one instance; the
//                 table goes to .tmp/bench-results-cari.md unless --out says otherwise (bench/results.md
//                 keeps the last full run). With --quick: 10k/30k rows and 5,000 documents.
//   --database URL  a database an earlier run seeded, still running: no new PostgreSQL, no seeding (to iterate).
//   --seed        with --database: seed that (empty, migrated on first start) database and leave it running.
//   --no-indexing   skips the indexing throughput (each run adds its 46 documents to the database).
//   --only pengingat,laporan   issue 18's bell and daily reminder run, issue 19's yearly report (either or
//                 both, bench/lib/pengingat-laporan.mjs) on one instance, without the documents.
//
// 1. a FRESH embedded PostgreSQL; the built server migrates it (and adds its demo content), then a large
//    dataset is seeded with set-based SQL (bench/lib/seed.mjs);
// 2. the built server (NODE_ENV=production) twice on that database, a round-robin proxy in front of both
//    (bench/proxy.mjs), the CEILING (bench/ceiling.mjs: the SQL the server ran for each read, captured from
//    PostgreSQL's log, through raw `pg`) and the PEER (PostGraphile 4.14 over the same tables, bench/peer);
// 3. autocannon, after a warm-up, in interleaved rounds over every HTTP scenario; then a constant-rate run
//    at 80% of each list read's maximum; search (`cari`, `cariPublik`) from 20 concurrent clients with other
//    words per request, over the seeded rows and 50,000 documents' text (bench/lib/cari.mjs, seed-dokumen.mjs),
//    and the indexer's documents per second on generated PDFs and scans; chat fan-out to 1,000 websocket subscribers on one instance and on
//    two behind the proxy; bundle budgets; Lighthouse on three public pages (last);
// 4. one table, printed and written to bench/results.md (the parts between the markers; the rest of that
//    file — the analysis — is kept).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jwt from 'jsonwebtoken';
import { cariScenarios, indexingThroughput, renderCari } from './lib/cari.mjs';
import { captureSql } from './lib/capture.mjs';
import { constantRate } from './lib/constant-rate.mjs';
import { fanout, idleSocketMemory } from './lib/fanout.mjs';
import { closedLoopP95, runOnce, summarise, warmUp } from './lib/load.mjs';
import { attachPostgres, startPostgres, withClient } from './lib/postgres.mjs';
import { freePort, postgresCpuMs, startProcess } from './lib/procs.mjs';
import { renderReport, writeResults } from './lib/report.mjs';
import { seed, seeded as seededBefore } from './lib/seed.mjs';
import { dokumenStats, seedDokumen } from './lib/seed-dokumen.mjs';
import { measurePengingatLaporan, PARTS as PENGINGAT_LAPORAN, pengingatLaporanSeeded, seedPengingatLaporan } from './lib/pengingat-laporan.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BENCH = path.join(ROOT, 'bench');
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name, dflt) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : dflt;
};
const QUICK = flag('--quick');
const ONLY = option('--only', null);
const REUSE = option('--database', null);
const SEED_INTO = REUSE && flag('--seed');
const SEEDED = REUSE && !SEED_INTO;
const ONLY_PARTS = ONLY ? ONLY.split(',') : null;
if (ONLY_PARTS?.some((p) => p !== 'cari' && !PENGINGAT_LAPORAN.includes(p))) throw new Error(`--only ${ONLY}: the parts that run alone are cari, ${PENGINGAT_LAPORAN.join(', ')}`);
const wanted = (part) => !ONLY_PARTS || ONLY_PARTS.includes(part);
const ROUNDS = Number(option('--rounds', 3));
const DURATION = Number(option('--duration', QUICK ? 3 : 5));
const WARMUP = Number(option('--warmup', 2));
const CONNECTIONS = Number(option('--connections', 16));
const SUBSCRIBERS = Number(option('--subscribers', 1000));
const OUT = path.resolve(
  option('--out', ONLY ? path.join(ROOT, `.tmp/bench-results-${ONLY}.md`) : QUICK ? path.join(ROOT, '.tmp/bench-results-quick.md') : path.join(BENCH, 'results.md')),
);
// The built server to run (default server/dist/main.js; a private build with --server <file>).
const SERVER_MAIN = path.resolve(option('--server', path.join(ROOT, 'server/dist/main.js')));

const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(0)} s`;
const say = (msg) => console.log(`[bench ${elapsed().padStart(5)}] ${msg}`);
const cleanup = [];

// ---------------------------------------------------------------- build and peer install

const newest = (dir) => {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) max = Math.max(max, newest(p));
    else if (!/\.test\.tsx?$/.test(entry.name)) max = Math.max(max, statSync(p).mtimeMs);
  }
  return max;
};
const npm = (args, cwd = ROOT) => {
  const r = spawnSync('npm', args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
};

const prepare = () => {
  if (!flag('--no-build')) {
    const mainJs = path.join(ROOT, 'server/dist/main.js');
    if (SERVER_MAIN === mainJs && (!existsSync(mainJs) || newest(path.join(ROOT, 'server/src')) > statSync(mainJs).mtimeMs)) {
      say('building the server (npm run build:server)');
      npm(['run', 'build:server']);
    }
    const index = path.join(ROOT, 'client/dist/index.html');
    const ssr = path.join(ROOT, 'client/dist-ssr/renderPublicPage.js');
    if (!existsSync(index) || !existsSync(ssr) || newest(path.join(ROOT, 'client/src')) > statSync(index).mtimeMs) {
      say('building the client (npm run build:client)');
      npm(['run', 'build:client']);
    }
  }
  if (!existsSync(path.join(BENCH, 'peer/node_modules/postgraphile'))) {
    say('installing the peer (PostGraphile 4.14) in bench/peer');
    npm(['ci', '--no-audit', '--no-fund', '--loglevel=error'], path.join(BENCH, 'peer'));
  }
};

// ---------------------------------------------------------------- helpers

const JWT_SECRET = randomBytes(36).toString('base64url');
const token = (idUser, idLevel) =>
  jwt.sign({ id_user: idUser, nama: `Pegawai ${idUser}`, id_level: idLevel, ver: 0 }, JWT_SECRET, {
    algorithm: 'HS256',
    issuer: 'kerja-sama',
    audience: 'kerja-sama',
    subject: String(idUser),
    expiresIn: '2h',
  });

const gqlBody = (query, variables) => JSON.stringify({ query, variables });
const post = async (url, body, headers = {}) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: res.status, json: await res.json() };
};

const PUB_QUERY = `query PublikKesepakatan($judul: String, $page: Int) {
  kesepakatanPublik(judul: $judul, page: $page) { total items { idMou mitra judul deskripsi noKontrak noMitra tglMulai tglBerakhir } }
}`;
const ADMIN_QUERY = `query KesepakatanList($filter: MouFilter, $page: PageInput) {
  mous(filter: $filter, page: $page) { total items { idMou judul deskripsi noKontrak idStatus statusText } }
}`;
const ADMIN_VARS = { filter: { judul: 'pariwisata', status: 1 }, page: { page: 1, limit: 20 } };
// Many staff searching at once: 20 words of the seeded titles × the 5 statuses × pages 1–3 (300 searches).
const SEARCH_WORDS = ['pendidikan', 'kesehatan', 'pariwisata', 'infrastruktur', 'teknologi', 'sampah', 'air bersih', 'transportasi',
  'pangan', 'umkm', 'energi', 'kebudayaan', 'bencana', 'perumahan', 'pelatihan', 'kependudukan', 'lingkungan', 'perpustakaan',
  'olahraga', 'tata ruang'];
const ADMIN_SEARCHES = SEARCH_WORDS.flatMap((judul) => [1, 2, 3, 4, 5].flatMap((status) => [1, 2, 3].map((page) => ({ filter: { judul, status }, page: { page, limit: 20 } }))));
const DASHBOARD_QUERY = `query AdminDashboard { dashboard { totalMou totalMouExpired totalPks totalPksExpired jendelaHari
  dataMou { id no judul noKontrak tglAkhir } dataPks { id no judul noKontrak tglAkhir } berakhirPerBulan { bulan label mou pks } } }`;
const CHAT_QUERY = `query PenjajakanPesan($idPenjajagan: Int!, $page: PesanPageInput) {
  penjajaganPesan(idPenjajagan: $idPenjajagan, page: $page) { total hasMore items { id idPenjajagan idUser nama pesan tglInput posisi } }
}`;
// The same reads in PostGraphile's schema. The judul search runs on the same lower-cased column as ours
// (judul_cari, whose trigram index serves LIKE): connection-filter's `includes` is LIKE '%…%' on it.
const PEER_PUB = `query { allMous(condition: { idStatus: 1 }, orderBy: [TGL_INPUT_DESC, ID_MOU_DESC], first: 20, offset: 0) {
  totalCount nodes { idMou mitra judul deskripsi noKontrak noMitra tglMulai tglBerakhir } } }`;
const PEER_ADMIN = `query { allMous(condition: { idStatus: 1 }, filter: { judulCari: { includes: "pariwisata" } },
  orderBy: [TGL_INPUT_DESC, ID_MOU_DESC], first: 20, offset: 0) { totalCount nodes { idMou judul deskripsi noKontrak idStatus } } }`;
const peerChat = (id) => `query { allPenjajaganDetails(condition: { idPenjajagan: ${id} }, orderBy: [ID_DESC], first: 21, offset: 0) {
  totalCount nodes { id idPenjajagan idUser pesan tglInput userByIdUser { nama } } } }`;

const sha256 = (s) => createHash('sha256').update(s).digest('hex');
const persistedGetPath = (query, variables) =>
  `/graphql?operationName=PublikKesepakatan&variables=${encodeURIComponent(JSON.stringify(variables))}` +
  `&extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: sha256(query) } }))}`;

/** Registers the persisted query on an instance (APQ: a GET with the text once), then checks the hash alone works. */
const registerPersisted = async (base) => {
  const vars = { page: 1 };
  const withText = `${persistedGetPath(PUB_QUERY, vars)}&query=${encodeURIComponent(PUB_QUERY)}`;
  const headers = { 'apollo-require-preflight': 'true' };
  await fetch(`${base}${withText}`, { headers });
  const res = await fetch(`${base}${persistedGetPath(PUB_QUERY, vars)}`, { headers });
  const json = await res.json();
  if (!json.data?.kesepakatanPublik) throw new Error(`persisted query not served by ${base}: ${JSON.stringify(json).slice(0, 300)}`);
  return res.headers.get('cache-control');
};

/** Fails loudly when a scenario does not answer what it should (a GraphQL error is still HTTP 200). */
const check = async (s) => {
  const res = await fetch(s.url, { method: s.method ?? 'GET', headers: s.headers, body: s.body });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${s.key}: not JSON (${res.status}): ${text.slice(0, 200)}`);
  }
  if (res.status !== 200 || json.errors || json.success === false || !s.valid(json)) {
    throw new Error(`${s.key}: unexpected answer (${res.status}): ${text.slice(0, 400)}`);
  }
  return json;
};

// ---------------------------------------------------------------- main

const main = async () => {
  prepare();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kerjasama-bench-run-'));
  cleanup.push(() => rmSync(tmp, { recursive: true, force: true }));
  const logDir = path.join(ROOT, '.tmp/bench-logs');
  mkdirSync(logDir, { recursive: true });

  // 1. database
  const db = REUSE ? await attachPostgres(REUSE) : await startPostgres({ port: await freePort() });
  cleanup.push(() => db.stop());
  say(`fresh PostgreSQL on ${db.url.replace(/:[^:@]*@/, ':***@')}`);

  const appEnv = (port, name) => ({
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'Bench#Admin2024',
    SEED_DEMO: '1',
    CAPTCHA: 'off',
    DATA_DIR: path.join(tmp, name),
    LOG_LEVEL: 'info',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const startApp = async (name) => {
    const port = await freePort();
    const proc = await startProcess({
      name,
      args: ['--enable-source-maps', SERVER_MAIN],
      env: appEnv(port, name),
      cwd: ROOT,
      logFile: path.join(logDir, `${name}.log`),
      readyUrl: `http://127.0.0.1:${port}/healthz`,
      timeoutMs: 120_000,
    });
    cleanup.push(() => proc.stop());
    return { ...proc, url: `http://127.0.0.1:${port}` };
  };

  // 2. migrate (first start), seed, restart
  say('migrating (first start of the built server)');
  const first = await startApp('migrate');
  await first.stop();
  say(`seeding the ${QUICK ? 'quick' : 'full'} dataset with set-based SQL`);
  const seedStart = Date.now();
  const data = SEEDED ? await seededBefore(db.url) : await seed(db.url, QUICK ? 'quick' : 'full', say);
  const docs = !wanted('cari') ? { dokumen: 0 } : SEEDED ? await dokumenStats(db.url) : await seedDokumen(db.url, QUICK ? 'quick' : 'full', say);
  const seeded = !PENGINGAT_LAPORAN.some(wanted) ? null
    : SEEDED ? await pengingatLaporanSeeded(db.url) : await seedPengingatLaporan({ root: ROOT, dbUrl: db.url, size: QUICK ? 'quick' : 'full', data, log: say });
  data.counts.dokumen = docs.dokumen;
  const seedSeconds = (Date.now() - seedStart) / 1000;
  say(`seeded in ${seedSeconds.toFixed(0)} s: ${JSON.stringify(data.counts)}`);
  if (!SEEDED) await withClient(db.url, async (c) => {
    await c.query(`create role bench_readonly login password 'bench_readonly'`);
    await c.query(`grant usage on schema public to bench_readonly`);
    await c.query(`grant select on all tables in schema public to bench_readonly`);
  });

  // the indexer's rates before any server starts: no job worker takes the queued files from the CLI
  let indexing;
  if (wanted('cari') && !flag('--no-indexing')) try {
    indexing = await indexingThroughput({ root: ROOT, dbUrl: db.url, pdfs: QUICK ? 8 : 40, scans: QUICK ? 2 : 6, log: say });
    say(`indexing: ${JSON.stringify(indexing)}`);
  } catch (err) {
    indexing = { error: String(err?.message ?? err).split('\n')[0] };
  }
  const cariRows = async (app, procs) => {
    const rows = [];
    for (const s of cariScenarios({ url: app.url, staffToken: token(data.staff[0], 2), procs })) {
      await check(s);
      await warmUp(s, { duration: WARMUP, connections: 20 });
      const runs20 = [];
      for (let r = 0; r < ROUNDS; r++) runs20.push(await closedLoopP95(s, { connections: 20, duration: DURATION, dbCpuMs: () => postgresCpuMs(db.postmasterPid) }));
      const mid = (f) => runs20.map(f).sort((x, y) => x - y)[Math.floor(runs20.length / 2)];
      rows.push({ label: s.label, rps: mid((x) => x.rps), p50: mid((x) => x.p50), p95: mid((x) => x.p95), p99: mid((x) => x.p99),
        cpuPerReq: mid((x) => x.cpuPerReq), dbPerReq: mid((x) => x.dbPerReq), errors: runs20.reduce((n, x) => n + x.errors, 0) });
      say(`${s.key}: p50 ${rows.at(-1).p50} ms, p95 ${rows.at(-1).p95} ms`);
    }
    return renderCari({ docs, rows, indexing });
  };
  const write = (parts) => {
    const report = renderReport({
      quick: QUICK,
      when: new Date().toISOString(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, load average at start ${os.loadavg()[0].toFixed(1)}`,
      settings: { rounds: ROUNDS, duration: DURATION, warmup: WARMUP, connections: CONNECTIONS },
      counts: data.counts,
      seedSeconds,
      totalSeconds: (Date.now() - t0) / 1000,
      ...parts,
    });
    console.log(`\n${report}\n`);
    writeResults(OUT, report);
    say(`written to ${path.relative(ROOT, OUT)}`);
  };
  // `running`: every app instance; they are stopped before the daily run, which is measured alone (a new
  // instance delivers its mails afterwards).
  const pengingatLaporan = (app, running) =>
    measurePengingatLaporan({ parts: PENGINGAT_LAPORAN.filter(wanted), root: ROOT, serverMain: SERVER_MAIN, dbUrl: db.url, seeded, data, app, token, running, startApp,
      env: appEnv, dbCpuMs: () => postgresCpuMs(db.postmasterPid), rounds: ROUNDS, duration: DURATION, warmup: WARMUP, log: say });
  if (ONLY_PARTS) {
    const app = await startApp(`app-${ONLY_PARTS.join('-')}`);
    return write({ cari: wanted('cari') ? await cariRows(app, () => [app]) : null, extra: await pengingatLaporan(app, [app]) });
  }

  // 3. processes
  const a = await startApp('app-a');
  const b = await startApp('app-b');
  const proxyPort = await freePort();
  const proxy = await startProcess({
    name: 'proxy',
    args: [path.join(BENCH, 'proxy.mjs')],
    env: { PORT: String(proxyPort), PROXY_TARGETS: `${a.url},${b.url}` },
    logFile: path.join(logDir, 'proxy.log'),
    readyUrl: `http://127.0.0.1:${proxyPort}/proxy-ready`,
  });
  cleanup.push(() => proxy.stop());
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const peerPort = await freePort();
  const peer = await startProcess({
    name: 'postgraphile',
    args: [path.join(BENCH, 'peer/server.mjs')],
    cwd: path.join(BENCH, 'peer'),
    env: { PORT: String(peerPort), DATABASE_URL: db.urlFor('bench_readonly', 'bench_readonly'), NODE_ENV: 'production', JWT_SECRET },
    logFile: path.join(logDir, 'postgraphile.log'),
    readyUrl: `http://127.0.0.1:${peerPort}/ready`,
  });
  cleanup.push(() => peer.stop());
  const peerUrl = `http://127.0.0.1:${peerPort}`;

  const dbCpuMs = () => postgresCpuMs(db.postmasterPid);
  const admin = token(data.admins[0], 1);
  const auth = { authorization: `Bearer ${admin}` };
  const json = { 'content-type': 'application/json' };
  const pre = { 'apollo-require-preflight': 'true' };
  const pubVars = { page: 1 };
  const chatVars = { idPenjajagan: data.hotPenjajagan, page: { page: 1, limit: 20 } };
  const pageOf20 = (p) => p && p.items.length === 20 && p.total > 20;
  // Every request a new (ignored) variable: a new response-cache key, so the query runs — what a cache miss costs.
  const missBody = (n) => gqlBody(PUB_QUERY, { ...pubVars, uncached: `${process.pid}-${n}` });

  // 4. capture the SQL of each read, for the ceiling
  const capture = async (key, url, body, headers, warmBody = body) => {
    const statements = await captureSql(db, () => post(url, warmBody, headers), () => post(url, body, headers));
    if (!statements.length) throw new Error(`no SQL captured for ${key}`);
    return statements;
  };
  const routes = {
    '/public': await capture('public', `${a.url}/graphql`, gqlBody(PUB_QUERY, { page: 1, uncached: 'capture' }), pre, gqlBody(PUB_QUERY, { page: 1, uncached: 'warm' })),
    '/admin': await capture('admin', `${a.url}/graphql`, gqlBody(ADMIN_QUERY, ADMIN_VARS), auth),
    '/chat': await capture('chat', `${a.url}/graphql`, gqlBody(CHAT_QUERY, chatVars), auth),
  };
  const routesFile = path.join(tmp, 'ceiling-routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  const ceilingPort = await freePort();
  const ceiling = await startProcess({
    name: 'ceiling',
    args: [path.join(BENCH, 'ceiling.mjs')],
    env: { PORT: String(ceilingPort), DATABASE_URL: db.url, CEILING_ROUTES: routesFile },
    logFile: path.join(logDir, 'ceiling.log'),
    readyUrl: `http://127.0.0.1:${ceilingPort}/ready`,
  });
  cleanup.push(() => ceiling.stop());
  const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;
  say(`captured SQL: ${Object.entries(routes).map(([k, v]) => `${k} ${v.length} statements`).join(', ')}`);
  const cacheControl = await registerPersisted(a.url);
  await registerPersisted(b.url);
  say(`persisted public query registered (Cache-Control: ${cacheControl})`);

  // 5. scenarios
  const us = [a];
  const scenarios = [
    { key: 'pub-post', group: 'Public list (page of 20)', label: 'GraphQL POST, response-cache miss', target: 'us', procs: () => us,
      url: `${a.url}/graphql`, method: 'POST', headers: { ...json, ...pre }, body: missBody(0), bodyFor: missBody, list: 'public',
      valid: (j) => pageOf20(j.data?.kesepakatanPublik) },
    { key: 'pub-get', group: 'Public list (page of 20)', label: 'GraphQL GET, persisted', target: 'us', procs: () => us,
      url: `${a.url}${persistedGetPath(PUB_QUERY, pubVars)}`, headers: pre, list: 'public', cached: true,
      valid: (j) => pageOf20(j.data?.kesepakatanPublik) },
    { key: 'pub-legacy', group: 'Public list (page of 20)', label: 'legacy front/read_mou.php', target: 'us', procs: () => us,
      url: `${a.url}/api/front/read_mou.php?page=1`, list: 'public', cached: true,
      valid: (j) => j.success === true && j.data.length === 20 },
    { key: 'pub-ceiling', group: 'Public list (page of 20)', label: 'ceiling: same SQL, raw pg', target: 'ceiling', procs: () => [ceiling],
      url: `${ceilingUrl}/public`, valid: (j) => j.data.length === routes['/public'].length },
    { key: 'pub-peer', group: 'Public list (page of 20)', label: 'PostGraphile 4.14', target: 'peer', procs: () => [peer],
      url: `${peerUrl}/graphql`, method: 'POST', headers: json, body: gqlBody(PEER_PUB), valid: (j) => pageOf20({ items: j.data.allMous.nodes, total: j.data.allMous.totalCount }) },
    { key: 'pub-proxy', group: 'Public list (page of 20)', label: 'GraphQL GET, 2 instances + proxy', target: 'scale', procs: () => [a, b, proxy],
      url: `${proxyUrl}${persistedGetPath(PUB_QUERY, pubVars)}`, headers: pre, list: 'public', cached: true,
      valid: (j) => pageOf20(j.data?.kesepakatanPublik) },

    { key: 'admin', group: 'Admin list: judul ~ "pariwisata", status 1 (level 1)', label: 'GraphQL POST', target: 'us', procs: () => us,
      url: `${a.url}/graphql`, method: 'POST', headers: { ...json, ...auth }, body: gqlBody(ADMIN_QUERY, ADMIN_VARS), list: 'admin',
      valid: (j) => pageOf20(j.data?.mous) },
    { key: 'admin-ceiling', group: 'Admin list: judul ~ "pariwisata", status 1 (level 1)', label: 'ceiling: same SQL, raw pg', target: 'ceiling',
      procs: () => [ceiling], url: `${ceilingUrl}/admin`, valid: (j) => j.data.length === routes['/admin'].length },
    { key: 'admin-peer', group: 'Admin list: judul ~ "pariwisata", status 1 (level 1)', label: 'PostGraphile 4.14 (same JWT)', target: 'peer',
      procs: () => [peer], url: `${peerUrl}/graphql`, method: 'POST', headers: { ...json, ...auth }, body: gqlBody(PEER_ADMIN),
      valid: (j) => pageOf20({ items: j.data.allMous.nodes, total: j.data.allMous.totalCount }) },
    { key: 'admin-proxy', group: 'Admin list: judul ~ "pariwisata", status 1 (level 1)', label: '2 instances + proxy', target: 'scale',
      procs: () => [a, b, proxy], url: `${proxyUrl}/graphql`, method: 'POST', headers: { ...json, ...auth }, body: gqlBody(ADMIN_QUERY, ADMIN_VARS),
      list: 'admin', valid: (j) => pageOf20(j.data?.mous) },

    { key: 'chat', group: 'Chat history page (20 of a busy proposal)', label: 'GraphQL POST', target: 'us', procs: () => us,
      url: `${a.url}/graphql`, method: 'POST', headers: { ...json, ...auth }, body: gqlBody(CHAT_QUERY, chatVars), list: 'chat',
      valid: (j) => pageOf20(j.data?.penjajaganPesan) },
    { key: 'chat-ceiling', group: 'Chat history page (20 of a busy proposal)', label: 'ceiling: same SQL, raw pg', target: 'ceiling',
      procs: () => [ceiling], url: `${ceilingUrl}/chat`, valid: (j) => j.data.length === routes['/chat'].length },
    { key: 'chat-peer', group: 'Chat history page (20 of a busy proposal)', label: 'PostGraphile 4.14 (same JWT)', target: 'peer',
      procs: () => [peer], url: `${peerUrl}/graphql`, method: 'POST', headers: { ...json, ...auth }, body: gqlBody(peerChat(data.hotPenjajagan)),
      valid: (j) => j.data.allPenjajaganDetails.nodes.length === 21 },

    { key: 'dashboard', group: 'Dashboard (level 1)', label: 'GraphQL POST', target: 'us', procs: () => us,
      url: `${a.url}/graphql`, method: 'POST', headers: { ...json, ...auth }, body: gqlBody(DASHBOARD_QUERY),
      valid: (j) => j.data?.dashboard?.totalMou > 0 },
  ];
  for (const s of scenarios) await check(s);
  say(`${scenarios.length} scenarios answer correctly; warming up (${WARMUP} s each)`);
  for (const s of scenarios) await warmUp(s, { duration: WARMUP, connections: CONNECTIONS });

  const runs = Object.fromEntries(scenarios.map((s) => [s.key, []]));
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 ? [...scenarios].reverse() : scenarios;
    for (const s of order) runs[s.key].push(await runOnce(s, { duration: DURATION, connections: CONNECTIONS, dbCpuMs }));
    say(`round ${r + 1}/${ROUNDS} done`);
  }
  const results = scenarios.map((s) => ({ ...s, ...summarise(runs[s.key]) }));

  // 6a. issue 3's check: 20 concurrent clients on the admin list and the dashboard, p95 (median of the rounds).
  //     The admin list's 20 clients all ask the same page, so reads in flight together are shared
  //     (ListReads.share); the same list with a different search on every request shows the query's own cost.
  const adminSearches = {
    key: 'admin-searches', group: 'Admin list: a different search per request (20 words × 5 statuses × pages 1–3)', label: 'GraphQL POST',
    procs: () => us, url: `${a.url}/graphql`, method: 'POST', headers: { ...json, ...auth },
    body: gqlBody(ADMIN_QUERY, ADMIN_SEARCHES[0]), bodyFor: (n) => gqlBody(ADMIN_QUERY, ADMIN_SEARCHES[(n * 7) % ADMIN_SEARCHES.length]),
    valid: (j) => Array.isArray(j.data?.mous?.items),
  };
  await check(adminSearches);
  await warmUp(adminSearches, { duration: WARMUP, connections: 20 });
  const concurrent20 = [];
  for (const s of [scenarios.find((x) => x.key === 'admin'), adminSearches, scenarios.find((x) => x.key === 'dashboard')]) {
    const runs20 = [];
    for (let r = 0; r < ROUNDS; r++) runs20.push(await closedLoopP95(s, { connections: 20, duration: DURATION, dbCpuMs }));
    const mid = (f) => runs20.map(f).sort((x, y) => x - y)[Math.floor(runs20.length / 2)];
    concurrent20.push({
      key: s.key, label: `${s.group} — ${s.label}`, rps: mid((x) => x.rps), p50: mid((x) => x.p50), p95: mid((x) => x.p95), p99: mid((x) => x.p99),
      cpuPerReq: mid((x) => x.cpuPerReq), dbPerReq: mid((x) => x.dbPerReq), errors: runs20.reduce((n, x) => n + x.errors, 0),
    });
  }
  say(`20 concurrent clients: ${concurrent20.map((x) => `${x.key} p95 ${x.p95} ms`).join(', ')}`);
  const cari = await cariRows(a, () => us);

  // 6. a constant rate of 80% of the maximum (open loop: bench/lib/constant-rate.mjs), for every list read of
  //    ours, in interleaved rounds too; the medians are reported
  const lists = results.filter((x) => x.list);
  const at80 = new Map(lists.map((x) => [x.key, []]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const res of lists) {
      const rate = Math.max(1, Math.floor(res.rps * 0.8));
      at80.get(res.key).push(await constantRate({ ...res, rate, duration: Math.max(3, DURATION - 2) }));
    }
  }
  for (const res of lists) {
    const runs = at80.get(res.key);
    const mid = (f) => runs.map(f).sort((x, y) => x - y)[Math.floor(runs.length / 2)];
    res.at80 = { rate: runs[0].rate, achieved: mid((x) => x.achieved), p50: mid((x) => x.p50), p99: mid((x) => x.p99), errors: runs.reduce((n, x) => n + x.errors, 0) };
  }
  say('fixed-rate runs done');

  // 7. chat fan-out
  const subscriberTokens = [...data.staff.map((id) => token(id, 2)), ...data.admins.slice(10).map((id) => token(id, 1))];
  const fan = [];
  fan.push({
    label: 'one instance',
    ...(await fanout({
      subscriberUrls: [a.url], tokens: subscriberTokens, idPenjajagan: data.hotPenjajagan, subscribers: SUBSCRIBERS,
      sender: { url: a.url, tokens: data.admins.slice(1, 5).map((id) => token(id, 1)) }, messages: 20, gapMs: 100,
      tag: 'fan-1', procs: [a],
    })),
  });
  say(`fan-out, one instance: ${JSON.stringify(fan[0])}`);
  fan.push({
    label: 'two instances + proxy',
    ...(await fanout({
      subscriberUrls: [proxyUrl], tokens: subscriberTokens, idPenjajagan: data.hotPenjajagan, subscribers: SUBSCRIBERS,
      sender: { url: proxyUrl, tokens: data.admins.slice(5, 9).map((id) => token(id, 1)) }, messages: 20, gapMs: 100,
      tag: 'fan-2', procs: [a, b, proxy],
    })),
  });
  say(`fan-out, two instances: ${JSON.stringify(fan[1])}`);

  // 7b. memory per idle websocket connection, on a fresh instance
  const fresh = await startApp('app-idle');
  const idle = await idleSocketMemory({ url: fresh.url, tokens: subscriberTokens, idPenjajagan: data.hotPenjajagan, subscribers: SUBSCRIBERS, proc: fresh });
  await fresh.stop();
  say(`idle connections: ${JSON.stringify(idle)}`);

  // 8. client budgets and Lighthouse (last: the public pages are the newest code)
  let bundles = null;
  try {
    const out = execFileSync(process.execPath, [path.join(ROOT, 'scripts/bundle-size.mjs'), '--json'], { cwd: ROOT, encoding: 'utf8' });
    bundles = JSON.parse(out);
  } catch (err) {
    bundles = { error: String(err.message).split('\n')[0] };
  }
  let lighthouse = null;
  if (!flag('--no-lighthouse')) {
    say('Lighthouse (mobile) on /beranda, /kerjasama/kesepakatan, /daftar-kegiatan');
    try {
      const { runLighthouse } = await import('./lib/lighthouse.mjs');
      lighthouse = await runLighthouse(a.url, ['/beranda', '/kerjasama/kesepakatan', '/daftar-kegiatan']);
    } catch (err) {
      lighthouse = { error: String(err?.message ?? err) };
    }
  }

  const extra = await pengingatLaporan(a, [a, b]);
  write({ results, concurrent20, cari, extra, fan, idle, bundles, lighthouse, routes });
};

const shutdown = async () => {
  for (const fn of cleanup.reverse()) {
    try {
      await fn();
    } catch {
      /* keep stopping the rest */
    }
  }
};

main()
  .then(shutdown)
  .then(() => process.exit(0))
  .catch(async (err) => {
    console.error(err);
    await shutdown();
    process.exit(1);
  });
process.on('SIGINT', () => void shutdown().then(() => process.exit(130)));
