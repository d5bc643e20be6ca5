import type { Context } from '../../common/context.js';
import { notFound } from '../../common/errors.js';
import { publicContentChanged } from '../../common/cache-hints.js';
import { likeContains, paging, type Page, type PageInput } from '../../common/paging.js';
import { sanitizeRichText } from '../../common/rich-text.js';
import type { FilesService } from '../../files/files.service.js';
import { registerPublicFileKind } from '../../files/files.service.js';
import { nextId, ownedFileUrl, removeOwnedFilesLater, replaceOwnedFile } from '../../files/owned-images.js';
import { validateWithUpload } from '../../files/upload-input.js';
import { IMAGE_RULE } from '../../files/upload.js';
import { isBlankHtml, ISI_MAX, KEGIATAN_HOME_COUNT, KEGIATAN_PUBLIC_PAGE_SIZE, kegiatanSchema } from '../../rules/kegiatan.js';
import type { Commit } from '../riwayat/commit.js';
import { User } from '../user/user.entity.js';
import type { KegiatanFilter, KegiatanInput } from './kegiatan.inputs.js';
import { Kegiatan, KEGIATAN_GAMBAR } from './kegiatan.entity.js';
import { claimForDelete } from '../../common/claim.js';

registerPublicFileKind(KEGIATAN_GAMBAR);

type Upload = Parameters<typeof validateWithUpload>[2];

const ACTIVE = 1;

/** The form rules plus the body as stored: sanitized, and blank after sanitizing is the same as blank. */
const kegiatanServerSchema = kegiatanSchema.extend({
  isi: kegiatanSchema.shape.isi
    .transform(sanitizeRichText)
    .refine((isi) => !isBlankHtml(isi), 'Isi tidak boleh kosong')
    .refine((isi) => isi.length <= ISI_MAX, 'Isi terlalu panjang'),
});

/** Kegiatan (news): admin management (levels 1, 99) and the public list and detail (active only). */
export class KegiatanService {
  constructor(
    private readonly commit: Commit,
    private readonly files: FilesService,
  ) {}

  async list(ctx: Context, filter?: KegiatanFilter | null, pageInput?: PageInput | null): Promise<Page<Kegiatan>> {
    const { limit, offset, order } = paging(pageInput);
    const where: Record<string, unknown> = {};
    const judul = filter?.judul?.trim();
    if (judul) where.judul = { $ilike: likeContains(judul) };
    if (filter?.status !== undefined && filter.status !== null) where.status = filter.status;
    const [items, total] = await ctx.em.findAndCount(Kegiatan, where, {
      orderBy: { waktu: order, idKegiatan: order },
      limit,
      offset,
    });
    return { items, total };
  }

  /** The public list: active kegiatan only, newest first, 8 per page. */
  async listPublic(ctx: Context, judul?: string | null, page?: number | null): Promise<Page<Kegiatan>> {
    return this.list(ctx, { judul: judul ?? undefined, status: ACTIVE }, { page: page ?? 1, limit: KEGIATAN_PUBLIC_PAGE_SIZE });
  }

  /** The latest active kegiatan for the home page. */
  latest(ctx: Context, count = KEGIATAN_HOME_COUNT): Promise<Kegiatan[]> {
    return ctx.em.find(Kegiatan, { status: ACTIVE }, { orderBy: { waktu: 'desc', idKegiatan: 'desc' }, limit: count });
  }

  async get(ctx: Context, idKegiatan: number): Promise<Kegiatan> {
    const kegiatan = await ctx.em.findOne(Kegiatan, { idKegiatan });
    if (!kegiatan) throw notFound('Kegiatan');
    return kegiatan;
  }

  /** Public detail: an inactive kegiatan does not exist for visitors. */
  async getPublic(ctx: Context, idKegiatan: number): Promise<Kegiatan> {
    const kegiatan = await ctx.em.findOne(Kegiatan, { idKegiatan, status: ACTIVE });
    if (!kegiatan) throw notFound('Kegiatan');
    return kegiatan;
  }

  gambarUrl(ctx: Context, kegiatan: Kegiatan): Promise<string | null> {
    return ownedFileUrl(ctx, this.files, KEGIATAN_GAMBAR, kegiatan.idKegiatan);
  }

  async create(ctx: Context, input: KegiatanInput, upload: Upload): Promise<Kegiatan> {
    const { fields, file } = await validateWithUpload(kegiatanServerSchema, input, upload, IMAGE_RULE('gambar'), true);
    const actor = ctx.actor!;
    const idKegiatan = await nextId(ctx.em, 'kegiatan_id_kegiatan_seq');
    const kegiatan = ctx.em.create(Kegiatan, {
      idKegiatan,
      judul: fields.judul,
      highlight: fields.highlight,
      isi: fields.isi,
      status: fields.status,
      waktu: new Date(),
      penulis: ctx.em.getReference(User, actor.idUser, { wrapped: true }),
      namaUser: actor.nama,
    });
    this.files.store(ctx.em, KEGIATAN_GAMBAR, idKegiatan, file!);
    await this.commit.write(ctx, { riwayat: `Menambah kegiatan "${kegiatan.judul}"`, events: [publicContentChanged('kegiatan', idKegiatan)] });
    return kegiatan;
  }

  /** Edits the text and status; a new `gambar` replaces the picture, none keeps it. */
  async update(ctx: Context, idKegiatan: number, input: KegiatanInput, upload: Upload): Promise<Kegiatan> {
    const kegiatan = await this.get(ctx, idKegiatan);
    const { fields, file } = await validateWithUpload(kegiatanServerSchema, input, upload, IMAGE_RULE('gambar'), false);
    ctx.em.assign(kegiatan, { judul: fields.judul, highlight: fields.highlight, isi: fields.isi, status: fields.status });
    if (file) await replaceOwnedFile(ctx.em, this.files.store.bind(this.files), KEGIATAN_GAMBAR, idKegiatan, file);
    await this.commit.write(ctx, { riwayat: `Mengubah kegiatan "${kegiatan.judul}"${file ? ' (gambar diganti)' : ''}`, events: [publicContentChanged('kegiatan', idKegiatan)] });
    return kegiatan;
  }

  async delete(ctx: Context, idKegiatan: number): Promise<boolean> {
    const kegiatan = await this.get(ctx, idKegiatan);
    return this.commit.transaction(ctx, async (em) => {
      await claimForDelete(em, Kegiatan, { idKegiatan }, 'Kegiatan');
      em.remove(em.getReference(Kegiatan, idKegiatan));
      await removeOwnedFilesLater(em, KEGIATAN_GAMBAR, idKegiatan);
      return { result: true, change: { riwayat: `Menghapus kegiatan "${kegiatan.judul}"`, events: [publicContentChanged('kegiatan', idKegiatan)] } };
    });
  }
}
