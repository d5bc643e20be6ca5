import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { Context } from '../../app/context.js';
import { PublicQuery } from '../../common/cache-hints.js';
import { PageInput, PageOf } from '../../common/paging.js';
import { ADMINS } from '../../rules/levels.js';
import { SliderInput } from './slider.inputs.js';
import { Slider } from './slider.entity.js';

const SliderPage = PageOf(Slider, 'Slider');

@Resolver(() => Slider)
export class SliderResolver {
  @PublicQuery()
  @Query(() => SliderPage, { description: 'Slider pictures ordered by urutan (page.order ASC or DESC; public).' })
  sliders(@Ctx() ctx: Context, @Arg('page', () => PageInput, { nullable: true }) page?: PageInput) {
    return ctx.services.slider.list(ctx, page);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Address of the picture (public; `?w=` gives a resized copy).' })
  gambar(@Root() slider: Slider, @Ctx() ctx: Context) {
    return ctx.services.slider.gambarUrl(ctx, slider);
  }

  @Authorized(ADMINS)
  @Mutation(() => Slider, { description: 'Adds a slider picture: urutan 1–9 and an image (png/jpg/jpeg, at most 2 MB).' })
  createSlider(
    @Ctx() ctx: Context,
    @Arg('input', () => SliderInput) input: SliderInput,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload> | null,
  ) {
    return ctx.services.slider.create(ctx, input, file);
  }

  @Authorized(ADMINS)
  @Mutation(() => Slider, { description: 'Changes urutan; `file` replaces the picture, leave it out to keep the current one.' })
  updateSlider(
    @Ctx() ctx: Context,
    @Arg('idGambar', () => Int) idGambar: number,
    @Arg('input', () => SliderInput) input: SliderInput,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload> | null,
  ) {
    return ctx.services.slider.update(ctx, idGambar, input, file);
  }

  @Authorized(ADMINS)
  @Mutation(() => Boolean)
  deleteSlider(@Ctx() ctx: Context, @Arg('idGambar', () => Int) idGambar: number) {
    return ctx.services.slider.delete(ctx, idGambar);
  }
}
