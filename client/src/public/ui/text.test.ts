import { describe, expect, it } from 'vitest';
import { highlightCut, truncate } from './text';

describe('truncate', () => {
  it('keeps short text and cuts long text at the limit with an ellipsis', () => {
    expect(truncate('Rapat koordinasi', 50)).toBe('Rapat koordinasi');
    expect(truncate('a'.repeat(50), 50)).toBe('a'.repeat(50));
    expect(truncate('a'.repeat(51), 50)).toBe(`${'a'.repeat(50)}…`);
    expect(truncate('b'.repeat(100), 70)).toHaveLength(71);
  });

  it('collapses whitespace, drops the space before the ellipsis and never splits an emoji', () => {
    expect(truncate('  Kerja   sama\n\nkota  ', 70)).toBe('Kerja sama kota');
    expect(truncate('Kerja sama kota dan mitra', 11)).toBe('Kerja sama…');
    expect(truncate('🤝🤝🤝', 2)).toBe('🤝🤝…');
    expect(truncate(null, 10)).toBe('');
  });

  it('cuts highlights at 50 characters under 992 px and at 70 otherwise (SPEC §9)', () => {
    expect(highlightCut(true)).toBe(50);
    expect(highlightCut(false)).toBe(70);
    const highlight = 'Pemerintah Kota menandatangani nota kesepakatan dengan universitas untuk riset bersama.';
    expect(truncate(highlight, highlightCut(true))).toBe('Pemerintah Kota menandatangani nota kesepakatan de…');
    expect(truncate(highlight, highlightCut(false))).toBe('Pemerintah Kota menandatangani nota kesepakatan dengan universitas unt…');
  });
});

