import { Arg, Authorized, Ctx, Field, FieldResolver, InputType, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../common/context.js';
import type { Ability } from '../../rules/policy.js';
import { LaporanBerkala } from './laporan-berkala.entity.js';
import { LaporanBerkalaService } from './laporan-berkala.service.js';

@InputType({ description: 'A semester (1 or 2) of a year, or the whole year (semester null).' })
export class LaporanBerkalaInput {
  @Field(() => Int, { nullable: true })
  tahun?: number;

  @Field(() => Int, { nullable: true })
  semester?: number;
}

/** Laporan Pelaksanaan Kerja Sama (admins). */
@Resolver(() => LaporanBerkala)
export class LaporanBerkalaResolver {
  constructor(private readonly laporan: LaporanBerkalaService) {}

  @Authorized<Ability>('monev:laporan')
  @Query(() => [LaporanBerkala], { description: 'The latest periodic report requests, newest first (admins).' })
  laporanBerkala(@Ctx() ctx: Context) {
    return this.laporan.list(ctx);
  }

  @Authorized<Ability>('monev:laporan')
  @Mutation(() => LaporanBerkala, { description: 'Asks for the periodic report; a job makes its XLSX and PDF (poll laporanBerkala for the progress).' })
  mintaLaporanBerkala(@Ctx() ctx: Context, @Arg('input', () => LaporanBerkalaInput) input: LaporanBerkalaInput) {
    return this.laporan.minta(ctx, input);
  }

  // Reached only through the two operations above (admins); the link is signed for the viewer.
  @FieldResolver(() => String, { nullable: true, description: 'Signed link to the XLSX once done.' })
  urlXlsx(@Ctx() ctx: Context, @Root() row: LaporanBerkala) {
    return this.laporan.url(ctx, row, 'xlsx');
  }

  @FieldResolver(() => String, { nullable: true, description: 'Signed link to the PDF once done.' })
  urlPdf(@Ctx() ctx: Context, @Root() row: LaporanBerkala) {
    return this.laporan.url(ctx, row, 'pdf');
  }
}
