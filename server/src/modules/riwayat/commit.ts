import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../common/context.js';
import type { DomainEvent, EventBus } from '../../common/events.js';
import type { RiwayatService } from './riwayat.service.js';

/** What a write leaves behind besides its rows: its line in Riwayat and the events that tell others. */
export interface Change {
  /** The line (or lines) Riwayat gets for the write. */
  riwayat?: string | readonly string[];
  /** Who the Riwayat line names when it is not the actor (e.g. 'Tamu', an institution registering). */
  riwayatName?: string;
  /** A function when the events need what the commit gives (a new row's id). */
  events?: readonly DomainEvent<unknown>[] | (() => readonly DomainEvent<unknown>[]);
}

const eventsOf = (change: Change) => (typeof change.events === 'function' ? change.events() : (change.events ?? []));

/**
 * The one path of a write's side effects: the Riwayat line joins the unit of work, everything commits in
 * one transaction (one flush), and only then are the events published — never for a write that failed.
 */
export class Commit {
  constructor(
    private readonly riwayat: RiwayatService,
    private readonly events: EventBus,
  ) {}

  private record(ctx: Pick<Context, 'em' | 'actor'>, change: Change): void {
    for (const line of typeof change.riwayat === 'string' ? [change.riwayat] : (change.riwayat ?? [])) this.riwayat.record(ctx, line, change.riwayatName);
  }

  async write(ctx: Pick<Context, 'em' | 'actor'>, change: Change): Promise<void> {
    this.record(ctx, change);
    await ctx.em.flush();
    this.events.publish(eventsOf(change));
  }

  /**
   * A write that needs its own transaction (checks and deletes that must see one state): `work` runs in
   * it and returns its change; the Riwayat line commits with it, the events follow the commit.
   */
  async transaction<T>(ctx: Pick<Context, 'em' | 'actor'>, work: (em: EntityManager) => Promise<{ result: T; change: Change }>): Promise<T> {
    const { result, change } = await ctx.em.transactional(async (em) => {
      const done = await work(em as EntityManager);
      this.record({ em: em as EntityManager, actor: ctx.actor }, done.change);
      return done;
    });
    this.events.publish(eventsOf(change));
    return result;
  }
}
