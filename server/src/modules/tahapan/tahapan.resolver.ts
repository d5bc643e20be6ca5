import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../common/context.js';
import type { Ability } from '../../rules/policy.js';
import { Mou } from '../mou/mou.entity.js';
import { Pks } from '../pks/pks.entity.js';
import { TahapanService } from './tahapan.service.js';
import { KerjasamaSaya, TahapanInfo, TahapanLogItem, UbahTahapanInput } from './tahapan.types.js';

/** Stage moves and the partner's view of its agreements' progress (issue 17). */
@Resolver()
export class TahapanResolver {
  constructor(private readonly service: TahapanService) {}

  @Authorized<Ability>('tahapan:write')
  @Mutation(() => TahapanInfo, {
    description:
      'Moves an agreement or contract to the next stage through its gate (levels 1, 99). `dokumen`: the gate\'s document (draft, DPRD letter, signed PDF). CONFLICT when the versi is old.',
  })
  ubahTahapan(
    @Ctx() ctx: Context,
    @Arg('input', () => UbahTahapanInput) input: UbahTahapanInput,
    @Arg('dokumen', () => GraphQLUpload, { nullable: true }) dokumen?: Promise<FileUpload>,
    @Arg('suratKuasa', () => GraphQLUpload, {
      nullable: true,
      description: "A contract's power of attorney uploaded with the move to Pelaksanaan: kept among the contract's documents, instead of idSuratKuasa.",
    })
    suratKuasa?: Promise<FileUpload>,
  ) {
    return this.service.ubah(ctx, input, dokumen, suratKuasa);
  }

  @Authorized<Ability>('tahapan:mine')
  @Query(() => [KerjasamaSaya], { description: 'The agreements tied to the partner\'s account, with stage and timeline (levels 3, 4, 5).' })
  kerjasamaSaya(@Ctx() ctx: Context) {
    return this.service.milikSaya(ctx);
  }
}

@Resolver(() => Mou)
export class MouTahapanResolver {
  constructor(private readonly service: TahapanService) {}

  @Authorized<Ability>('mou:read')
  @FieldResolver(() => TahapanInfo, { description: 'The stage (tahapan) and what may follow it.' })
  tahapan(@Ctx() ctx: Context, @Root() mou: Mou) {
    return this.service.info(ctx, 'mou', { id: mou.idMou, idStatus: mou.idStatus, tglBerakhir: mou.tglBerakhir });
  }

  @Authorized<Ability>('mou:read')
  @FieldResolver(() => [TahapanLogItem], { description: 'Every move of the stage, oldest first.' })
  timeline(@Ctx() ctx: Context, @Root() mou: Mou) {
    return this.service.timeline(ctx, 'mou', mou.idMou);
  }

  @Authorized<Ability>('mou:read')
  @FieldResolver(() => Int, { description: 'How many of its contracts are in Pelaksanaan (told before the agreement is stopped or ended).' })
  perjanjianPelaksanaan(@Ctx() ctx: Context, @Root() mou: Mou) {
    return this.service.perjanjianPelaksanaan(ctx, mou.idMou);
  }
}

@Resolver(() => Pks)
export class PksTahapanResolver {
  constructor(private readonly service: TahapanService) {}

  @Authorized<Ability>('pks:read')
  @FieldResolver(() => TahapanInfo, { description: 'The stage (tahapan), what may follow it, and a warning when it ends after its agreement.' })
  tahapan(@Ctx() ctx: Context, @Root() pks: Pks) {
    return this.service.info(ctx, 'pks', { id: pks.idPks, idStatus: pks.idStatus, tglBerakhir: pks.tglBerakhir, peringatan: () => this.service.peringatan(ctx, pks.idPks) });
  }

  @Authorized<Ability>('pks:read')
  @FieldResolver(() => [TahapanLogItem], { description: 'Every move of the stage, oldest first.' })
  timeline(@Ctx() ctx: Context, @Root() pks: Pks) {
    return this.service.timeline(ctx, 'pks', pks.idPks);
  }
}
