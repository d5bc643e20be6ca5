/**
 * What an upload field accepts (SPEC §5), checked in the browser before anything is sent: the extension
 * of the name and the size. The server checks again, by content.
 */
export interface UploadRule {
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
  /** Size limit in MB (1 MB = 1024 × 1024 bytes, as on the server). */
  maxMb: number;
}

export const MB = 1024 * 1024;

/** Agreement and contract documents: 10 MB. */
export const DOCUMENT_UPLOAD: UploadRule = {
  extensions: ['doc', 'docx', 'jpg', 'jpeg', 'png', 'xls', 'xlsx', 'pdf'],
  maxMb: 10,
};
/** Gallery, partner logo, slider and activity images: 2 MB. */
export const IMAGE_UPLOAD: UploadRule = { extensions: ['png', 'jpg', 'jpeg'], maxMb: 2 };
/** The office's .docx templates (Unduh Draf): 2 MB. */
export const TEMPLAT_UPLOAD: UploadRule = { extensions: ['docx'], maxMb: 2 };
/** Penjajakan proposal files: 5 MB. */
export const PENJAJAGAN_UPLOAD: UploadRule = {
  extensions: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'xls', 'xlsx', 'zip', 'rar'],
  maxMb: 5,
};

export const FILE_REQUIRED_MESSAGE = 'File tidak boleh kosong';
export const FORMAT_MESSAGE = 'Format file salah';
export const sizeMessage = (maxMb: number): string => `Ukuran file lebih dari ${maxMb}MB`;

/** The `accept` attribute of the picker: ".doc,.docx,…". */
export const acceptOf = (rule: UploadRule): string => rule.extensions.map((e) => `.${e}`).join(',');

export const extensionOf = (name: string): string => {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i + 1).toLowerCase();
};

/** SPEC §5 message for a chosen file, or undefined when it may be sent. */
export const checkUploadFile = (file: File | null | undefined, rule: UploadRule): string | undefined => {
  if (!file || file.size === 0) return FILE_REQUIRED_MESSAGE;
  if (!rule.extensions.includes(extensionOf(file.name))) return FORMAT_MESSAGE;
  if (file.size > rule.maxMb * MB) return sizeMessage(rule.maxMb);
  return undefined;
};

/** "1,5 MB", "320 KB": sizes in the file lists and under the picker. */
export const formatBytes = (bytes: number): string => {
  if (bytes >= MB) return `${(bytes / MB).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024).toLocaleString('id-ID')} KB`;
  return `${bytes} B`;
};
