// Child processes of the benchmark (app servers, the ceiling, the peer, the proxy): started with their
// output in a log file, awaited on a readiness URL, measured through /proc, stopped by their own pid.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';

const CLK_TCK = 100; // USER_HZ on Linux
const PAGE_KB = 4;

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A free TCP port on 127.0.0.1. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** CPU time (ms, user + system) and resident memory (MB) of a process, from /proc. */
export const procStat = (pid) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
  const rssMb = (Number(fields[21]) * PAGE_KB) / 1024;
  return { cpuMs, rssMb };
};

/**
 * CPU time (ms) used so far by a PostgreSQL server: the postmaster with its reaped children (cutime,
 * cstime: backends that have exited) and every live process it started.
 */
export const postgresCpuMs = (postmasterPid) => {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(entry) === postmasterPid) ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
      else if (Number(f[1]) === postmasterPid) ticks += Number(f[11]) + Number(f[12]);
    } catch {
      /* gone meanwhile */
    }
  }
  return (ticks * 1000) / CLK_TCK;
};

export const startProcess = async ({ name, args, env, cwd, logFile, readyUrl, timeoutMs = 60_000 }) => {
  // The process writes its log straight to the file: piped through this process (which also runs the
  // load generator) a busy moment here would stall the server's writes and show up in its latencies.
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
  closeSync(out);
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`${name} exited (${exited.code ?? exited.signal}) before it was ready; see ${logFile}`);
    try {
      const res = await fetch(readyUrl);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} not ready after ${timeoutMs / 1000} s; see ${logFile}`);
    }
    await sleep(200);
  }
  let peakRss = 0;
  const sampler = setInterval(() => {
    try {
      peakRss = Math.max(peakRss, procStat(child.pid).rssMb);
    } catch {
      /* exited */
    }
  }, 100);
  sampler.unref();
  return {
    name,
    pid: child.pid,
    stat: () => procStat(child.pid),
    /** Peak RSS since the last reset. */
    peakRss: () => Math.max(peakRss, procStat(child.pid).rssMb),
    resetPeak: () => (peakRss = procStat(child.pid).rssMb),
    stop: async () => {
      clearInterval(sampler);
      if (exited) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(forced);
    },
  };
};
