import { raw } from '@mikro-orm/core';
import type { Context } from '../../common/context.js';
import { describeActor } from '../../common/context.js';
import { findPage } from '../../common/find-page.js';
import { likeContains, paging, type Page, type PageInput } from '../../common/paging.js';
import { Riwayat } from './riwayat.entity.js';

export class RiwayatService {
  /** Adds an entry to the unit of work; it commits with the change it describes (one flush). */
  record(ctx: Pick<Context, 'em' | 'actor'>, aksi: string, actorName?: string): void {
    ctx.em.persist(
      ctx.em.create(Riwayat, { idUser: ctx.actor?.idUser ?? null, namaUser: actorName ?? describeActor(ctx), aksi, waktu: new Date() }),
    );
  }

  async list(ctx: Context, search: string | null | undefined, pageInput?: PageInput | null): Promise<Page<Riwayat>> {
    const { limit, offset, order } = paging(pageInput);
    const term = search?.trim();
    // One expression so the trigram index on (nama_user || ' ' || aksi) serves the search.
    const where = term ? { [raw(`(nama_user || ' ' || aksi)`)]: { $ilike: likeContains(term) } } : {};
    const [items, total] = await findPage(ctx.em, Riwayat, where, {
      orderBy: { waktu: order, idRiwayat: order },
      limit,
      offset,
    });
    return { items, total };
  }
}
