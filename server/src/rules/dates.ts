import { ZONA_WAKTU } from './zona-waktu.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written `yyyy-MM-dd` (no 2026-02-30). */
export const isIsoDate = (s: string): boolean => {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

const CITY_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONA_WAKTU,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Where an instant falls on the city's calendar and clock, each part two digits (the year four). */
export interface WaktuKota {
  tahun: string;
  bulan: string;
  hari: string;
  jam: string;
  menit: string;
  detik: string;
}

export const waktuDiKota = (instant: Date): WaktuKota => {
  const p = Object.fromEntries(CITY_CLOCK.formatToParts(instant).map((x) => [x.type, x.value])) as Record<string, string>;
  return { tahun: p.year!, bulan: p.month!, hari: p.day!, jam: p.hour!, menit: p.minute!, detik: p.second! };
};

/** The calendar date (`yyyy-MM-dd`) an instant falls on in the city. */
export const hariDiKota = (instant: Date): string => {
  const w = waktuDiKota(instant);
  return `${w.tahun}-${w.bulan}-${w.hari}`;
};

const BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
const LEGACY_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

const toDate = (value: string | number | Date): Date | null => {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** "05 Januari 2026" from `yyyy-MM-dd` parts, or '-' for a month that does not exist. */
const written = (tahun: string, bulan: string, hari: string): string => {
  const nama = BULAN[Number(bulan) - 1];
  return nama ? `${hari} ${nama} ${tahun}` : '-';
};

/**
 * The date of every screen, "05 Januari 2026": a calendar date as written (`2026-01-05`, the legacy
 * `05-01-2026`), an instant on the day it falls on in the city; '-' for nothing or no date.
 */
export const formatTanggal = (value: string | number | Date | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string') {
    const iso = ISO_DATE.exec(value);
    if (iso) return isIsoDate(value) ? written(iso[1]!, iso[2]!, iso[3]!) : '-';
    const legacy = LEGACY_DATE.exec(value);
    if (legacy) return written(legacy[3]!, legacy[2]!, legacy[1]!);
  }
  const d = toDate(value);
  if (!d) return '-';
  const w = waktuDiKota(d);
  return written(w.tahun, w.bulan, w.hari);
};

/** "05 Januari 2026 14:07": an instant on the city's clock; '-' for nothing or no time. */
export const formatWaktu = (value: string | number | Date | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '-';
  const d = toDate(value);
  if (!d) return '-';
  const w = waktuDiKota(d);
  return `${written(w.tahun, w.bulan, w.hari)} ${w.jam}:${w.menit}`;
};
