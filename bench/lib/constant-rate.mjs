// An open-loop load at a constant rate: requests leave on a fixed schedule (rate per second, evenly
// spaced) whatever the answers, over as many keep-alive connections as that needs, and each latency is
// counted from the request's scheduled time — a slow answer cannot hold the next requests back and hide
// its effect (coordinated omission).
//
// autocannon's `overallRate` is not that: each connection sends its quota for the second as fast as it can
// and then waits for the next second, so a run "at 80%" is a run at 100% for 0.8 s of every second and its
// p99 is the saturated one. autocannon finds the maximum; this measures the latency at a given rate.
import http from 'node:http';
import { BROWSER_HEADERS } from './load.mjs';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

export const constantRate = ({ url, method = 'GET', headers: own = {}, body, bodyFor, rate, duration, warmup = 1 }) => {
  const headers = { ...BROWSER_HEADERS, ...own };
  return new Promise((resolve) => {
    const u = new URL(url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
    const latencies = [];
    let errors = 0;
    let sent = 0;
    let outstanding = 0;
    const start = performance.now();
    const measureFrom = start + warmup * 1000;
    const end = measureFrom + duration * 1000;
    const total = Math.floor(((end - start) * rate) / 1000);
    let ticking = true;

    const finish = () => {
      if (ticking || outstanding > 0) return;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      resolve({
        rate,
        achieved: latencies.length / duration,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies[latencies.length - 1],
        errors,
      });
    };
    const fire = (n, scheduled) => {
      const payload = bodyFor ? bodyFor(n) : body;
      const req = http.request(
        {
          agent,
          host: u.hostname,
          port: u.port,
          path: u.pathname + u.search,
          method,
          headers: payload === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode >= 400) errors += 1;
            else if (scheduled >= measureFrom) latencies.push(performance.now() - scheduled);
            outstanding -= 1;
            finish();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        outstanding -= 1;
        finish();
      });
      outstanding += 1;
      req.end(payload);
    };
    const tick = setInterval(() => {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - start) * rate) / 1000));
      while (sent < due) {
        fire(sent, start + (sent * 1000) / rate);
        sent += 1;
      }
      if (sent >= total) {
        clearInterval(tick);
        ticking = false;
        finish();
      }
    }, 1);
  });
};
