import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../common/context.js';
import type { Ability } from '../../rules/policy.js';
import { Penjajagan } from '../penjajagan/penjajagan.entity.js';
import { TkksdService } from './tkksd.service.js';
import { CalonPeninjau, KeputusanInput, KeputusanItem, PertimbanganInput, PertimbanganItem, PertimbanganMenunggu } from './tkksd.types.js';

/** TKKSD review of proposals (issue 17): reviewers, pertimbangan and the decision. */
@Resolver(() => Penjajagan)
export class TkksdResolver {
  constructor(private readonly service: TkksdService) {}

  @Authorized<Ability>('tkksd:manage')
  @Query(() => [CalonPeninjau], { description: 'Level 2 accounts of the agencies linked to the proposal (levels 1, 99).' })
  calonPeninjau(@Ctx() ctx: Context, @Arg('idPenjajagan', () => Int) idPenjajagan: number) {
    return this.service.calon(ctx, idPenjajagan);
  }

  @Authorized<Ability>('tkksd:review')
  @Query(() => [PertimbanganMenunggu], { description: 'Proposals waiting for my pertimbangan (level 2).' })
  pertimbanganMenunggu(@Ctx() ctx: Context) {
    return this.service.menunggu(ctx);
  }

  @Authorized<Ability>('tkksd:manage')
  @Mutation(() => [PertimbanganItem], { description: 'Asks a level 2 account of a linked agency for a pertimbangan (levels 1, 99); Baru becomes Proses.' })
  mintaPertimbangan(@Ctx() ctx: Context, @Arg('idPenjajagan', () => Int) idPenjajagan: number, @Arg('idUser', () => Int) idUser: number) {
    return this.service.minta(ctx, idPenjajagan, idUser);
  }

  @Authorized<Ability>('tkksd:review')
  @Mutation(() => [PertimbanganItem], { description: 'Gives (or changes, until the decision) the pertimbangan asked of me (level 2).' })
  berikanPertimbangan(@Ctx() ctx: Context, @Arg('input', () => PertimbanganInput) input: PertimbanganInput) {
    return this.service.berikan(ctx, input);
  }

  @Authorized<Ability>('tkksd:manage')
  @Mutation(() => KeputusanItem, { description: 'Decides the proposal: status 2 Disetujui or 3 Tidak Disetujui, with a reason (levels 1, 99); once.' })
  putuskanPenjajagan(@Ctx() ctx: Context, @Arg('input', () => KeputusanInput) input: KeputusanInput) {
    return this.service.putuskan(ctx, input);
  }

  @Authorized<Ability>('tkksd:read')
  @FieldResolver(() => [PertimbanganItem], { description: 'Every reviewer asked and their pertimbangan (staff).' })
  pertimbangan(@Ctx() ctx: Context, @Root() p: Penjajagan) {
    return this.service.daftar(ctx, p.idPenjajagan);
  }

  @Authorized<Ability>('penjajagan:read')
  @FieldResolver(() => KeputusanItem, { nullable: true, description: 'The decision with its reason (staff, and the owning partner).' })
  keputusan(@Ctx() ctx: Context, @Root() p: Penjajagan) {
    return this.service.keputusan(ctx, p.idPenjajagan);
  }
}
