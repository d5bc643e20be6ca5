import { describe, expect, it } from 'vitest';
import { isTooLong, pesanCounter, pesanError } from './pesanForm';

describe('chat message rules (SPEC §5)', () => {
  it.each([
    ['', 'Pesan tidak boleh kosong'],
    ['   \n  ', 'Pesan tidak boleh kosong'],
    ['x'.repeat(201), 'Maksimal 200 karakter'],
  ])('%j → %s', (pesan, message) => {
    expect(pesanError(pesan)).toBe(message);
  });

  it('accepts 1 to 200 characters (surrounding spaces do not count)', () => {
    expect(pesanError('Halo')).toBeUndefined();
    expect(pesanError('x'.repeat(200))).toBeUndefined();
    expect(pesanError(`  ${'x'.repeat(200)}  `)).toBeUndefined();
    expect(isTooLong('x'.repeat(200))).toBe(false);
    expect(isTooLong('x'.repeat(201))).toBe(true);
  });

  it('counts what is typed', () => {
    expect(pesanCounter('')).toBe('0/200');
    expect(pesanCounter('Halo')).toBe('4/200');
  });

  it('counts characters as the rule does: an emoji is one (150 are sendable), a letter with a combining accent two', () => {
    const emoji = '😀'.repeat(150);
    expect(pesanCounter(emoji)).toBe('150/200');
    expect(isTooLong(emoji)).toBe(false);
    expect(pesanError(emoji)).toBeUndefined();
    const decomposed = 'é'.normalize('NFD').repeat(150);
    expect(pesanCounter(decomposed)).toBe('300/200');
    expect(isTooLong(decomposed)).toBe(true);
    expect(pesanError(decomposed)).toBe('Maksimal 200 karakter');
  });
});
