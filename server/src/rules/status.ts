import { z } from 'zod';

/** Status values of SPEC §4. */
export const ACTIVE_STATUS_TEXT: Record<number, string> = { 1: 'Aktif', 2: 'Tidak Aktif' };

/** Instansi and user status; a user in 0 has not verified their e-mail yet. */
export const USER_STATUS_TEXT: Record<number, string> = { 0: 'Belum Aktivasi', 1: 'Aktif', 2: 'Tidak Aktif' };

export const userStatusText = (status: number): string => USER_STATUS_TEXT[status] ?? '-';
export const activeStatusText = (status: number): string => ACTIVE_STATUS_TEXT[status] ?? '-';

/**
 * A status field: missing is 'Status tidak boleh kosong' (SPEC §5); a number given that is none of `allowed`
 * is invalid, not missing.
 */
export const statusField = (allowed: readonly number[]) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Status tidak boleh kosong' : 'Status tidak valid') })
    .int('Status tidak valid')
    .refine((v) => allowed.includes(v), 'Status tidak valid');
