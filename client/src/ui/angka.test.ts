import { describe, expect, it } from 'vitest';
import { parseAngka } from './angka';

describe('parseAngka', () => {
  it('reads amounts as an Indonesian writes them, and the plain way', () => {
    expect(parseAngka('')).toBeUndefined();
    expect(parseAngka('  ')).toBeUndefined();
    expect(parseAngka('1.500.000')).toBe(1_500_000);
    expect(parseAngka('1.500.000,50')).toBe(1_500_000.5);
    expect(parseAngka('1500000,50')).toBe(1_500_000.5);
    expect(parseAngka('Rp 2.500')).toBe(2500);
    expect(parseAngka('Rp. 1.500.000,5')).toBe(1_500_000.5);
    expect(parseAngka('1.500')).toBe(1500);
    expect(parseAngka('2,5')).toBe(2.5);
    expect(parseAngka('80.5')).toBe(80.5);
    expect(parseAngka('1500000')).toBe(1_500_000);
    expect(parseAngka('1500000.5')).toBe(1_500_000.5);
    expect(parseAngka('1,500,000')).toBe(1_500_000);
    expect(parseAngka('-5')).toBe(-5);
  });

  it('answers NaN for what is not a number', () => {
    for (const s of ['abc', '1.50.0', '1,5,0', '12a', '1.500.00', '--1', '1e5']) expect(parseAngka(s), s).toBeNaN();
  });
});
