import { format, isValid, parseISO } from 'date-fns';
import { id } from 'date-fns/locale';

type DateInput = string | number | Date | null | undefined;

const toDate = (value: DateInput): Date | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const d = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(d) ? d : undefined;
};

/** "05 Januari 2025" */
export const formatTanggal = (value: DateInput): string => {
  const d = toDate(value);
  return d ? format(d, 'dd MMMM yyyy', { locale: id }) : '-';
};

/** "05 Januari 2025 14:07" */
export const formatWaktu = (value: DateInput): string => {
  const d = toDate(value);
  return d ? format(d, 'dd MMMM yyyy HH:mm', { locale: id }) : '-';
};
