// The PEER: PostGraphile 4.14 as a library over the same database (a read-only role), serving the same
// tables; its own package (bench/peer/package.json) because it needs graphql 15.
//
//   DATABASE_URL=postgres://bench_readonly:…@…/kerjasama PORT=... JWT_SECRET=... node bench/peer/server.mjs
import http from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { postgraphile } = require('postgraphile');
const ConnectionFilterPlugin = require('postgraphile-plugin-connection-filter');

// As many connections as the app's pool (20).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const handler = postgraphile(pool, 'public', {
  appendPlugins: [ConnectionFilterPlugin],
  disableDefaultMutations: true,
  ignoreRBAC: false,
  dynamicJson: true,
  setofFunctionsContainNulls: false,
  graphiql: false,
  enableQueryBatching: false,
  disableQueryLog: true,
  watchPg: false,
  retryOnInitFail: false,
  legacyRelations: 'omit',
  // A request with the app's bearer token is authenticated as PostGraphile does it: the token verified, its
  // claims set in the transaction of the query (jwt.claims.*).
  jwtSecret: process.env.JWT_SECRET,
  jwtVerifyOptions: { algorithms: ['HS256'], audience: 'kerja-sama', issuer: 'kerja-sama' },
});

const server = http.createServer((req, res) => {
  // Ready once the schema is built from the database.
  if (req.url === '/ready') return void handler.getGraphQLSchema().then(() => res.end('ok'), (err) => {
    res.statusCode = 503;
    res.end(String(err?.message ?? err));
  });
  handler(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
