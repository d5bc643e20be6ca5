import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import type { Ability } from '../../rules/policy.js';
import { PengirimanSurelService } from './pengiriman.service.js';
import { PengirimanSurel } from './pengiriman.types.js';

/** Mail delivery as the admins watch it, beside the reminder settings. */
@Resolver()
export class PengirimanSurelResolver {
  constructor(private readonly service: PengirimanSurelService) {}

  @Authorized<Ability>('pengingat:manage')
  @Query(() => PengirimanSurel, { description: 'How many mails wait, were sent and failed; the latest failed mails with their last error.' })
  pengirimanSurel(@Ctx() ctx: Context) {
    return this.service.pengiriman(ctx);
  }

  @Authorized<Ability>('pengingat:manage')
  @Mutation(() => PengirimanSurel, { description: 'Queues a failed mail again with a fresh set of tries (a Riwayat line).' })
  kirimUlangSurel(@Ctx() ctx: Context, @Arg('idSurel', () => Int) idSurel: number) {
    return this.service.kirimUlang(ctx, idSurel);
  }
}
