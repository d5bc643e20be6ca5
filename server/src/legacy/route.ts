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

/** One legacy `*.php` path: the GraphQL operation it runs, how its parameters map in and the result out. */
export interface LegacyRoute {
  method: 'GET' | 'POST';
  query: string;
  variables(req: LegacyRequest): Record<string, unknown>;
  result(data: Record<string, any>, req: LegacyRequest): LegacyResult;
}

export const SAVED = 'Data berhasil disimpan';
export const UPDATED = 'Data berhasil diubah';
export const DELETED = 'Data berhasil dihapus';
