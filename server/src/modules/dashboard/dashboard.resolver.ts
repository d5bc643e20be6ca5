import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';

import { Dashboard } from './dashboard.types.js';
import { DashboardService } from './dashboard.service.js';
import type { Ability } from '../../rules/policy.js';

@Resolver(() => Dashboard)
export class DashboardResolver {
  constructor(
    private readonly dashboardService: DashboardService,
  ) {}

  @Authorized<Ability>('dashboard:read')
  @Query(() => Dashboard, { description: 'Admin dashboard (levels 1, 2, 99).' })
  dashboard(@Ctx() ctx: Context) {
    return this.dashboardService.get(ctx);
  }
}
