import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { InputError } from '../common/errors.js';
import type { FileUpload } from 'graphql-upload/Upload.mjs';

/** What an upload field accepts (SPEC §5): extensions by content, a size limit and its message. */
export interface UploadRule {
  field: string;
  extensions: readonly string[];
  maxBytes: number;
}

export const MB = 1024 * 1024;
export const IMAGE_RULE = (field = 'file'): UploadRule => ({ field, extensions: ['png', 'jpg', 'jpeg'], maxBytes: 2 * MB });
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
export const sizeMessage = (maxBytes: number): string => `Ukuran file lebih dari ${Math.round(maxBytes / MB)}MB`;

export interface CheckedFile {
  originalName: string;
  mime: string;
  ext: string;
  size: number;
  sha256: string;
  content: Buffer;
}

/** Types whose content signature is shared: the extension of the name picks among the allowed ones. */
const CONTAINERS: Record<string, string[]> = {
  cfb: ['doc', 'xls'],
  zip: ['zip', 'docx', 'xlsx'],
};
const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
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
    throw new InputError({ [rule.field]: sizeMessage(rule.maxBytes) });
  }
  if (content.length === 0) throw new InputError({ [rule.field]: 'File tidak boleh kosong' });
  const detected = await fileTypeFromBuffer(content);
  const nameExt = /\.([a-z0-9]+)$/i.exec(file.filename ?? '')?.[1]?.toLowerCase() ?? '';
  let ext = detected?.ext as string | undefined;
  if (ext && CONTAINERS[ext]) ext = CONTAINERS[ext]!.includes(nameExt) ? nameExt : ext;
  if (ext === 'jpg' && nameExt === 'jpeg') ext = 'jpeg';
  if (!ext || !rule.extensions.includes(ext)) throw new InputError({ [rule.field]: FORMAT_MESSAGE });
  return {
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
    originalName: (file.filename || `file.${ext}`).replace(/[\u0000-\u001f\u007f/\\]/g, '_').slice(0, 255),
    mime: MIME[ext] ?? detected!.mime,
    ext,
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
  };
};
