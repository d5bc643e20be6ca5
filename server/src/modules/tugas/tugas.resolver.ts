import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import type { Ability } from '../../rules/policy.js';
import { TugasService } from './tugas.service.js';
import { TugasSaya } from './tugas.types.js';

@Resolver()
export class TugasResolver {
  constructor(private readonly service: TugasService) {}

  @Authorized<Ability>('tugas:read')
  @Query(() => TugasSaya, {
    description:
      'Tugas Saya: reviews asked of me (level 2); proposals to decide and records before Pelaksanaan (admins); monev periods due or late (evaluations for admins, its agency’s reports for level 2).',
  })
  tugasSaya(@Ctx() ctx: Context) {
    return this.service.tugas(ctx);
  }
}
