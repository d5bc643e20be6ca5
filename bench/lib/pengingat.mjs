// Issue 18's benchmark: the notification bell (the header's query) from 20 concurrent clients, each request
// another bench account; one daily reminder run on the seeded steady state (seed-pengingat.mjs) for the day
// after it, in its own instance with the clock set to that day (pengingat-run.mjs); and how long the app
// instance takes to deliver the mails that run queued.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from './procs.mjs';

export const RUN_TARGET_S = 10;
export const BELL_P95_TARGET_MS = 5;

/** client/src/admin/notifikasi/notifikasi.graphql's NotifikasiBell. */
const BELL = `query NotifikasiBell { jumlahNotifikasiBelumDibaca notifikasiSaya(limit: 10) { idNotifikasi jenis judul pesan tautan dibuat dibaca } }`;

/** A closed loop of `connections` clients for `duration` s, request n as account tokens[n % tokens.length]; exact percentiles. */
const bellLoop = ({ url, tokens, connections, duration, procs, dbCpuMs }) =>
  new Promise((resolve, reject) => {
    const times = [];
    const before = procs.map((p) => p.stat().cpuMs);
    const dbBefore = dbCpuMs();
    let n = 0;
    const body = JSON.stringify({ query: BELL });
    const setupRequest = (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${tokens[(n++ * 7) % tokens.length]}` } });
    const instance = autocannon(
      { url, connections, duration, requests: [{ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body, setupRequest }] },
      (err, res) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
        const total = res.requests.total || 1;
        const cpuMs = procs.reduce((sum, p, i) => sum + (p.stat().cpuMs - before[i]), 0);
        resolve({ rps: res.requests.average, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors: res.errors + res.timeouts + res.non2xx,
          cpuPerReq: cpuMs / total, dbPerReq: (dbCpuMs() - dbBefore) / total });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });

/** The bell, checked once, warmed up, then `rounds` runs of 20 clients; the medians. */
export const measureBell = async ({ url, tokens, procs, dbCpuMs, rounds, duration, warmup }) => {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` }, body: JSON.stringify({ query: BELL }) });
  const json = await res.json();
  if (!Number.isInteger(json.data?.jumlahNotifikasiBelumDibaca) || json.data.notifikasiSaya.length !== 10) throw new Error(`bell: unexpected answer ${JSON.stringify(json).slice(0, 300)}`);
  await bellLoop({ url, tokens, connections: 20, duration: warmup, procs, dbCpuMs });
  const runs = [];
  for (let r = 0; r < rounds; r++) runs.push(await bellLoop({ url, tokens, connections: 20, duration, procs, dbCpuMs }));
  const mid = (f) => runs.map(f).sort((x, y) => x - y)[Math.floor(runs.length / 2)];
  return { accounts: tokens.length, rps: mid((x) => x.rps), p50: mid((x) => x.p50), p95: mid((x) => x.p95), p99: mid((x) => x.p99),
    cpuPerReq: mid((x) => x.cpuPerReq), dbPerReq: mid((x) => x.dbPerReq), errors: runs.reduce((s, x) => s + x.errors, 0) };
};

/**
 * The bell's query in PostgreSQL alone (notifikasi.sql.ts's BELL from the built server, one statement,
 * prepared): `connections` connections, each in a closed loop over other accounts; exact percentiles.
 */
export const measureBellSql = async ({ serverMain, dbUrl, userIds, connections = 20, duration }) => {
  const { BELL } = await import(pathToFileURL(path.join(path.dirname(serverMain), 'modules/notifikasi/notifikasi.sql.js')).href);
  let k = 0;
  const text = BELL.replace(/\?/g, () => `$${++k}`);
  const clients = await Promise.all(Array.from({ length: connections }, async () => {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    return c;
  }));
  const times = [];
  const until = Date.now() + duration * 1000;
  let n = 0;
  try {
    await Promise.all(clients.map(async (c) => {
      while (Date.now() < until) {
        const id = userIds[(n++ * 7) % userIds.length];
        const t = performance.now();
        await c.query({ name: 'bell', text, values: [id, id] });
        times.push(performance.now() - t);
      }
    }));
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { connections, count: times.length, rps: times.length / duration, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
};

const run = promisify(execFile);

/**
 * One daily run for `day` in its own instance (env: the app's environment for a port and name), then the
 * mail delivery by the instance `deliverer` starts (timed from its start).
 */
export const dailyRun = async ({ root, serverMain, env, dbUrl, day, deliverer, mailTimeoutMs = 120_000 }) => {
  const port = await freePort();
  const { stdout } = await run(process.execPath, [path.join(root, 'bench/lib/pengingat-run.mjs')], {
    cwd: root,
    env: { ...process.env, ...env(port, 'pengingat-run'), JOBS: 'off', SEED_DEMO: '0', BENCH_TODAY: day, SERVER_DIST: path.dirname(serverMain) },
    maxBuffer: 16 * 2 ** 20,
  });
  const result = JSON.parse(stdout.trim().split('\n').at(-1));
  const t = Date.now();
  await deliverer();
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    let waiting;
    for (;;) {
      waiting = Number((await client.query(`select count(*) as n from surel_kirim where status = 'antri'`)).rows[0].n);
      if (waiting === 0 || Date.now() - t > mailTimeoutMs) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const mailSeconds = (Date.now() - t) / 1000;
    return { ...result, mailSeconds, mailsWaiting: waiting, mailsPerSecond: (result.surel - waiting) / mailSeconds };
  } finally {
    await client.end();
  }
};

const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');

export const renderPengingat = ({ seeded, bell, bellSql, daily }) => {
  const lines = [
    `Reminders and notifications (issue 18): ${seeded.notifikasi.toLocaleString('en')} notifications stored (each bench account's history and the reminders up to ${seeded.today}).`,
    '',
    '| measurement | result |',
    '|---|---|',
  ];
  const checks = [];
  if (bell) {
    lines.push(`| bell (\`NotifikasiBell\`: unread count + latest 10), 20 clients, ${bell.accounts} accounts | p50 ${f1(bell.p50)} ms, p95 ${f1(bell.p95)} ms, p99 ${f1(bell.p99)} ms, ${f1(bell.rps)} req/s, CPU ${f1(bell.cpuPerReq)} ms/req, PostgreSQL ${f1(bell.dbPerReq)} ms/req, ${bell.errors} errors |`);
  }
  if (bellSql) {
    const row = (r, what) => `| the bell's query in PostgreSQL (one statement, prepared), ${what}, ${bellSql.accounts} accounts | p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, ${f1(r.rps)} bells/s |`;
    lines.push(row(bellSql, '20 connections in closed loops'));
    if (bellSql.alone) lines.push(row(bellSql.alone, 'one connection (its own latency)'));
    // The query's own p95 (one connection over 420 accounts); at 20 closed loops on two cores it measures the queue for CPU.
    if (bellSql.alone) checks.push([`notification bell's query: p95 < ${BELL_P95_TARGET_MS} ms (the query alone, 420 accounts in turn)`, bellSql.alone.p95 < BELL_P95_TARGET_MS, `${bellSql.alone.p95.toFixed(2)} ms`]);
    checks.push([`notification bell's query: p95 < ${BELL_P95_TARGET_MS} ms at 20 concurrent connections`, bellSql.p95 < BELL_P95_TARGET_MS, `${bellSql.p95.toFixed(2)} ms`]);
  }
  if (daily) {
    lines.push(`| one daily reminder run (${daily.day}) | ${f1(daily.ms / 1000)} s: ${daily.berakhir} expired, ${daily.notifikasi} notifications, ${daily.surel} mails queued |`);
    lines.push(`| its mails delivered to the outbox by the app instance | ${daily.surel - daily.mailsWaiting} in ${f1(daily.mailSeconds)} s (${f1(daily.mailsPerSecond)} a second)${daily.mailsWaiting ? `, ${daily.mailsWaiting} still waiting when the bench went on` : ''} |`);
    checks.push([`one daily reminder run < ${RUN_TARGET_S} s`, daily.ms / 1000 < RUN_TARGET_S, `${f1(daily.ms / 1000)} s`]);
  }
  return { lines, checks };
};
