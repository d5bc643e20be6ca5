/**
 * The legacy wire format (DESIGN §5): snake_case names, dates `dd-mm-yyyy` out and `yyyy-MM-dd` in,
 * numeric ids. GraphQL speaks camelCase and ISO; these functions translate between the two.
 */
import { waktuDiKota } from '../rules/dates.js';
import { pageWindow } from '../common/page-window.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** Fields that carry a time of day on the legacy wire, not only a date. */
const DATETIME_KEYS = new Set(['waktu', 'tgl_input_chat', 'tgl_pesan']);
/**
 * Fields that hold a date (tgl_mulai, tgl_input_chat, tanggal_dari, waktu, created_at…). Only these are
 * written dd-mm-yyyy: a No. Kontrak, a note or a chat message that reads "2026-01-15" is text, and was
 * rewritten too, and then stored so by the next legacy edit.
 */
const isDateKey = (key: string): boolean => key.startsWith('tgl_') || key.startsWith('tanggal') || key === 'waktu' || key.endsWith('_at');

export const snakeCase = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const legacyDate = (value: string, withTime = false): string => {
  const d = ISO_DATE.exec(value);
  if (d) return `${d[3]}-${d[2]}-${d[1]}`;
  const w = waktuDiKota(new Date(value));
  const date = `${w.hari}-${w.bulan}-${w.tahun}`;
  return withTime ? `${date} ${w.jam}:${w.menit}:${w.detik}` : date;
};

/** Recursively renames keys to snake_case and formats dates for the legacy client. */
export const toLegacy = (value: unknown, key = ''): unknown => {
  if (Array.isArray(value)) return value.map((v) => toLegacy(v, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== '__typename')
        .map(([k, v]) => {
          const snake = snakeCase(k);
          return [snake, toLegacy(v, snake)];
        }),
    );
  }
  if (typeof value === 'string' && isDateKey(key) && (ISO_DATETIME.test(value) || ISO_DATE.test(value))) {
    return legacyDate(value, DATETIME_KEYS.has(key));
  }
  return value;
};

/** Adds the row number `no` that the legacy tables show. */
export const numbered = <T extends object>(items: T[], offset: number): (T & { no: number })[] =>
  items.map((item, i) => ({ no: offset + i + 1, ...item }));

// ---- reading legacy parameters (all arrive as strings) ----

export type Params = Record<string, string | undefined>;

/** A string parameter; empty means absent. */
export const str = (p: Params, name: string): string | undefined => {
  const v = p[name];
  return v === undefined || v === '' ? undefined : v;
};

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
/** Digits only, as GraphQL's Int: no hex, exponent or decimal forms. */
const INTEGER = /^-?\d+$/;

/**
 * An integer parameter. Absent stays undefined; so does anything that is not a GraphQL `Int` (a
 * non-number, a fraction, a value beyond 32 bits), so the service answers with its own Indonesian
 * message instead of GraphQL's English type error.
 */
export const int = (p: Params, name: string): number | undefined => {
  const v = str(p, name)?.trim();
  if (v === undefined || !INTEGER.test(v)) return undefined;
  const n = Number(v);
  return n >= INT32.min && n <= INT32.max ? n : undefined;
};

/**
 * An integer field of a write (status, kode, an id filter): absent when empty; text that is no integer
 * becomes -1 and a number beyond 32 bits the nearest bound, values no rule accepts, so the answer is the
 * rule's "tidak valid" or "terlalu besar", not "tidak boleh kosong".
 */
export const intInput = (p: Params, name: string): number | undefined => {
  const v = str(p, name)?.trim();
  if (!v) return undefined;
  if (!INTEGER.test(v)) return -1;
  return Math.min(Math.max(Number(v), INT32.min), INT32.max);
};

/** A required id: a malformed or missing id becomes 0, which no record has (→ "tidak ditemukan"). */
export const id = (p: Params, name: string): number => int(p, name) ?? 0;

/** `yyyy-MM-dd` in; `dd-mm-yyyy` is also accepted since the legacy client shows that format. */
export const dateIn = (p: Params, name: string): string | undefined => {
  const v = str(p, name);
  if (!v) return undefined;
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(v);
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : v;
};

export const pageOf = (p: Params) => ({
  page: int(p, 'page') ?? 1,
  limit: int(p, 'limit') ?? 20,
  order: str(p, 'order')?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC',
});

/** Where the page starts, as the services page it (`pageWindow`: a limit of 0 is the default 20, not 1). */
export const offsetOf = (p: Params): number => {
  const { page, limit } = pageOf(p);
  return pageWindow({ page, limit }).offset;
};
