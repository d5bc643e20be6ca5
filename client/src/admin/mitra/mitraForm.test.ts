import { describe, expect, it } from 'vitest';
import { validateMitraForm } from './mitraForm';

const png = (size = 1000, name = 'logo.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('validateMitraForm (SPEC §5 Partner)', () => {
  it('asks for the name and the logo', () => {
    expect(validateMitraForm({ partner: '  ', file: null })).toEqual({
      partner: 'Nama Mitra tidak boleh kosong',
      file: 'File tidak boleh kosong',
    });
  });
  it('limits the name to 50 characters', () => {
    expect(validateMitraForm({ partner: 'x'.repeat(51), file: png() })).toEqual({ partner: 'Maksimal 50 karakter' });
    expect(validateMitraForm({ partner: 'x'.repeat(50), file: png() })).toEqual({});
  });
  it('accepts png, jpg and jpeg up to 2MB', () => {
    expect(validateMitraForm({ partner: 'Mitra', file: png(10, 'logo.gif') })).toEqual({ file: 'Format file salah' });
    expect(validateMitraForm({ partner: 'Mitra', file: png(2 * 1024 * 1024 + 1, 'logo.JPG') })).toEqual({ file: 'Ukuran file lebih dari 2MB' });
    expect(validateMitraForm({ partner: 'Mitra', file: png(2 * 1024 * 1024, 'logo.jpeg') })).toEqual({});
  });
});
