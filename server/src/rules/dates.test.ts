import { describe, expect, it } from 'vitest';
import { formatTanggal, formatWaktu, hariDiKota, isIsoDate } from './dates.js';

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
  });
});

describe('dates on the screens', () => {
  it('writes day, Indonesian month name and year for a calendar date, also the legacy dd-mm-yyyy', () => {
    expect(formatTanggal('2025-01-05')).toBe('05 Januari 2025');
    expect(formatTanggal('2024-08-17')).toBe('17 Agustus 2024');
    expect(formatTanggal('05-08-2025')).toBe('05 Agustus 2025');
  });

  it("writes an instant on the city's clock (Asia/Jakarta, UTC+7), whatever the machine's zone", () => {
    expect(formatWaktu('2025-05-02T02:07:00Z')).toBe('02 Mei 2025 09:07');
    expect(formatWaktu(new Date('2025-02-28T16:59:00Z'))).toBe('28 Februari 2025 23:59');
    // 17:30 UTC on the 31st is already the 1st in the city
    expect(formatWaktu('2023-12-31T17:30:00.000Z')).toBe('01 Januari 2024 00:30');
    expect(formatTanggal('2023-12-31T17:30:00.000Z')).toBe('01 Januari 2024');
    expect(formatTanggal(Date.UTC(2025, 11, 31, 20))).toBe('01 Januari 2026');
    expect(hariDiKota(new Date('2025-12-31T16:59:59Z'))).toBe('2025-12-31');
    expect(hariDiKota(new Date('2025-12-31T17:00:00Z'))).toBe('2026-01-01');
  });

  it('keeps a calendar date on its day in any zone', () => {
    expect(formatTanggal('2023-12-31')).toBe('31 Desember 2023');
  });

  it('shows a dash for missing or invalid values', () => {
    expect(formatTanggal(null)).toBe('-');
    expect(formatTanggal(undefined)).toBe('-');
    expect(formatTanggal('')).toBe('-');
    expect(formatTanggal('bukan tanggal')).toBe('-');
    expect(formatTanggal('2026-02-30')).toBe('-');
    expect(formatWaktu('not a date')).toBe('-');
    expect(formatWaktu(null)).toBe('-');
  });
});
