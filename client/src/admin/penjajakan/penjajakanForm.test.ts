import { describe, expect, it } from 'vitest';
import { emptyPenjajakanForm, penjajakanInput, validatePenjajakanForm, type PenjajakanFormValues } from './penjajakanForm';

const ADMIN = { idUser: 1, idLevel: 1 };
const SUPER = { idUser: 2, idLevel: 99 };
const MITRA = { idUser: 30, idLevel: 3 };
const pdf = new File(['%PDF-1.4'], 'proposal.pdf', { type: 'application/pdf' });
const filled: PenjajakanFormValues = {
  idUser: 30,
  namaMitra: 'PT Mitra',
  judul: ' Kerja sama air ',
  deskripsi: ' Uraian ',
  status: '1',
  file: pdf,
};

describe('Penjajakan form (SPEC §5)', () => {
  it('an admin creating must choose the partner, judul, deskripsi and a file', () => {
    expect(validatePenjajakanForm(emptyPenjajakanForm, 'create', ADMIN)).toEqual({
      idUser: 'Mitra tidak boleh kosong',
      judul: 'Judul tidak boleh kosong',
      deskripsi: 'Deskripsi tidak boleh kosong',
      file: 'File tidak boleh kosong',
    });
  });

  it('a partner is the partner itself: no Mitra message, and its id is not sent', () => {
    expect(validatePenjajakanForm(emptyPenjajakanForm, 'create', MITRA)).toEqual({
      judul: 'Judul tidak boleh kosong',
      deskripsi: 'Deskripsi tidak boleh kosong',
      file: 'File tidak boleh kosong',
    });
    expect(penjajakanInput({ ...filled, idUser: null }, 'create', MITRA)).toEqual({ judul: 'Kerja sama air', deskripsi: 'Uraian' });
  });

  it('create sends no status (a proposal starts at Baru)', () => {
    expect(penjajakanInput(filled, 'create', ADMIN)).toEqual({ idUser: 30, judul: 'Kerja sama air', deskripsi: 'Uraian' });
    expect(validatePenjajakanForm(filled, 'create', ADMIN)).toEqual({});
  });

  it('edit: the file is optional, status is required', () => {
    const v = { ...filled, file: null, status: '' };
    expect(validatePenjajakanForm(v, 'edit', ADMIN)).toEqual({ status: 'Status tidak boleh kosong' });
    expect(penjajakanInput({ ...v, status: '2' }, 'edit', ADMIN)).toEqual({
      idUser: 30,
      judul: 'Kerja sama air',
      deskripsi: 'Uraian',
      status: 2,
    });
  });

  it('edit by level 99: judul is locked, so it is neither checked nor sent', () => {
    const v = { ...filled, judul: '', file: null };
    expect(validatePenjajakanForm(v, 'edit', SUPER)).toEqual({});
    expect(penjajakanInput(v, 'edit', SUPER)).not.toHaveProperty('judul');
    expect(validatePenjajakanForm(v, 'edit', ADMIN)).toEqual({ judul: 'Judul tidak boleh kosong' });
  });
});
