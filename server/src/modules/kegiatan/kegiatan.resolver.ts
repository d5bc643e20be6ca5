import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { Context } from '../../common/context.js';
import { PublicQuery } from '../../common/cache-hints.js';
import { PageInput, PageOf } from '../../common/paging.js';

import { KegiatanFilter, KegiatanInput } from './kegiatan.inputs.js';
import { Kegiatan } from './kegiatan.entity.js';
import { KegiatanService } from './kegiatan.service.js';
import type { Ability } from '../../rules/policy.js';

const KegiatanPage = PageOf(Kegiatan, 'Kegiatan');

@Resolver(() => Kegiatan)
export class KegiatanResolver {
  constructor(
    private readonly kegiatanService: KegiatanService,
  ) {}

  @Authorized<Ability>('content:manage')
  @Query(() => KegiatanPage, { description: 'Admin Kegiatan list, every status (levels 1, 99). Ordered by waktu.' })
  kegiatans(
    @Ctx() ctx: Context,
    @Arg('filter', () => KegiatanFilter, { nullable: true }) filter?: KegiatanFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return this.kegiatanService.list(ctx, filter, page);
  }

  @Authorized<Ability>('content:manage')
  @Query(() => Kegiatan, { description: 'One kegiatan in any status, for the edit dialog (levels 1, 99).' })
  kegiatan(@Ctx() ctx: Context, @Arg('idKegiatan', () => Int) idKegiatan: number) {
    return this.kegiatanService.get(ctx, idKegiatan);
  }

  @PublicQuery()
  @Query(() => KegiatanPage, { description: 'Public list: active kegiatan, newest first, 8 per page, optional judul filter.' })
  kegiatanPublik(
    @Ctx() ctx: Context,
    @Arg('judul', () => String, { nullable: true }) judul?: string,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
  ) {
    return this.kegiatanService.listPublic(ctx, judul, page);
  }

  @PublicQuery()
  @Query(() => Kegiatan, { description: 'Public detail of an active kegiatan (NOT_FOUND otherwise).' })
  kegiatanPublikDetail(@Ctx() ctx: Context, @Arg('idKegiatan', () => Int) idKegiatan: number) {
    return this.kegiatanService.getPublic(ctx, idKegiatan);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Address of the picture (public; `?w=` gives a resized copy).' })
  gambar(@Root() kegiatan: Kegiatan, @Ctx() ctx: Context) {
    return this.kegiatanService.gambarUrl(ctx, kegiatan);
  }

  @Authorized<Ability>('content:manage')
  @Mutation(() => Kegiatan, { description: 'Adds a kegiatan; `gambar` (png/jpg/jpeg, at most 2 MB) is required.' })
  createKegiatan(
    @Ctx() ctx: Context,
    @Arg('input', () => KegiatanInput) input: KegiatanInput,
    @Arg('gambar', () => GraphQLUpload, { nullable: true }) gambar?: Promise<FileUpload> | null,
  ) {
    return this.kegiatanService.create(ctx, input, gambar);
  }

  @Authorized<Ability>('content:manage')
  @Mutation(() => Kegiatan, { description: 'Edits a kegiatan; `gambar` replaces the picture, leave it out to keep it.' })
  updateKegiatan(
    @Ctx() ctx: Context,
    @Arg('idKegiatan', () => Int) idKegiatan: number,
    @Arg('input', () => KegiatanInput) input: KegiatanInput,
    @Arg('gambar', () => GraphQLUpload, { nullable: true }) gambar?: Promise<FileUpload> | null,
  ) {
    return this.kegiatanService.update(ctx, idKegiatan, input, gambar);
  }

  @Authorized<Ability>('content:manage')
  @Mutation(() => Boolean)
  deleteKegiatan(@Ctx() ctx: Context, @Arg('idKegiatan', () => Int) idKegiatan: number) {
    return this.kegiatanService.delete(ctx, idKegiatan);
  }
}
