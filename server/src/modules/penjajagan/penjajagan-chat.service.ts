import type { Context } from '../../common/context.js';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { forbidden, notFound } from '../../common/errors.js';
import { countRowsOf } from '../../common/find-page.js';
import { validate } from '../../common/validate.js';
import { PARTNERS } from '../../rules/levels.js';
import { canViewAllPenjajagan, CHAT_PAGE_SIZE, CHAT_RATE, pesanSchema, posisiOf } from '../../rules/penjajagan.js';
import { Throttle } from '../auth/throttle.js';
import type { EventBus } from '../../common/events.js';
import type { Commit } from '../riwayat/commit.js';
import { User } from '../user/user.entity.js';
import { hadirSelama } from './chat-kehadiran.js';
import { PenjajaganDetail } from './penjajagan-detail.entity.js';
import type { PenjajaganService } from './penjajagan.service.js';
import type { PesanPageInput } from './penjajagan.inputs.js';
import { PesanBaru } from './penjajagan.events.js';
import type { PesanEventPayload, PesanPenjajagan, PesanPenjajaganPage } from './penjajagan.types.js';
import { can } from '../../rules/policy.js';

const MAX_CHAT_PAGE = 100;
/** Up to this many messages a chat's `total` is an exact count (index only); above it, PostgreSQL's estimate. */
export const CHAT_EXACT_TOTAL_UP_TO = 10_000;
/** Statement text → prepared statement name. */
const PREPARED = new Map<string, string>();

interface PesanRow {
  id: number;
  id_user: number | null;
  pesan: string;
  tgl_input: Date | string;
  nama: string | null;
}

/**
 * The Penjajakan chat: paging (newest first, `before`/`after` cursors), sending (validated, rate-limited,
 * recorded), and live delivery through PostgreSQL NOTIFY to every viewer allowed to see the proposal.
 */
export class PenjajaganChatService {
  private readonly throttle = new Throttle();

  constructor(
    private readonly commit: Commit,
    private readonly events: EventBus,
    private readonly proposals: PenjajaganService,
    /** After a message committed (issue 18's chat notifications); its failure never fails the message. */
    private readonly onPesan?: (em: EntityManager, e: PesanEventPayload) => Promise<void>,
  ) {}

  /**
   * A page of messages. Default: newest first (`page`/`limit`, and `before` = an id for Read More).
   * With `after`: the messages newer than that id, oldest first (catch-up after a reconnect).
   * `withTotal` false (the query does not ask for `total`): the messages are not counted and `total` is 0.
   *
   * One statement (one round trip): the proposal's owner — no row is NOT_FOUND, an owner the viewer may not
   * see is FORBIDDEN, as for `penjajagan(idPenjajagan)` — the count and the page. A partner's statement is gated on being
   * the owner, so another partner's messages are neither counted nor read.
   */
  async pesanList(
    ctx: Context,
    idPenjajagan: number,
    pageInput?: PesanPageInput | null,
    before?: number | null,
    after?: number | null,
    withTotal = true,
  ): Promise<PesanPenjajaganPage> {
    const actor = ctx.actor!;
    const limit = Math.min(Math.max(Math.trunc(pageInput?.limit ?? CHAT_PAGE_SIZE) || CHAT_PAGE_SIZE, 1), MAX_CHAT_PAGE);
    const page = Math.min(Math.max(Math.trunc(pageInput?.page ?? 1) || 1, 1), 1_000_000);
    const ascending = after !== undefined && after !== null;
    // Staff see every proposal; anyone else only its own (canViewPenjajagan, decided again below).
    const gate = canViewAllPenjajagan(actor.idLevel) ? null : PARTNERS.includes(actor.idLevel) ? 'p.id_user = ?' : 'false';
    const gateParams = gate === 'p.id_user = ?' ? [actor.idUser] : [];
    const params: unknown[] = [];
    // The count reads the (id_penjajagan, id) index alone and stops after CHAT_EXACT_TOTAL_UP_TO + 1. A
    // lateral join, evaluated once for the proposal's row (in the select list, a subquery that refers to
    // `p` would be evaluated again for every message row).
    let count = '(select null::int as counted) as c';
    if (withTotal) {
      count = `lateral (select count(*)::int as counted from (select 1 from penjajagan_detail
                 where id_penjajagan = ?${gate ? ` and ${gate}` : ''} limit ${CHAT_EXACT_TOTAL_UP_TO + 1}) as m) as c`;
      params.push(idPenjajagan, ...gateParams);
    }
    const pageConditions = ['id_penjajagan = ?'];
    params.push(idPenjajagan);
    if (before) {
      pageConditions.push('id < ?');
      params.push(before);
    }
    if (ascending) {
      pageConditions.push('id > ?');
      params.push(after);
    }
    if (gate) {
      pageConditions.push(gate);
      params.push(...gateParams);
    }
    params.push(limit + 1, (page - 1) * limit, idPenjajagan);
    const direction = ascending ? 'asc' : 'desc';
    // Only what a message shows, as plain rows (no entities to build): one page plus one row for hasMore.
    // The page's ids come from the (id_penjajagan, id) index alone, then those rows are read by key: ordered
    // by id over the whole table, the planner could otherwise walk the primary key back through every newer
    // message of other proposals to reach an old, busy one. No message: one row of nulls beside the owner.
    const sql = `select p.id_user as owner, c.counted, d.id, d.id_user, d.pesan, d.tgl_input, u.nama
      from penjajagan p
      cross join ${count}
      left join lateral (select id from penjajagan_detail where ${pageConditions.join(' and ')}
                          order by id ${direction} limit ? offset ?) k on true
      left join penjajagan_detail d on d.id = k.id
      left join users u on u.id_user = d.id_user
     where p.id_penjajagan = ?
     order by k.id ${direction}`;
    const rows = await this.query<PesanRow & { owner: number; counted: number | null }>(ctx, sql, params);
    const first = rows[0];
    if (!first) throw notFound('Penjajakan');
    if (!can(actor, 'penjajagan:read', { idUser: first.owner })) throw forbidden('Anda tidak memiliki akses ke penjajakan ini');
    const found = first.id === null ? [] : rows;
    const items = found.slice(0, limit).map((r) =>
      this.toPesan(ctx, { id: r.id, idPenjajagan, idUser: r.id_user, nama: r.nama, pesan: r.pesan, tglInput: new Date(r.tgl_input) }),
    );
    let total = first.counted ?? 0;
    if (total > CHAT_EXACT_TOTAL_UP_TO) {
      // A very long chat: PostgreSQL's estimate, as lists above their exact range (find-page.ts).
      total = Math.max(
        await countRowsOf(ctx.em, 'select id from penjajagan_detail where id_penjajagan = ?', [idPenjajagan]),
        CHAT_EXACT_TOTAL_UP_TO + 1,
      );
    }
    return { items, total, hasMore: found.length > limit };
  }

  /**
   * A read through the ORM's pool as a named prepared statement (parsed and planned once per connection;
   * the statement text varies only with the options used, so few are prepared), inside the context's
   * transaction if there is one.
   */
  private async query<R>(ctx: Context, sql: string, params: unknown[]): Promise<R[]> {
    const knex = ctx.em.getConnection().getKnex();
    let name = PREPARED.get(sql);
    if (!name) PREPARED.set(sql, (name = `kerjasama_chat_${PREPARED.size + 1}`));
    const raw = knex.raw(sql, params as never).options({ name });
    const trx = ctx.em.getTransactionContext<Knex.Transaction>();
    const result = (await (trx ? raw.transacting(trx) : raw)) as { rows: R[] };
    return result.rows;
  }

  async kirimPesan(ctx: Context, idPenjajagan: number, pesanInput: string | null | undefined): Promise<PesanPenjajagan> {
    const actor = ctx.actor!;
    const p = await this.proposals.get(ctx, idPenjajagan);
    if (!can(actor, 'penjajagan:write', p)) throw forbidden('Anda tidak dapat mengirim pesan pada penjajakan ini');
    const { pesan } = validate(pesanSchema, { pesan: pesanInput });
    await this.throttle.consume(ctx.em, `chat:user:${actor.idUser}`, CHAT_RATE, 'Terlalu banyak pesan. Silakan tunggu sebentar sebelum mengirim lagi.');
    // The sender as this request authenticated it (its row read just now): no second read of users.
    const sender = { idUser: actor.idUser, nama: actor.nama };
    const detail = ctx.em.create(PenjajaganDetail, { penjajagan: p, user: ctx.em.getReference(User, actor.idUser), pesan });
    const payload = (): PesanEventPayload => ({
      id: detail.id,
      idPenjajagan,
      idUser: actor.idUser,
      nama: sender.nama,
      pesan,
      tglInput: detail.tglInput.toISOString(),
      ownerId: p.idUser,
    });
    await this.commit.write(ctx, {
      riwayat: `Mengirim pesan pada penjajakan "${p.judul}" (${p.noPenjajagan})`,
      events: () => [new PesanBaru(payload(), idPenjajagan)],
    });
    // Awaited (it never throws): the notification exists when the sender gets its answer.
    await this.onPesan?.(ctx.em.fork(), payload());
    return this.toPesan(ctx, { id: detail.id, idPenjajagan, idUser: actor.idUser, nama: sender.nama, pesan, tglInput: detail.tglInput });
  }

  /**
   * Subscribe-time authorization: the proposal must exist and be visible to the subscriber, otherwise
   * the subscription is refused (NOT_FOUND / FORBIDDEN) before any event. Each event is checked again
   * against the owner it carries, so a proposal reassigned to another partner stops reaching the old one.
   */
  async subscribePesan(ctx: Context, idPenjajagan: number): Promise<AsyncIterable<PesanEventPayload>> {
    const actor = ctx.actor!;
    await this.proposals.get(ctx, idPenjajagan);
    ctx.em.clear();
    // Decided per event, as it arrives: a proposal reassigned to another partner stops reaching this one.
    const accept = (e: PesanEventPayload) => can(actor, 'penjajagan:read', { idUser: e.ownerId });
    return hadirSelama(ctx.em, actor.idUser, idPenjajagan, this.events.subscribe(PesanBaru, idPenjajagan, accept));
  }

  /** A delivered chat event as this subscriber sees it. */
  pesanFor(ctx: Context, e: PesanEventPayload): PesanPenjajagan {
    return {
      id: e.id,
      idPenjajagan: e.idPenjajagan,
      idUser: e.idUser,
      nama: e.nama,
      pesan: e.pesan,
      tglInput: new Date(e.tglInput),
      posisi: posisiOf(ctx.actor?.idUser, e.idUser),
    };
  }

  private toPesan(ctx: Context, m: { id: number; idPenjajagan: number; idUser: number | null; nama: string | null; pesan: string; tglInput: Date }): PesanPenjajagan {
    return {
      ...m,
      nama: m.nama ?? (m.idUser === null ? 'Pengguna dihapus' : ''),
      posisi: posisiOf(ctx.actor?.idUser, m.idUser),
    };
  }
}
