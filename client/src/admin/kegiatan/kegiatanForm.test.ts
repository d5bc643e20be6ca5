import { describe, expect, it } from 'vitest';
import { emptyKegiatanForm, validateKegiatanForm } from './kegiatanForm';

const png = (name = 'foto.png') => new File([new Uint8Array(100)], name, { type: 'image/png' });
const filled = { judul: 'Rapat', highlight: 'Ringkas', isi: '<p>Isi</p>', status: '1' };

describe('validateKegiatanForm (SPEC §5 Activity form)', () => {
  it('asks for every field and the picture when adding', () => {
    expect(validateKegiatanForm(emptyKegiatanForm, null, true)).toEqual({
      judul: 'Judul tidak boleh kosong',
      highlight: 'Highlight tidak boleh kosong',
      isi: 'Isi tidak boleh kosong',
      status: 'Status tidak boleh kosong',
      gambar: 'File tidak boleh kosong',
    });
  });
  it('treats a body without text as empty', () => {
    expect(validateKegiatanForm({ ...filled, isi: '<ul><li></li></ul><p><br /></p>' }, png(), true)).toEqual({
      isi: 'Isi tidak boleh kosong',
    });
  });
  it('keeps the picture when editing without a new one', () => {
    expect(validateKegiatanForm(filled, null, false)).toEqual({});
  });
  it('checks a chosen picture', () => {
    expect(validateKegiatanForm(filled, png('foto.bmp'), false)).toEqual({ gambar: 'Format file salah' });
    expect(validateKegiatanForm(filled, png(), true)).toEqual({});
  });
});
