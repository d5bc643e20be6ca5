import { randomBytes } from 'node:crypto';
import { createPubSub } from '@graphql-yoga/subscription';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { PublicDataVersion } from './public-cache.js';
import { createAppPubSub, EVENTS_RESUMED, type AppPubSub } from './pubsub.js';

const silent = pino({ level: 'silent' });
const until = async (condition: () => boolean, ms = 8000) => {
  const start = Date.now();
  while (!condition() && Date.now() - start < ms) await new Promise((r) => setTimeout(r, 20));
  return condition();
};
/** Collects a topic's events. */
const collect = (pubsub: AppPubSub, topic: string) => {
  const seen: unknown[] = [];
  const iterator = (pubsub.subscribe(topic) as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  void (async () => {
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      seen.push(next.value);
    }
  })();
  return { seen, stop: () => iterator.return?.() };
};

describe('events through PostgreSQL (LISTEN/NOTIFY)', () => {
  const serverUrl = inject('pgServerUrl');
  const dbName = `ev_${randomBytes(5).toString('hex')}`;
  const url = serverUrl.replace(/\/postgres$/, `/${dbName}`);
  let events: Awaited<ReturnType<typeof createAppPubSub>>;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    events = await createAppPubSub(url, silent);
  });
  afterAll(() => events?.close());

  it('comes back after its listening connection is lost, says so, and delivers again', async () => {
    const { pubsub } = events;
    expect(pubsub.listeningEpoch!()).toBe(1);
    const news = collect(pubsub, 'BERITA');
    const resumed = collect(pubsub, EVENTS_RESUMED);
    pubsub.publish('BERITA', { n: 1 });
    expect(await until(() => news.seen.length === 1)).toBe(true);

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen kerjasama_events'`);
    await admin.end();
    expect(await until(() => pubsub.listeningEpoch!() === null)).toBe(true);
    expect(await until(() => pubsub.listeningEpoch!() === 2)).toBe(true);
    expect(await until(() => resumed.seen.length === 1)).toBe(true);

    pubsub.publish('BERITA', { n: 2 });
    expect(await until(() => news.seen.length === 2)).toBe(true);
    expect(news.seen).toEqual([{ n: 1 }, { n: 2 }]);
    await news.stop();
    await resumed.stop();
  });
});

describe('PublicDataVersion', () => {
  it('rises when the events connection resumes: changes made meanwhile went unheard', async () => {
    const pubsub = createPubSub() as unknown as AppPubSub;
    const version = new PublicDataVersion(['MOU_CHANGED', EVENTS_RESUMED]);
    version.watch(pubsub);
    await new Promise((r) => setTimeout(r, 0));
    const before = version.current;
    pubsub.publish(EVENTS_RESUMED, {});
    expect(await until(() => version.current === before + 1, 1000)).toBe(true);
    await version.close();
  });
});
