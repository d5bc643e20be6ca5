import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { PageInput, PageOf } from '../../common/paging.js';

import { Riwayat } from './riwayat.entity.js';
import { RiwayatService } from './riwayat.service.js';
import type { Ability } from '../../rules/policy.js';

const RiwayatPage = PageOf(Riwayat, 'Riwayat');

@Resolver(() => Riwayat)
export class RiwayatResolver {
  constructor(
    private readonly riwayatService: RiwayatService,
  ) {}

  @Authorized<Ability>('riwayat:read')
  @Query(() => RiwayatPage, { description: 'Audit log, newest first; `search` matches the name or the action.' })
  riwayat(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return this.riwayatService.list(ctx, search, page);
  }
}
