import { describe, expect, it } from 'vitest';
import { shortMonth } from './bulanLabel';

describe('shortMonth', () => {
  it('labels a month in Indonesian, short', () => {
    expect(shortMonth('2027-01')).toBe('Jan 27');
    expect(shortMonth('2026-08')).toBe('Agu 26');
    expect(shortMonth('x')).toBe('x');
  });
});
