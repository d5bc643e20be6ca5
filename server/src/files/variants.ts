import sharp from 'sharp';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Resized copies of public images (`/files/<id>/<name>?w=640`), computed once with sharp and kept in
 * `stored_file_variant` (deleted with their file by the foreign key's ON DELETE CASCADE).
 */
sharp.cache(false);
// Two cores are shared by every request: one libvips thread per resize keeps the server responsive.
sharp.concurrency(1);

export type VariantFormat = 'webp' | 'jpeg' | 'png';
export const VARIANT_MIME: Record<VariantFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };
export const VARIANT_EXT: Record<VariantFormat, string> = { webp: 'webp', jpeg: 'jpg', png: 'png' };

/** Image types that can be resized. */
export const RESIZABLE_MIME = new Set(['image/png', 'image/jpeg']);

/** Refuse to decode more pixels than this (a small file can claim huge dimensions). */
const MAX_INPUT_PIXELS = 50_000_000;

/** WebP when the browser says it accepts it; otherwise the original format. */
export const pickFormat = (originalMime: string, accept: string | undefined): VariantFormat =>
  accept && /(^|,)\s*image\/webp\s*(;|,|$)/i.test(accept) ? 'webp' : originalMime === 'image/png' ? 'png' : 'jpeg';

export const renderVariant = async (content: Buffer, width: number, format: VariantFormat): Promise<Buffer> => {
  const image = sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate() // apply the EXIF orientation before the metadata is dropped
    .resize({ width, withoutEnlargement: true });
  if (format === 'webp') return image.webp({ quality: 80, effort: 4 }).toBuffer();
  if (format === 'jpeg') return image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  return image.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
};

/**
 * Why a picture would not show, or null when it decodes whole: a truncated or corrupt file passes the type
 * check by its first bytes, and the site would show it broken.
 */
export const imageProblem = async (content: Buffer): Promise<'rusak' | 'terlalu besar' | null> => {
  try {
    // decoding to a thumbnail reads every byte of the file (JPEG shrinks while it decodes: cheap)
    await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).resize(16, 16, { fit: 'inside' }).raw().toBuffer();
    return null;
  } catch (err) {
    return /pixel limit/i.test(String(err)) ? 'terlalu besar' : 'rusak';
  }
};

interface VariantRow {
  mime: string;
  content: Buffer;
}

/** Requests for the same variant that arrive together share one computation. */
const inFlight = new Map<string, Promise<VariantRow | null>>();

/**
 * The variant of a stored image at one width and format: from the table when it was computed before,
 * otherwise computed now and stored. Null when the image cannot be decoded (the caller serves the original).
 */
export const loadVariant = (orm: MikroORM, fileId: string, width: number, format: VariantFormat): Promise<VariantRow | null> => {
  const key = `${fileId}:${width}:${format}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const work = (async () => {
    const conn = orm.em.getConnection();
    const [cached] = await conn.execute<VariantRow[]>(
      'select mime, content from stored_file_variant where file_id = ? and width = ? and format = ?',
      [fileId, width, format],
    );
    if (cached) return cached;
    const [original] = await conn.execute<{ content: Buffer }[]>('select content from stored_file where id = ?', [fileId]);
    if (!original) return null;
    let content: Buffer;
    try {
      content = await renderVariant(original.content, width, format);
    } catch {
      return null;
    }
    const mime = VARIANT_MIME[format];
    await conn.execute(
      `insert into stored_file_variant (file_id, width, format, mime, size, content) values (?, ?, ?, ?, ?, ?)
       on conflict (file_id, width, format) do nothing`,
      [fileId, width, format, mime, content.length, content],
    );
    return { mime, content };
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
};
