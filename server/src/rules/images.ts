/**
 * Responsive images (pure; the client imports it to build `srcset`). Public images are served at
 * `<url>?w=<width>` for these widths only: resized, recompressed (WebP when the browser accepts it)
 * and cached once in the database.
 */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const isImageWidth = (w: number): w is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(w);

/** `url?w=…` for one width (keeps any query the address already has). */
export const imageAt = (url: string, width: ImageWidth): string => `${url}${url.includes('?') ? '&' : '?'}w=${width}`;

/** A `srcset` value with every allowed width up to `max`. */
export const imageSrcSet = (url: string, max: number = 1920): string =>
  IMAGE_WIDTHS.filter((w) => w <= max)
    .map((w) => `${imageAt(url, w)} ${w}w`)
    .join(', ');
