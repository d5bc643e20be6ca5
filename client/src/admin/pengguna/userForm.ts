import {
  confirmPasswordMessage,
  createUserSchema,
  digitsOnly,
  fieldErrors,
  updateUserSchema,
} from '@rules/validation';
import type { CreateUserInput, UsersQuery } from '../../generated/graphql';

export type UserRow = UsersQuery['users']['items'][number];

export interface UserFormValues {
  nama: string;
  username: string;
  email: string;
  idLevel: string;
  idSkpd: number | null;
  skpdText: string;
  hp: string;
  status: string;
  password: string;
  cPassword: string;
}

export const emptyUserForm: UserFormValues = {
  nama: '',
  username: '',
  email: '',
  idLevel: '',
  idSkpd: null,
  skpdText: '',
  hp: '',
  status: '',
  password: '',
  cPassword: '',
};

export const userFormFromRow = (u: UserRow): UserFormValues => ({
  nama: u.nama,
  username: u.username,
  email: u.email ?? '',
  idLevel: String(u.idLevel),
  idSkpd: u.idSkpd ?? null,
  skpdText: u.skpdText ?? '',
  hp: digitsOnly(u.hp ?? ''),
  status: String(u.idStatus),
  password: '',
  cPassword: '',
});

const toNumber = (s: string): number | undefined => (s === '' ? undefined : Number(s));

export const userInput = (v: UserFormValues): CreateUserInput => ({
  nama: v.nama.trim(),
  username: v.username.trim(),
  email: v.email.trim(),
  idLevel: toNumber(v.idLevel),
  idSkpd: v.idSkpd,
  hp: digitsOnly(v.hp),
  status: toNumber(v.status),
  password: v.password,
});

/** Field messages of SPEC §5 for the user form; empty when the form may be sent. */
export const validateUserForm = (v: UserFormValues, mode: 'create' | 'edit'): Record<string, string> => {
  const input = userInput(v);
  const result = (mode === 'create' ? createUserSchema : updateUserSchema).safeParse(input);
  const messages = result.success ? {} : fieldErrors(result.error);
  if (mode === 'create' || v.password !== '') {
    const confirm = confirmPasswordMessage(v.password, v.cPassword);
    if (confirm) messages.cPassword = confirm;
  }
  return messages;
};
