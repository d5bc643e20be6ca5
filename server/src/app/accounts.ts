import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { forEachEvent, type AppPubSub, type EventLoop } from './pubsub.js';

/** Announced by PostgreSQL (Migration20261125000000_account_changes) when an account's session state changes. */
export const ACCOUNT_CHANGED = 'AKUN_BERUBAH';
/** `idUser` absent: every account (the table was emptied). `revoked`: the change ends the account's sessions. */
export interface AccountChangedPayload {
  idUser?: number;
  revoked: boolean;
}

/** What a session token is checked against on every request: an active account as it is now. */
export interface AccountState {
  idUser: number;
  nama: string;
  idLevel: number;
  tokenVersion: number;
}

interface Kept {
  state: AccountState;
  epoch: number;
}

/**
 * The accounts behind recent sessions, kept in memory so that a signed-in request needs no database round
 * trip to check its token (that read was a third of the database work of a staff list page). Safe because
 * PostgreSQL itself announces every change of a kept field, whoever made it, to every instance; and only
 * while that announcement reaches this instance:
 * - nothing is kept while the events connection is down, and what was kept before a reconnect is dropped
 *   (changes in between went unheard);
 * - a read that overlapped any change is used but not kept (it may predate the change);
 * - an instance that changes an account itself forgets it at once (`forget`), before answering;
 * - an entry lives at most a minute whatever happens.
 */
export class AccountCache {
  private readonly kept = new LRUCache<number, Kept>({ max: 20_000, ttl: 60_000 });
  /** Raised by every change heard: a read that began before it is not kept. */
  private changes = 0;
  private loop?: EventLoop;
  private listening = false;

  /** `epoch`: the events connection's number, null while none listens (AppPubSub.listeningEpoch). */
  constructor(private readonly epoch: () => number | null) {}

  async get(idUser: number, load: () => Promise<AccountState | undefined>): Promise<AccountState | undefined> {
    const epoch = this.listening ? this.epoch() : null;
    const hit = this.kept.get(idUser);
    if (hit && epoch !== null && hit.epoch === epoch) return hit.state;
    const changesBefore = this.changes;
    const state = await load();
    if (state && epoch !== null && this.epoch() === epoch && this.changes === changesBefore) this.kept.set(idUser, { state, epoch });
    return state;
  }

  /** Drops an account (or, without a valid id, every account) from memory. */
  forget(idUser?: number): void {
    this.changes += 1;
    if (Number.isInteger(idUser)) this.kept.delete(idUser!);
    else this.kept.clear();
  }

  /** Starts forgetting the accounts PostgreSQL announces as changed. */
  listen(pubsub: AppPubSub, log: Logger): void {
    this.loop = forEachEvent<AccountChangedPayload | undefined>(pubsub, ACCOUNT_CHANGED, (event) => this.forget(event?.idUser), log);
    this.listening = true;
    void this.loop.ended.then(() => {
      this.listening = false;
      this.forget();
    });
  }

  async close(): Promise<void> {
    await this.loop?.stop();
  }
}
