import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { asksField } from '../../common/selection.js';
import { subscribeFor } from '../../common/subscribe-for.js';
import type { Context } from '../../common/context.js';
import { PageInput, PageOf } from '../../common/paging.js';
import { Laporan, LaporanFilter, LaporanFormat } from '../laporan/laporan.types.js';
import { Skpd } from '../skpd/skpd.entity.js';
import { Penjajagan } from './penjajagan.entity.js';
import { PenjajaganFilter, PenjajaganInput, PesanPageInput } from './penjajagan.inputs.js';
import {
  PenjajaganDokumen,
  PenjajaganEvent,
  PesanPenjajagan,
  PesanPenjajaganPage,
  type PenjajaganEventPayload,
  type PesanEventPayload,
} from './penjajagan.types.js';
import { PenjajaganService } from './penjajagan.service.js';
import { PenjajaganChatService } from './penjajagan-chat.service.js';
import type { Ability } from '../../rules/policy.js';

const PenjajaganPage = PageOf(Penjajagan, 'Penjajagan');
const PenjajaganSkpdPage = PageOf(Skpd, 'PenjajaganSkpd');

@Resolver(() => Penjajagan)
export class PenjajaganResolver {
  constructor(
    private readonly penjajaganService: PenjajaganService,
    private readonly penjajaganChatService: PenjajaganChatService,
  ) {}

  @Authorized<Ability>('penjajagan:read')
  @Query(() => PenjajaganPage, { description: 'Penjajakan list: staff see all, a partner only its own.' })
  penjajagans(
    @Ctx() ctx: Context,
    @Arg('filter', () => PenjajaganFilter, { nullable: true }) filter?: PenjajaganFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return this.penjajaganService.list(ctx, filter, page);
  }

  @Authorized<Ability>('penjajagan:read')
  @Query(() => Penjajagan, { description: "A partner gets FORBIDDEN for another partner's proposal." })
  penjajagan(@Ctx() ctx: Context, @Arg('idPenjajagan', () => Int) idPenjajagan: number) {
    return this.penjajaganService.get(ctx, idPenjajagan);
  }

  @Authorized<Ability>('penjajagan:search')
  @Query(() => [Penjajagan], { description: 'Autocomplete of the agreement form: number or title contains `search`; at most 20.' })
  penjajaganCombo(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('idPenjajagan', () => Int, { nullable: true }) idPenjajagan?: number,
    @Arg('disetujui', () => Boolean, { nullable: true, description: 'Only approved proposals (those an agreement may be tied to).' }) disetujui?: boolean,
  ) {
    return this.penjajaganService.combo(ctx, search, idPenjajagan, disetujui ?? false);
  }

  @Authorized<Ability>('penjajagan:read')
  @Query(() => PenjajaganSkpdPage, { description: 'Agencies linked to a proposal (SKPD dialog).' })
  penjajaganSkpds(
    @Ctx() ctx: Context,
    @Arg('idPenjajagan', () => Int) idPenjajagan: number,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return this.penjajaganService.skpdList(ctx, idPenjajagan, page);
  }

  @Authorized<Ability>('penjajagan:read')
  @Query(() => PesanPenjajaganPage, {
    description:
      'Chat messages. Default newest first, 20 per page; `before` (a message id) gives the older ones (Read More); ' +
      '`after` gives the messages newer than that id, oldest first (catch-up after a reconnect).',
  })
  penjajaganPesan(
    @Ctx() ctx: Context,
    @Arg('idPenjajagan', () => Int) idPenjajagan: number,
    @Arg('page', () => PesanPageInput, { nullable: true }) page?: PesanPageInput,
    @Arg('before', () => Int, { nullable: true }) before?: number,
    @Arg('after', () => Int, { nullable: true }) after?: number,
    @Info() info?: GraphQLResolveInfo,
  ) {
    return this.penjajaganChatService.pesanList(ctx, idPenjajagan, page, before, after, !info || asksField(info, 'total'));
  }

  @Authorized<Ability>('penjajagan:report')
  @Query(() => Laporan, { description: 'Proposals submitted within the period, as a report table (levels 1, 99).' })
  penjajaganLaporan(@Ctx() ctx: Context, @Arg('filter', () => LaporanFilter, { nullable: true }) filter?: LaporanFilter) {
    return this.penjajaganService.laporan(ctx, filter);
  }

  @Authorized<Ability>('penjajagan:report')
  @Query(() => String, {
    description: 'A signed address (valid 10 minutes) of /api/penjajagan/laporan.php for this filter, to open in a new window.',
  })
  penjajaganLaporanLink(
    @Ctx() ctx: Context,
    @Arg('filter', () => LaporanFilter, { nullable: true }) filter?: LaporanFilter,
    @Arg('format', () => LaporanFormat, { nullable: true, defaultValue: LaporanFormat.PDF }) format?: LaporanFormat,
  ) {
    return this.penjajaganService.laporanLink(ctx, filter, format ?? LaporanFormat.PDF);
  }

  @Authorized<Ability>('penjajagan:write')
  @Mutation(() => Penjajagan, { description: 'A partner proposes for itself; levels 1/99 choose the partner. Status starts at 0 Baru.' })
  createPenjajagan(
    @Ctx() ctx: Context,
    @Arg('input', () => PenjajaganInput) input: PenjajaganInput,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload>,
  ) {
    return this.penjajaganService.create(ctx, input, file);
  }

  @Authorized<Ability>('penjajagan:manage')
  @Mutation(() => Penjajagan, { description: 'Levels 1/99. Only level 1 changes judul. A file, when given, becomes the new document.' })
  updatePenjajagan(
    @Ctx() ctx: Context,
    @Arg('idPenjajagan', () => Int) idPenjajagan: number,
    @Arg('input', () => PenjajaganInput) input: PenjajaganInput,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload>,
  ) {
    return this.penjajaganService.update(ctx, idPenjajagan, input, file);
  }

  @Authorized<Ability>('penjajagan:manage')
  @Mutation(() => Boolean, { description: 'Deletes the proposal with its documents, agencies and chat.' })
  deletePenjajagan(@Ctx() ctx: Context, @Arg('idPenjajagan', () => Int) idPenjajagan: number) {
    return this.penjajaganService.delete(ctx, idPenjajagan);
  }

  @Authorized<Ability>('penjajagan:write')
  @Mutation(() => Penjajagan, { description: 'add_file_baru: levels 1/99, or the partner on its own proposal.' })
  addPenjajaganDokumen(
    @Ctx() ctx: Context,
    @Arg('idPenjajagan', () => Int) idPenjajagan: number,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload>,
    @Arg('jenis', () => String, { nullable: true, description: 'Which required document it is (dokumenWajibPenjajagan), issue 17.' }) jenis?: string | null,
  ) {
    return this.penjajaganService.addDokumen(ctx, idPenjajagan, file, jenis);
  }

  @Authorized<Ability>('penjajagan:manage')
  @Mutation(() => Penjajagan)
  addPenjajaganSkpd(
    @Ctx() ctx: Context,
    @Arg('idPenjajagan', () => Int) idPenjajagan: number,
    @Arg('idSkpd', () => Int, { nullable: true }) idSkpd?: number,
  ) {
    return this.penjajaganService.addSkpd(ctx, idPenjajagan, idSkpd);
  }

  @Authorized<Ability>('penjajagan:manage')
  @Mutation(() => Penjajagan)
  removePenjajaganSkpd(
    @Ctx() ctx: Context,
    @Arg('idPenjajagan', () => Int) idPenjajagan: number,
    @Arg('idSkpd', () => Int) idSkpd: number,
  ) {
    return this.penjajaganService.removeSkpd(ctx, idPenjajagan, idSkpd);
  }

  @Authorized<Ability>('penjajagan:write')
  @Mutation(() => PesanPenjajagan, { description: 'Sends a chat message (≤ 200 characters; 20 per minute per account).' })
  kirimPesan(
    @Ctx() ctx: Context,
    @Arg('idPenjajagan', () => Int) idPenjajagan: number,
    @Arg('pesan', () => String, { nullable: true }) pesan?: string,
  ) {
    return this.penjajaganChatService.kirimPesan(ctx, idPenjajagan, pesan);
  }

  // Authorized once, at subscribe time (subscribeFor: see why not @Authorized there). Each event's owner is
  // still checked (subscribePesan), so a reassigned proposal stops reaching the old partner.
  @Subscription(() => PesanPenjajagan, {
    description: 'New chat messages of one proposal. Refused at subscribe time for a proposal the account may not see.',
    subscribe: subscribeFor(['penjajagan:read'], PenjajaganResolver, (r, ctx, args: { idPenjajagan: number }) =>
      r.penjajaganChatService.subscribePesan(ctx, args.idPenjajagan),
    ),
  })
  pesanBaru(
    @Ctx() ctx: Context,
    @Root() event: PesanEventPayload,
    @Arg('idPenjajagan', () => Int) _idPenjajagan: number,
  ): PesanPenjajagan {
    return this.penjajaganChatService.pesanFor(ctx, event);
  }

  @Authorized<Ability>('penjajagan:read')
  @Subscription(() => PenjajaganEvent, {
    description: 'Proposal changes (create, edit, status, delete, documents, agencies): staff get all, a partner its own.',
    subscribe: subscribeFor(['penjajagan:read'], PenjajaganResolver, (r, ctx) => r.penjajaganService.subscribeChanged(ctx)),
  })
  penjajaganChanged(@Root() event: PenjajaganEventPayload): PenjajaganEvent {
    return event;
  }

  @Authorized<Ability>('penjajagan:read')
  @FieldResolver(() => [PenjajaganDokumen], { description: 'Documents, newest first.' })
  dokumen(@Ctx() ctx: Context, @Root() p: Penjajagan) {
    return this.penjajaganService.documents(ctx, p);
  }

  @Authorized<Ability>('penjajagan:read')
  @FieldResolver(() => String, { nullable: true, description: "nama_file: the newest document's file name." })
  async namaFile(@Ctx() ctx: Context, @Root() p: Penjajagan) {
    return (await this.penjajaganService.documents(ctx, p))[0]?.namaFile ?? null;
  }

  @Authorized<Ability>('penjajagan:read')
  @FieldResolver(() => String, { nullable: true, description: "Signed address of the newest document." })
  async fileUrl(@Ctx() ctx: Context, @Root() p: Penjajagan) {
    return (await this.penjajaganService.documents(ctx, p))[0]?.url ?? null;
  }

  @Authorized<Ability>('penjajagan:read')
  @FieldResolver(() => [Skpd], { description: 'Linked agencies.' })
  skpd(@Ctx() ctx: Context, @Root() p: Penjajagan) {
    return this.penjajaganService.skpdOf(ctx, p);
  }
}
