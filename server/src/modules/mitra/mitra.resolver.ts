import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';

import { MitraAccount } from './mitra.types.js';
import { MitraService } from './mitra.service.js';
import type { Ability } from '../../rules/policy.js';

@Resolver(() => MitraAccount)
export class MitraResolver {
  constructor(
    private readonly mitraService: MitraService,
  ) {}

  @Authorized<Ability>('mitra:search')
  @Query(() => [MitraAccount], {
    description: 'Active partner accounts (levels 3–5) whose name contains `search`, at most 20 (levels 1, 2, 99).',
  })
  mitraCombo(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('idMitra', () => Int, { nullable: true, description: 'Only this partner (the legacy `combo/mitra.php?id_mitra=`).' }) idMitra?: number,
  ) {
    return this.mitraService.combo(ctx, search, idMitra);
  }
}
