/** Status values of SPEC §4. */
export const ACTIVE_STATUS_TEXT: Record<number, string> = { 1: 'Aktif', 2: 'Tidak Aktif' };

/** Instansi and user status; a user in 0 has not verified their e-mail yet. */
export const USER_STATUS_TEXT: Record<number, string> = { 0: 'Belum Aktivasi', 1: 'Aktif', 2: 'Tidak Aktif' };

export const userStatusText = (status: number): string => USER_STATUS_TEXT[status] ?? '-';
export const activeStatusText = (status: number): string => ACTIVE_STATUS_TEXT[status] ?? '-';
