import { describe, expect, it } from 'vitest';
import { type UserFormValues, emptyUserForm, userInput, validateUserForm } from './userForm';

const valid: UserFormValues = {
  nama: 'Budi',
  username: 'budi',
  email: 'budi@contoh.go.id',
  idLevel: '3',
  idSkpd: null,
  skpdText: '',
  hp: '0812',
  status: '1',
  password: 'Rahasia1@',
  cPassword: 'Rahasia1@',
};

describe('user form validation (SPEC §5)', () => {
  it('reports every empty field with its message', () => {
    expect(validateUserForm(emptyUserForm, 'create')).toEqual({
      nama: 'Nama tidak boleh kosong',
      username: 'Akun tidak boleh kosong',
      email: 'Email tidak boleh kosong',
      idLevel: 'Level tidak boleh kosong',
      hp: 'No. HP tidak boleh kosong',
      status: 'Status tidak boleh kosong',
      password: 'Kata Sandi tidak boleh kosong',
      cPassword: 'Konfirmasi Kata Sandi tidak boleh kosong',
    });
  });

  it('shows SKPD tidak boleh kosong with every other message at once, not in a second round', () => {
    expect(validateUserForm({ ...emptyUserForm, idLevel: '2' }, 'create')).toEqual({
      nama: 'Nama tidak boleh kosong',
      username: 'Akun tidak boleh kosong',
      email: 'Email tidak boleh kosong',
      idSkpd: 'SKPD tidak boleh kosong',
      hp: 'No. HP tidak boleh kosong',
      status: 'Status tidak boleh kosong',
      password: 'Kata Sandi tidak boleh kosong',
      cPassword: 'Konfirmasi Kata Sandi tidak boleh kosong',
    });
  });

  it('accepts a complete form', () => {
    expect(validateUserForm(valid, 'create')).toEqual({});
  });

  it('requires SKPD only when the level is 2', () => {
    expect(validateUserForm({ ...valid, idLevel: '2' }, 'create')).toEqual({ idSkpd: 'SKPD tidak boleh kosong' });
    expect(validateUserForm({ ...valid, idLevel: '2', idSkpd: 7, skpdText: 'Dinas' }, 'create')).toEqual({});
    expect(validateUserForm({ ...valid, idLevel: '1' }, 'create')).toEqual({});
  });

  it('checks the e-mail format and the password strength', () => {
    expect(validateUserForm({ ...valid, email: 'budi@' }, 'create').email).toBe('Tolong masukkan alamat email dengan benar');
    expect(validateUserForm({ ...valid, password: 'lemah', cPassword: 'lemah' }, 'create').password).toBe(
      'Kata Sandi tidak valid',
    );
  });

  it('reports a confirmation that does not match', () => {
    expect(validateUserForm({ ...valid, cPassword: 'Rahasia1#' }, 'create')).toEqual({
      cPassword: 'Kata Sandi tidak sesuai dengan yang dimasukkan sebelumnya',
    });
  });

  it('ignores an untouched password on edit and sends it empty', () => {
    const edit = { ...valid, password: '', cPassword: '' };
    expect(validateUserForm(edit, 'edit')).toEqual({});
    expect(userInput(edit).password).toBe('');
    expect(validateUserForm({ ...edit, password: 'Baru12@#' }, 'edit')).toEqual({
      cPassword: 'Konfirmasi Kata Sandi tidak boleh kosong',
    });
  });

  it('keeps only the digits of the phone number and sends numbers', () => {
    expect(userInput({ ...valid, hp: '+62 812-34' })).toMatchObject({ hp: '6281234', idLevel: 3, status: 1 });
  });
});
