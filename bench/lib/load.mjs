// One autocannon run against one scenario, with the CPU time and peak memory of the processes serving it.
import autocannon from 'autocannon';

const cannon = (opts) =>
  new Promise((resolve, reject) => {
    autocannon(opts, (err, res) => (err ? reject(err) : resolve(res)));
  });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** What every browser sends with a request: the answers come compressed, as the app's users get them. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * autocannon options for a scenario: { url, method, headers, body }, or `bodyFor(n)` for a body that
 * differs on every request (e.g. a variable the query ignores, so each request misses the response cache).
 */
const target = (scenario) => {
  const base = { url: scenario.url, method: scenario.method ?? 'GET', headers: { ...BROWSER_HEADERS, ...scenario.headers }, body: scenario.body };
  if (!scenario.bodyFor) return base;
  const url = new URL(scenario.url);
  let n = 0;
  const setupRequest = (req) => ({ ...req, body: scenario.bodyFor(n++) });
  return { ...base, url: url.origin, requests: [{ method: base.method, path: url.pathname + url.search, headers: base.headers, setupRequest }] };
};

/**
 * One run of a scenario; `scenario.procs()` are the processes whose CPU and memory count, `dbCpuMs()` the
 * CPU time used so far by PostgreSQL. Returns req/s, latency percentiles (ms), CPU ms per request of the
 * serving processes and of PostgreSQL, peak RSS (MB) and the error count.
 */
export const runOnce = async (scenario, { duration, connections, rate, dbCpuMs }) => {
  const procs = scenario.procs();
  const before = procs.map((p) => p.stat().cpuMs);
  const dbBefore = dbCpuMs();
  procs.forEach((p) => p.resetPeak());
  const res = await cannon({ ...target(scenario), connections, duration, ...(rate ? { overallRate: rate } : {}) });
  const cpuMs = procs.reduce((sum, p, i) => sum + (p.stat().cpuMs - before[i]), 0);
  const dbMs = dbCpuMs() - dbBefore;
  const total = res.requests.total || 1;
  return {
    rps: res.requests.average,
    total: res.requests.total,
    p50: res.latency.p50,
    p99: res.latency.p99,
    cpuPerReq: cpuMs / total,
    dbPerReq: dbMs / total,
    rssMb: Math.max(...procs.map((p) => p.peakRss())),
    errors: res.errors + res.timeouts + res.non2xx,
  };
};

/** Aggregates the rounds of one scenario: medians of each figure, peak of the memory. */
export const summarise = (runs) => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  cpuPerReq: median(runs.map((r) => r.cpuPerReq)),
  dbPerReq: median(runs.map((r) => r.dbPerReq)),
  rssMb: Math.max(...runs.map((r) => r.rssMb)),
  errors: runs.reduce((s, r) => s + r.errors, 0),
  rounds: runs.map((r) => Math.round(r.rps)),
});

export const warmUp = (scenario, { duration, connections }) => cannon({ ...target(scenario), connections, duration });

/**
 * A closed loop of `connections` clients (each sends its next request when the answer arrives) for
 * `duration` s, with the exact p95 of every response time (autocannon's histogram has no p95).
 */
export const closedLoopP95 = (scenario, { connections, duration, dbCpuMs = () => 0 }) =>
  new Promise((resolve, reject) => {
    const times = [];
    const procs = scenario.procs?.() ?? [];
    const before = procs.map((p) => p.stat().cpuMs);
    const dbBefore = dbCpuMs();
    const instance = autocannon({ ...target(scenario), connections, duration }, (err, res) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
      const total = res.requests.total || 1;
      const cpuMs = procs.reduce((sum, p, i) => sum + (p.stat().cpuMs - before[i]), 0);
      resolve({
        connections, rps: res.requests.average, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors: res.errors + res.timeouts + res.non2xx,
        cpuPerReq: cpuMs / total, dbPerReq: (dbCpuMs() - dbBefore) / total,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
