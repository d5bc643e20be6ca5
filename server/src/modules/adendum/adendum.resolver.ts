import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../../common/context.js';
import type { Ability } from '../../rules/policy.js';
import { Mou } from '../mou/mou.entity.js';
import { Pks } from '../pks/pks.entity.js';
import { JenisKerjasama } from '../tahapan/tahapan.types.js';
import { AdendumService } from './adendum.service.js';
import { AdendumInput, AdendumItem } from './adendum.types.js';

@Resolver()
export class AdendumResolver {
  constructor(private readonly service: AdendumService) {}

  @Authorized<Ability>('adendum:write')
  @Mutation(() => [AdendumItem], {
    description: 'Adds an addendum (levels 1, 99): the record takes the new values, the addendum keeps old → new and its document. Answers every addendum of the record.',
  })
  tambahAdendum(
    @Ctx() ctx: Context,
    @Arg('input', () => AdendumInput) input: AdendumInput,
    @Arg('dokumen', () => GraphQLUpload, { nullable: true }) dokumen?: Promise<FileUpload>,
  ) {
    return this.service.tambah(ctx, input, dokumen);
  }
}

@Resolver(() => Mou)
export class MouAdendumResolver {
  constructor(private readonly service: AdendumService) {}

  @Authorized<Ability>('mou:read')
  @FieldResolver(() => [AdendumItem], { description: 'Addenda, oldest first (the history of the terms).' })
  adendum(@Ctx() ctx: Context, @Root() mou: Mou) {
    return this.service.daftar(ctx, JenisKerjasama.MOU, mou.idMou);
  }
}

@Resolver(() => Pks)
export class PksAdendumResolver {
  constructor(private readonly service: AdendumService) {}

  @Authorized<Ability>('pks:read')
  @FieldResolver(() => [AdendumItem], { description: 'Addenda, oldest first (the history of the terms).' })
  adendum(@Ctx() ctx: Context, @Root() pks: Pks) {
    return this.service.daftar(ctx, JenisKerjasama.PKS, pks.idPks);
  }
}
