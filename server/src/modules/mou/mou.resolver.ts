import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../../common/context.js';
import type { ChangePayload } from '../../common/change.js';
import { PageInput, PageOf } from '../../common/paging.js';
import { askedFields } from '../../common/selection.js';

import { Laporan, LaporanFilter, LaporanFormat } from '../laporan/laporan.types.js';
import { MitraAccount } from '../mitra/mitra.types.js';
import { Skpd } from '../skpd/skpd.entity.js';
import { LampiranDokumen, LampiranGambar } from '../kerjasama/lampiran.js';
import { Mou } from './mou.entity.js';
import { MouFilter, MouInput } from './mou.inputs.js';
import { MouChanged } from './mou.events.js';
import { MouChange, MouCombo } from './mou.types.js';
import { MouService } from './mou.service.js';
import type { Ability } from '../../rules/policy.js';

const MouPage = PageOf(Mou, 'Mou');

/** Kesepakatan (MOU): reads for levels 1, 2, 99; every write for levels 1 and 99 only. */
@Resolver(() => Mou)
export class MouResolver {
  constructor(
    private readonly mouService: MouService,
  ) {}

  @Authorized<Ability>('mou:read')
  @Query(() => MouPage, { description: 'Kesepakatan list, newest first by default (levels 1, 2, 99).' })
  mous(
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
    @Arg('filter', () => MouFilter, { nullable: true }) filter?: MouFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return this.mouService.list(ctx, filter, page, askedFields(info, 'items'));
  }

  @Authorized<Ability>('mou:read')
  @Query(() => Mou)
  mou(@Ctx() ctx: Context, @Arg('idMou', () => Int) idMou: number) {
    return this.mouService.get(ctx, idMou);
  }

  @Authorized<Ability>('mou:read')
  @Query(() => [MouCombo], { description: 'Agreements whose No. Kontrak contains `search` (case-insensitive), at most 20.' })
  mouCombo(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('untukPerjanjian', () => Boolean, {
      nullable: true,
      description: 'Only agreements the user may put a contract under (level 2: those linked to its agency).',
    })
    untukPerjanjian?: boolean,
    @Arg('idMou', () => Int, { nullable: true, description: 'Only this agreement (the legacy `combo/mou.php?id_mou=`).' }) idMou?: number,
  ) {
    return this.mouService.combo(ctx, search, untukPerjanjian ?? false, idMou);
  }

  @Authorized<Ability>('mou:report')
  @Query(() => Laporan, { description: 'Agreements starting within the period, as a report table (levels 1, 99).' })
  mouLaporan(@Ctx() ctx: Context, @Arg('filter', () => LaporanFilter, { nullable: true }) filter?: LaporanFilter) {
    return this.mouService.laporan(ctx, filter);
  }

  @Authorized<Ability>('mou:report')
  @Mutation(() => String, {
    description: 'A signed address of the report document (PDF or XLSX), valid for 10 minutes: open it in a new window.',
  })
  mouLaporanLink(
    @Ctx() ctx: Context,
    @Arg('filter', () => LaporanFilter, { nullable: true }) filter?: LaporanFilter,
    @Arg('format', () => LaporanFormat, { nullable: true, defaultValue: LaporanFormat.PDF }) format?: LaporanFormat,
  ) {
    return this.mouService.laporanLink(ctx, filter, format ?? LaporanFormat.PDF);
  }

  @Authorized<Ability>('mou:write')
  @Mutation(() => Mou)
  createMou(@Ctx() ctx: Context, @Arg('input', () => MouInput) input: MouInput) {
    return this.mouService.create(ctx, input);
  }

  @Authorized<Ability>('mou:write')
  @Mutation(() => Mou, {
    description: 'Buat Kesepakatan from an approved proposal (issue 17): the agreement with the proposal, its partner (the account that submitted it: another idMitra is refused, none given takes it) and its linked agencies, in one transaction (levels 1, 99).',
  })
  buatKesepakatanDariPenjajagan(@Ctx() ctx: Context, @Arg('idPenjajagan', () => Int) idPenjajagan: number, @Arg('input', () => MouInput) input: MouInput) {
    return this.mouService.createFromPenjajagan(ctx, idPenjajagan, input);
  }

  @Authorized<Ability>('mou:write')
  @Mutation(() => Mou)
  updateMou(@Ctx() ctx: Context, @Arg('idMou', () => Int) idMou: number, @Arg('input', () => MouInput) input: MouInput) {
    return this.mouService.update(ctx, idMou, input);
  }

  @Authorized<Ability>('mou:write')
  @Mutation(() => Boolean, {
    description: 'Deletes the agreement with its documents, images and agency links; refused (CONFLICT) while it has contracts.',
  })
  deleteMou(@Ctx() ctx: Context, @Arg('idMou', () => Int) idMou: number) {
    return this.mouService.delete(ctx, idMou);
  }

  @Authorized<Ability>('mou:write')
  @Mutation(() => LampiranDokumen, { description: 'doc, docx, jpg, jpeg, png, xls, xlsx or pdf (by content), at most 10 MB.' })
  addMouDokumen(
    @Ctx() ctx: Context,
    @Arg('idMou', () => Int) idMou: number,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload>,
  ) {
    return this.mouService.addDokumen(ctx, idMou, file);
  }

  @Authorized<Ability>('mou:write')
  @Mutation(() => LampiranGambar, { description: 'png, jpg or jpeg (by content), at most 2 MB.' })
  addMouGambar(
    @Ctx() ctx: Context,
    @Arg('idMou', () => Int) idMou: number,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload>,
  ) {
    return this.mouService.addGambar(ctx, idMou, file);
  }

  @Authorized<Ability>('mou:write')
  @Mutation(() => Boolean, { description: 'Removes a document by its idFile (or, as the legacy client does, by its namaFile).' })
  removeMouDokumen(
    @Ctx() ctx: Context,
    @Arg('idMou', () => Int) idMou: number,
    @Arg('idFile', () => String, { nullable: true }) idFile?: string,
    @Arg('namaFile', () => String, { nullable: true }) namaFile?: string,
  ) {
    return this.mouService.removeDokumen(ctx, idMou, { idFile, nama: namaFile });
  }

  @Authorized<Ability>('mou:write')
  @Mutation(() => Boolean, { description: 'Removes a gallery image by its idFile (or, as the legacy client does, by its namaGambar).' })
  removeMouGambar(
    @Ctx() ctx: Context,
    @Arg('idMou', () => Int) idMou: number,
    @Arg('idFile', () => String, { nullable: true }) idFile?: string,
    @Arg('namaGambar', () => String, { nullable: true }) namaGambar?: string,
  ) {
    return this.mouService.removeGambar(ctx, idMou, { idFile, nama: namaGambar });
  }

  @Authorized<Ability>('mou:write')
  @Mutation(() => Skpd, { description: 'Links an agency to the agreement; answers with the agency.' })
  addMouSkpd(
    @Ctx() ctx: Context,
    @Arg('idMou', () => Int) idMou: number,
    @Arg('idSkpd', () => Int, { nullable: true }) idSkpd?: number,
  ) {
    return this.mouService.addSkpd(ctx, idMou, idSkpd);
  }

  @Authorized<Ability>('mou:write')
  @Mutation(() => Boolean)
  removeMouSkpd(@Ctx() ctx: Context, @Arg('idMou', () => Int) idMou: number, @Arg('idSkpd', () => Int) idSkpd: number) {
    return this.mouService.removeSkpd(ctx, idMou, idSkpd);
  }

  @Authorized<Ability>('mou:read')
  @Subscription(() => MouChange, {
    topics: MouChanged.topic,
    description: 'Every committed change to an agreement (levels 1, 2, 99): refetch or update the cached list. Refused at subscribe time for other accounts.',
  })
  mouChanged(@Root() payload: ChangePayload, @Ctx() ctx: Context) {
    return this.mouService.change(ctx, payload);
  }

  // ---- relations (batched per request) ----

  @Authorized<Ability>('mou:read')
  @FieldResolver(() => String, { nullable: true, description: 'No. Penjajakan of the proposal the agreement came from.' })
  noPenjajagan(@Ctx() ctx: Context, @Root() mou: Mou) {
    return this.mouService.noPenjajagan(mou);
  }

  @Authorized<Ability>('mou:read')
  @FieldResolver(() => MitraAccount, { description: 'The partner account (id_mitra) and its name.' })
  akunMitra(@Ctx() ctx: Context, @Root() mou: Mou): Promise<MitraAccount> {
    return this.mouService.akunMitra(mou);
  }

  @Authorized<Ability>('mou:read')
  @FieldResolver(() => Mou, { nullable: true, description: 'The agreement this one renews (id_mou_lama).' })
  mouLama(@Ctx() ctx: Context, @Root() mou: Mou) {
    return this.mouService.mouLama(mou);
  }

  @Authorized<Ability>('mou:read')
  @FieldResolver(() => String, { nullable: true, description: 'No. Kontrak of the renewed agreement.' })
  async noKontrakMouLama(@Ctx() ctx: Context, @Root() mou: Mou) {
    return (await this.mouService.mouLama(mou))?.noKontrak ?? null;
  }

  @Authorized<Ability>('mou:read')
  @FieldResolver(() => [Mou], { description: 'Agreements that renew this one (the other direction of id_mou_lama).' })
  pembaruan(@Ctx() ctx: Context, @Root() mou: Mou) {
    return this.mouService.pembaruan(ctx, mou);
  }

  @Authorized<Ability>('mou:read')
  @FieldResolver(() => Int, { description: 'Number of contracts (PKS) under the agreement.' })
  jumlahPks(@Ctx() ctx: Context, @Root() mou: Mou) {
    return this.mouService.jumlahPks(ctx, mou);
  }

  @Authorized<Ability>('mou:read')
  @FieldResolver(() => [LampiranDokumen])
  dokumen(@Ctx() ctx: Context, @Root() mou: Mou) {
    return this.mouService.dokumen(ctx, mou);
  }

  @Authorized<Ability>('mou:read')
  @FieldResolver(() => [LampiranGambar])
  gambar(@Ctx() ctx: Context, @Root() mou: Mou) {
    return this.mouService.gambar(ctx, mou);
  }

  @Authorized<Ability>('mou:read')
  @FieldResolver(() => [Skpd], { description: 'Linked agencies, by name.' })
  skpd(@Ctx() ctx: Context, @Root() mou: Mou) {
    return this.mouService.skpd(ctx, mou);
  }
}
