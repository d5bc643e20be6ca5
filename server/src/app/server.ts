import { createServer as createHttpServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler } from 'express';
import helmet from 'helmet';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../boot/database.js';
import { DATA_RESTORED } from '../db/backup.js';
import { MESSAGES } from '../common/errors.js';
import { legacyRouter } from '../legacy/router.js';
import { laporanRouter } from '../modules/laporan/laporan.route.js';
import { filesRouter } from '../files/files.route.js';
import { kalenderRouter } from '../modules/kalender/kalender.route.js';
import { createAppPubSub, EVENTS_RESUMED } from './pubsub.js';
import { denialAuditPlugin } from './audit-denials.js';
import { inputGuardPlugin } from './input-guard.js';
import { SessionSockets } from './websocket.js';
import { accessLog } from './access-log.js';
import { compressAnswers } from './compress.js';
import { serveGraphqlWs } from './graphql-ws.js';
import { publicDataTopics } from '../common/events.js';
import { createEventBus } from './event-bus.js';
import { PublicDataWatcher } from './public-data-watcher.js';
import { isPublicOperation, PublicDataVersion, sessionPlugin } from './public-cache.js';
import { passesCsrfPrevention, sharedGetCache } from './shared-get-cache.js';
import { privateOperationsUncacheable } from './cache-policy.js';
import { contextFactory } from './context-factory.js';
import { currentViewer } from './authenticate.js';
import type { LinkViewer } from '../common/signed-link.js';
import type { Context } from '../common/context.js';
import { formatError } from './format-error.js';
import { createSchema } from './schema.js';
import { createServices, type Services } from './services.js';
import { JobQueue } from '../jobs/job-queue.js';
import { systemClock, type Clock } from '../jobs/clock.js';
import { startJobs } from './jobs.js';
import { DocumentWatcher } from '../modules/cari/indexer/document-watcher.js';
import { createPublicPages } from './public-pages.js';
import { Metrics, ormPoolStats } from './metrics.js';
import { createTracing } from './tracing.js';
import { HEALTH_TIMEOUT_MS, healthRoutes, withTimeout } from './health.js';
import { graphiqlRoutes, introspectionPlugin } from './graphiql.js';
import { accessTokenPlugin } from '../modules/token-akses/access-token.plugin.js';

const CLIENT_DIST = fileURLToPath(new URL('../../../client/dist', import.meta.url));
const SSR_ENTRY = fileURLToPath(new URL('../../../client/dist-ssr/renderPublicPage.js', import.meta.url));
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** How long an idle keep-alive connection stays open: longer than the reverse proxy keeps its own (60 s). */
export const KEEP_ALIVE_MS = 65_000;

export interface RunningServer {
  httpServer: Server;
  url: string;
  /** The composition root of this instance (tests reach the job queue and its clock through it). */
  services: Services;
  close(): Promise<void>;
}

/** What tests change: the clock of rules and jobs, and how often idle workers look for jobs. */
export interface ServerHooks {
  clock?: Clock;
  jobPollingSeconds?: number;
  /** false: no cron schedule runs here (a test that runs the scheduled jobs itself, for exact counts). */
  cron?: boolean;
}

/** `tileOrigin`: where the Kontak page's map loads its tiles from (config.peta). */
const contentSecurityPolicy = (tileOrigin: string) => ({
  useDefaults: false,
  directives: {
    fontSrc: ["'self'", 'data:'],
    scriptSrcAttr: ["'none'"],
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Fluent UI (Griffel) inserts its generated CSS at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', tileOrigin],
    // 'self' covers the page's own ws:// and wss:// (CSP 3); any other host may not be reached, by socket or fetch
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
  },
});

export const startServer = async (config: Config, db: Database, log: Logger, hooks: ServerHooks = {}): Promise<RunningServer> => {
  const events = await createAppPubSub(db.url, log);
  // Public answers are cached per data version; every event kind that changes public data raises it (the
  // kinds declare it: common/events.ts), and so does a lost events connection coming back (changes made
  // meanwhile went unheard).
  // A restore (db/backup.ts) announces DATA_RESTORED when it commits: everything kept is renewed.
  const publicData = new PublicDataVersion([...publicDataTopics(), EVENTS_RESUMED, DATA_RESTORED], log);
  const pubsub = events.pubsub;
  publicData.watch(pubsub);
  const metrics = new Metrics({ ormPool: () => ormPoolStats(db.orm), publisherPool: () => events.publisherStats() });
  const tracing = await createTracing(process.env, log);
  let stopping = false;
  const eventBus = createEventBus(pubsub, publicData);
  const jobs = new JobQueue(db.url, log, { workers: config.jobs.workers, clock: hooks.clock ?? systemClock, pollingIntervalSeconds: hooks.jobPollingSeconds, cron: hooks.cron });
  await jobs.start();
  metrics.watchQueue(() => jobs.depths());
  const services = createServices(config, log, { pubsub, events: eventBus, dataVersion: () => publicData.current, jobs });
  await startJobs(services, () => db.orm.em.fork());
  db.orm.em.getEventManager().registerSubscriber(new PublicDataWatcher(eventBus));
  db.orm.em.getEventManager().registerSubscriber(new DocumentWatcher(jobs, (err) => log.error({ err }, 'indexing job not sent')));
  const makeContext = contextFactory(db.orm, services, log);
  const schema = await createSchema(pubsub, services);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const httpServer = createHttpServer(app);
  // A reverse proxy reuses its idle connections to the app (deploy/Caddyfile: for 60 s); the app must not close
  // one first. Node's default (5 s) let the app close a connection just as the proxy sent a request on it, and
  // the proxy does not retry a POST: the client got a 502. Clients are told the timeout (Keep-Alive: timeout=65).
  httpServer.keepAliveTimeout = KEEP_ALIVE_MS;
  // Requests Node refuses before express sees them (headers too large, unparsable, too slow) still get
  // a JSON answer in Indonesian, like every other refusal.
  httpServer.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const [status, reason, message] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'Ukuran permintaan terlalu besar']
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', 'Permintaan terlalu lama, silakan coba lagi']
          : [400, 'Bad Request', MESSAGES.badRequest];
    const body = JSON.stringify({ success: false, message });
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });

  // Limits against expensive or abusive documents; suggestions would leak the schema in production.
  const armor = new ApolloArmor({
    maxDepth: { n: 12 },
    maxAliases: { n: 15 },
    maxDirectives: { n: 30 },
    // armor's token plugin throws from a plugin hook, turning every syntax error into a 500: the same
    // limit is set below as a parse option, where a breach is an ordinary 400 GRAPHQL_PARSE_FAILED.
    maxTokens: { enabled: false },
    costLimit: { maxCost: 8000 },
    blockFieldSuggestion: { enabled: config.production },
  }).protect();
  // Sessions revoked anywhere (a raised token version, a deleted account) close that account's sockets here.
  const sockets = new SessionSockets();
  sockets.listen(pubsub, log);
  services.accounts.listen(pubsub, log);
  const graphqlWs = serveGraphqlWs({ httpServer, schema, config, services, sockets, makeContext, validationRules: armor.validationRules, log, onConnection: (socket) => metrics.socketOpened(socket) });

  const apollo = new ApolloServer<Context>({
    schema,
    formatError: formatError(log),
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // main.ts owns the graceful stop (SIGINT/SIGTERM): Apollo's own handlers would race it, and the stop
    // that loses the race waits forever for the other's (the process then only exits on the timeout).
    stopOnTerminationSignals: false,
    parseOptions: { maxTokens: 3000 },
    // in production for signed-in staff only (introspectionPlugin); the SDL is public (graphiql.ts)
    introspection: true,
    validationRules: armor.validationRules,
    plugins: [
      ...(armor.plugins as ApolloServerPlugin<Context>[]),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      metrics.graphqlPlugin<Context>(),
      tracing.plugin<Context>(),
      sessionPlugin(),
      privateOperationsUncacheable(),
      denialAuditPlugin(services.riwayat),
      inputGuardPlugin(),
      introspectionPlugin(config.production),
      accessTokenPlugin(services.accessTokens),
      // Repeated public queries (PUBLIC cache hints only) from memory, keyed by the public data version.
      responseCachePlugin<Context>({
        cache: new InMemoryLRUCache<string>({ maxSize: 32 * 1024 * 1024 }),
        extraCacheKeyData: async () => publicData.current,
        // Only public operations can have a cached answer: others skip the key's hashing and the lookup.
        shouldReadFromCache: async ({ schema: s, document, operation }) => Boolean(operation && document && isPublicOperation(s, document, operation)),
      }),
      { serverWillStart: async () => ({ drainServer: async () => void (await graphqlWs.dispose()) }) },
    ],
  });
  await apollo.start();

  // probes and scrapes are not logged: they come every few seconds
  app.use(accessLog(log, (url) => /^\/(healthz|livez|readyz|metrics)(\?|$)/.test(url)));
  app.use(metrics.httpMiddleware(), tracing.middleware);
  app.use(helmet({ contentSecurityPolicy: contentSecurityPolicy(config.peta.origin), crossOriginEmbedderPolicy: false }));
  app.use(compressAnswers());

  app.get('/healthz', async (_req, res) => {
    try {
      // a database that does not answer in time is unavailable too (a pool waiting for a connection
      // would otherwise hold the probe until the orchestrator's own timeout)
      await withTimeout(db.orm.em.getConnection().execute('select 1'), HEALTH_TIMEOUT_MS);
      res.json({ status: 'ok', database: 'ok' });
    } catch {
      res.status(503).json({ status: 'error', database: 'unavailable' });
    }
  });

  app.use(healthRoutes({ pingDatabase: () => db.orm.em.getConnection().execute('select 1'), eventsListening: () => pubsub.listeningEpoch?.() !== null, stopping: () => stopping }));
  app.get('/metrics', metrics.route(config.metricsToken));

  // `?akun=` (the name typed on the login form) gets a stronger challenge while that account is being guessed at.
  app.get('/api/captcha/challenge', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!services.captcha.enabled) return void res.json({ disabled: true });
    const akun = typeof req.query.akun === 'string' ? req.query.akun : undefined;
    res.json(await services.auth.captchaChallenge(db.orm.em.fork(), akun));
  });

  // Public GET answers (GraphQL and legacy front/*.php) kept whole, per public data version.
  const publicGets = sharedGetCache({
    version: () => publicData.current,
    maxBytes: 32 * 1024 * 1024,
    servable: (req) => req.baseUrl !== '/graphql' || passesCsrfPrevention(req),
    onLookup: metrics.cacheLookup('public_get'),
  });

  const requestContext = (req: express.Request, as?: { authorization?: string; viewer?: LinkViewer }) =>
    makeContext({ authorization: as?.authorization ?? req.headers.authorization, viewer: as?.viewer, ip: req.ip ?? '', log: req.log });

  app.use(
    '/api',
    publicGets,
    legacyRouter({
      apollo,
      schema,
      makeContext: requestContext,
      maxUploadBytes: MAX_UPLOAD_BYTES,
    }),
  );
  app.use('/laporan', laporanRouter({ apollo, laporan: services.laporan, makeContext: requestContext }));

  app.use('/kalender', kalenderRouter(db.orm, services.kalender));
  app.use(
    '/files',
    filesRouter(db.orm, services.files, async (viewer) => (await currentViewer(db.orm.em.fork(), services.accounts, viewer)) !== null),
  );

  app.use(graphiqlRoutes({ schema, clientDist: CLIENT_DIST, enabled: config.graphiql }));

  app.use(
    '/graphql',
    // public answers are cached by browsers and proxies; their content type follows the Accept header
    (_req, res, next) => {
      res.vary('Accept');
      next();
    },
    publicGets,
    express.json({ limit: '1mb' }),
    // one byte past the largest limit: the parser marks a file that reaches its cap as cut, and a file of
    // exactly 10 MB is not "lebih dari 10MB" (each rule's own limit is checked as the file is read).
    // Two files at most: a contract's signing carries the signed document and its power of attorney.
    graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES + 1, maxFiles: 2 }),
    expressMiddleware(apollo, { context: async ({ req }) => requestContext(req) }),
  );

  if (existsSync(`${CLIENT_DIST}/index.html`)) {
    app.use('/assets', express.static(`${CLIENT_DIST}/assets`, { immutable: true, maxAge: '1y', fallthrough: false }));
    app.use(express.static(CLIENT_DIST, { index: false, maxAge: '1h' }));
    const pages = await createPublicPages({
      clientDist: CLIENT_DIST,
      ssrEntry: SSR_ENTRY,
      version: () => publicData.current,
      onLookup: metrics.cacheLookup('public_pages'),
      // as an anonymous visitor, through the same pipeline (and response cache) as a browser's query
      execute: async (request, log) => {
        const response = await apollo.executeOperation(request, { contextValue: await makeContext({ ip: '', log }) });
        return response.body.kind === 'single' ? response.body.singleResult : { errors: [{ message: 'incremental delivery' }] };
      },
    });
    // the site's address opens the home page as the server renders it (the client's index route does the same)
    app.get('/', (_req, res) => res.redirect(302, '/beranda'));
    app.get('/{*splat}', async (req, res, next) => {
      if (/^\/(graphql|api|files|metrics)(\/|$)/.test(req.path)) return next();
      const html = await pages.html(req.path, new URL(req.originalUrl, 'http://localhost').search, req.log);
      res.set('Cache-Control', 'no-cache');
      res.type('html').send(html);
    });
    // a page address that cannot be decoded (a stray '%'): the site's not-found page, not an API error
    const undecodablePage: ErrorRequestHandler = async (err, req, res, next) => {
      if (!(err instanceof URIError) || req.method !== 'GET' || /^\/(graphql|api|files|metrics)(\/|$)/.test(req.path)) return next(err);
      const html = await pages.html('/halaman-tidak-ditemukan', '', req.log).catch(next);
      if (html) res.status(404).set('Cache-Control', 'no-cache').type('html').send(html);
    };
    app.use(undecodablePage);
  } else {
    app.get('/', (_req, res) => void res.status(503).type('text').send('Aplikasi klien belum dibangun: jalankan `npm run build`.'));
  }

  app.use((_req, res) => void res.status(404).json({ success: false, message: 'Alamat tidak ditemukan' }));
  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) req.log?.error({ err }, 'unhandled request error');
    const message =
      status === 413 ? 'Ukuran permintaan terlalu besar' : status === 500 ? MESSAGES.internal : MESSAGES.badRequest;
    if (res.headersSent) return;
    res.status(status).json({ success: false, message, errors: [{ message, extensions: { code: status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST' } }] });
  };
  app.use(onError);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    // A burst of new connections while the event loop is busy waits in the kernel instead of being
    // dropped: an overflowing accept queue costs a client a 1 s SYN retransmission (Linux caps it at somaxconn).
    httpServer.listen({ port: config.port, host: config.host, backlog: 4096 }, () => resolve());
  });
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  return {
    httpServer,
    url,
    services,
    close: async () => {
      stopping = true;
      await jobs.stop();
      await apollo.stop();
      await sockets.close();
      await services.accounts.close();
      await publicData.close();
      await events.close();
      await tracing.shutdown();
    },
  };
};
