import { describe, expect, it } from 'vitest';
import { EMPTY_KLASIFIKASI, klasifikasiFromRecord, klasifikasiInput, validateKlasifikasi } from './klasifikasiForm';

describe('klasifikasi form part', () => {
  it('sends nothing while nothing is chosen, and the whole classification otherwise', () => {
    expect(klasifikasiInput(EMPTY_KLASIFIKASI)).toBeUndefined();
    expect(validateKlasifikasi(EMPTY_KLASIFIKASI)).toEqual({});
    // a new record: nothing chosen is refused as the server refuses it
    expect(validateKlasifikasi(EMPTY_KLASIFIKASI, true)).toEqual({
      jenis: 'Jenis Kerja Sama tidak boleh kosong',
      kategoriMitra: 'Kategori Mitra tidak boleh kosong',
      idUrusan: 'Pilih minimal satu Urusan Pemerintahan',
    });
    expect(klasifikasiInput({ ...EMPTY_KLASIFIKASI, jenis: 'KSDD', kategoriMitra: 'pemerintah_daerah', idUrusan: [1] })).toEqual({
      jenis: 'KSDD',
      kategoriMitra: 'pemerintah_daerah',
      negara: undefined,
      idUrusan: [1],
    });
  });

  it("checks it with the server's rule once anything is chosen", () => {
    expect(validateKlasifikasi({ ...EMPTY_KLASIFIKASI, jenis: 'KSDPL' })).toEqual({
      kategoriMitra: 'Kategori Mitra tidak boleh kosong',
      idUrusan: 'Pilih minimal satu Urusan Pemerintahan',
    });
    expect(validateKlasifikasi({ jenis: 'KSDLL', kategoriMitra: 'luar_negeri', negara: '', idUrusan: [26] })).toEqual({
      negara: 'Negara tidak boleh kosong untuk kerja sama luar negeri',
    });
  });

  it('fills the form from a stored classification', () => {
    expect(klasifikasiFromRecord({ jenis: 'KSDPL', kategoriMitra: 'luar_negeri', negara: 'Jepang', daftarUrusan: [{ idUrusan: 1 }, { idUrusan: 26 }] })).toEqual({
      jenis: 'KSDPL',
      kategoriMitra: 'luar_negeri',
      negara: 'Jepang',
      idUrusan: [1, 26],
    });
    expect(klasifikasiFromRecord(null)).toEqual(EMPTY_KLASIFIKASI);
  });
});
