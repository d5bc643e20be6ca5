import { describe, expect, it } from 'vitest';
import { formatTanggal, formatWaktu } from './dates';

describe('Indonesian dates', () => {
  it('writes day, Indonesian month name and year', () => {
    expect(formatTanggal(new Date(2025, 0, 5))).toBe('05 Januari 2025');
    expect(formatTanggal(new Date(2024, 7, 17))).toBe('17 Agustus 2024');
    expect(formatTanggal('2023-12-31T10:00:00')).toBe('31 Desember 2023');
  });

  it('adds the time for date and time', () => {
    expect(formatWaktu(new Date(2025, 4, 2, 9, 7))).toBe('02 Mei 2025 09:07');
    expect(formatWaktu('2025-02-28T23:59:00')).toBe('28 Februari 2025 23:59');
  });

  it('shows a dash for missing or invalid values', () => {
    expect(formatTanggal(null)).toBe('-');
    expect(formatTanggal('')).toBe('-');
    expect(formatWaktu('not a date')).toBe('-');
  });
});
