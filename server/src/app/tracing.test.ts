import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { tracingWanted } from './tracing.js';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: Record<string, unknown> }[];
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value && (value.stringValue ?? value.intValue ?? value.arrayValue);
};

/** A tiny OTLP/HTTP collector: keeps the spans (JSON encoding) posted to /v1/traces. */
const startCollector = async () => {
  const spans: OtlpSpan[] = [];
  const services = new Set<string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces' && req.headers['content-type']?.startsWith('application/json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: { resource: { attributes: OtlpSpan['attributes'] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const rs of body.resourceSpans) {
          const name = rs.resource.attributes?.find((a) => a.key === 'service.name')?.value.stringValue;
          if (typeof name === 'string') services.add(name);
          for (const ss of rs.scopeSpans) spans.push(...ss.spans);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else res.writeHead(404).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, services, close: () => new Promise((r) => server.close(r)) };
};

describe('OpenTelemetry tracing', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let app: TestApp;
  const saved = { ...process.env };

  beforeAll(async () => {
    collector = await startCollector();
    Object.assign(process.env, { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '50', OTEL_SERVICE_NAME: 'kerja-sama-uji' });
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
    process.env = saved;
    await collector?.close();
  });

  it('is off unless the standard variables ask for it', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })).toBe(false);
    expect(tracingWanted({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })).toBe(false);
  });

  it('exports a span per HTTP request, per GraphQL operation and per SQL statement, continuing the caller trace', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
      body: JSON.stringify({ query: 'mutation Masuk($i: LoginInput!) { login(input: $i) { token } }', variables: { i: { username: 'admin', password: 'Admin#12345' } } }),
    });
    expect(res.status).toBe(200);
    await expect.poll(() => collector.spans.some((s) => s.name === 'mutation Masuk'), { timeout: 10_000 }).toBe(true);
    const operation = collector.spans.find((s) => s.name === 'mutation Masuk')!;
    expect(operation.traceId).toBe(traceId);
    expect(attribute(operation, 'graphql.operation.name')).toBe('Masuk');
    expect(attribute(operation, 'graphql.operation.type')).toBe('mutation');
    await expect.poll(() => collector.spans.some((s) => s.name === 'POST /graphql' && s.traceId === traceId), { timeout: 10_000 }).toBe(true);
    const http = collector.spans.find((s) => s.name === 'POST /graphql' && s.traceId === traceId)!;
    expect(http.parentSpanId).toBe('00f067aa0ba902b7');
    expect(operation.parentSpanId).toBe(http.spanId);
    expect(attribute(http, 'http.route')).toBe('/graphql');
    expect(String(attribute(http, 'http.response.status_code'))).toBe('200');
    const queries = collector.spans.filter((s) => s.traceId === traceId && attribute(s, 'db.system.name') === 'postgresql');
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((q) => q.parentSpanId === http.spanId)).toBe(true);
    // the statement without its parameters: no password travels in a span
    expect(JSON.stringify(collector.spans)).not.toContain('Admin#12345');
    expect(collector.services).toContain('kerja-sama-uji');
  });
});
