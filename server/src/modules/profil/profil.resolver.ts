import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { Context } from '../../common/context.js';
import { PublicQuery } from '../../common/cache-hints.js';

import { PetaSetelan, ProfilGambar, ProfilInput } from './profil.inputs.js';
import { Profil } from './profil.entity.js';
import { ProfilService } from './profil.service.js';
import type { Ability } from '../../rules/policy.js';

const IMAGE = { nullable: true, description: 'Address of the image or null (public; `?w=` gives a resized copy).' };

@Resolver(() => Profil)
export class ProfilResolver {
  constructor(
    private readonly profilService: ProfilService,
  ) {}

  @PublicQuery()
  @Query(() => Profil, { description: 'Profile and contact settings of the public site (public).' })
  profil(@Ctx() ctx: Context) {
    return this.profilService.get(ctx);
  }

  @FieldResolver(() => String, { ...IMAGE, description: 'Mayor image next to Visi & Misi. ' + IMAGE.description })
  gambarWalikota(@Ctx() ctx: Context) {
    return this.profilService.gambarUrl(ctx, 'WALIKOTA');
  }

  @FieldResolver(() => String, { ...IMAGE, description: 'Struktur Organisasi image. ' + IMAGE.description })
  gambarOrganisasi(@Ctx() ctx: Context) {
    return this.profilService.gambarUrl(ctx, 'ORGANISASI');
  }

  @FieldResolver(() => String, { ...IMAGE, description: 'Leader photo of the home page. ' + IMAGE.description })
  fotoPimpinan(@Ctx() ctx: Context) {
    return this.profilService.gambarUrl(ctx, 'PIMPINAN');
  }

  @FieldResolver(() => String, { ...IMAGE, description: 'Cooperation-submission image of the home page. ' + IMAGE.description })
  gambarPengajuan(@Ctx() ctx: Context) {
    return this.profilService.gambarUrl(ctx, 'PENGAJUAN');
  }

  @FieldResolver(() => PetaSetelan, { description: 'The tile server of the Kontak page\'s map (public).' })
  peta(): PetaSetelan {
    const { tileUrl, atribusi } = this.profilService.peta;
    return { tileUrl, atribusi };
  }

  @Authorized<Ability>('content:manage')
  @Mutation(() => Profil, { description: 'Partial update of the profile and contact settings (levels 1, 99).' })
  updateProfil(@Ctx() ctx: Context, @Arg('input', () => ProfilInput) input: ProfilInput) {
    return this.profilService.update(ctx, input);
  }

  @Authorized<Ability>('content:manage')
  @Mutation(() => Profil, { description: 'Replaces one profile image (png/jpg/jpeg by content, at most 2 MB; levels 1, 99).' })
  uploadProfilGambar(
    @Ctx() ctx: Context,
    @Arg('jenis', () => ProfilGambar) jenis: ProfilGambar,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload> | null,
  ) {
    return this.profilService.uploadGambar(ctx, jenis, file);
  }

  @Authorized<Ability>('content:manage')
  @Mutation(() => Profil, { description: 'Removes one profile image (levels 1, 99).' })
  deleteProfilGambar(@Ctx() ctx: Context, @Arg('jenis', () => ProfilGambar) jenis: ProfilGambar) {
    return this.profilService.deleteGambar(ctx, jenis);
  }
}
