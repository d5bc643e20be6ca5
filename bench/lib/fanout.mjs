// Chat fan-out: N graphql-ws subscribers of one proposal's messages; messages are sent through the
// kirimPesan mutation and each delivery's latency (send → receipt) is recorded, and what never arrives.
// The subscribers live in this process; its own CPU per delivery is reported (clientCpuPerDelivery) to
// show it is not what limits the latency: measured about 0.02 ms per delivery against the server's
// 0.06 ms, i.e. 20 ms of client work per message to 1,000 subscribers, done while the server still sends.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { sleep } from './procs.mjs';

const SUBSCRIPTION = 'subscription($id: Int!) { pesanBaru(idPenjajagan: $id) { id pesan nama posisi } }';
const KIRIM = 'mutation($id: Int!, $pesan: String) { kirimPesan(idPenjajagan: $id, pesan: $pesan) { id } }';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/**
 * subscriberUrls: base URLs to connect to, used round-robin (one instance, or the proxy).
 * tokens: subscriber tokens, used round-robin. sender: { url, tokens[] } sending `messages` messages.
 */
export const fanout = async ({ subscriberUrls, tokens, idPenjajagan, subscribers, sender, messages, gapMs, tag, procs }) => {
  const clients = [];
  const received = new Map(); // pesan text -> array of receipt times
  const sentAt = new Map();
  let probeSeen = 0;
  let errors = 0;
  const probeText = `${tag}-probe`;
  procs.forEach((p) => p.resetPeak());

  for (let i = 0; i < subscribers; i++) {
    const base = subscriberUrls[i % subscriberUrls.length];
    const client = createClient({
      url: `${base.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${tokens[i % tokens.length]}` },
      retryAttempts: 0,
      lazy: true,
    });
    clients.push(client);
    let gotProbe = false;
    client.subscribe(
      { query: SUBSCRIPTION, variables: { id: idPenjajagan } },
      {
        next: (r) => {
          const now = performance.now();
          const pesan = r.data?.pesanBaru?.pesan;
          if (!pesan) {
            if (r.errors) errors += 1;
            return;
          }
          if (pesan.startsWith(probeText)) {
            if (!gotProbe) probeSeen += 1;
            gotProbe = true;
            return;
          }
          let list = received.get(pesan);
          if (!list) received.set(pesan, (list = []));
          list.push(now);
        },
        error: () => (errors += 1),
        complete: () => {},
      },
    );
    if (i % 50 === 49) await sleep(20); // do not open a thousand handshakes in the same tick
  }

  const send = async (url, token, pesan) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: KIRIM, variables: { id: idPenjajagan, pesan } }),
    });
    const json = await res.json();
    if (json.errors) throw new Error(`kirimPesan: ${json.errors[0].message}`);
  };

  // Every subscriber is live once it has received a probe message (re-sent until all have it).
  const connectStart = performance.now();
  let probes = 0;
  while (probeSeen < subscribers && performance.now() - connectStart < 60_000) {
    await send(sender.url, sender.tokens[sender.tokens.length - 1], `${probeText}-${probes++}`);
    await sleep(1000);
  }
  const connectMs = performance.now() - connectStart;
  const live = probeSeen;

  // CPU is counted from here: the deliveries, not the connection set-up.
  const before = procs.map((p) => p.stat().cpuMs);
  const clientBefore = process.cpuUsage();
  for (let m = 0; m < messages; m++) {
    const pesan = `${tag}-${m}`;
    sentAt.set(pesan, performance.now());
    await send(sender.url, sender.tokens[m % (sender.tokens.length - 1)], pesan);
    await sleep(gapMs);
  }
  // Wait for stragglers: until every delivery arrived or 5 s without progress.
  const expected = live * messages;
  let last = -1;
  let stableSince = performance.now();
  for (;;) {
    const got = [...received.values()].reduce((s, l) => s + l.length, 0);
    if (got >= expected) break;
    if (got !== last) {
      last = got;
      stableSince = performance.now();
    } else if (performance.now() - stableSince > 5000) break;
    await sleep(100);
  }
  const latencies = [];
  for (const [pesan, times] of received) {
    const t0 = sentAt.get(pesan);
    if (t0 !== undefined) for (const t of times) latencies.push(t - t0);
  }
  latencies.sort((a, b) => a - b);
  const cpuMs = procs.reduce((sum, p, i) => sum + (p.stat().cpuMs - before[i]), 0);
  const clientCpu = process.cpuUsage(clientBefore);
  const rssMb = Math.max(...procs.map((p) => p.peakRss()));
  await Promise.all(clients.map((c) => c.dispose()));
  return {
    subscribers,
    live,
    messages,
    deliveries: latencies.length,
    lost: subscribers * messages - latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1],
    connectMs,
    cpuPerDelivery: cpuMs / Math.max(latencies.length, 1),
    clientCpuPerDelivery: (clientCpu.user + clientCpu.system) / 1000 / Math.max(latencies.length, 1),
    rssMb,
    errors,
  };
};

/**
 * Memory of idle subscribers: `subscribers` graphql-ws connections, each with a live `pesanBaru`
 * subscription and no traffic, opened on a FRESH server process `proc` (a process that served load
 * before has heap to spare, which hides the growth). Returns the resident memory grown per connection.
 */
export const idleSocketMemory = async ({ url, tokens, idPenjajagan, subscribers, proc }) => {
  await sleep(1000);
  const before = proc.stat().rssMb;
  const clients = [];
  let connected = 0;
  for (let i = 0; i < subscribers; i++) {
    const client = createClient({
      url: `${url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${tokens[i % tokens.length]}` },
      retryAttempts: 0,
      lazy: true,
      on: { connected: () => (connected += 1) },
    });
    client.subscribe({ query: SUBSCRIPTION, variables: { id: idPenjajagan } }, { next: () => {}, error: () => {}, complete: () => {} });
    clients.push(client);
    if (i % 50 === 49) await sleep(20);
  }
  const deadline = performance.now() + 30_000;
  while (connected < subscribers && performance.now() < deadline) await sleep(100);
  await sleep(3000); // the last subscriptions set up, nothing in flight
  const after = proc.stat().rssMb;
  await Promise.all(clients.map((c) => c.dispose()));
  return { subscribers, connected, rssBeforeMb: before, rssAfterMb: after, kbPerConnection: ((after - before) * 1024) / Math.max(connected, 1) };
};
