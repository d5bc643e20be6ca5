import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client of a test server, authenticated as the token's account (anonymous without one). */
export const wsClient = (url: string, token?: string): Client =>
  createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });

export interface SubError {
  message: string;
  extensions?: { code?: string };
}

export interface Sub<T> {
  /** Every delivered item of the subscribed field, probes excluded, in order of arrival. */
  events: T[];
  /** GraphQL errors delivered on the subscription (e.g. a refusal at subscribe time). */
  errors: SubError[];
  /** Resolves when the server completes the subscription or it fails. */
  done: Promise<void>;
  isDone(): boolean;
  /** Waits for the next (or an already delivered) event matching `pred`. */
  waitFor(pred: (e: T) => boolean, timeoutMs?: number): Promise<T>;
  /**
   * Resolves once the server delivers to this subscription: `probe()` should emit an event the
   * subscription receives (a raw NOTIFY of the test, say) and `isProbe` recognise it. Called again
   * every 150 ms until one arrives, so tests never depend on how long a subscription takes to start.
   */
  ready(probe: () => Promise<unknown>, timeoutMs?: number): Promise<void>;
  dispose(): void;
}

export const subscribe = <T = any>(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  field: string,
  isProbe: (e: T) => boolean = () => false,
): Sub<T> => {
  const events: T[] = [];
  const errors: SubError[] = [];
  let probes = 0;
  let finished = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  let resolveDone!: () => void;
  const done = new Promise<void>((r) => (resolveDone = r));
  const finish = () => {
    finished = true;
    resolveDone();
    notify();
  };
  const dispose = client.subscribe<Record<string, T>>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(...(result.errors as SubError[]));
        const item = result.data?.[field];
        if (item !== undefined && item !== null) {
          if (isProbe(item)) probes += 1;
          else events.push(item);
        }
        notify();
      },
      error: (err) => {
        if (Array.isArray(err)) errors.push(...(err as SubError[]));
        else errors.push({ message: String((err as Error)?.message ?? err) });
        finish();
      },
      complete: finish,
    },
  );

  const until = (check: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (check()) return resolve();
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(`timed out waiting for ${what}; events ${JSON.stringify(events)} errors ${JSON.stringify(errors)}`));
      }, timeoutMs);
      const listener = () => {
        if (!check()) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve();
      };
      listeners.add(listener);
    });

  return {
    events,
    errors,
    done,
    isDone: () => finished,
    waitFor: async (pred, timeoutMs = 10_000) => {
      await until(() => events.some(pred), timeoutMs, 'an event');
      return events.find(pred)!;
    },
    ready: async (probe, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (probes === 0) {
        if (finished) throw new Error(`subscription ended before it was ready: ${JSON.stringify(errors)}`);
        if (Date.now() > deadline) throw new Error('subscription never became ready');
        await probe();
        await until(() => probes > 0 || finished, 150, 'a probe').catch(() => undefined);
      }
    },
    dispose,
  };
};

/** Sends a raw event on the PostgreSQL channel every server instance listens to (see app/pubsub.ts). */
export const notifySql = (type: string, detail: unknown): [string, unknown[]] => [
  `select pg_notify('kerjasama_events', $1)`,
  [JSON.stringify({ type, detail })],
];
