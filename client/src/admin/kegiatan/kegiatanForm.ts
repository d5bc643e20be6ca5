import { isBlankHtml, kegiatanSchema } from '@rules/kegiatan';
import { fieldErrors } from '@rules/validation';
import type { AdminKegiatanQuery, KegiatanInput } from '../../generated/graphql';
import { IMAGE_UPLOAD, checkUploadFile } from '../../ui/upload';

export type KegiatanDetail = AdminKegiatanQuery['kegiatan'];

export interface KegiatanFormValues {
  judul: string;
  highlight: string;
  /** HTML from the rich-text editor. */
  isi: string;
  status: string;
}

export const emptyKegiatanForm: KegiatanFormValues = { judul: '', highlight: '', isi: '', status: '' };

export const kegiatanFormFrom = (k: KegiatanDetail): KegiatanFormValues => ({
  judul: k.judul,
  highlight: k.highlight,
  isi: k.isi,
  status: String(k.status),
});

export const kegiatanInput = (v: KegiatanFormValues): KegiatanInput => ({
  judul: v.judul.trim(),
  highlight: v.highlight.trim(),
  isi: v.isi,
  status: v.status === '' ? undefined : Number(v.status),
});

/** SPEC §5 Activity form messages; the picture is required when adding and kept when editing without one. */
export const validateKegiatanForm = (v: KegiatanFormValues, file: File | null, fileRequired: boolean): Record<string, string> => {
  const input = kegiatanInput(v);
  const result = kegiatanSchema.safeParse({ ...input, isi: isBlankHtml(input.isi ?? '') ? '' : input.isi });
  const messages = result.success ? {} : fieldErrors(result.error);
  const gambar = file || fileRequired ? checkUploadFile(file, IMAGE_UPLOAD) : undefined;
  return gambar ? { ...messages, gambar } : messages;
};
