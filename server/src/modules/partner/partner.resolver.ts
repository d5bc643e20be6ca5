import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { Context } from '../../app/context.js';
import { PublicQuery } from '../../common/cache-hints.js';
import { PageInput, PageOf } from '../../common/paging.js';
import { ADMINS } from '../../rules/levels.js';
import { PartnerInput } from './partner.inputs.js';
import { Partner } from './partner.entity.js';

const PartnerPage = PageOf(Partner, 'Partner');

@Resolver(() => Partner)
export class PartnerResolver {
  @PublicQuery()
  @Query(() => PartnerPage, { description: 'Mitra logos, 20 per page by default (public).' })
  partners(@Ctx() ctx: Context, @Arg('page', () => PageInput, { nullable: true }) page?: PageInput) {
    return ctx.services.partner.list(ctx, page);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Address of the logo (public; `?w=` gives a resized copy).' })
  logo(@Root() partner: Partner, @Ctx() ctx: Context) {
    return ctx.services.partner.logoUrl(ctx, partner);
  }

  @Authorized(ADMINS)
  @Mutation(() => Partner, { description: 'Tambah Mitra: name and logo (png/jpg/jpeg by content, at most 2 MB).' })
  createPartner(
    @Ctx() ctx: Context,
    @Arg('input', () => PartnerInput) input: PartnerInput,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload> | null,
  ) {
    return ctx.services.partner.create(ctx, input, file);
  }

  @Authorized(ADMINS)
  @Mutation(() => Boolean, { description: 'Deletes the partner logo and its image.' })
  deletePartner(@Ctx() ctx: Context, @Arg('idPartner', () => Int) idPartner: number) {
    return ctx.services.partner.delete(ctx, idPartner);
  }
}
