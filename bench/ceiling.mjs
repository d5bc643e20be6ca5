// The CEILING of a read: the very statements the app ran for it (captured from PostgreSQL's log),
// executed through the raw `pg` driver by a tiny HTTP server, and the rows sent back as JSON. Nothing
// else: no GraphQL, no ORM, no authentication, no logging. Statements of one request run concurrently on
// a pool as large as the app's (20), which is the best any server could do with the same SQL.
//
//   CEILING_ROUTES=<file.json> DATABASE_URL=... PORT=... node bench/ceiling.mjs
//   file.json: { "/path": [{ "text": "select …", "values": ["1", …] }, …], … }
import http from 'node:http';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const routes = JSON.parse(readFileSync(process.env.CEILING_ROUTES, 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

const server = http.createServer(async (req, res) => {
  if (req.url === '/ready') return void res.end('ok');
  const statements = routes[req.url];
  if (!statements) {
    res.statusCode = 404;
    return void res.end();
  }
  req.resume();
  try {
    const results = await Promise.all(statements.map((s) => pool.query(s)));
    const body = JSON.stringify({ data: results.map((r) => r.rows) });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  } catch (err) {
    res.statusCode = 500;
    res.end(String(err?.message ?? err));
  }
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
