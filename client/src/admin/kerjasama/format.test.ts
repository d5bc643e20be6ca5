import { describe, expect, it } from 'vitest';
import { formatRupiah } from './format';

describe('formatRupiah', () => {
  it('writes whole rupiah without sen, and sen always with two digits as the exports do', () => {
    expect(formatRupiah(1500000)).toBe('Rp 1.500.000');
    expect(formatRupiah(1500000.5)).toBe('Rp 1.500.000,50');
    expect(formatRupiah(0.05)).toBe('Rp 0,05');
    expect(formatRupiah(null)).toBe('-');
  });
});
