import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import pg from 'pg';
import type { Logger } from 'pino';

const CHANNEL = 'kerjasama_events';
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
    this.publisher
      .query('select pg_notify($1, $2)', [CHANNEL, payload])
      .catch((err) => this.log.error({ err, type: event.type }, 'publish failed'));
    return true;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => {});
    await this.publisher.end().catch(() => {});
  }
}

/** Topics and their payloads. Features add theirs; payloads stay small (ids and short texts). */
export type Topics = {
  [key: string]: [] | [any] | [number | string, any];
};

export type AppPubSub = PubSub<Topics>;

export const createAppPubSub = async (url: string, log: Logger): Promise<{ pubsub: AppPubSub; close(): Promise<void> }> => {
  const target = new PgEventTarget(url, log);
  await target.connect();
  return { pubsub: createPubSub<Topics>({ eventTarget: target as never }), close: () => target.close() };
};
