import { describe, expect, it } from 'vitest';
import { emptyPksForm, pksInput, validatePksForm } from './pksForm';

describe('contract form mirror of the server rules (SPEC §5)', () => {
  it('requires the agreement and starts Nilai at 0', () => {
    const messages = validatePksForm(emptyPksForm);
    expect(messages.idMou).toBe('Kesepakatan tidak boleh kosong');
    expect(messages.judul).toBe('Judul tidak boleh kosong');
    expect(messages.nilai).toBeUndefined();
    expect(pksInput(emptyPksForm).nilai).toBe(0);
  });

  it('accepts a complete form', () => {
    const v = {
      ...emptyPksForm,
      mou: { id: 4, label: 'MOU/4' },
      mitra: 'PT Maju',
      tglMulai: '2026-01-01',
      tglBerakhir: '2026-12-31',
      judul: 'PKS',
      deskripsi: 'Ruang lingkup',
      noKontrak: 'PKS/1',
      noMitra: 'PM/1',
      namaTtdMitra: 'a',
      jabatanTtdMitra: 'b',
      namaTtd: 'c',
      jabatanTtd: 'd',
      keterangan: 'Tentang',
      status: '3',
    };
    expect(validatePksForm(v)).toEqual({});
    expect(pksInput(v)).toMatchObject({ idMou: 4, status: 3, nilai: 0 });
  });
});
