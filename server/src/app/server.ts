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
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { MESSAGES } from '../common/errors.js';
import { legacyRouter } from '../legacy/router.js';
import { filesRouter } from '../files/files.route.js';
import { createAppPubSub } from './pubsub.js';
import { contextFactory } from './context-factory.js';
import type { Context } from './context.js';
import { formatError } from './format-error.js';
import { createSchema } from './schema.js';
import { createServices } from './services.js';

const CLIENT_DIST = fileURLToPath(new URL('../../../client/dist', import.meta.url));
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface RunningServer {
  httpServer: Server;
  url: string;
  close(): Promise<void>;
}

const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    fontSrc: ["'self'", 'data:'],
    scriptSrcAttr: ["'none'"],
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Fluent UI (Griffel) inserts its generated CSS at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
  },
};

export const startServer = async (config: Config, db: Database, log: Logger): Promise<RunningServer> => {
  const events = await createAppPubSub(db.url, log);
  const services = createServices(config, log, events.pubsub);
  const makeContext = contextFactory(db.orm, services, log);
  const schema = await createSchema(events.pubsub);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const httpServer = createHttpServer(app);

  const formatGraphqlError = formatError(log);
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer<Record<string, unknown>, { ctx?: Context }>(
    {
      schema,
      onConnect: async (ctx) => {
        try {
          await makeContext({ authorization: String(ctx.connectionParams?.authorization ?? '') || null, ip: ctx.extra.request.socket.remoteAddress ?? '' });
          return true;
        } catch {
          return false;
        }
      },
      context: (ctx) =>
        makeContext({
          authorization: String(ctx.connectionParams?.authorization ?? '') || null,
          ip: ctx.extra.request.socket.remoteAddress ?? '',
        }),
      // The same error codes and Indonesian messages as over HTTP (e.g. a refusal at subscribe time).
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors?.length ? { ...result, errors: result.errors.map((e) => formatGraphqlError(e.toJSON(), e)) } : undefined,
    },
    wsServer,
  );

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
  const apollo = new ApolloServer<Context>({
    schema,
    formatError: formatError(log),
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    parseOptions: { maxTokens: 3000 },
    introspection: !config.production,
    validationRules: armor.validationRules,
    plugins: [
      ...(armor.plugins as ApolloServerPlugin<Context>[]),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { serverWillStart: async () => ({ drainServer: async () => void (await wsCleanup.dispose()) }) },
    ],
  });
  await apollo.start();

  app.use(
    pinoHttp({
      logger: log,
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
      serializers: {
        req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({ id: req.id, method: req.method, url: req.url.replace(/([?&]token=)[^&]*/, '$1[disembunyikan]'), ip: req.remoteAddress }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
    }),
  );
  app.use(helmet({ contentSecurityPolicy, crossOriginEmbedderPolicy: false }));

  app.get('/healthz', async (_req, res) => {
    try {
      await db.orm.em.getConnection().execute('select 1');
      res.json({ status: 'ok', database: 'ok' });
    } catch {
      res.status(503).json({ status: 'error', database: 'unavailable' });
    }
  });

  app.get('/api/captcha/challenge', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!services.captcha.enabled) return void res.json({ disabled: true });
    res.json(await services.captcha.challenge());
  });

  const requestContext = (req: express.Request, as?: { authorization?: string; idUser?: number }) =>
    makeContext({ authorization: as?.authorization ?? req.headers.authorization, idUser: as?.idUser, ip: req.ip ?? '', log: req.log });

  app.use(
    '/api',
    legacyRouter({
      apollo,
      schema,
      makeContext: requestContext,
      maxUploadBytes: MAX_UPLOAD_BYTES,
      verifySignedLink: (path, params) => services.laporan.verify(path, params),
    }),
  );

  app.use('/files', filesRouter(db.orm, services.files));

  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 1 }),
    expressMiddleware(apollo, { context: async ({ req }) => requestContext(req) }),
  );

  if (existsSync(CLIENT_DIST)) {
    app.use('/assets', express.static(`${CLIENT_DIST}/assets`, { immutable: true, maxAge: '1y', fallthrough: false }));
    app.use(express.static(CLIENT_DIST, { index: false, maxAge: '1h' }));
    app.get('/{*splat}', (req, res, next) => {
      if (/^\/(graphql|api|files)(\/|$)/.test(req.path)) return next();
      res.set('Cache-Control', 'no-cache');
      res.sendFile(`${CLIENT_DIST}/index.html`);
    });
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
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  return {
    httpServer,
    url,
    close: async () => {
      await apollo.stop();
      await events.close();
    },
  };
};
