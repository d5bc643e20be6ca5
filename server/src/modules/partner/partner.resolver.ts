import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { Context } from '../../common/context.js';
import { PublicQuery } from '../../common/cache-hints.js';
import { PageInput, PageOf } from '../../common/paging.js';

import { PartnerInput } from './partner.inputs.js';
import { Partner } from './partner.entity.js';
import { PartnerService } from './partner.service.js';
import type { Ability } from '../../rules/policy.js';

const PartnerPage = PageOf(Partner, 'Partner');

@Resolver(() => Partner)
export class PartnerResolver {
  constructor(
    private readonly partnerService: PartnerService,
  ) {}

  @PublicQuery()
  @Query(() => PartnerPage, { description: 'Mitra logos, 20 per page by default (public).' })
  partners(@Ctx() ctx: Context, @Arg('page', () => PageInput, { nullable: true }) page?: PageInput) {
    return this.partnerService.list(ctx, page);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Address of the logo (public; `?w=` gives a resized copy).' })
  logo(@Root() partner: Partner, @Ctx() ctx: Context) {
    return this.partnerService.logoUrl(ctx, partner);
  }

  @Authorized<Ability>('content:manage')
  @Mutation(() => Partner, { description: 'Tambah Mitra: name and logo (png/jpg/jpeg by content, at most 2 MB).' })
  createPartner(
    @Ctx() ctx: Context,
    @Arg('input', () => PartnerInput) input: PartnerInput,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload> | null,
  ) {
    return this.partnerService.create(ctx, input, file);
  }

  @Authorized<Ability>('content:manage')
  @Mutation(() => Boolean, { description: 'Deletes the partner logo and its image.' })
  deletePartner(@Ctx() ctx: Context, @Arg('idPartner', () => Int) idPartner: number) {
    return this.partnerService.delete(ctx, idPartner);
  }
}
