import { tz } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';
import { id } from 'date-fns/locale';
import { ZONA_WAKTU } from '@rules/zona-waktu';

type DateInput = string | number | Date | null | undefined;

/** A calendar date (`LocalDate`, "2025-01-05"): the day as written, in no time zone. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An instant is written on the city's clock, whatever zone the browser is set to. */
const IN_CITY = { locale: id, in: tz(ZONA_WAKTU) };

const toDate = (value: DateInput): Date | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const d = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(d) ? d : undefined;
};

/** "05 Januari 2025": a calendar date as it is, an instant's day in the city. */
export const formatTanggal = (value: DateInput): string => {
  const d = toDate(value);
  if (!d) return '-';
  return typeof value === 'string' && CALENDAR_DATE.test(value) ? format(d, 'dd MMMM yyyy', { locale: id }) : format(d, 'dd MMMM yyyy', IN_CITY);
};

/** "05 Januari 2025 14:07": an instant on the city's clock. */
export const formatWaktu = (value: DateInput): string => {
  const d = toDate(value);
  return d ? format(d, 'dd MMMM yyyy HH:mm', IN_CITY) : '-';
};
