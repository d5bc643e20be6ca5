import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { Context } from '../../common/context.js';
import { conflict, notFound } from '../../common/errors.js';
import { likeContains, paging, type Page, type PageInput } from '../../common/paging.js';
import { validate } from '../../common/validate.js';
import { skpdSchema } from '../../rules/validation.js';
import type { Commit } from '../riwayat/commit.js';
import type { SkpdFilter, SkpdInput } from './skpd.inputs.js';
import { Skpd } from './skpd.entity.js';
import { claimForDelete } from '../../common/claim.js';

const COMBO_SIZE = 20;

export class SkpdService {
  constructor(private readonly commit: Commit) {}

  async list(ctx: Context, filter?: SkpdFilter | null, pageInput?: PageInput | null): Promise<Page<Skpd>> {
    const { limit, offset, order } = paging(pageInput);
    const where: Record<string, unknown> = {};
    const name = filter?.skpd?.trim();
    if (name) where.skpd = { $ilike: likeContains(name) };
    if (filter?.status !== undefined && filter.status !== null) where.status = filter.status;
    const [items, total] = await ctx.em.findAndCount(Skpd, where, { orderBy: { idSkpd: order }, limit, offset });
    return { items, total };
  }

  /** Active agencies whose name contains the search text, for autocompletes. */
  combo(ctx: Context, search?: string | null, idSkpd?: number | null): Promise<Skpd[]> {
    const term = search?.trim();
    return ctx.em.find(Skpd, { status: 1, ...(term && { skpd: { $ilike: likeContains(term) } }), ...(idSkpd != null && { idSkpd }) }, {
      orderBy: { skpd: 'asc' },
      limit: COMBO_SIZE,
    });
  }

  async get(ctx: Context, idSkpd: number): Promise<Skpd> {
    const skpd = await ctx.em.findOne(Skpd, { idSkpd });
    if (!skpd) throw notFound('Instansi');
    return skpd;
  }

  async create(ctx: Context, input: SkpdInput): Promise<Skpd> {
    const fields = validate(skpdSchema, input);
    const skpd = ctx.em.create(Skpd, fields);
    await this.commit.write(ctx, { riwayat: `Menambah instansi "${skpd.skpd}"` });
    return skpd;
  }

  async update(ctx: Context, idSkpd: number, input: SkpdInput): Promise<Skpd> {
    const skpd = await this.get(ctx, idSkpd);
    const fields = validate(skpdSchema, input);
    ctx.em.assign(skpd, fields);
    await this.commit.write(ctx, { riwayat: `Mengubah instansi "${skpd.skpd}"` });
    return skpd;
  }

  async delete(ctx: Context, idSkpd: number): Promise<boolean> {
    const skpd = await this.get(ctx, idSkpd);
    try {
      await this.commit.transaction(ctx, async (em) => {
        await claimForDelete(em, Skpd, { idSkpd }, 'Instansi');
        em.remove(em.getReference(Skpd, idSkpd));
        return { result: true, change: { riwayat: `Menghapus instansi "${skpd.skpd}"` } };
      });
    } catch (err) {
      if (err instanceof ForeignKeyConstraintViolationException) {
        throw conflict(`Instansi "${skpd.skpd}" masih digunakan dan tidak dapat dihapus`);
      }
      throw err;
    }
    return true;
  }
}
