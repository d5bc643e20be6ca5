import { filter, pipe } from '@graphql-yoga/subscription';
import type { Context } from '../../app/context.js';
import { forbidden } from '../../common/errors.js';
import { countRowsOf } from '../../common/find-page.js';
import { validate } from '../../common/validate.js';
import { canSendPesan, canViewPenjajagan, CHAT_PAGE_SIZE, CHAT_RATE, pesanSchema, posisiOf } from '../../rules/penjajagan.js';
import { Throttle } from '../auth/throttle.js';
import type { RiwayatService } from '../riwayat/riwayat.service.js';
import { User } from '../user/user.entity.js';
import { PenjajaganDetail } from './penjajagan-detail.entity.js';
import type { PenjajaganService } from './penjajagan.service.js';
import type { PesanPageInput } from './penjajagan.inputs.js';
import { TOPIC_PESAN, type PesanEventPayload, type PesanPenjajagan, type PesanPenjajaganPage } from './penjajagan.types.js';

const MAX_CHAT_PAGE = 100;

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
    private readonly riwayat: RiwayatService,
    private readonly proposals: PenjajaganService,
  ) {}

  /**
   * A page of messages. Default: newest first (`page`/`limit`, and `before` = an id for Read More).
   * With `after`: the messages newer than that id, oldest first (catch-up after a reconnect).
   */
  async pesanList(
    ctx: Context,
    idPenjajagan: number,
    pageInput?: PesanPageInput | null,
    before?: number | null,
    after?: number | null,
  ): Promise<PesanPenjajaganPage> {
    await this.proposals.assertViewable(ctx, idPenjajagan);
    const limit = Math.min(Math.max(Math.trunc(pageInput?.limit ?? CHAT_PAGE_SIZE) || CHAT_PAGE_SIZE, 1), MAX_CHAT_PAGE);
    const page = Math.min(Math.max(Math.trunc(pageInput?.page ?? 1) || 1, 1), 1_000_000);
    const ascending = after !== undefined && after !== null;
    const conditions = ['id_penjajagan = ?'];
    const params: unknown[] = [idPenjajagan];
    if (before) {
      conditions.push('id < ?');
      params.push(before);
    }
    if (ascending) {
      conditions.push('id > ?');
      params.push(after);
    }
    const direction = ascending ? 'asc' : 'desc';
    // Only what a message shows, as plain rows (no entities to build): one page plus one row for hasMore.
    // The page's ids come from the (id_penjajagan, id) index alone, then those rows are read: ordered by id
    // over the whole table, the planner could otherwise walk the primary key back through every newer
    // message of other proposals to reach an old, busy one.
    const [rows, total] = await Promise.all([
      ctx.em.getConnection().execute<PesanRow[]>(
        `select d.id, d.id_user, d.pesan, d.tgl_input, u.nama
           from penjajagan_detail d left join users u on u.id_user = d.id_user
          where d.id in (select id from penjajagan_detail where ${conditions.join(' and ')} order by id ${direction} limit ? offset ?)
          order by d.id ${direction}`,
        [...params, limit + 1, (page - 1) * limit],
      ),
      countRowsOf(ctx.em, 'select id from penjajagan_detail where id_penjajagan = ?', [idPenjajagan]),
    ]);
    const items = rows.slice(0, limit).map((r) =>
      this.toPesan(ctx, { id: r.id, idPenjajagan, idUser: r.id_user, nama: r.nama, pesan: r.pesan, tglInput: new Date(r.tgl_input) }),
    );
    return { items, total, hasMore: rows.length > limit };
  }

  async kirimPesan(ctx: Context, idPenjajagan: number, pesanInput: string | null | undefined): Promise<PesanPenjajagan> {
    const actor = ctx.actor!;
    const p = await this.proposals.get(ctx, idPenjajagan);
    if (!canSendPesan(actor, p)) throw forbidden('Anda tidak dapat mengirim pesan pada penjajakan ini');
    const { pesan } = validate(pesanSchema, { pesan: pesanInput });
    await this.throttle.consume(ctx.em, `chat:user:${actor.idUser}`, CHAT_RATE, 'Terlalu banyak pesan. Silakan tunggu sebentar sebelum mengirim lagi.');
    const sender = await ctx.em.findOneOrFail(User, { idUser: actor.idUser });
    const detail = ctx.em.create(PenjajaganDetail, { penjajagan: p, user: sender, pesan });
    this.riwayat.record(ctx, `Mengirim pesan pada penjajakan "${p.judul}" (${p.noPenjajagan})`);
    await ctx.em.flush();
    const payload: PesanEventPayload = {
      id: detail.id,
      idPenjajagan,
      idUser: actor.idUser,
      nama: sender.nama,
      pesan,
      tglInput: detail.tglInput.toISOString(),
      ownerId: p.idUser,
    };
    ctx.services.pubsub.publish(TOPIC_PESAN, idPenjajagan, payload);
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
    return pipe(
      ctx.services.pubsub.subscribe(TOPIC_PESAN, idPenjajagan) as AsyncIterable<PesanEventPayload>,
      filter((e: PesanEventPayload) => canViewPenjajagan(actor, { idUser: e.ownerId })),
    );
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
