import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context.js';
import { STAFF } from '../../rules/levels.js';
import { MitraAccount } from './mitra.types.js';

@Resolver(() => MitraAccount)
export class MitraResolver {
  @Authorized(STAFF)
  @Query(() => [MitraAccount], {
    description: 'Active partner accounts (levels 3–5) whose name contains `search`, at most 20 (levels 1, 2, 99).',
  })
  mitraCombo(@Ctx() ctx: Context, @Arg('search', () => String, { nullable: true }) search?: string) {
    return ctx.services.mitra.combo(ctx, search);
  }
}
