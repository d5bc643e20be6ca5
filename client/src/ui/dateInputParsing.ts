import { format, isValid, parse } from 'date-fns';

/** The typed forms a date field accepts: dd/mm/yyyy (also with - or .), and the ISO form yyyy-mm-dd. */
const TYPED_FORMATS = ['dd/MM/yyyy', 'd/M/yyyy', 'dd-MM-yyyy', 'd-M-yyyy', 'dd.MM.yyyy', 'd.M.yyyy', 'yyyy-MM-dd'];

/** A typed date as a Date (local midnight), or null when it is not a real calendar date. */
export const parseTypedDate = (text: string): Date | null => {
  const t = text.trim();
  for (const pattern of TYPED_FORMATS) {
    const d = parse(t, pattern, new Date(2000, 0, 1));
    // a two-digit year is refused rather than read as the first century
    if (isValid(d) && d.getFullYear() >= 1000 && d.getFullYear() <= 9999) return d;
  }
  return null;
};

/** "05/01/2026": what the field shows. */
export const formatTypedDate = (d?: Date): string => (d ? format(d, 'dd/MM/yyyy') : '');

/** The form value of a date (yyyy-mm-dd), or '' */
export const toIsoDate = (d: Date | null | undefined): string => (d ? format(d, 'yyyy-MM-dd') : '');

/** The Date of a form value (yyyy-mm-dd) at local midnight, or null. */
export const fromIsoDate = (value: string | null | undefined): Date | null => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const d = parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(d) ? d : null;
};
