import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { InputError } from '../common/errors.js';
import { isOoxmlKind, isOoxmlPackage, oleKind } from './office.js';
import { imageProblem } from './variants.js';
import type { FileUpload } from 'graphql-upload/Upload.mjs';

/** What an upload field accepts (SPEC §5): extensions by content, a size limit and its message. */
export interface UploadRule {
  field: string;
  extensions: readonly string[];
  maxBytes: number;
  /** A picture the site shows: it must decode whole, not only start like one. */
  image?: boolean;
}

export const MB = 1024 * 1024;
export const IMAGE_RULE = (field = 'file'): UploadRule => ({ field, extensions: ['png', 'jpg', 'jpeg'], maxBytes: 2 * MB, image: true });
export const DOCUMENT_RULE = (field = 'file'): UploadRule => ({
  field,
  extensions: ['doc', 'docx', 'jpg', 'jpeg', 'png', 'xls', 'xlsx', 'pdf'],
  maxBytes: 10 * MB,
});
/** Penjajakan proposal files (SPEC §5): documents, images and archives, at most 5 MB. */
export const PENJAJAGAN_RULE = (field = 'file'): UploadRule => ({
  field,
  extensions: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'xls', 'xlsx', 'zip', 'rar'],
  maxBytes: 5 * MB,
});

export const FORMAT_MESSAGE = 'Format file salah';
export const IMAGE_MESSAGES = {
  rusak: 'Gambar rusak atau tidak lengkap: unggah ulang file aslinya',
  'terlalu besar': 'Dimensi gambar terlalu besar (maksimal 50 megapiksel)',
} as const;
export const sizeMessage = (maxBytes: number): string => `Ukuran file lebih dari ${Math.round(maxBytes / MB)}MB`;

export interface CheckedFile {
  originalName: string;
  mime: string;
  ext: string;
  size: number;
  sha256: string;
  content: Buffer;
}

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
};

/**
 * The type of the content, decided by its structure alone: what file-type recognises, with the Office
 * formats checked further (a ZIP is a DOCX/XLSX/PPTX only with that kind's parts, and otherwise a plain
 * ZIP; an OLE compound file is a DOC or XLS only with Word's or Excel's stream, and otherwise nothing accepted).
 */
const contentType = async (content: Buffer, detected: string | undefined): Promise<string | undefined> => {
  if (isOoxmlKind(detected)) return (await isOoxmlPackage(content, detected)) ? detected : 'zip';
  if (detected === 'cfb') return oleKind(content) ?? undefined;
  return detected;
};

/**
 * The name a file is kept and served under: the uploaded name (path separators and control characters
 * replaced) with the extension of its detected type, so a PNG sent as `poly.html` is `poly.png`.
 */
const storedName = (uploaded: string | undefined, ext: string): string => {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
  const clean = (uploaded ?? '').replace(/[\u0000-\u001f\u007f/\\]/g, '_');
  const dot = clean.lastIndexOf('.');
  const [base, given] = dot >= 0 ? [clean.slice(0, dot), clean.slice(dot + 1)] : [clean, ''];
  // whole characters only: a cut through a surrogate pair would leave half an emoji
  const kept = [...(base || 'file')].slice(0, 250 - ext.length).join('');
  return `${kept}.${given.toLowerCase() === ext ? given : ext}`;
};

const readLimited = async (upload: FileUpload, rule: UploadRule): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of upload.createReadStream()) {
    size += (chunk as Buffer).length;
    if (size > rule.maxBytes) throw new InputError({ [rule.field]: sizeMessage(rule.maxBytes) });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

/**
 * Reads an upload and accepts it only if its content is one of the allowed types, whatever its name or
 * declared MIME type say; an empty or missing file is 'File tidak boleh kosong'.
 */
export const checkUpload = async (
  upload: Promise<FileUpload> | FileUpload | null | undefined,
  rule: UploadRule,
): Promise<CheckedFile> => {
  const file = await Promise.resolve(upload).catch((err: Error) => {
    if (/maxFileSize|File truncated/i.test(err.message)) throw new InputError({ [rule.field]: sizeMessage(rule.maxBytes) });
    return null;
  });
  if (!file) throw new InputError({ [rule.field]: 'File tidak boleh kosong' });
  let content: Buffer;
  try {
    content = await readLimited(file, rule);
  } catch (err) {
    if (err instanceof InputError) throw err;
    // the upload parser cut the file at its cap; any other break is a request cut off (a cancelled upload)
    if (/maxFileSize|truncated|exceed/i.test((err as Error).message ?? '')) throw new InputError({ [rule.field]: sizeMessage(rule.maxBytes) });
    throw new InputError({ [rule.field]: 'Unggahan terputus sebelum selesai; silakan unggah lagi' });
  }
  if (content.length === 0) throw new InputError({ [rule.field]: 'File tidak boleh kosong' });
  const detected = await fileTypeFromBuffer(content);
  const nameExt = /\.([a-z0-9]+)$/i.exec(file.filename ?? '')?.[1]?.toLowerCase() ?? '';
  let ext = await contentType(content, detected?.ext);
  if (ext === 'jpg' && nameExt === 'jpeg') ext = 'jpeg';
  if (!ext || !rule.extensions.includes(ext)) throw new InputError({ [rule.field]: FORMAT_MESSAGE });
  const problem = rule.image ? await imageProblem(content) : null;
  if (problem) throw new InputError({ [rule.field]: IMAGE_MESSAGES[problem] });
  return {
    originalName: storedName(file.filename, ext),
    mime: MIME[ext] ?? detected!.mime,
    ext,
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
  };
};
