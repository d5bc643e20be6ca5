import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { PageInput, PageOf } from '../../common/paging.js';

import { SkpdFilter, SkpdInput } from './skpd.inputs.js';
import { Skpd } from './skpd.entity.js';
import { SkpdService } from './skpd.service.js';
import type { Ability } from '../../rules/policy.js';

const SkpdPage = PageOf(Skpd, 'Skpd');

@Resolver(() => Skpd)
export class SkpdResolver {
  constructor(
    private readonly skpdService: SkpdService,
  ) {}

  @Authorized<Ability>('skpd:manage')
  @Query(() => SkpdPage, { description: 'Instansi list (levels 1, 99).' })
  skpds(
    @Ctx() ctx: Context,
    @Arg('filter', () => SkpdFilter, { nullable: true }) filter?: SkpdFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return this.skpdService.list(ctx, filter, page);
  }

  @Authorized<Ability>('skpd:search')
  @Query(() => [Skpd], { description: 'Active agencies whose name contains `search`, at most 20 (autocomplete).' })
  skpdCombo(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('idSkpd', () => Int, { nullable: true, description: 'Only this agency (the legacy `combo/skpd.php?id_skpd=`).' }) idSkpd?: number,
  ) {
    return this.skpdService.combo(ctx, search, idSkpd);
  }

  @Authorized<Ability>('skpd:manage')
  @Mutation(() => Skpd)
  createSkpd(@Ctx() ctx: Context, @Arg('input', () => SkpdInput) input: SkpdInput) {
    return this.skpdService.create(ctx, input);
  }

  @Authorized<Ability>('skpd:manage')
  @Mutation(() => Skpd)
  updateSkpd(
    @Ctx() ctx: Context,
    @Arg('idSkpd', () => Int) idSkpd: number,
    @Arg('input', () => SkpdInput) input: SkpdInput,
  ) {
    return this.skpdService.update(ctx, idSkpd, input);
  }

  @Authorized<Ability>('skpd:manage')
  @Mutation(() => Boolean)
  deleteSkpd(@Ctx() ctx: Context, @Arg('idSkpd', () => Int) idSkpd: number) {
    return this.skpdService.delete(ctx, idSkpd);
  }
}
