// A small round-robin reverse proxy (http-proxy) in front of several app instances, with websockets:
// the scale-out set-up of docker-compose.yml (replicas behind a proxy), run locally by the benchmark.
//
//   PROXY_TARGETS=http://127.0.0.1:4001,http://127.0.0.1:4002 PORT=8080 node bench/proxy.mjs
import http from 'node:http';
import httpProxy from 'http-proxy';

const targets = String(process.env.PROXY_TARGETS ?? '').split(',').filter(Boolean);
if (!targets.length) throw new Error('PROXY_TARGETS is empty');
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const proxy = httpProxy.createProxyServer({ agent, xfwd: true, ws: true });
let next = 0;
const pick = () => targets[next++ % targets.length];

proxy.on('error', (err, _req, res) => {
  if (res && 'writeHead' in res && !res.headersSent) {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, message: 'Bad gateway' }));
  } else res?.destroy?.();
});

const server = http.createServer((req, res) => {
  if (req.url === '/proxy-ready') return void res.end('ok');
  proxy.web(req, res, { target: pick() });
});
server.on('upgrade', (req, socket, head) => proxy.ws(req, socket, head, { target: pick() }));
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections?.();
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
