import type { Context } from '../../common/context.js';
import { batchLoader } from '../../common/loader.js';
import { Klasifikasi } from './klasifikasi.entity.js';
import { Urusan } from './urusan.entity.js';

type Owner = 'mou' | 'pks';

/** Reads of the classification (writes go with the record's own, see klasifikasi-write.ts). */
export class KlasifikasiService {
  /** The classification of an agreement or contract (null: not classified yet), batched per request. */
  of(ctx: Context, owner: Owner, id: number): Promise<Klasifikasi | null> {
    return batchLoader<number, Klasifikasi | null>(
      ctx,
      `klasifikasi:${owner}`,
      async (ids) => {
        const rows = await ctx.em.find(Klasifikasi, { [owner]: { $in: [...ids] } }, { populate: ['urusan'], refresh: true });
        return new Map(rows.map((k) => [this.ownerId(k, owner), k]));
      },
      () => null,
    ).load(id);
  }

  private ownerId(k: Klasifikasi, owner: Owner): number {
    return owner === 'mou' ? k.mou!.unwrap().idMou : k.pks!.unwrap().idPks;
  }

  /** The 32 urusan pemerintahan in their legal order. */
  urusan(ctx: Context): Promise<Urusan[]> {
    return ctx.em.find(Urusan, {}, { orderBy: { idUrusan: 'asc' } });
  }
}
