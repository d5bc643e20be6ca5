import { describe, expect, it } from 'vitest';
import { parseNilai } from '../kerjasama/formValues';
import { emptyKesepakatanForm, kesepakatanFormFromMou, kesepakatanInput, validateKesepakatanForm, type KesepakatanFormValues } from './kesepakatanForm';

const filled: KesepakatanFormValues = {
  ...emptyKesepakatanForm,
  akunMitra: { idUser: 7, nama: 'PT Maju' },
  mitra: 'PT Maju Jaya',
  tglMulai: '2026-01-05',
  tglBerakhir: '2027-01-05',
  judul: 'Kerja Sama Air',
  deskripsi: 'Ruang lingkup',
  noKontrak: 'MOU/1',
  noMitra: 'M/1',
  nilai: '1500000',
  namaTtdMitra: 'Budi',
  jabatanTtdMitra: 'Direktur',
  namaTtd: 'Siti',
  jabatanTtd: 'Sekda',
  keterangan: 'Tentang air',
  status: '1',
};

describe('agreement form mirror of the server rules (SPEC §5)', () => {
  it('asks for every required field with its message', () => {
    expect(validateKesepakatanForm(emptyKesepakatanForm)).toEqual({
      idMitra: 'Mitra tidak boleh kosong',
      mitra: 'Mitra tidak boleh kosong',
      tglMulai: 'Tanggal Mulai tidak boleh kosong',
      tglBerakhir: 'Tanggal Berakhir tidak boleh kosong',
      judul: 'Judul tidak boleh kosong',
      deskripsi: 'Deskripsi tidak boleh kosong',
      noKontrak: 'No. Kontrak tidak boleh kosong',
      noMitra: 'No. Mitra tidak boleh kosong',
      nilai: 'Nilai tidak boleh kosong',
      namaTtdMitra: 'Nama Mitra tidak boleh kosong',
      jabatanTtdMitra: 'Jabatan Mitra tidak boleh kosong',
      namaTtd: 'Nama Instansi tidak boleh kosong',
      jabatanTtd: 'Jabatan Instansi tidak boleh kosong',
      keterangan: 'Keterangan tidak boleh kosong',
      status: 'Status tidak boleh kosong',
    });
  });

  it('accepts a complete form; Penjajakan and the old agreement are optional', () => {
    expect(validateKesepakatanForm(filled)).toEqual({});
    expect(kesepakatanInput(filled)).toMatchObject({ idMitra: 7, idPenjajagan: null, idMouLama: null, nilai: 1500000, status: 1 });
    expect(kesepakatanInput({ ...filled, penjajakan: { id: 3, label: 'PJ-1' }, mouLama: { id: 2, label: 'MOU/0' } })).toMatchObject({
      idPenjajagan: 3,
      idMouLama: 2,
    });
  });

  it('checks the dates', () => {
    expect(validateKesepakatanForm({ ...filled, tglBerakhir: '2025-12-31' })).toEqual({
      tglBerakhir: 'Tanggal Berakhir tidak boleh sebelum Tanggal Mulai',
    });
    expect(validateKesepakatanForm({ ...filled, tglMulai: '2026-02-30' }).tglMulai).toBe('Tanggal Mulai harus berformat yyyy-MM-dd');
  });

  it('tells a reversed period at once with the other messages, and never blames the end for a start that cannot be read', () => {
    const reversed = validateKesepakatanForm({ ...emptyKesepakatanForm, tglMulai: '2025-03-01', tglBerakhir: '2025-02-28' });
    expect(reversed).toMatchObject({ judul: 'Judul tidak boleh kosong', tglBerakhir: 'Tanggal Berakhir tidak boleh sebelum Tanggal Mulai' });
    expect(validateKesepakatanForm({ ...filled, tglMulai: '2024-02-30', tglBerakhir: '2024-01-01' })).toEqual({ tglMulai: 'Tanggal Mulai harus berformat yyyy-MM-dd' });
  });

  it('reads Nilai written the Indonesian or the plain way', () => {
    expect(parseNilai('')).toBeUndefined();
    expect(parseNilai('1500000')).toBe(1500000);
    expect(parseNilai('1.500.000,50')).toBe(1500000.5);
    expect(parseNilai('1.500.000')).toBe(1500000);
    expect(validateKesepakatanForm({ ...filled, nilai: '1.500.00' }).nilai).toBe('Nilai tidak valid');
    expect(parseNilai('Rp 2500')).toBe(2500);
    expect(validateKesepakatanForm({ ...filled, nilai: '-5' }).nilai).toBe('Nilai tidak boleh negatif');
  });

  it('fills the edit form from an agreement', () => {
    const v = kesepakatanFormFromMou({
      idMou: 9,
      idPenjajagan: 3,
      noPenjajagan: 'PJ-2026-00003',
      idMitra: 7,
      akunMitra: { idUser: 7, nama: 'PT Maju' },
      idMouLama: null,
      noKontrakMouLama: null,
      mitra: 'PT Maju Jaya',
      tglMulai: '2026-01-05',
      tglBerakhir: '2027-01-05',
      tglInput: '2026-01-01T00:00:00.000Z',
      judul: 'J',
      deskripsi: 'D',
      noKontrak: 'K',
      noMitra: 'N',
      nilai: 0,
      namaTtdMitra: 'a',
      jabatanTtdMitra: 'b',
      namaTtd: 'c',
      jabatanTtd: 'd',
      keterangan: 'e',
      idStatus: 4,
      statusText: 'Proses',
      klasifikasi: null,
    });
    expect(v).toMatchObject({ penjajakan: { id: 3, label: 'PJ-2026-00003' }, mouLama: null, nilai: '0', status: '4' });
    expect(validateKesepakatanForm(v)).toEqual({});
  });
});
