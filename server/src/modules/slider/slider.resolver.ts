import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { Context } from '../../common/context.js';
import { PublicQuery } from '../../common/cache-hints.js';
import { PageInput, PageOf } from '../../common/paging.js';

import { SliderInput } from './slider.inputs.js';
import { Slider } from './slider.entity.js';
import { SliderService } from './slider.service.js';
import type { Ability } from '../../rules/policy.js';

const SliderPage = PageOf(Slider, 'Slider');

@Resolver(() => Slider)
export class SliderResolver {
  constructor(
    private readonly sliderService: SliderService,
  ) {}

  @PublicQuery()
  @Query(() => SliderPage, { description: 'Slider pictures ordered by urutan (page.order ASC or DESC; public).' })
  sliders(@Ctx() ctx: Context, @Arg('page', () => PageInput, { nullable: true }) page?: PageInput) {
    return this.sliderService.list(ctx, page);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Address of the picture (public; `?w=` gives a resized copy).' })
  gambar(@Root() slider: Slider, @Ctx() ctx: Context) {
    return this.sliderService.gambarUrl(ctx, slider);
  }

  @Authorized<Ability>('content:manage')
  @Mutation(() => Slider, { description: 'Adds a slider picture: urutan 1–9 and an image (png/jpg/jpeg, at most 2 MB).' })
  createSlider(
    @Ctx() ctx: Context,
    @Arg('input', () => SliderInput) input: SliderInput,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload> | null,
  ) {
    return this.sliderService.create(ctx, input, file);
  }

  @Authorized<Ability>('content:manage')
  @Mutation(() => Slider, { description: 'Changes urutan; `file` replaces the picture, leave it out to keep the current one.' })
  updateSlider(
    @Ctx() ctx: Context,
    @Arg('idGambar', () => Int) idGambar: number,
    @Arg('input', () => SliderInput) input: SliderInput,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload> | null,
  ) {
    return this.sliderService.update(ctx, idGambar, input, file);
  }

  @Authorized<Ability>('content:manage')
  @Mutation(() => Boolean)
  deleteSlider(@Ctx() ctx: Context, @Arg('idGambar', () => Int) idGambar: number) {
    return this.sliderService.delete(ctx, idGambar);
  }
}
