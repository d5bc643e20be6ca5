/** Text rules of the public pages (SPEC §2.1, §9). Pure: unit-tested without a browser. */
import { ZONA_WAKTU } from '@rules/zona-waktu';

/** Activity highlight cut: 50 characters under 992 px width, otherwise 70 (SPEC §9). */
export const HIGHLIGHT_CUT_MOBILE = 50;
export const HIGHLIGHT_CUT_DESKTOP = 70;

export const highlightCut = (isMobile: boolean): number => (isMobile ? HIGHLIGHT_CUT_MOBILE : HIGHLIGHT_CUT_DESKTOP);

/**
 * Cuts `text` to at most `max` characters (not counting the ellipsis) and adds "…" when it was longer.
 * Whitespace is collapsed first; a cut never splits a surrogate pair and drops the space before "…".
 */
export const truncate = (text: string | null | undefined, max: number): string => {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}…`;
};

const BULAN = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

const dayOf = (value: string): string | null => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONA_WAKTU, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
};

/**
 * "05 Januari 2026" from a calendar date (`2026-01-05`), a timestamp (its day in Asia/Jakarta) or the
 * legacy `dd-mm-yyyy`: the date is split into its parts and the month named in Indonesian.
 */
export const tanggalIndonesia = (value: string | null | undefined): string => {
  if (!value) return '-';
  const legacy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  const iso = legacy ? `${legacy[3]}-${legacy[2]}-${legacy[1]}` : dayOf(value);
  if (!iso) return '-';
  const [y, m, d] = iso.split('-');
  const bulan = BULAN[Number(m) - 1];
  return bulan ? `${d} ${bulan} ${y}` : '-';
};
