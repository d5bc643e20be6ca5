import { GraphQLError } from 'graphql';
import type { ErrorCode } from '../rules/errors.js';

export type { ErrorCode };

export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
  }
}

/** A rejected input: one Indonesian message per field; the first one is the error's message. */
export class InputError extends AppError {
  constructor(public readonly fields: Record<string, string>) {
    super('BAD_USER_INPUT', Object.values(fields)[0] ?? 'Data tidak valid', { fields });
  }
}

export const MESSAGES = {
  unauthenticated: 'Silakan masuk terlebih dahulu',
  forbidden: 'Anda tidak memiliki akses untuk tindakan ini',
  internal: 'Terjadi kesalahan pada server, silakan coba lagi',
  badRequest: 'Permintaan tidak valid',
} as const;

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} tidak ditemukan`);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const inputError = (field: string, message: string) => new InputError({ [field]: message });
