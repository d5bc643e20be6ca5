import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { LocalDateResolver } from 'graphql-scalars';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../../app/context.js';
import { PageInput, PageOf } from '../../common/paging.js';
import { askedFields } from '../../common/selection.js';
import { subscribeFor } from '../../common/subscribe-for.js';
import { ADMINS, STAFF } from '../../rules/levels.js';
import { Laporan, LaporanFilter, LaporanFormat } from '../laporan/laporan.types.js';
import { LampiranDokumen, LampiranGambar } from '../mou/lampiran.js';
import { Mou } from '../mou/mou.entity.js';
import { Skpd } from '../skpd/skpd.entity.js';
import { Pks } from './pks.entity.js';
import { PksFilter, PksInput } from './pks.inputs.js';
import { PKS_CHANGED, type PksChangePayload } from './pks.service.js';
import { PksChange } from './pks.types.js';

const PksPage = PageOf(Pks, 'Pks');

/**
 * Perjanjian (PKS): reads for levels 1, 2, 99; every write for levels 1 and 99 only. SPEC's route table
 * lets level 2 open "Create PKS", but level 2 is read-only staff: the server refuses its writes.
 */
@Resolver(() => Pks)
export class PksResolver {
  @Authorized(STAFF)
  @Query(() => PksPage, { description: 'Perjanjian list, newest first by default (levels 1, 2, 99).' })
  pkss(
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
    @Arg('filter', () => PksFilter, { nullable: true }) filter?: PksFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return ctx.services.pks.list(ctx, filter, page, askedFields(info, 'items'));
  }

  @Authorized(STAFF)
  @Query(() => Pks)
  pks(@Ctx() ctx: Context, @Arg('idPks', () => Int) idPks: number) {
    return ctx.services.pks.get(ctx, idPks);
  }

  @Authorized(ADMINS)
  @Query(() => Laporan, { description: 'Contracts starting within the period, as a report table (levels 1, 99).' })
  pksLaporan(@Ctx() ctx: Context, @Arg('filter', () => LaporanFilter, { nullable: true }) filter?: LaporanFilter) {
    return ctx.services.pks.laporan(ctx, filter);
  }

  @Authorized(ADMINS)
  @Mutation(() => String, {
    description: 'A signed address of the report document (PDF or XLSX), valid for 10 minutes: open it in a new window.',
  })
  pksLaporanLink(
    @Ctx() ctx: Context,
    @Arg('filter', () => LaporanFilter, { nullable: true }) filter?: LaporanFilter,
    @Arg('format', () => LaporanFormat, { nullable: true, defaultValue: LaporanFormat.PDF }) format?: LaporanFormat,
  ) {
    return ctx.services.pks.laporanLink(ctx, filter, format ?? LaporanFormat.PDF);
  }

  @Authorized(ADMINS)
  @Mutation(() => Pks)
  createPks(@Ctx() ctx: Context, @Arg('input', () => PksInput) input: PksInput) {
    return ctx.services.pks.create(ctx, input);
  }

  @Authorized(ADMINS)
  @Mutation(() => Pks)
  updatePks(@Ctx() ctx: Context, @Arg('idPks', () => Int) idPks: number, @Arg('input', () => PksInput) input: PksInput) {
    return ctx.services.pks.update(ctx, idPks, input);
  }

  @Authorized(ADMINS)
  @Mutation(() => Boolean, { description: 'Deletes the contract with its documents, images and agency links.' })
  deletePks(@Ctx() ctx: Context, @Arg('idPks', () => Int) idPks: number) {
    return ctx.services.pks.delete(ctx, idPks);
  }

  @Authorized(ADMINS)
  @Mutation(() => LampiranDokumen, { description: 'doc, docx, jpg, jpeg, png, xls, xlsx or pdf (by content), at most 10 MB.' })
  addPksDokumen(
    @Ctx() ctx: Context,
    @Arg('idPks', () => Int) idPks: number,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload>,
  ) {
    return ctx.services.pks.addDokumen(ctx, idPks, file);
  }

  @Authorized(ADMINS)
  @Mutation(() => LampiranGambar, { description: 'png, jpg or jpeg (by content), at most 2 MB.' })
  addPksGambar(
    @Ctx() ctx: Context,
    @Arg('idPks', () => Int) idPks: number,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload>,
  ) {
    return ctx.services.pks.addGambar(ctx, idPks, file);
  }

  @Authorized(ADMINS)
  @Mutation(() => Boolean, { description: 'Removes a document by its idFile (or, as the legacy client does, by its namaFile).' })
  removePksDokumen(
    @Ctx() ctx: Context,
    @Arg('idPks', () => Int) idPks: number,
    @Arg('idFile', () => String, { nullable: true }) idFile?: string,
    @Arg('namaFile', () => String, { nullable: true }) namaFile?: string,
  ) {
    return ctx.services.pks.removeDokumen(ctx, idPks, { idFile, nama: namaFile });
  }

  @Authorized(ADMINS)
  @Mutation(() => Boolean, { description: 'Removes a gallery image by its idFile (or, as the legacy client does, by its namaGambar).' })
  removePksGambar(
    @Ctx() ctx: Context,
    @Arg('idPks', () => Int) idPks: number,
    @Arg('idFile', () => String, { nullable: true }) idFile?: string,
    @Arg('namaGambar', () => String, { nullable: true }) namaGambar?: string,
  ) {
    return ctx.services.pks.removeGambar(ctx, idPks, { idFile, nama: namaGambar });
  }

  @Authorized(ADMINS)
  @Mutation(() => Skpd, { description: 'Links an agency to the contract; answers with the agency.' })
  addPksSkpd(
    @Ctx() ctx: Context,
    @Arg('idPks', () => Int) idPks: number,
    @Arg('idSkpd', () => Int, { nullable: true }) idSkpd?: number,
  ) {
    return ctx.services.pks.addSkpd(ctx, idPks, idSkpd);
  }

  @Authorized(ADMINS)
  @Mutation(() => Boolean)
  removePksSkpd(@Ctx() ctx: Context, @Arg('idPks', () => Int) idPks: number, @Arg('idSkpd', () => Int) idSkpd: number) {
    return ctx.services.pks.removeSkpd(ctx, idPks, idSkpd);
  }

  @Authorized(STAFF)
  @Subscription(() => PksChange, {
    subscribe: subscribeFor(STAFF, PKS_CHANGED),
    description: 'Every committed change to a contract (levels 1, 2, 99): refetch or update the cached list. Refused at subscribe time for other accounts.',
  })
  pksChanged(@Root() payload: PksChangePayload, @Ctx() ctx: Context) {
    return ctx.services.pks.change(ctx, payload);
  }

  // ---- the agreement's counterpart fields (_mou) and relations, batched per request ----

  @Authorized(STAFF)
  @FieldResolver(() => Mou, { description: 'The agreement (Detail MOU).' })
  mou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return ctx.services.pks.mou(pks);
  }

  @FieldResolver(() => String, { description: 'Judul Kesepakatan.' })
  async judulMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await ctx.services.pks.mou(pks)).judul;
  }

  @FieldResolver(() => String)
  async mitraMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await ctx.services.pks.mou(pks)).mitra;
  }

  @FieldResolver(() => LocalDateResolver)
  async tglMulaiMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await ctx.services.pks.mou(pks)).tglMulai;
  }

  @FieldResolver(() => LocalDateResolver)
  async tglBerakhirMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await ctx.services.pks.mou(pks)).tglBerakhir;
  }

  @FieldResolver(() => String, { description: 'Ruang Lingkup / Tentang of the agreement.' })
  async deskripsiMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await ctx.services.pks.mou(pks)).deskripsi;
  }

  @FieldResolver(() => String)
  async noKontrakMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await ctx.services.pks.mou(pks)).noKontrak;
  }

  @FieldResolver(() => String)
  async noMitraMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await ctx.services.pks.mou(pks)).noMitra;
  }

  @FieldResolver(() => Int)
  async idStatusMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await ctx.services.pks.mou(pks)).idStatus;
  }

  @FieldResolver(() => String)
  async statusTextMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await ctx.services.pks.mou(pks)).statusText;
  }

  @Authorized(STAFF)
  @FieldResolver(() => [LampiranDokumen])
  dokumen(@Ctx() ctx: Context, @Root() pks: Pks) {
    return ctx.services.pks.dokumen(ctx, pks);
  }

  @Authorized(STAFF)
  @FieldResolver(() => [LampiranGambar])
  gambar(@Ctx() ctx: Context, @Root() pks: Pks) {
    return ctx.services.pks.gambar(ctx, pks);
  }

  @Authorized(STAFF)
  @FieldResolver(() => [Skpd], { description: 'Linked agencies, by name.' })
  skpd(@Ctx() ctx: Context, @Root() pks: Pks) {
    return ctx.services.pks.skpd(ctx, pks);
  }
}
