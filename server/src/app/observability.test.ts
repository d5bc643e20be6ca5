import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express, { type Request } from 'express';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { healthRoutes, type HealthSources } from './health.js';
import { isPrivateAddress, Metrics, metricsAllowed } from './metrics.js';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format, simply: one sample per line that is not a comment. */
const parseMetrics = (text: string): Sample[] =>
  text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!m) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1]!, l[2]!]));
      return { name: m[1]!, labels, value: Number(m[3]) };
    });

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe('observability', () => {
  let app: TestApp;
  const scrape = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}/metrics`, { headers });
    return { res, samples: res.status === 200 ? parseMetrics(await res.text()) : [] };
  };

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('serves Prometheus metrics (not the app page): HTTP by route pattern, GraphQL by operation, process, pools, caches', async () => {
    const token = await app.login();
    await app.gql('query Saya { me { idUser } }', {}, token);
    await fetch(`${app.url}/files/00000000-0000-4000-8000-000000000000/naskah.pdf`);
    const publicQuery = `${app.url}/graphql?query=${encodeURIComponent('query Beranda { __typename }')}`;
    await fetch(publicQuery, { headers: { 'apollo-require-preflight': '1' } });
    await fetch(publicQuery, { headers: { 'apollo-require-preflight': '1' } });

    const { res, samples } = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(value(samples, 'http_request_duration_seconds_count', { method: 'POST', route: '/graphql', status_code: '200' })).toBeGreaterThanOrEqual(2);
    // the route pattern, never the raw path with its ids
    expect(value(samples, 'http_request_duration_seconds_count', { method: 'GET', route: '/files/:id{/:name}' })).toBe(1);
    expect(samples.some((s) => s.labels.route?.includes('00000000'))).toBe(false);
    expect(value(samples, 'graphql_operation_duration_seconds_count', { operation_name: 'Saya', operation_type: 'query', outcome: 'ok' })).toBe(1);
    expect(value(samples, 'graphql_operation_duration_seconds_count', { operation_type: 'mutation' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(value(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(samples, 'db_pool_connections', { pool: 'orm', state: 'used' })).toBeGreaterThanOrEqual(0);
    expect(value(samples, 'db_pool_connections', { pool: 'orm', state: 'pending' })).toBe(0);
    expect(value(samples, 'db_pool_connections', { pool: 'events_publisher', state: 'free' })).toBeGreaterThanOrEqual(0);
    expect(value(samples, 'kerjasama_cache_requests_total', { cache: 'public_get', result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, 'graphql_ws_connections')).toBe(0);
    // no job queue yet: the gauge is declared, with no series
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('counts open websocket connections', async () => {
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await once(socket, 'open');
    await expect.poll(async () => value((await scrape()).samples, 'graphql_ws_connections')).toBe(1);
    socket.close();
    await expect.poll(async () => value((await scrape()).samples, 'graphql_ws_connections')).toBe(0);
  });

  it('refuses /metrics to requests relayed by a proxy when no METRICS_TOKEN is set', async () => {
    const { res } = await scrape({ 'x-forwarded-for': '203.0.113.9' });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/http_request_duration|<html/i);
  });

  it('answers /livez and /readyz; /healthz as before', async () => {
    const live = await fetch(`${app.url}/livez`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'ok', events: 'ok', server: 'ok' });
    const health = await fetch(`${app.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('returns a sane X-Request-Id as given, and generates a random one otherwise', async () => {
    const given = await fetch(`${app.url}/livez`, { headers: { 'x-request-id': 'proxy-7f3a.01:beta_2' } });
    expect(given.headers.get('x-request-id')).toBe('proxy-7f3a.01:beta_2');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of ['a'.repeat(129), 'rusak id', '<script>', '-awal', '']) {
      const id = (await fetch(`${app.url}/livez`, { headers: { 'x-request-id': bad } })).headers.get('x-request-id');
      expect(id, bad).toMatch(uuid);
    }
    const a = (await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{__typename}"}' })).headers.get('x-request-id');
    const b = (await fetch(`${app.url}/nope`)).headers.get('x-request-id');
    expect(a).toMatch(uuid);
    expect(b).toMatch(uuid);
    expect(a).not.toBe(b);
  });
});

describe('job queue depth', () => {
  it('is empty until a queue reports through the hook, then read at each scrape', async () => {
    const metrics = new Metrics();
    expect(await metrics.registry.metrics()).not.toMatch(/^job_queue_depth\{/m);
    let waiting = 3;
    metrics.watchQueue(() => ({ mail: waiting }));
    expect(await metrics.registry.metrics()).toMatch(/^job_queue_depth\{queue="mail"\} 3$/m);
    waiting = 0;
    expect(await metrics.registry.metrics()).toMatch(/^job_queue_depth\{queue="mail"\} 0$/m);
  });
});

describe('who may read /metrics', () => {
  const req = (remoteAddress: string, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } }) as unknown as Request;

  it('knows loopback, private and link-local addresses', () => {
    for (const a of ['127.0.0.1', '::1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '::ffff:10.0.0.1', 'fd12::1', 'fe80::1', '169.254.1.1']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '172.32.0.1', '::ffff:8.8.8.8', '2001:db8::1', undefined, 'localhost']) expect(isPrivateAddress(a), String(a)).toBe(false);
  });

  it('without METRICS_TOKEN: a direct private peer only; with it: its bearer only, from anywhere', () => {
    expect(metricsAllowed(req('127.0.0.1'), undefined)).toBe(true);
    expect(metricsAllowed(req('10.0.0.5'), undefined)).toBe(true);
    expect(metricsAllowed(req('203.0.113.1'), undefined)).toBe(false);
    expect(metricsAllowed(req('10.0.0.5', { 'x-forwarded-for': '203.0.113.1' }), undefined)).toBe(false);
    expect(metricsAllowed(req('10.0.0.5', { forwarded: 'for=203.0.113.1' }), undefined)).toBe(false);
    const token = 'rahasia-metrik-0123456789';
    expect(metricsAllowed(req('127.0.0.1'), token)).toBe(false);
    expect(metricsAllowed(req('203.0.113.1', { authorization: `Bearer ${token}` }), token)).toBe(true);
    expect(metricsAllowed(req('127.0.0.1', { authorization: `Bearer ${token}x` }), token)).toBe(false);
  });
});

describe('/readyz', () => {
  const serve = async (sources: HealthSources) => {
    const app = express().use(healthRoutes(sources));
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = async (path: string) => {
      const res = await fetch(`${url}${path}`);
      return { status: res.status, body: await res.json() };
    };
    return { get, close: () => new Promise((r) => server.close(r)) };
  };

  it('is 503 naming the failing check: database down, events not listening, stopping; /livez stays 200', async () => {
    let db = true;
    let events = true;
    let stopping = false;
    const s = await serve({
      pingDatabase: async () => {
        if (!db) throw new Error('down');
      },
      eventsListening: () => events,
      stopping: () => stopping,
    });
    expect(await s.get('/readyz')).toEqual({ status: 200, body: { status: 'ok', database: 'ok', events: 'ok', server: 'ok' } });
    db = false;
    expect(await s.get('/readyz')).toEqual({ status: 503, body: { status: 'unavailable', database: 'unavailable', events: 'ok', server: 'ok' } });
    db = true;
    events = false;
    expect((await s.get('/readyz')).body).toMatchObject({ status: 'unavailable', events: 'unavailable' });
    events = true;
    stopping = true;
    expect(await s.get('/readyz')).toMatchObject({ status: 503, body: { server: 'stopping' } });
    expect(await s.get('/livez')).toEqual({ status: 200, body: { status: 'ok' } });
    await s.close();
  });

  it('is 503 when the database does not answer in time', async () => {
    const s = await serve({ pingDatabase: () => new Promise(() => {}), stopping: () => false });
    const started = Date.now();
    expect(await s.get('/readyz')).toMatchObject({ status: 503, body: { database: 'unavailable' } });
    expect(Date.now() - started).toBeLessThan(5000);
    await s.close();
  });
});
