import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../common/context.js';
import { inputError, notFound } from '../../common/errors.js';
import type { EventBus } from '../../common/events.js';
import { NotifikasiBaru, type NotifikasiPayload } from './notifikasi.events.js';
import { BELL, BELL_SIZE, COLUMNS, ID_PESAN_DARI_KUNCI } from './notifikasi.sql.js';
import { JENIS_NOTIFIKASI, PENERIMA_NOTIFIKASI, type Notifikasi, type PreferensiNotifikasi } from './notifikasi.types.js';

/** A notification to store: `kunci` makes it exactly once (a second insert of the same key adds nothing). */
export interface NotifikasiBaruInput {
  kunci: string;
  idUser: number;
  jenis: string;
  judul: string;
  pesan: string;
  tautan: string;
}


type Row = Omit<Notifikasi, 'dibuat' | 'dibaca'> & { dibuat: string | Date; dibaca: string | Date | null };
const toNotifikasi = (r: Row): Notifikasi => ({ ...r, idNotifikasi: Number(r.idNotifikasi), dibuat: new Date(r.dibuat), dibaca: r.dibaca ? new Date(r.dibaca) : null });

/** The in-app channel: store (once per key), list, count, mark read, and the live feed of one account. */
export class NotifikasiService {
  /** A request's bell, read once however many of its fields the request asks for. */
  private readonly bells = new WeakMap<Context, Promise<{ n: number; terbaru: Notifikasi[] }>>();

  constructor(private readonly events: EventBus) {}

  /**
   * Inserts the notifications whose key is new, in the caller's transaction (`em`); answers the stored ones.
   * The caller publishes them (`announce`) after its commit.
   */
  async insert(em: EntityManager, items: readonly NotifikasiBaruInput[], dibuat: Date): Promise<(NotifikasiPayload & { kunci: string })[]> {
    if (items.length === 0) return [];
    const rows = await em.getConnection().execute<(NotifikasiPayload & { dibuat: Date; kunci: string })[]>(
      `insert into notifikasi (kunci, id_user, jenis, judul, pesan, tautan, dibuat)
       select kunci, "idUser", jenis, judul, pesan, tautan, ?::timestamptz
         from jsonb_to_recordset(?::jsonb) as x(kunci text, "idUser" int, jenis text, judul text, pesan text, tautan text)
       on conflict (kunci) do nothing
       returning kunci, id_notifikasi as "idNotifikasi", id_user as "idUser", jenis, judul, pesan, tautan, dibuat`,
      [dibuat.toISOString(), JSON.stringify(items)],
      'all',
      em.getTransactionContext(),
    );
    return rows.map((r) => ({ ...r, idNotifikasi: Number(r.idNotifikasi), dibuat: new Date(r.dibuat).toISOString() }));
  }

  /** Publishes committed notifications to their recipients' sessions (every instance). */
  announce(stored: readonly NotifikasiPayload[]): void {
    this.events.publish(stored.map(({ idNotifikasi, idUser, jenis, judul, pesan, tautan, dibuat }) => new NotifikasiBaru({ idNotifikasi, idUser, jenis, judul, pesan, tautan, dibuat }, idUser)));
  }

  private bell(ctx: Context) {
    let bell = this.bells.get(ctx);
    if (!bell) {
      const id = ctx.actor!.idUser;
      bell = ctx.em.getConnection().execute<{ n: number; terbaru: Row[] }[]>(BELL, [id, id]).then(([r]) => ({ n: r!.n, terbaru: r!.terbaru.map(toNotifikasi) }));
      this.bells.set(ctx, bell);
    }
    return bell;
  }

  async list(ctx: Context, limit: number, hanyaBelumDibaca: boolean, sebelum: number | null): Promise<Notifikasi[]> {
    if (!hanyaBelumDibaca && sebelum === null && limit >= 1 && limit <= BELL_SIZE) return (await this.bell(ctx)).terbaru.slice(0, limit);
    const rows = await ctx.em.getConnection().execute<Row[]>(
      `select ${COLUMNS} from notifikasi where id_user = ? ${hanyaBelumDibaca ? 'and dibaca is null' : ''} ${sebelum === null ? '' : 'and id_notifikasi < ?'}
       order by id_notifikasi desc limit ?`,
      [ctx.actor!.idUser, ...(sebelum === null ? [] : [sebelum]), Math.min(Math.max(limit, 1), 100)],
    );
    return rows.map(toNotifikasi);
  }

  async unreadCount(ctx: Context): Promise<number> {
    return (await this.bell(ctx)).n;
  }

  /** Marks one of the account's own notifications read; another account's answers as not found. */
  async markRead(ctx: Context, idNotifikasi: number): Promise<Notifikasi> {
    this.bells.delete(ctx);
    const [row] = await ctx.em.getConnection().execute<Row[]>(
      `update notifikasi set dibaca = coalesce(dibaca, now()) where id_notifikasi = ? and id_user = ? returning ${COLUMNS}`,
      [idNotifikasi, ctx.actor!.idUser],
    );
    if (!row) throw notFound('Notifikasi');
    return toNotifikasi(row);
  }

  async markAllRead(ctx: Context): Promise<number> {
    this.bells.delete(ctx);
    const rows = await ctx.em.getConnection().execute<unknown[]>(`update notifikasi set dibaca = now() where id_user = ? and dibaca is null returning 1`, [ctx.actor!.idUser]);
    return rows.length;
  }

  /**
   * Marks the account's chat notifications of one proposal read: it has opened that chat and sees the
   * messages (their delayed mails are then not sent). Only its own notifications; answers the ones marked.
   */
  async markChatRead(ctx: Context, idPenjajagan: number): Promise<Notifikasi[]> {
    this.bells.delete(ctx);
    const rows = await ctx.em.getConnection().execute<Row[]>(
      `update notifikasi n set dibaca = now()
        where n.id_user = ? and n.dibaca is null and n.jenis = 'chat'
          and exists (select 1 from penjajagan_detail d where d.id = ${ID_PESAN_DARI_KUNCI} and d.id_penjajagan = ?)
        returning ${COLUMNS}`,
      [ctx.actor!.idUser, idPenjajagan],
    );
    return rows.map(toNotifikasi);
  }

  async preferences(ctx: Context): Promise<PreferensiNotifikasi[]> {
    const rows = await ctx.em.getConnection().execute<{ jenis: string; surel: boolean }[]>(`select jenis, surel from preferensi_notifikasi where id_user = ?`, [ctx.actor!.idUser]);
    const level = ctx.actor!.idLevel;
    return JENIS_NOTIFIKASI.filter((jenis) => PENERIMA_NOTIFIKASI[jenis].includes(level)).map((jenis) => ({ jenis, surel: rows.find((r) => r.jenis === jenis)?.surel ?? true }));
  }

  async setPreference(ctx: Context, jenis: string, surel: boolean): Promise<PreferensiNotifikasi[]> {
    if (!(JENIS_NOTIFIKASI as readonly string[]).includes(jenis)) throw inputError('jenis', `Jenis notifikasi harus salah satu dari: ${JENIS_NOTIFIKASI.join(', ')}`);
    await ctx.em.getConnection().execute(
      `insert into preferensi_notifikasi (id_user, jenis, surel) values (?, ?, ?) on conflict (id_user, jenis) do update set surel = excluded.surel`,
      [ctx.actor!.idUser, jenis, surel],
    );
    return this.preferences(ctx);
  }

  /**
   * The live feed of the signed-in account's new notifications. With `setelah` (the newest notification the
   * client has read), the feed starts with the newest one after it, if any: one stored between the client's
   * read and this subscription starting was published before anyone here listened, and would be missed.
   * The feed listens first and reads after, so every notification is in one or the other.
   */
  subscribe(ctx: Context, setelah: number | null = null): AsyncIterableIterator<NotifikasiPayload> {
    const idUser = ctx.actor!.idUser;
    if (setelah === null) return this.events.subscribe(NotifikasiBaru, idUser);
    // once the missed one is read, a live event of it (published as this started) is not given again
    let terbaca = setelah;
    const live = this.events.subscribe(NotifikasiBaru, idUser, (n) => n.idNotifikasi > terbaca);
    const missed = ctx.em
      .getConnection()
      .execute<(Row & { idUser: number })[]>(`select ${COLUMNS}, id_user as "idUser" from notifikasi where id_user = ? and id_notifikasi > ? order by id_notifikasi desc limit 1`, [idUser, setelah])
      .then(([row]): NotifikasiPayload | undefined => {
        if (!row) return undefined;
        const { dibaca: _dibaca, ...n } = toNotifikasi(row);
        terbaca = n.idNotifikasi;
        return { ...n, idUser, dibuat: n.dibuat.toISOString() };
      });
    return startingWith(missed, live);
  }
}

/**
 * `live`, preceded by `first` once it has settled (when it is a value): a plain iterator, not an async
 * generator, so that ending it ends `live` at once, not after `live`'s next event.
 */
const startingWith = <T>(first: Promise<T | undefined>, live: AsyncIterableIterator<T>): AsyncIterableIterator<T> => {
  let pending: Promise<T | undefined> | undefined = first.catch(() => undefined);
  return {
    async next() {
      if (pending) {
        const value = await pending;
        pending = undefined;
        if (value !== undefined) return { value, done: false };
      }
      return live.next();
    },
    return: () => live.return?.() ?? Promise.resolve({ value: undefined, done: true }),
    throw: (err: unknown) => live.throw?.(err) ?? Promise.reject(err),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
};
