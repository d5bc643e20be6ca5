import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors.js';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters kept in PostgreSQL, so every server instance shares them. A key is e.g.
 * `login:akun:1:ip:10.0.0.1` or `login:ip:10.0.0.1`.
 */
export class Throttle {
  /** Remaining seconds of the window if the key has used up its limit, else 0. */
  async blockedFor(em: EntityManager, key: string, limit: Limit): Promise<number> {
    const rows = await em
      .getConnection()
      .execute<{ hits: number; wait: number }[]>(
        `select hits, ceil(extract(epoch from reset_at - now()))::int as wait from rate_limit where key = ? and reset_at > now()`,
        [key],
      );
    const row = rows[0];
    return row && row.hits >= limit.max ? Math.max(row.wait, 1) : 0;
  }

  /** Hits in the current window (0 when none). */
  async hits(em: EntityManager, key: string): Promise<number> {
    const rows = await em
      .getConnection()
      .execute<{ hits: number }[]>(`select hits from rate_limit where key = ? and reset_at > now()`, [key]);
    return rows[0]?.hits ?? 0;
  }

  /** How many keys with this prefix have a window running. */
  async liveKeysStartingWith(em: EntityManager, prefix: string): Promise<number> {
    const rows = await em
      .getConnection()
      .execute<{ n: number }[]>(`select count(*)::int as n from rate_limit where left(key, length(?)) = ? and reset_at > now()`, [prefix, prefix]);
    return rows[0]?.n ?? 0;
  }

  /** Counts one hit; returns the hits in the current window. */
  async hit(em: EntityManager, key: string, limit: Limit): Promise<number> {
    const rows = await em.getConnection().execute<{ hits: number }[]>(
      `insert into rate_limit (key, hits, reset_at) values (?, 1, now() + make_interval(secs => ?))
       on conflict (key) do update set
         hits = case when rate_limit.reset_at <= now() then 1 else rate_limit.hits + 1 end,
         reset_at = case when rate_limit.reset_at <= now() then excluded.reset_at else rate_limit.reset_at end
       returning hits`,
      [key, limit.windowSeconds],
    );
    return rows[0]?.hits ?? 1;
  }

  async reset(em: EntityManager, key: string): Promise<void> {
    await em.getConnection().execute(`delete from rate_limit where key = ?`, [key]);
  }

  /** Counts a hit and refuses when the limit is exceeded (for actions that are limited whatever their outcome). */
  async consume(em: EntityManager, key: string, limit: Limit, message: string): Promise<void> {
    const hits = await this.hit(em, key, limit);
    if (hits > limit.max) throw new AppError('TOO_MANY_REQUESTS', message);
  }
}

export const waitMessage = (seconds: number): string =>
  `Terlalu banyak percobaan masuk. Silakan coba lagi dalam ${Math.ceil(seconds / 60)} menit.`;
