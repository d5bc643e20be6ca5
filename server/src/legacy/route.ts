import type { UploadRule } from '../files/upload.js';
import type { Params } from './wire.js';

export interface LegacyFile {
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export interface LegacyRequest {
  params: Params;
  file?: LegacyFile;
}

export interface LegacyResult {
  data?: unknown;
  total?: number;
  message?: string;
  /** Extra top-level fields (e.g. the login token). */
  extra?: Record<string, unknown>;
}

/** A document sent instead of JSON (a report opened in a new window). */
export interface LegacyDownload {
  filename: string;
  contentType: string;
  body: Buffer;
}

/** One legacy `*.php` path: the GraphQL operation it runs, how its parameters map in and the result out. */
export interface LegacyRoute {
  method: 'GET' | 'POST';
  query: string;
  variables(req: LegacyRequest): Record<string, unknown>;
  result(data: Record<string, any>, req: LegacyRequest): LegacyResult;
  /**
   * Makes the path a download (e.g. `laporan.php`): the document built from the operation's data, or null
   * to answer with `result` as JSON after all. A new window cannot send an Authorization header, so such a
   * path also accepts the session as a `token` query parameter, or a signed link (`uid`, `exp`, `sig`).
   */
  download?(data: Record<string, any>, req: LegacyRequest): Promise<LegacyDownload | null>;
  /**
   * The rule its operation checks the file with: a file past the parser's cap is answered with this rule's
   * message, as one just past the rule's own limit is ('Ukuran file lebih dari 2MB', not the cap's 10MB).
   */
  upload?: UploadRule;
}

export const SAVED = 'Data berhasil disimpan';
export const UPDATED = 'Data berhasil diubah';
export const DELETED = 'Data berhasil dihapus';
