import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../common/context.js';
import type { Ability } from '../../rules/policy.js';
import { DokumenWajibService } from './dokumen-wajib.js';
import { Penjajagan } from './penjajagan.entity.js';
import { PenjajaganDokumen } from './penjajagan.types.js';

/** Required proposal documents (issue 17): the office's list, and what a proposal still lacks. */
@Resolver(() => Penjajagan)
export class DokumenWajibResolver {
  constructor(private readonly service: DokumenWajibService) {}

  @Authorized<Ability>('penjajagan:read')
  @Query(() => [String], { description: 'The documents a proposal must have before TKKSD review, in order (any signed-in account: a partner picks the kind on upload).' })
  dokumenWajibPenjajagan(@Ctx() ctx: Context) {
    return this.service.daftar(ctx.em);
  }

  @Authorized<Ability>('tkksd:manage')
  @Mutation(() => [String], { description: 'Replaces the list of required proposal documents (levels 1, 99); an empty list requires none.' })
  ubahDokumenWajibPenjajagan(@Ctx() ctx: Context, @Arg('dokumenWajib', () => [String]) dokumenWajib: string[]) {
    return this.service.ubah(ctx, dokumenWajib);
  }

  @Authorized<Ability>('penjajagan:read')
  @FieldResolver(() => [String], { description: 'Required documents the proposal has none of yet (reviewers cannot be asked until it is empty).' })
  dokumenKurang(@Ctx() ctx: Context, @Root() p: Penjajagan) {
    return this.service.kurang(ctx.em, p.idPenjajagan);
  }
}

@Resolver(() => PenjajaganDokumen)
export class PenjajaganDokumenJenisResolver {
  constructor(private readonly service: DokumenWajibService) {}

  @FieldResolver(() => String, { nullable: true, description: 'Which required document this is (null: not given).' })
  jenis(@Ctx() ctx: Context, @Root() d: PenjajaganDokumen) {
    return this.service.jenisOf(ctx, d.id);
  }
}
