/**
 * Optional OpenTelemetry tracing, configured only by the standard variables: on when
 * `OTEL_TRACES_EXPORTER` names `otlp` or `console`, or when `OTEL_EXPORTER_OTLP_ENDPOINT` /
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` is set (and neither `OTEL_SDK_DISABLED=true` nor
 * `OTEL_TRACES_EXPORTER=none`). Unset, nothing is loaded and every hook below is a no-op.
 *
 * Spans are made here, not by auto-instrumentation: the server is native ESM, where the require hooks
 * of the instrumentation packages need a `--import` register file loaded before express, and the
 * current instrumentation releases (and @opentelemetry/sdk-node 0.3xx) need Node 22. Instead:
 * - one SERVER span per HTTP request (express middleware; W3C `traceparent` of the caller continued,
 *   named by route pattern, with method, route, status and request id),
 * - one span per GraphQL operation (Apollo plugin), a child of its request's span (legacy paths and
 *   server-rendered pages included, as they run operations inside the request),
 * - one CLIENT span per SQL statement run through MikroORM (`db.system.name` postgresql, the statement
 *   without its parameters), a child of the request's span.
 * Exported with OTLP over HTTP (JSON) to `OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT` (`/v1/traces`) in batches
 * (`OTEL_BSP_*`); sampling by `OTEL_TRACES_SAMPLER[_ARG]`; resource by `OTEL_SERVICE_NAME` and
 * `OTEL_RESOURCE_ATTRIBUTES`. The provider is this server's own (no global is registered).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Context as OtelContext, Span, Tracer } from '@opentelemetry/api';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { observeOrmQueries } from '../db/orm-logger.js';
import { routeOf } from './metrics.js';

export interface Tracing {
  /** Express middleware: a span per request (first after the access log). */
  middleware: RequestHandler;
  /** Apollo plugin: a span per GraphQL operation. */
  plugin<T extends object>(): ApolloServerPlugin<T>;
  /** Sends what is pending and stops. */
  shutdown(): Promise<void>;
}

const disabled: Tracing = {
  middleware: (_req, _res, next) => next(),
  plugin: () => ({}),
  shutdown: async () => {},
};

/** Whether the standard variables ask for traces. */
export const tracingWanted = (env: NodeJS.ProcessEnv): boolean => {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '').split(',').map((e) => e.trim().toLowerCase()).filter(Boolean);
  if (exporters.includes('none')) return false;
  if (exporters.includes('otlp') || exporters.includes('console')) return true;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
};

export const createTracing = async (env: NodeJS.ProcessEnv, log: Logger): Promise<Tracing> => {
  if (!tracingWanted(env)) return disabled;
  const [api, core, sdk, resources, otlp] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/exporter-trace-otlp-http'),
  ]);
  const { SpanKind, SpanStatusCode, ROOT_CONTEXT, trace, defaultTextMapGetter } = api;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? 'otlp').split(',').map((e) => e.trim().toLowerCase());
  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ 'service.name': 'kerja-sama' }))
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const processors = [
    ...(exporters.includes('console') ? [new sdk.SimpleSpanProcessor(new sdk.ConsoleSpanExporter())] : []),
    ...(exporters.includes('otlp') || !exporters.includes('console') ? [new sdk.BatchSpanProcessor(new otlp.OTLPTraceExporter())] : []),
  ];
  const provider = new sdk.BasicTracerProvider({ resource, spanProcessors: processors });
  const tracer: Tracer = provider.getTracer('kerja-sama');
  const propagator = new core.W3CTraceContextPropagator();
  /** The context of the request being served (its span), through every await of its handling. */
  const current = new AsyncLocalStorage<OtelContext>();
  const stopObserving = observeOrmQueries(({ query, tookMs, failed }) => {
    const parent = current.getStore();
    if (!parent) return;
    const end = Date.now();
    const span = tracer.startSpan(
      query.split(/\s+/, 1)[0]?.toLowerCase() || 'query',
      { kind: SpanKind.CLIENT, startTime: end - tookMs, attributes: { 'db.system.name': 'postgresql', 'db.query.text': query.slice(0, 2000) } },
      parent,
    );
    if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end(end);
  });
  log.info({ exporters: exporters.filter((e) => e !== 'none') }, 'OpenTelemetry tracing on');

  const middleware: RequestHandler = (req: Request, res, next) => {
    const parent = propagator.extract(ROOT_CONTEXT, req.headers, defaultTextMapGetter);
    const span: Span = tracer.startSpan(
      req.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': req.method,
          'url.path': req.path,
          'url.scheme': req.protocol,
          ...(req.id ? { 'http.request.header.x-request-id': [req.id] } : {}),
        },
      },
      parent,
    );
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const route = routeOf(req);
      span.updateName(`${req.method} ${route}`);
      span.setAttribute('http.route', route);
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500 || !res.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
    res.once('finish', end);
    res.once('close', end);
    current.run(trace.setSpan(parent, span), next);
  };

  return {
    middleware,
    plugin: () => ({
      requestDidStart: async () => {
        const span = tracer.startSpan('graphql', { kind: SpanKind.INTERNAL }, current.getStore() ?? ROOT_CONTEXT);
        return {
          didResolveOperation: async ({ operation, operationName }) => {
            const type = operation?.operation ?? 'unknown';
            span.updateName(operationName ? `${type} ${operationName}` : type);
            span.setAttribute('graphql.operation.type', type);
            if (operationName) span.setAttribute('graphql.operation.name', operationName);
          },
          willSendResponse: async ({ errors }) => {
            if (errors?.length) {
              span.setStatus({ code: SpanStatusCode.ERROR });
              span.setAttribute('graphql.error.codes', [...new Set(errors.map((e) => String(e.extensions?.code ?? 'INTERNAL_SERVER_ERROR')))]);
            }
            span.end();
          },
        };
      },
    }),
    shutdown: async () => {
      stopObserving();
      await provider.shutdown().catch((err: unknown) => log.warn({ err }, 'traces not all exported'));
    },
  };
};
