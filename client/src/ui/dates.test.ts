import { describe, expect, it } from 'vitest';
import { formatTanggal, formatWaktu } from './dates';

describe('Indonesian dates', () => {
  it('writes day, Indonesian month name and year', () => {
    expect(formatTanggal('2025-01-05')).toBe('05 Januari 2025');
    expect(formatTanggal('2024-08-17')).toBe('17 Agustus 2024');
  });

  it("writes an instant on the city's clock (Asia/Jakarta, UTC+7), whatever the browser's zone", () => {
    expect(formatWaktu('2025-05-02T02:07:00Z')).toBe('02 Mei 2025 09:07');
    expect(formatWaktu(new Date('2025-02-28T16:59:00Z'))).toBe('28 Februari 2025 23:59');
    // 17:30 UTC on the 31st is already the 1st in the city
    expect(formatWaktu('2023-12-31T17:30:00.000Z')).toBe('01 Januari 2024 00:30');
    expect(formatTanggal('2023-12-31T17:30:00.000Z')).toBe('01 Januari 2024');
  });

  it('keeps a calendar date on its day in any zone', () => {
    expect(formatTanggal('2023-12-31')).toBe('31 Desember 2023');
  });

  it('shows a dash for missing or invalid values', () => {
    expect(formatTanggal(null)).toBe('-');
    expect(formatTanggal('')).toBe('-');
    expect(formatWaktu('not a date')).toBe('-');
  });
});
