import { filter, pipe } from '@graphql-yoga/subscription';
import type { Context } from '../../app/context.js';
import { forbidden } from '../../common/errors.js';
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
    await this.proposals.get(ctx, idPenjajagan);
    const limit = Math.min(Math.max(Math.trunc(pageInput?.limit ?? CHAT_PAGE_SIZE) || CHAT_PAGE_SIZE, 1), MAX_CHAT_PAGE);
    const page = Math.min(Math.max(Math.trunc(pageInput?.page ?? 1) || 1, 1), 1_000_000);
    const idCond: Record<string, number> = {};
    if (before) idCond.$lt = before;
    if (after !== undefined && after !== null) idCond.$gt = after;
    const where = { penjajagan: idPenjajagan, ...(Object.keys(idCond).length ? { id: idCond } : {}) };
    const ascending = after !== undefined && after !== null;
    const [rows, total] = await Promise.all([
      ctx.em.find(PenjajaganDetail, where, {
        populate: ['user'],
        orderBy: { id: ascending ? 'asc' : 'desc' },
        limit: limit + 1,
        offset: (page - 1) * limit,
      }),
      ctx.em.count(PenjajaganDetail, { penjajagan: idPenjajagan }),
    ]);
    const hasMore = rows.length > limit;
    return { items: rows.slice(0, limit).map((d) => this.toPesan(ctx, d)), total, hasMore };
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
    return this.toPesan(ctx, detail);
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

  private toPesan(ctx: Context, d: PenjajaganDetail): PesanPenjajagan {
    const sender = d.user?.isInitialized() ? d.user.unwrap() : null;
    const idUser = d.user?.idUser ?? null;
    return {
      id: d.id,
      idPenjajagan: d.penjajagan.idPenjajagan,
      idUser,
      nama: sender?.nama ?? (idUser === null ? 'Pengguna dihapus' : ''),
      pesan: d.pesan,
      tglInput: d.tglInput,
      posisi: posisiOf(ctx.actor?.idUser, idUser),
    };
  }
}
