/**
 * The city's time zone: "today" for expiry windows, reminders and reports, and the clock every screen writes
 * a time in (a staff member's browser may be set to another zone; the office's records are in its own).
 */
export const ZONA_WAKTU = 'Asia/Jakarta';
