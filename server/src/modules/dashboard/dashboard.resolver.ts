import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context.js';
import { STAFF } from '../../rules/levels.js';
import { Dashboard } from './dashboard.types.js';

@Resolver(() => Dashboard)
export class DashboardResolver {
  @Authorized(STAFF)
  @Query(() => Dashboard, { description: 'Admin dashboard (levels 1, 2, 99).' })
  dashboard(@Ctx() ctx: Context) {
    return ctx.services.dashboard.get(ctx);
  }
}
