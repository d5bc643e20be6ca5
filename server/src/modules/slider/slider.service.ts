import type { Context } from '../../common/context.js';
import { publicContentChanged } from '../../common/cache-hints.js';
import { notFound } from '../../common/errors.js';
import { paging, type Page, type PageInput } from '../../common/paging.js';
import type { FilesService } from '../../files/files.service.js';
import { registerPublicFileKind } from '../../files/files.service.js';
import { nextId, ownedFileUrl, removeOwnedFilesLater, replaceOwnedFile } from '../../files/owned-images.js';
import { validateWithUpload } from '../../files/upload-input.js';
import { IMAGE_RULE } from '../../files/upload.js';
import { sliderSchema } from '../../rules/slider.js';
import type { Commit } from '../riwayat/commit.js';
import type { SliderInput } from './slider.inputs.js';
import { Slider, SLIDER_GAMBAR } from './slider.entity.js';
import { claimForDelete } from '../../common/claim.js';

registerPublicFileKind(SLIDER_GAMBAR);

type Upload = Parameters<typeof validateWithUpload>[2];

/** Home-page slider pictures (screen GAMBAR). Reading is public; writes are for levels 1 and 99. */
export class SliderService {
  constructor(
    private readonly commit: Commit,
    private readonly files: FilesService,
  ) {}

  /** Ordered by urutan (the page's order, DESC by default as every list), then by age. */
  async list(ctx: Context, pageInput?: PageInput | null): Promise<Page<Slider>> {
    const { limit, offset, order } = paging(pageInput);
    const [items, total] = await ctx.em.findAndCount(Slider, {}, { orderBy: { urutan: order, idGambar: order }, limit, offset });
    return { items, total };
  }

  /** The pictures the home page shows, in ascending urutan. */
  forHome(ctx: Context, limit = 20): Promise<Slider[]> {
    return ctx.em.find(Slider, {}, { orderBy: { urutan: 'asc', idGambar: 'asc' }, limit });
  }

  gambarUrl(ctx: Context, slider: Slider): Promise<string | null> {
    return ownedFileUrl(ctx, this.files, SLIDER_GAMBAR, slider.idGambar);
  }

  private async get(ctx: Context, idGambar: number): Promise<Slider> {
    const slider = await ctx.em.findOne(Slider, { idGambar });
    if (!slider) throw notFound('Gambar');
    return slider;
  }

  async create(ctx: Context, input: SliderInput, upload: Upload): Promise<Slider> {
    const { fields, file } = await validateWithUpload(sliderSchema, input, upload, IMAGE_RULE('file'), true);
    const idGambar = await nextId(ctx.em, 'slider_id_gambar_seq');
    const slider = ctx.em.create(Slider, { idGambar, urutan: fields.urutan });
    this.files.store(ctx.em, SLIDER_GAMBAR, idGambar, file!);
    await this.commit.write(ctx, { riwayat: `Menambah gambar slider (urutan ${slider.urutan})`, events: [publicContentChanged('slider')] });
    return slider;
  }

  /** Changes urutan; a new picture replaces the old one, no picture keeps it. */
  async update(ctx: Context, idGambar: number, input: SliderInput, upload: Upload): Promise<Slider> {
    const slider = await this.get(ctx, idGambar);
    const { fields, file } = await validateWithUpload(sliderSchema, input, upload, IMAGE_RULE('file'), false);
    const before = slider.urutan;
    slider.urutan = fields.urutan;
    if (file) await replaceOwnedFile(ctx.em, this.files.store.bind(this.files), SLIDER_GAMBAR, idGambar, file);
    const changes = [before !== slider.urutan ? `urutan ${before} → ${slider.urutan}` : `urutan ${slider.urutan}`];
    if (file) changes.push('gambar diganti');
    await this.commit.write(ctx, { riwayat: `Mengubah gambar slider (${changes.join(', ')})`, events: [publicContentChanged('slider')] });
    return slider;
  }

  async delete(ctx: Context, idGambar: number): Promise<boolean> {
    const slider = await this.get(ctx, idGambar);
    return this.commit.transaction(ctx, async (em) => {
      await claimForDelete(em, Slider, { idGambar }, 'Gambar');
      em.remove(em.getReference(Slider, idGambar));
      await removeOwnedFilesLater(em, SLIDER_GAMBAR, idGambar);
      return { result: true, change: { riwayat: `Menghapus gambar slider (urutan ${slider.urutan})`, events: [publicContentChanged('slider')] } };
    });
  }
}
