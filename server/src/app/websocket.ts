import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import { TokenAksesDicabut } from '../modules/token-akses/access-token.events.js';
import { ACCOUNT_CHANGED, type AccountChangedPayload } from './accounts.js';
import { forEachEvent, type AppPubSub, type EventLoop } from './pubsub.js';

/** graphql-ws's own code for "Forbidden"; a client must not retry with the same credentials. */
export const CLOSE_REVOKED = 4403;
export const CLOSE_EXPIRED = 4401;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Browsers always send Origin on a websocket upgrade and, unlike fetch, never enforce CORS on it: a page
 * of another site could otherwise open a socket that rides the visitor's session (cross-site websocket
 * hijacking). Allowed: the host the request was sent to, the PUBLIC_URL origin, and in development any
 * loopback origin (the Vite dev server proxies from another port). Clients that are not browsers send
 * no Origin and are allowed: they cannot borrow anyone's session.
 */
export const websocketOriginAllowed = (
  req: Pick<IncomingMessage, 'headers'>,
  options: { publicUrl: string; development: boolean; trustProxy: boolean },
): boolean => {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin === new URL(options.publicUrl).origin) return true;
  const forwarded = options.trustProxy ? String(req.headers['x-forwarded-host'] ?? '').split(',')[0]?.trim() : '';
  const hosts = [req.headers.host, forwarded].filter((h): h is string => Boolean(h)).map((h) => h.toLowerCase());
  if (hosts.includes(url.host.toLowerCase())) return true;
  return options.development && LOOPBACK.has(url.hostname);
};

/**
 * The open sockets of each signed-in account, so that a revoked session ends at once: the socket is
 * closed with 4403 (the client shows the login again) instead of receiving events until it reconnects.
 * A socket also closes (4401) when its token expires. One opened with a personal access token closes
 * (4403) when that token is revoked, and at its expiry.
 */
export class SessionSockets {
  private readonly byUser = new Map<number, Set<WebSocket>>();
  private readonly byAccessToken = new Map<number, Set<WebSocket>>();
  private loops: EventLoop[] = [];

  add(idUser: number, socket: WebSocket, expiresAtMs?: number, idAccessToken?: number): void {
    track(this.byUser, idUser, socket);
    if (idAccessToken !== undefined) track(this.byAccessToken, idAccessToken, socket);
    let timer: NodeJS.Timeout | undefined;
    if (expiresAtMs !== undefined) {
      // setTimeout takes at most 2^31-1 ms (≈ 24.8 days); a longer session is re-checked on reconnect.
      const delay = Math.min(Math.max(expiresAtMs - Date.now(), 0), 2 ** 31 - 1);
      timer = setTimeout(() => socket.close(CLOSE_EXPIRED, 'Sesi berakhir'), delay);
      timer.unref();
    }
    socket.once('close', () => clearTimeout(timer));
  }

  /** Closes every socket of the account (without one, of every account) on this instance; returns how many. */
  revoke(idUser?: number): number {
    const sets = idUser === undefined ? [...this.byUser.values()] : [this.byUser.get(idUser) ?? new Set<WebSocket>()];
    const sockets = sets.flatMap((set) => [...set]);
    for (const socket of sockets) socket.close(CLOSE_REVOKED, 'Sesi dicabut');
    return sockets.length;
  }

  /** Closes the sockets opened with a personal access token on this instance; returns how many. */
  revokeAccessToken(idToken: number): number {
    const sockets = [...(this.byAccessToken.get(idToken) ?? [])];
    for (const socket of sockets) socket.close(CLOSE_REVOKED, 'Token akses dicabut');
    return sockets.length;
  }

  count(idUser: number): number {
    return this.byUser.get(idUser)?.size ?? 0;
  }

  /**
   * Starts closing the sockets of every account whose sessions a change ended (its level, status or token
   * version changed, or it was deleted), and of every revoked access token, wherever the change was made:
   * PostgreSQL announces it (accounts.ts, TokenAksesDicabut).
   */
  listen(pubsub: AppPubSub, log: Logger): void {
    const tokens = forEachEvent<{ idToken?: unknown } | undefined>(
      pubsub,
      TokenAksesDicabut.topic,
      (event) => {
        const closed = Number.isInteger(event?.idToken) ? this.revokeAccessToken(event!.idToken as number) : 0;
        if (closed) log.info({ idToken: event!.idToken, closed }, 'websocket sessions of an access token revoked');
      },
      log,
    );
    const accounts = forEachEvent<AccountChangedPayload | undefined>(
      pubsub,
      ACCOUNT_CHANGED,
      (event) => {
        if (!event?.revoked) return;
        const idUser = Number.isInteger(event.idUser) ? event.idUser : undefined;
        const closed = this.revoke(idUser);
        if (closed) log.info({ idUser, closed }, 'websocket sessions revoked');
      },
      log,
    );
    this.loops = [tokens, accounts];
  }

  async close(): Promise<void> {
    await Promise.all(this.loops.map((l) => l.stop()));
  }
}

/** Adds a socket to its key's set, and takes it out (and the set, once empty) when it closes. */
const track = (map: Map<number, Set<WebSocket>>, key: number, socket: WebSocket): void => {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(socket);
  socket.once('close', () => {
    set.delete(socket);
    if (set.size === 0 && map.get(key) === set) map.delete(key);
  });
};
