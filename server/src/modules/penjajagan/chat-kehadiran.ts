import type { EntityManager } from '@mikro-orm/postgresql';

/** How often an open chat renews its presence, and how long a presence counts without renewal. */
const DENYUT_MS = 30_000;
const SEGAR_DETIK = 75;

/**
 * SQL condition (one parameter: the proposal id) true when the account `u.id_user` has that proposal's chat
 * open right now on any instance: its reply notifications are not needed, the message reaches it live.
 */
export const SEDANG_MELIHAT_CHAT = `exists (select 1 from chat_kehadiran k where k.id_penjajagan = ? and k.id_user = u.id_user and k.terlihat > now() - interval '${SEGAR_DETIK} seconds')`;

/**
 * Records that the account has the proposal's chat open for as long as `source` (its live subscription)
 * runs: one row, renewed every 30 s, removed when the subscription ends. A row left by an instance that
 * died stops counting after 75 s; each new presence removes such rows.
 */
export async function hadirSelama<T>(em: EntityManager, idUser: number, idPenjajagan: number, source: AsyncIterableIterator<T>): Promise<AsyncIterableIterator<T>> {
  const db = em.getConnection();
  await db.execute(`delete from chat_kehadiran where terlihat < now() - interval '1 hour'`);
  const [row] = await db.execute<{ id: string }[]>(`insert into chat_kehadiran (id_user, id_penjajagan) values (?, ?) returning id_kehadiran as id`, [idUser, idPenjajagan]);
  const id = row!.id;
  const denyut = setInterval(() => void db.execute(`update chat_kehadiran set terlihat = now() where id_kehadiran = ?`, [id]).catch(() => undefined), DENYUT_MS);
  denyut.unref();
  let ended = false;
  const end = async () => {
    if (ended) return;
    ended = true;
    clearInterval(denyut);
    await db.execute(`delete from chat_kehadiran where id_kehadiran = ?`, [id]).catch(() => undefined);
  };
  const iterator: AsyncIterableIterator<T> = {
    next: async () => {
      const r = await source.next();
      if (r.done) await end();
      return r;
    },
    return: async (value?: unknown) => {
      await end();
      return source.return ? source.return(value) : { done: true, value: undefined };
    },
    throw: async (err?: unknown) => {
      await end();
      if (source.throw) return source.throw(err);
      throw err;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
