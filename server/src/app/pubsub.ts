import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import pg from 'pg';
import type { Logger } from 'pino';

const CHANNEL = 'kerjasama_events';
/**
 * Delivered on this instance only, when its events connection is back after being lost: whatever was
 * published meanwhile went unheard here, so state kept per event (cached public answers) must be renewed.
 */
export const EVENTS_RESUMED = 'EVENTS_RESUMED';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD = 7900;

/**
 * An EventTarget whose events travel through PostgreSQL LISTEN/NOTIFY, so every server instance on the
 * same database delivers every event to its own subscribers (DESIGN §2, Realtime). Local listeners are
 * called only when the notification comes back from PostgreSQL, so all instances see the same order.
 */
export class PgEventTarget extends EventTarget {
  private client?: pg.Client;
  /** Publishing uses its own small pool: the listening connection only listens. */
  private readonly publisher: pg.Pool;
  private closed = false;
  private retry?: NodeJS.Timeout;
  /** Raised each time a listening connection starts: events published while none listened were missed. */
  private epoch = 0;
  private pending: string[] = [];

  constructor(
    private readonly url: string,
    private readonly log: Logger,
  ) {
    super();
    this.publisher = new pg.Pool({ connectionString: url, max: 4 });
    this.publisher.on('error', (err) => this.log.error({ err }, 'publisher connection error'));
  }

  async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const { type, detail } = JSON.parse(msg.payload) as { type: string; detail: unknown };
        super.dispatchEvent(new CustomEvent(type, { detail }));
      } catch (err) {
        this.log.warn({ err }, 'malformed notification ignored');
      }
    });
    client.on('error', (err) => {
      this.log.error({ err }, 'event listener connection lost; reconnecting');
      this.reconnect();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.client = client;
    this.epoch += 1;
    if (this.epoch > 1) super.dispatchEvent(new CustomEvent(EVENTS_RESUMED, { detail: {} }));
  }

  /** The publisher pool's connections (for metrics): in use, idle, and publishes waiting for one. */
  publisherStats(): { used: number; free: number; pending: number } {
    const p = this.publisher;
    return { used: p.totalCount - p.idleCount, free: p.idleCount, pending: p.waitingCount };
  }

  /** The listening connection's number, or null while none listens (events then go unheard here). */
  listeningEpoch(): number | null {
    return this.client ? this.epoch : null;
  }

  private reconnect(delay = 1000): void {
    if (this.closed || this.retry) return;
    void this.client?.end().catch(() => {});
    this.client = undefined;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connect().catch((err) => {
        this.log.error({ err }, 'event listener reconnect failed');
        this.reconnect(Math.min(delay * 2, 15_000));
      });
    }, delay);
  }

  override dispatchEvent(event: Event): boolean {
    const detail = (event as CustomEvent).detail;
    const payload = JSON.stringify({ type: event.type, detail });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
      this.log.error({ type: event.type }, 'event too large for NOTIFY; not published');
      return false;
    }
    if (this.pending.push(payload) === 1) queueMicrotask(() => this.flush());
    return true;
  }

  /** The events published in one turn of the event loop (a reminder batch's thousands) go in one statement. */
  private flush(): void {
    const payloads = this.pending;
    this.pending = [];
    this.publisher
      .query('select pg_notify($1, p) from unnest($2::text[]) p', [CHANNEL, payloads])
      .catch((err) => this.log.error({ err, events: payloads.length }, 'publish failed'));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    if (this.pending.length > 0) this.flush();
    await this.client?.end().catch(() => {});
    await this.publisher.end().catch(() => {});
  }
}

/** Topics and their payloads. Features add theirs; payloads stay small (ids and short texts). */
export type Topics = {
  [key: string]: [] | [any] | [number | string, any];
};

export type AppPubSub = PubSub<Topics> & {
  /**
   * `subscribe` with a condition decided as each event arrives (an event `accept` refuses is dropped
   * before it is queued): the cheap form of `pipe(subscribe(...), filter(accept))`, one layer instead of
   * two async iterators per subscriber. Absent on a plain createPubSub() (schema emission, some tests).
   */
  subscribeWhere?: <T>(routingKey: string, id: number | string | undefined, accept: (event: T) => boolean) => AsyncIterableIterator<T>;
  /**
   * The number of the connection through which events arrive, null while there is none: a different
   * number means events may have been missed in between. Absent where events do not cross instances.
   */
  listeningEpoch?: () => number | null;
};

/**
 * One subscription's events, in order. The topic's listener pushes each event; a waiting `next()` gets
 * it at once, otherwise it is queued. Ending it (`return`, or `throw` from the consumer) unsubscribes.
 * Cheaper than a Repeater per subscriber: with a thousand subscribers of one chat, every event is pushed
 * a thousand times, and each push here is one resolved promise.
 */
class EventChannel<T> implements AsyncIterableIterator<T> {
  private readonly queue: T[] = [];
  private waiting?: (result: IteratorResult<T>) => void;
  private ended = false;

  constructor(
    private readonly accept: ((event: T) => boolean) | undefined,
    private readonly onEnd: (channel: EventChannel<T>) => void,
    private readonly log: Logger,
  ) {}

  push(event: T): void {
    if (this.ended) return;
    if (this.accept) {
      try {
        if (!this.accept(event)) return;
      } catch (err) {
        this.log.error({ err }, 'subscription condition failed; event not delivered');
        return;
      }
    }
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = undefined;
      waiting({ value: event, done: false });
    } else this.queue.push(event);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.queue.length) return Promise.resolve({ value: this.queue.shift()!, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(err: unknown): Promise<IteratorResult<T>> {
    this.end();
    return Promise.reject(err);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.queue.length = 0;
    this.onEnd(this);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.({ value: undefined, done: true });
  }
}

/**
 * Subscriptions on `target`, with one listener per topic (not one per subscriber) that pushes each event
 * to that topic's channels; topic names as createPubSub's (`routingKey` or `routingKey:id`).
 */
const channelsOn = (target: EventTarget, log: Logger) => {
  const topics = new Map<string, { channels: Set<EventChannel<unknown>>; listener: (event: Event) => void }>();
  return <T>(routingKey: string, id: number | string | undefined, accept?: (event: T) => boolean): EventChannel<T> => {
    const name = id === undefined ? routingKey : `${routingKey}:${id}`;
    let topic = topics.get(name);
    if (!topic) {
      const channels = new Set<EventChannel<unknown>>();
      const listener = (event: Event) => {
        const detail = (event as CustomEvent).detail as unknown;
        for (const channel of channels) channel.push(detail);
      };
      topics.set(name, (topic = { channels, listener }));
      target.addEventListener(name, listener);
    }
    const { channels, listener } = topic;
    const channel = new EventChannel<T>(accept, (ended) => {
      channels.delete(ended as EventChannel<unknown>);
      if (channels.size === 0 && topics.get(name)?.channels === channels) {
        topics.delete(name);
        target.removeEventListener(name, listener);
      }
    }, log);
    channels.add(channel as EventChannel<unknown>);
    return channel;
  };
};

/** A running `forEachEvent`: `stop` ends it; `ended` settles when it has ended, by `stop` or by a failure. */
export interface EventLoop {
  stop(): Promise<void>;
  ended: Promise<void>;
}

/**
 * Calls `handle` with every event of `topic`, in order, until stopped. A handler that throws ends the
 * loop (logged), as does the subscription failing: `ended` tells those who must stop relying on it.
 */
export const forEachEvent = <T>(pubsub: AppPubSub, topic: string, handle: (event: T) => void, log?: Logger): EventLoop => {
  const iterator = (pubsub.subscribe(topic) as AsyncIterable<T>)[Symbol.asyncIterator]();
  const ended = (async () => {
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        handle(next.value);
      }
    } catch (err) {
      log?.error({ err, topic }, 'event listener stopped');
    }
  })();
  return { stop: async () => void (await iterator.return?.()), ended };
};

export const createAppPubSub = async (
  url: string,
  log: Logger,
): Promise<{ pubsub: AppPubSub; publisherStats(): { used: number; free: number; pending: number }; close(): Promise<void> }> => {
  const target = new PgEventTarget(url, log);
  await target.connect();
  const subscribe = channelsOn(target, log);
  const pubsub: AppPubSub = {
    // Publishing as createPubSub does (a CustomEvent named by topic, through PostgreSQL).
    publish: createPubSub<Topics>({ eventTarget: target as never }).publish,
    subscribe: ((routingKey: string, id?: number | string) => subscribe(routingKey, id)) as unknown as AppPubSub['subscribe'],
    subscribeWhere: (routingKey, id, accept) => subscribe(routingKey, id, accept),
    listeningEpoch: () => target.listeningEpoch(),
  };
  return { pubsub, publisherStats: () => target.publisherStats(), close: () => target.close() };
};
