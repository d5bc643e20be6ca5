import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context.js';
import { Beranda } from './front.types.js';

@Resolver(() => Beranda)
export class FrontResolver {
  @Query(() => Beranda, { description: 'Home-page data (public): slider, leader, submission image, 4 latest kegiatan, partners.' })
  beranda(@Ctx() ctx: Context) {
    return ctx.services.front.beranda(ctx);
  }
}
