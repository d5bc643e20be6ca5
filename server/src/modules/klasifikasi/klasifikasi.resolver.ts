import { Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../common/context.js';
import type { Ability } from '../../rules/policy.js';
import { Mou } from '../mou/mou.entity.js';
import { Pks } from '../pks/pks.entity.js';
import { Klasifikasi } from './klasifikasi.entity.js';
import { KlasifikasiService } from './klasifikasi.service.js';
import { Urusan } from './urusan.entity.js';

/** The urusan reference list (for the forms and filters). */
@Resolver(() => Urusan)
export class UrusanResolver {
  constructor(private readonly klasifikasi: KlasifikasiService) {}

  @Authorized<Ability>('mou:read', 'pks:read')
  @Query(() => [Urusan], { description: 'The 32 urusan pemerintahan of UU 23/2014, in their legal order (staff).' })
  urusanList(@Ctx() ctx: Context) {
    return this.klasifikasi.urusan(ctx);
  }
}

/** Mou.klasifikasi. */
@Resolver(() => Mou)
export class MouKlasifikasiResolver {
  constructor(private readonly service: KlasifikasiService) {}

  @Authorized<Ability>('mou:read')
  @FieldResolver(() => Klasifikasi, { nullable: true, description: 'Jenis, urusan, partner category and country; null until classified.' })
  klasifikasi(@Ctx() ctx: Context, @Root() mou: Mou) {
    return this.service.of(ctx, 'mou', mou.idMou);
  }
}

/** Pks.klasifikasi. */
@Resolver(() => Pks)
export class PksKlasifikasiResolver {
  constructor(private readonly service: KlasifikasiService) {}

  @Authorized<Ability>('pks:read')
  @FieldResolver(() => Klasifikasi, { nullable: true, description: 'Jenis, urusan, partner category and country; null until classified.' })
  klasifikasi(@Ctx() ctx: Context, @Root() pks: Pks) {
    return this.service.of(ctx, 'pks', pks.idPks);
  }
}
