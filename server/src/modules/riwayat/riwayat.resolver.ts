import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context.js';
import { PageInput, PageOf } from '../../common/paging.js';
import { ADMINS } from '../../rules/levels.js';
import { Riwayat } from './riwayat.entity.js';

const RiwayatPage = PageOf(Riwayat, 'Riwayat');

@Resolver(() => Riwayat)
export class RiwayatResolver {
  @Authorized(ADMINS)
  @Query(() => RiwayatPage, { description: 'Audit log, newest first; `search` matches the name or the action.' })
  riwayat(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return ctx.services.riwayat.list(ctx, search, page);
  }
}
