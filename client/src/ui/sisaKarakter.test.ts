import { describe, expect, it } from 'vitest';
import { sisaKarakter } from './sisaKarakter';

describe('sisaKarakter', () => {
  it('counts characters from 90% of the limit on, an emoji as one', () => {
    expect(sisaKarakter('x'.repeat(1799), 2000)).toBeUndefined();
    expect(sisaKarakter('x'.repeat(1800), 2000)).toBe('1.800/2.000 karakter');
    expect(sisaKarakter('😀'.repeat(2000), 2000)).toBe('2.000/2.000 karakter');
  });
});
