import { addDays, format, parseISO } from 'date-fns';
import { id as localeId } from 'date-fns/locale';
import { hariDiKota } from '../rules/dates.js';
import { ZONA_WAKTU } from '../rules/zona-waktu.js';

/** The city's time zone (rules/zona-waktu.ts): "today" for expiry windows and reports. */
export const TIME_ZONE = ZONA_WAKTU;

/** Today's calendar date (`yyyy-MM-dd`) in the city's time zone. */
export const todayIso = (now: Date = new Date()): string => hariDiKota(now);

/** A calendar date plus some days, as `yyyy-MM-dd` (no time zone involved). */
export const addDaysIso = (iso: string, days: number): string => format(addDays(parseISO(iso), days), 'yyyy-MM-dd');

/** `2026-01-05` → `5 Januari 2026`. */
export const tanggalIndonesia = (iso: string): string => format(parseISO(iso), 'd MMMM yyyy', { locale: localeId });

/** `2026-01` → `Januari 2026`. */
export const bulanIndonesia = (yearMonth: string): string => format(parseISO(`${yearMonth}-01`), 'MMMM yyyy', { locale: localeId });

/** The first day of the month `months` after the month of `iso`, as `yyyy-MM`. */
export const monthAfter = (iso: string, months: number): string => {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
};
