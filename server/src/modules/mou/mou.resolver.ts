import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../../app/context.js';
import type { ChangePayload } from '../../common/change.js';
import { PageInput, PageOf } from '../../common/paging.js';
import { askedFields } from '../../common/selection.js';
import { subscribeFor } from '../../common/subscribe-for.js';
import { ADMINS, STAFF } from '../../rules/levels.js';
import { Laporan, LaporanFilter, LaporanFormat } from '../laporan/laporan.types.js';
import { MitraAccount } from '../mitra/mitra.types.js';
import { Skpd } from '../skpd/skpd.entity.js';
import { LampiranDokumen, LampiranGambar } from './lampiran.js';
import { Mou } from './mou.entity.js';
import { MouFilter, MouInput } from './mou.inputs.js';
import { MOU_CHANGED } from './mou.service.js';
import { MouChange, MouCombo } from './mou.types.js';

const MouPage = PageOf(Mou, 'Mou');

/** Kesepakatan (MOU): reads for levels 1, 2, 99; every write for levels 1 and 99 only. */
@Resolver(() => Mou)
export class MouResolver {
  @Authorized(STAFF)
  @Query(() => MouPage, { description: 'Kesepakatan list, newest first by default (levels 1, 2, 99).' })
  mous(
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
    @Arg('filter', () => MouFilter, { nullable: true }) filter?: MouFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return ctx.services.mou.list(ctx, filter, page, askedFields(info, 'items'));
  }

  @Authorized(STAFF)
  @Query(() => Mou)
  mou(@Ctx() ctx: Context, @Arg('idMou', () => Int) idMou: number) {
    return ctx.services.mou.get(ctx, idMou);
  }

  @Authorized(STAFF)
  @Query(() => [MouCombo], { description: 'Agreements whose No. Kontrak contains `search` (case-insensitive), at most 20.' })
  mouCombo(@Ctx() ctx: Context, @Arg('search', () => String, { nullable: true }) search?: string) {
    return ctx.services.mou.combo(ctx, search);
  }

  @Authorized(ADMINS)
  @Query(() => Laporan, { description: 'Agreements starting within the period, as a report table (levels 1, 99).' })
  mouLaporan(@Ctx() ctx: Context, @Arg('filter', () => LaporanFilter, { nullable: true }) filter?: LaporanFilter) {
    return ctx.services.mou.laporan(ctx, filter);
  }

  @Authorized(ADMINS)
  @Mutation(() => String, {
    description: 'A signed address of the report document (PDF or XLSX), valid for 10 minutes: open it in a new window.',
  })
  mouLaporanLink(
    @Ctx() ctx: Context,
    @Arg('filter', () => LaporanFilter, { nullable: true }) filter?: LaporanFilter,
    @Arg('format', () => LaporanFormat, { nullable: true, defaultValue: LaporanFormat.PDF }) format?: LaporanFormat,
  ) {
    return ctx.services.mou.laporanLink(ctx, filter, format ?? LaporanFormat.PDF);
  }

  @Authorized(ADMINS)
  @Mutation(() => Mou)
  createMou(@Ctx() ctx: Context, @Arg('input', () => MouInput) input: MouInput) {
    return ctx.services.mou.create(ctx, input);
  }

  @Authorized(ADMINS)
  @Mutation(() => Mou)
  updateMou(@Ctx() ctx: Context, @Arg('idMou', () => Int) idMou: number, @Arg('input', () => MouInput) input: MouInput) {
    return ctx.services.mou.update(ctx, idMou, input);
  }

  @Authorized(ADMINS)
  @Mutation(() => Boolean, {
    description: 'Deletes the agreement with its documents, images and agency links; refused (CONFLICT) while it has contracts.',
  })
  deleteMou(@Ctx() ctx: Context, @Arg('idMou', () => Int) idMou: number) {
    return ctx.services.mou.delete(ctx, idMou);
  }

  @Authorized(ADMINS)
  @Mutation(() => LampiranDokumen, { description: 'doc, docx, jpg, jpeg, png, xls, xlsx or pdf (by content), at most 10 MB.' })
  addMouDokumen(
    @Ctx() ctx: Context,
    @Arg('idMou', () => Int) idMou: number,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload>,
  ) {
    return ctx.services.mou.addDokumen(ctx, idMou, file);
  }

  @Authorized(ADMINS)
  @Mutation(() => LampiranGambar, { description: 'png, jpg or jpeg (by content), at most 2 MB.' })
  addMouGambar(
    @Ctx() ctx: Context,
    @Arg('idMou', () => Int) idMou: number,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload>,
  ) {
    return ctx.services.mou.addGambar(ctx, idMou, file);
  }

  @Authorized(ADMINS)
  @Mutation(() => Boolean, { description: 'Removes a document by its idFile (or, as the legacy client does, by its namaFile).' })
  removeMouDokumen(
    @Ctx() ctx: Context,
    @Arg('idMou', () => Int) idMou: number,
    @Arg('idFile', () => String, { nullable: true }) idFile?: string,
    @Arg('namaFile', () => String, { nullable: true }) namaFile?: string,
  ) {
    return ctx.services.mou.removeDokumen(ctx, idMou, { idFile, nama: namaFile });
  }

  @Authorized(ADMINS)
  @Mutation(() => Boolean, { description: 'Removes a gallery image by its idFile (or, as the legacy client does, by its namaGambar).' })
  removeMouGambar(
    @Ctx() ctx: Context,
    @Arg('idMou', () => Int) idMou: number,
    @Arg('idFile', () => String, { nullable: true }) idFile?: string,
    @Arg('namaGambar', () => String, { nullable: true }) namaGambar?: string,
  ) {
    return ctx.services.mou.removeGambar(ctx, idMou, { idFile, nama: namaGambar });
  }

  @Authorized(ADMINS)
  @Mutation(() => Skpd, { description: 'Links an agency to the agreement; answers with the agency.' })
  addMouSkpd(
    @Ctx() ctx: Context,
    @Arg('idMou', () => Int) idMou: number,
    @Arg('idSkpd', () => Int, { nullable: true }) idSkpd?: number,
  ) {
    return ctx.services.mou.addSkpd(ctx, idMou, idSkpd);
  }

  @Authorized(ADMINS)
  @Mutation(() => Boolean)
  removeMouSkpd(@Ctx() ctx: Context, @Arg('idMou', () => Int) idMou: number, @Arg('idSkpd', () => Int) idSkpd: number) {
    return ctx.services.mou.removeSkpd(ctx, idMou, idSkpd);
  }

  @Authorized(STAFF)
  @Subscription(() => MouChange, {
    subscribe: subscribeFor(STAFF, MOU_CHANGED),
    description: 'Every committed change to an agreement (levels 1, 2, 99): refetch or update the cached list. Refused at subscribe time for other accounts.',
  })
  mouChanged(@Root() payload: ChangePayload, @Ctx() ctx: Context) {
    return ctx.services.mou.change(ctx, payload);
  }

  // ---- relations (batched per request) ----

  @Authorized(STAFF)
  @FieldResolver(() => String, { nullable: true, description: 'No. Penjajakan of the proposal the agreement came from.' })
  noPenjajagan(@Ctx() ctx: Context, @Root() mou: Mou) {
    return ctx.services.mou.noPenjajagan(mou);
  }

  @Authorized(STAFF)
  @FieldResolver(() => MitraAccount, { description: 'The partner account (id_mitra) and its name.' })
  akunMitra(@Ctx() ctx: Context, @Root() mou: Mou): Promise<MitraAccount> {
    return ctx.services.mou.akunMitra(mou);
  }

  @Authorized(STAFF)
  @FieldResolver(() => Mou, { nullable: true, description: 'The agreement this one renews (id_mou_lama).' })
  mouLama(@Ctx() ctx: Context, @Root() mou: Mou) {
    return ctx.services.mou.mouLama(mou);
  }

  @Authorized(STAFF)
  @FieldResolver(() => String, { nullable: true, description: 'No. Kontrak of the renewed agreement.' })
  async noKontrakMouLama(@Ctx() ctx: Context, @Root() mou: Mou) {
    return (await ctx.services.mou.mouLama(mou))?.noKontrak ?? null;
  }

  @Authorized(STAFF)
  @FieldResolver(() => [Mou], { description: 'Agreements that renew this one (the other direction of id_mou_lama).' })
  pembaruan(@Ctx() ctx: Context, @Root() mou: Mou) {
    return ctx.services.mou.pembaruan(ctx, mou);
  }

  @Authorized(STAFF)
  @FieldResolver(() => Int, { description: 'Number of contracts (PKS) under the agreement.' })
  jumlahPks(@Ctx() ctx: Context, @Root() mou: Mou) {
    return ctx.services.mou.jumlahPks(ctx, mou);
  }

  @Authorized(STAFF)
  @FieldResolver(() => [LampiranDokumen])
  dokumen(@Ctx() ctx: Context, @Root() mou: Mou) {
    return ctx.services.mou.dokumen(ctx, mou);
  }

  @Authorized(STAFF)
  @FieldResolver(() => [LampiranGambar])
  gambar(@Ctx() ctx: Context, @Root() mou: Mou) {
    return ctx.services.mou.gambar(ctx, mou);
  }

  @Authorized(STAFF)
  @FieldResolver(() => [Skpd], { description: 'Linked agencies, by name.' })
  skpd(@Ctx() ctx: Context, @Root() mou: Mou) {
    return ctx.services.mou.skpd(ctx, mou);
  }
}
