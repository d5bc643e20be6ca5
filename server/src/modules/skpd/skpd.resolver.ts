import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context.js';
import { PageInput, PageOf } from '../../common/paging.js';
import { ADMINS, STAFF } from '../../rules/levels.js';
import { SkpdFilter, SkpdInput } from './skpd.inputs.js';
import { Skpd } from './skpd.entity.js';

const SkpdPage = PageOf(Skpd, 'Skpd');

@Resolver(() => Skpd)
export class SkpdResolver {
  @Authorized(ADMINS)
  @Query(() => SkpdPage, { description: 'Instansi list (levels 1, 99).' })
  skpds(
    @Ctx() ctx: Context,
    @Arg('filter', () => SkpdFilter, { nullable: true }) filter?: SkpdFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return ctx.services.skpd.list(ctx, filter, page);
  }

  @Authorized(STAFF)
  @Query(() => [Skpd], { description: 'Active agencies whose name contains `search`, at most 20 (autocomplete).' })
  skpdCombo(@Ctx() ctx: Context, @Arg('search', () => String, { nullable: true }) search?: string) {
    return ctx.services.skpd.combo(ctx, search);
  }

  @Authorized(ADMINS)
  @Mutation(() => Skpd)
  createSkpd(@Ctx() ctx: Context, @Arg('input', () => SkpdInput) input: SkpdInput) {
    return ctx.services.skpd.create(ctx, input);
  }

  @Authorized(ADMINS)
  @Mutation(() => Skpd)
  updateSkpd(
    @Ctx() ctx: Context,
    @Arg('idSkpd', () => Int) idSkpd: number,
    @Arg('input', () => SkpdInput) input: SkpdInput,
  ) {
    return ctx.services.skpd.update(ctx, idSkpd, input);
  }

  @Authorized(ADMINS)
  @Mutation(() => Boolean)
  deleteSkpd(@Ctx() ctx: Context, @Arg('idSkpd', () => Int) idSkpd: number) {
    return ctx.services.skpd.delete(ctx, idSkpd);
  }
}
