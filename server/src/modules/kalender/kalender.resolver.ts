import { Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import type { Ability } from '../../rules/policy.js';
import { KalenderService } from './kalender.service.js';

/** The private calendar URL of the signed-in account (from a session only). */
@Resolver()
export class KalenderResolver {
  constructor(private readonly kalenderService: KalenderService) {}

  @Authorized<Ability>('kalender:manage')
  @Query(() => Date, { nullable: true, description: 'When the current private calendar URL was made; null: none.' })
  kalenderDibuat(@Ctx() ctx: Context) {
    return this.kalenderService.status(ctx);
  }

  @Authorized<Ability>('kalender:manage')
  @Mutation(() => String, { description: 'Makes a new private iCalendar URL (shown once); the previous one stops working.' })
  buatTautanKalender(@Ctx() ctx: Context) {
    return this.kalenderService.create(ctx);
  }

  @Authorized<Ability>('kalender:manage')
  @Mutation(() => Boolean, { description: 'Revokes the private calendar URL: it answers 404 from now on.' })
  cabutTautanKalender(@Ctx() ctx: Context) {
    return this.kalenderService.revoke(ctx);
  }
}
