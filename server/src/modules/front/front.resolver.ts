import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { PublicQuery } from '../../common/cache-hints.js';
import { Beranda, MouPublikPage, PksPublikPage } from './front.types.js';
import { FrontService } from './front.service.js';

/** The public site's own reads (no login). Every query here is publicly cacheable (public-cache.ts). */
@Resolver(() => Beranda)
export class FrontResolver {
  constructor(
    private readonly frontService: FrontService,
  ) {}

  @PublicQuery()
  @Query(() => Beranda, { description: 'Home-page data (public): slider, leader, submission image, 4 latest kegiatan, partners.' })
  beranda(@Ctx() ctx: Context) {
    return this.frontService.beranda(ctx);
  }

  @PublicQuery()
  @Query(() => MouPublikPage, {
    description: 'Active agreements for /kerjasama/kesepakatan (public): newest first, 20 per page, optional judul filter.',
  })
  kesepakatanPublik(
    @Ctx() ctx: Context,
    @Arg('judul', () => String, { nullable: true }) judul?: string,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
  ) {
    return this.frontService.kesepakatan(ctx, judul, page);
  }

  @PublicQuery()
  @Query(() => PksPublikPage, {
    description: 'Active contracts for /kerjasama/perjanjian (public): newest first, 20 per page, optional judul filter.',
  })
  perjanjianPublik(
    @Ctx() ctx: Context,
    @Arg('judul', () => String, { nullable: true }) judul?: string,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
  ) {
    return this.frontService.perjanjian(ctx, judul, page);
  }
}
