import type { Context } from '../../common/context.js';
import { likeContains } from '../../common/paging.js';
import { PARTNERS } from '../../rules/levels.js';
import { User } from '../user/user.entity.js';
import type { MitraAccount } from './mitra.types.js';

const COMBO_SIZE = 20;

/** Partner accounts (users of levels 3–5), as opposed to the partner logos of module `partner`. */
export class MitraService {
  /** Active partner accounts whose name contains `search`, at most 20, by name. */
  async combo(ctx: Context, search?: string | null, idMitra?: number | null): Promise<MitraAccount[]> {
    const term = search?.trim();
    const where: Record<string, unknown> = { idLevel: { $in: [...PARTNERS] }, idStatus: 1 };
    if (term) where.nama = { $ilike: likeContains(term) };
    if (idMitra != null) where.idUser = idMitra;
    const users = await ctx.em.find(User, where, {
      fields: ['idUser', 'nama'],
      orderBy: { nama: 'asc', idUser: 'asc' },
      limit: COMBO_SIZE,
    });
    return users.map((u) => ({ idUser: u.idUser, nama: u.nama }));
  }
}
