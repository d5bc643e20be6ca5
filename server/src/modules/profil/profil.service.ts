import { z } from 'zod';
import { publicContentChanged } from '../../common/cache-hints.js';
import type { Context } from '../../common/context.js';
import { notFound } from '../../common/errors.js';
import { sanitizeRichText } from '../../common/rich-text.js';
import { validate } from '../../common/validate.js';
import type { FilesService } from '../../files/files.service.js';
import { registerPublicFileKind } from '../../files/files.service.js';
import { ownedFileUrl, removeOwnedFilesLater, replaceOwnedFile } from '../../files/owned-images.js';
import { validateWithUpload } from '../../files/upload-input.js';
import { IMAGE_RULE } from '../../files/upload.js';
import { isBlankHtml } from '../../rules/kegiatan.js';
import { PROFIL_GAMBAR_LABEL, profilSchema, RICH_TEXT_MAX } from '../../rules/profil.js';
import type { Commit } from '../riwayat/commit.js';
import type { PetaSetelan, ProfilGambar, ProfilInput } from './profil.inputs.js';
import { Profil, PROFIL_GAMBAR_KIND, PROFIL_ID } from './profil.entity.js';

for (const kind of Object.values(PROFIL_GAMBAR_KIND)) registerPublicFileKind(kind);

type Upload = Parameters<typeof validateWithUpload>[2];

/** A rich-text field as stored: sanitized like a kegiatan's body; blank after sanitizing is blank. */
const richText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(RICH_TEXT_MAX * 2, 'Teks terlalu panjang')
    .transform(sanitizeRichText)
    .refine((html) => !isBlankHtml(html), message)
    .refine((html) => html.length <= RICH_TEXT_MAX, 'Teks terlalu panjang')
    .optional();

const profilServerSchema = profilSchema.extend({
  profile: richText('Profil tidak boleh kosong'),
  visi: richText('Visi tidak boleh kosong'),
  misi: richText('Misi tidak boleh kosong'),
});

/** The profile and contact settings: public to read, levels 1 and 99 to change. */
export class ProfilService {
  constructor(
    private readonly commit: Commit,
    private readonly files: FilesService,
    /** The map of the Kontak page (MAP_TILE_URL, MAP_ATTRIBUTION). */
    readonly peta: PetaSetelan,
  ) {}

  async get(ctx: Context): Promise<Profil> {
    const profil = await ctx.em.findOne(Profil, { id: PROFIL_ID });
    if (!profil) throw notFound('Profil');
    return profil;
  }

  gambarUrl(ctx: Context, jenis: keyof typeof PROFIL_GAMBAR_KIND): Promise<string | null> {
    return ownedFileUrl(ctx, this.files, PROFIL_GAMBAR_KIND[jenis], PROFIL_ID);
  }

  async update(ctx: Context, input: ProfilInput): Promise<Profil> {
    const profil = await this.get(ctx);
    const fields = validate(profilServerSchema, input);
    const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    ctx.em.assign(profil, { ...changes, diubah: new Date() });
    await this.commit.write(ctx, { riwayat: 'Mengubah profil dan kontak', events: [publicContentChanged('profil')] });
    return profil;
  }

  /** Replaces one of the profile images (png/jpg/jpeg by content, at most 2 MB). */
  async uploadGambar(ctx: Context, jenis: ProfilGambar, upload: Upload): Promise<Profil> {
    const profil = await this.get(ctx);
    const { file } = await validateWithUpload(z.unknown(), {}, upload, IMAGE_RULE('file'), true);
    await replaceOwnedFile(ctx.em, this.files.store.bind(this.files), PROFIL_GAMBAR_KIND[jenis], PROFIL_ID, file!);
    profil.diubah = new Date();
    await this.commit.write(ctx, { riwayat: `Mengganti ${PROFIL_GAMBAR_LABEL[jenis]}`, events: [publicContentChanged('profil')] });
    return profil;
  }

  async deleteGambar(ctx: Context, jenis: ProfilGambar): Promise<Profil> {
    const profil = await this.get(ctx);
    const removed = await removeOwnedFilesLater(ctx.em, PROFIL_GAMBAR_KIND[jenis], PROFIL_ID);
    if (removed === 0) throw notFound(PROFIL_GAMBAR_LABEL[jenis].replace(/^./, (c) => c.toUpperCase()));
    profil.diubah = new Date();
    await this.commit.write(ctx, { riwayat: `Menghapus ${PROFIL_GAMBAR_LABEL[jenis]}`, events: [publicContentChanged('profil')] });
    return profil;
  }
}
