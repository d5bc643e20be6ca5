/**
 * Prometheus metrics (`GET /metrics`, text format, prom-client): HTTP and GraphQL latency, websocket
 * connections, cache hits and misses, database pools, job queue depth (once a queue exists) and Node's
 * own process metrics. Each server instance has its own registry (tests run several in one process).
 *
 * Who may read them: with METRICS_TOKEN set, whoever sends `Authorization: Bearer <METRICS_TOKEN>`;
 * without it, only a scraper on this machine or a private network that reaches the process directly
 * (loopback or private socket address, and no proxy's forwarding header: behind the compose proxy every
 * visitor arrives from a private address, but with X-Forwarded-For). Everyone else gets a plain 404.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import client from 'prom-client';
import type { WebSocket } from 'ws';

/** Connection counts of a pool at one moment. */
export interface PoolStats {
  used: number;
  free: number;
  pending: number;
}

/** The kind of answer a cache gave: counted per cache as `kerjasama_cache_requests_total{cache,result}`. */
export type CacheName = 'public_get' | 'public_pages' | 'graphql_response';
export type CacheLookup = (hit: boolean) => void;

/** Jobs waiting, per queue: the hook for the job queue (DESIGN §2, Background work) when it exists. */
export type QueueDepths = () => Promise<Record<string, number>> | Record<string, number>;

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Operation names are chosen by clients: beyond this many distinct names, the rest count as `other`. */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The route a request matched, as written in the code (`/files/:id{/:name}`), never its raw URL. */
export const routeOf = (req: Request): string => {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') return `${req.baseUrl}${path === '/' && req.baseUrl ? '' : path}` || '/';
  return req.baseUrl || 'unmatched';
};

const PRIVATE_V4 = [/^10\./, /^127\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./];

/** Loopback, private (RFC 1918, unique local fc00::/7) or link-local addresses, v4-mapped included. */
export const isPrivateAddress = (address: string | undefined): boolean => {
  if (!address) return false;
  const a = address.toLowerCase().replace(/^::ffff:(?=\d+\.)/, '');
  if (isIP(a) === 4) return PRIVATE_V4.some((re) => re.test(a));
  if (isIP(a) === 6) return a === '::1' || /^f[cd][0-9a-f]{2}:/.test(a) || /^fe[89ab][0-9a-f]:/.test(a);
  return false;
};

const sameSecret = (given: string, expected: string): boolean => {
  // hashed first so that the comparison takes the same time whatever the lengths
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
};

/** Whether this request may read `/metrics` (see the file's comment). */
export const metricsAllowed = (req: Request, token: string | undefined): boolean => {
  if (token) {
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    return Boolean(m && sameSecret(m[1]!, token));
  }
  const relayed = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined || req.headers['x-real-ip'] !== undefined;
  return !relayed && isPrivateAddress(req.socket.remoteAddress);
};

export interface MetricsSources {
  /** The ORM's connection pool (knex/tarn), read at each scrape. */
  ormPool?: () => PoolStats | null;
  /** The events publisher's pool (pubsub.ts). */
  publisherPool?: () => PoolStats | null;
}

export class Metrics {
  readonly registry = new client.Registry();
  private readonly httpDuration: client.Histogram<'method' | 'route' | 'status_code'>;
  private readonly graphqlDuration: client.Histogram<'operation_name' | 'operation_type' | 'outcome'>;
  private readonly wsConnections: client.Gauge;
  private readonly cacheRequests: client.Counter<'cache' | 'result'>;
  private readonly operationNames = new Set<string>();
  private queueDepths?: QueueDepths;

  constructor(sources: MetricsSources = {}) {
    const registers = [this.registry];
    client.collectDefaultMetrics({ register: this.registry });
    const latency = <L extends string>(name: string, help: string, labelNames: L[]) =>
      new client.Histogram<L>({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers });
    this.httpDuration = latency('http_request_duration_seconds', 'Time from a request to its answer, by method, route pattern and status', [
      'method',
      'route',
      'status_code',
    ]);
    this.graphqlDuration = latency(
      'graphql_operation_duration_seconds',
      'Time of a GraphQL operation (HTTP, legacy paths and server-rendered pages), by name, type and outcome',
      ['operation_name', 'operation_type', 'outcome'],
    );
    this.wsConnections = new client.Gauge({
      name: 'graphql_ws_connections',
      help: 'Open graphql-ws websocket connections',
      registers,
    });
    this.cacheRequests = new client.Counter({
      name: 'kerjasama_cache_requests_total',
      help: 'Lookups of the public caches, by cache and result (hit or miss)',
      labelNames: ['cache', 'result'],
      registers,
    });
    const pools = { orm: sources.ormPool, events_publisher: sources.publisherPool };
    new client.Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by pool and state (used, free, pending = requests waiting for one)',
      labelNames: ['pool', 'state'],
      registers,
      collect() {
        for (const [pool, read] of Object.entries(pools)) {
          const stats = read?.();
          if (!stats) continue;
          for (const state of ['used', 'free', 'pending'] as const) this.set({ pool, state }, stats[state]);
        }
      },
    });
    const queueDepths = () => this.queueDepths;
    new client.Gauge({
      name: 'job_queue_depth',
      help: 'Jobs waiting per queue (no job queue yet: empty until one calls Metrics.watchQueue)',
      labelNames: ['queue'],
      registers,
      async collect() {
        const read = queueDepths();
        if (!read) return;
        this.reset();
        for (const [queue, depth] of Object.entries(await read())) this.set({ queue }, depth);
      },
    });
  }

  /** The hook for the job queue: its depth per queue, read at each scrape. */
  watchQueue(depths: QueueDepths): void {
    this.queueDepths = depths;
  }

  /** A counter of hits and misses for one cache. */
  cacheLookup(cache: CacheName): CacheLookup {
    const hit = this.cacheRequests.labels(cache, 'hit');
    const miss = this.cacheRequests.labels(cache, 'miss');
    return (isHit) => (isHit ? hit.inc() : miss.inc());
  }

  /** Counts the socket while it is open (graphql-ws connections). */
  socketOpened(socket: Pick<WebSocket, 'once'>): void {
    this.wsConnections.inc();
    socket.once('close', () => this.wsConnections.dec());
  }

  /** Times every request until its answer is sent (or the client leaves), labelled by route pattern. */
  httpMiddleware(): RequestHandler {
    return (req, res, next) => {
      const stop = this.httpDuration.startTimer();
      let done = false;
      const end = () => {
        if (done) return;
        done = true;
        stop({ method: req.method, route: routeOf(req), status_code: res.writableFinished ? res.statusCode : 499 });
      };
      res.once('finish', end);
      res.once('close', end);
      next();
    };
  }

  private operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.operationNames.add(name);
    return name;
  }

  /** Times GraphQL operations and counts the answers of Apollo's response cache. */
  graphqlPlugin<T extends object>(): ApolloServerPlugin<T> {
    const cacheLookup = this.cacheLookup('graphql_response');
    return {
      requestDidStart: async () => {
        const stop = this.graphqlDuration.startTimer();
        return {
          willSendResponse: async (rc) => {
            stop({
              operation_name: this.operationLabel(rc.operationName),
              operation_type: rc.operation?.operation ?? 'unknown',
              outcome: rc.errors?.length ? 'error' : 'ok',
            });
            if (rc.metrics.responseCacheHit) cacheLookup(true);
            else if (rc.operation?.operation === 'query' && rc.overallCachePolicy.policyIfCacheable()?.scope === 'PUBLIC') cacheLookup(false);
          },
        };
      },
    };
  }

  /** `GET /metrics`: the text format for those allowed, a 404 like any unknown path for the others. */
  route(token: string | undefined): RequestHandler {
    return async (req, res) => {
      res.set('Cache-Control', 'no-store');
      if (!metricsAllowed(req, token)) return void res.status(404).json({ success: false, message: 'Alamat tidak ditemukan' });
      res.type(this.registry.contentType).send(await this.registry.metrics());
    };
  }
}

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

/** The ORM's pool (knex's tarn pool under MikroORM), or null when it cannot be read (not connected). */
export const ormPoolStats = (orm: { em: { getConnection(): unknown } }): PoolStats | null => {
  try {
    const connection = orm.em.getConnection() as { getKnex?: () => { client?: { pool?: TarnPool } } };
    const pool = connection.getKnex?.().client?.pool;
    if (!pool) return null;
    return { used: pool.numUsed(), free: pool.numFree(), pending: pool.numPendingAcquires() + pool.numPendingCreates() };
  } catch {
    return null;
  }
};
