import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { LocalDateResolver } from 'graphql-scalars';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { PageInput, PageOf } from '../../common/paging.js';
import { askedFields } from '../../common/selection.js';

import { Laporan, LaporanFilter, LaporanFormat } from '../laporan/laporan.types.js';
import { LampiranDokumen, LampiranGambar } from '../kerjasama/lampiran.js';
import { Mou } from '../mou/mou.entity.js';
import { Skpd } from '../skpd/skpd.entity.js';
import { Pks } from './pks.entity.js';
import { PksFilter, PksInput } from './pks.inputs.js';
import { PksChanged, type PksChangePayload } from './pks.events.js';
import { PksChange } from './pks.types.js';
import { PksService } from './pks.service.js';
import type { Ability } from '../../rules/policy.js';

const PksPage = PageOf(Pks, 'Pks');

/**
 * Perjanjian (PKS): reads for levels 1, 2, 99; every write for levels 1 and 99 only, except Create PKS
 * (SPEC §6: 1, 2, 99), where level 2 submits a draft for an agreement of its own agency.
 */
@Resolver(() => Pks)
export class PksResolver {
  constructor(
    private readonly pksService: PksService,
  ) {}

  @Authorized<Ability>('pks:read')
  @Query(() => PksPage, { description: 'Perjanjian list, newest first by default (levels 1, 2, 99).' })
  pkss(
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
    @Arg('filter', () => PksFilter, { nullable: true }) filter?: PksFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return this.pksService.list(ctx, filter, page, askedFields(info, 'items'));
  }

  @Authorized<Ability>('pks:read')
  @Query(() => Pks)
  pks(@Ctx() ctx: Context, @Arg('idPks', () => Int) idPks: number) {
    return this.pksService.get(ctx, idPks);
  }

  @Authorized<Ability>('pks:report')
  @Query(() => Laporan, { description: 'Contracts starting within the period, as a report table (levels 1, 99).' })
  pksLaporan(@Ctx() ctx: Context, @Arg('filter', () => LaporanFilter, { nullable: true }) filter?: LaporanFilter) {
    return this.pksService.laporan(ctx, filter);
  }

  @Authorized<Ability>('pks:report')
  @Mutation(() => String, {
    description: 'A signed address of the report document (PDF or XLSX), valid for 10 minutes: open it in a new window.',
  })
  pksLaporanLink(
    @Ctx() ctx: Context,
    @Arg('filter', () => LaporanFilter, { nullable: true }) filter?: LaporanFilter,
    @Arg('format', () => LaporanFormat, { nullable: true, defaultValue: LaporanFormat.PDF }) format?: LaporanFormat,
  ) {
    return this.pksService.laporanLink(ctx, filter, format ?? LaporanFormat.PDF);
  }

  // Levels 1 and 99 add a contract; level 2 submits a draft (status 3 Baru) for an agreement of its own SKPD.
  @Authorized<Ability>('pks:draft')
  @Mutation(() => Pks)
  createPks(@Ctx() ctx: Context, @Arg('input', () => PksInput) input: PksInput) {
    return this.pksService.create(ctx, input);
  }

  @Authorized<Ability>('pks:write')
  @Mutation(() => Pks)
  updatePks(@Ctx() ctx: Context, @Arg('idPks', () => Int) idPks: number, @Arg('input', () => PksInput) input: PksInput) {
    return this.pksService.update(ctx, idPks, input);
  }

  @Authorized<Ability>('pks:write')
  @Mutation(() => Boolean, { description: 'Deletes the contract with its documents, images and agency links.' })
  deletePks(@Ctx() ctx: Context, @Arg('idPks', () => Int) idPks: number) {
    return this.pksService.delete(ctx, idPks);
  }

  @Authorized<Ability>('pks:write')
  @Mutation(() => LampiranDokumen, { description: 'doc, docx, jpg, jpeg, png, xls, xlsx or pdf (by content), at most 10 MB.' })
  addPksDokumen(
    @Ctx() ctx: Context,
    @Arg('idPks', () => Int) idPks: number,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload>,
  ) {
    return this.pksService.addDokumen(ctx, idPks, file);
  }

  @Authorized<Ability>('pks:write')
  @Mutation(() => LampiranGambar, { description: 'png, jpg or jpeg (by content), at most 2 MB.' })
  addPksGambar(
    @Ctx() ctx: Context,
    @Arg('idPks', () => Int) idPks: number,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload>,
  ) {
    return this.pksService.addGambar(ctx, idPks, file);
  }

  @Authorized<Ability>('pks:write')
  @Mutation(() => Boolean, { description: 'Removes a document by its idFile (or, as the legacy client does, by its namaFile).' })
  removePksDokumen(
    @Ctx() ctx: Context,
    @Arg('idPks', () => Int) idPks: number,
    @Arg('idFile', () => String, { nullable: true }) idFile?: string,
    @Arg('namaFile', () => String, { nullable: true }) namaFile?: string,
  ) {
    return this.pksService.removeDokumen(ctx, idPks, { idFile, nama: namaFile });
  }

  @Authorized<Ability>('pks:write')
  @Mutation(() => Boolean, { description: 'Removes a gallery image by its idFile (or, as the legacy client does, by its namaGambar).' })
  removePksGambar(
    @Ctx() ctx: Context,
    @Arg('idPks', () => Int) idPks: number,
    @Arg('idFile', () => String, { nullable: true }) idFile?: string,
    @Arg('namaGambar', () => String, { nullable: true }) namaGambar?: string,
  ) {
    return this.pksService.removeGambar(ctx, idPks, { idFile, nama: namaGambar });
  }

  @Authorized<Ability>('pks:write')
  @Mutation(() => Skpd, { description: 'Links an agency to the contract; answers with the agency.' })
  addPksSkpd(
    @Ctx() ctx: Context,
    @Arg('idPks', () => Int) idPks: number,
    @Arg('idSkpd', () => Int, { nullable: true }) idSkpd?: number,
  ) {
    return this.pksService.addSkpd(ctx, idPks, idSkpd);
  }

  @Authorized<Ability>('pks:write')
  @Mutation(() => Boolean)
  removePksSkpd(@Ctx() ctx: Context, @Arg('idPks', () => Int) idPks: number, @Arg('idSkpd', () => Int) idSkpd: number) {
    return this.pksService.removeSkpd(ctx, idPks, idSkpd);
  }

  @Authorized<Ability>('pks:read')
  @Subscription(() => PksChange, {
    topics: PksChanged.topic,
    description: 'Every committed change to a contract (levels 1, 2, 99): refetch or update the cached list. Refused at subscribe time for other accounts.',
  })
  pksChanged(@Root() payload: PksChangePayload, @Ctx() ctx: Context) {
    return this.pksService.change(ctx, payload);
  }

  // ---- the agreement's counterpart fields (_mou) and relations, batched per request ----

  @Authorized<Ability>('pks:read')
  @FieldResolver(() => Mou, { description: 'The agreement (Detail MOU).' })
  mou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return this.pksService.mou(pks);
  }

  @FieldResolver(() => String, { description: 'Judul Kesepakatan.' })
  async judulMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await this.pksService.mou(pks)).judul;
  }

  @FieldResolver(() => String)
  async mitraMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await this.pksService.mou(pks)).mitra;
  }

  @FieldResolver(() => LocalDateResolver)
  async tglMulaiMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await this.pksService.mou(pks)).tglMulai;
  }

  @FieldResolver(() => LocalDateResolver)
  async tglBerakhirMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await this.pksService.mou(pks)).tglBerakhir;
  }

  @FieldResolver(() => String, { description: 'Ruang Lingkup / Tentang of the agreement.' })
  async deskripsiMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await this.pksService.mou(pks)).deskripsi;
  }

  @FieldResolver(() => String)
  async noKontrakMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await this.pksService.mou(pks)).noKontrak;
  }

  @FieldResolver(() => String)
  async noMitraMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await this.pksService.mou(pks)).noMitra;
  }

  @FieldResolver(() => Int)
  async idStatusMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await this.pksService.mou(pks)).idStatus;
  }

  @FieldResolver(() => String)
  async statusTextMou(@Ctx() ctx: Context, @Root() pks: Pks) {
    return (await this.pksService.mou(pks)).statusText;
  }

  @Authorized<Ability>('pks:read')
  @FieldResolver(() => [LampiranDokumen])
  dokumen(@Ctx() ctx: Context, @Root() pks: Pks) {
    return this.pksService.dokumen(ctx, pks);
  }

  @Authorized<Ability>('pks:read')
  @FieldResolver(() => [LampiranGambar])
  gambar(@Ctx() ctx: Context, @Root() pks: Pks) {
    return this.pksService.gambar(ctx, pks);
  }

  @Authorized<Ability>('pks:read')
  @FieldResolver(() => [Skpd], { description: 'Linked agencies, by name.' })
  skpd(@Ctx() ctx: Context, @Root() pks: Pks) {
    return this.pksService.skpd(ctx, pks);
  }
}
