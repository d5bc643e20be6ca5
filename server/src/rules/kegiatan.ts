/** Kegiatan (activity/news) form rules, SPEC §5 Activity form. Pure: shared by the server and the client. */
import { z } from 'zod';
import { statusField } from './status.js';

export const KEGIATAN_STATUS_TEXT: Record<number, string> = { 1: 'Aktif', 2: 'Tidak Aktif' };
export const JUDUL_MAX = 255;
export const HIGHLIGHT_MAX = 500;
/** Characters of HTML in the body (after sanitizing); generous for articles, bounded for the database. */
export const ISI_MAX = 100_000;
/** Public list page size (SPEC §7, §9) and the home page's latest activities (SPEC §2.1). */
export { KEGIATAN_HOME_COUNT, KEGIATAN_PUBLIC_PAGE_SIZE } from './public.js';

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Maksimal ${max} karakter`);

export const kegiatanSchema = z.object({
  judul: required('Judul tidak boleh kosong', JUDUL_MAX),
  highlight: required('Highlight tidak boleh kosong', HIGHLIGHT_MAX),
  /** HTML from the rich-text editor; the server sanitizes it and checks it is still not empty. */
  isi: z.string({ error: 'Isi tidak boleh kosong' }).trim().min(1, 'Isi tidak boleh kosong').max(ISI_MAX * 2, 'Isi terlalu panjang'),
  status: statusField([1, 2]),
});
export type KegiatanFields = z.infer<typeof kegiatanSchema>;

/** True when a piece of HTML has no visible text (tags, whitespace and &nbsp; only). */
export const isBlankHtml = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;|\u00a0/gi, '')
    .trim() === '';
