import { describe, expect, it } from 'vitest';
import { emptySkpdForm, skpdInput, validateSkpdForm } from './skpdForm';

describe('instansi form validation (SPEC §5)', () => {
  it('reports the three required fields', () => {
    expect(validateSkpdForm(emptySkpdForm)).toEqual({
      skpd: 'SKPD tidak boleh kosong',
      kode: 'Kode tidak boleh kosong',
      status: 'Status tidak boleh kosong',
    });
  });

  it('sends the code and status as numbers', () => {
    const v = { skpd: ' Dinas Kominfo ', kode: '12', status: '2' };
    expect(validateSkpdForm(v)).toEqual({});
    expect(skpdInput(v)).toEqual({ skpd: 'Dinas Kominfo', kode: 12, status: 2 });
  });
});
