/**
 * Field rules and their Indonesian messages (SPEC §5), shared by the server (authoritative) and the
 * client forms (a mirror for instant feedback). Each schema reports per-field messages.
 */
import { z } from 'zod';
import { statusField } from './status.js';
import { ALL_LEVELS, Level, SELF_REGISTER_LEVELS } from './levels.js';

/**
 * Indonesian for a check whose rule names no message of its own: what no form sends but an integrator or a
 * hand-made request can (an id of 0, a null where text belongs). Zod's own texts are English.
 */
const fallbackMessage: z.core.$ZodErrorMap = (issue) => {
  const number = issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint';
  switch (issue.code) {
    case 'too_small':
      if (number) return issue.inclusive ? `Tidak boleh kurang dari ${issue.minimum}` : `Harus lebih dari ${issue.minimum}`;
      return issue.origin === 'string' ? `Minimal ${issue.minimum} karakter` : `Minimal ${issue.minimum} isian`;
    case 'too_big':
      if (number) return issue.inclusive ? `Tidak boleh lebih dari ${issue.maximum}` : `Harus kurang dari ${issue.maximum}`;
      return issue.origin === 'string' ? `Maksimal ${issue.maximum} karakter` : `Maksimal ${issue.maximum} isian`;
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'Tidak boleh kosong' : 'Isian tidak valid';
    default:
      return 'Isian tidak valid';
  }
};
// Global in zod, and this module is loaded wherever a rule's messages are read (fieldErrors below).
z.config({ customError: fallbackMessage });

const PASSWORD_SYMBOLS = '@#$%^&+=';

/** The live checklist of SPEC §2.3 PENGGUNA, in display order. */
export const PASSWORD_CHECKS: readonly { label: string; test: (p: string) => boolean }[] = [
  { label: 'Huruf kecil', test: (p) => /[a-z]/.test(p) },
  { label: 'Huruf besar', test: (p) => /[A-Z]/.test(p) },
  { label: 'Angka', test: (p) => /[0-9]/.test(p) },
  { label: `Simbol (${PASSWORD_SYMBOLS})`, test: (p) => /[@#$%^&+=]/.test(p) },
  { label: 'Minimal 6 karakter', test: (p) => p.length >= 6 },
];

export const isStrongPassword = (p: string): boolean => !/\s/.test(p) && PASSWORD_CHECKS.every((c) => c.test(p));

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const MAX_TEXT = 255;
const text = (message: string, max = MAX_TEXT) => required(message).max(max, `Maksimal ${max} karakter`);

const emailField = (empty: string, invalid: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(MAX_TEXT, `Maksimal ${MAX_TEXT} karakter`).pipe(z.email(invalid));

const password = z
  .string({ error: 'Kata Sandi tidak boleh kosong' })
  .min(1, 'Kata Sandi tidak boleh kosong')
  .max(128, 'Kata Sandi tidak valid')
  .refine(isStrongPassword, 'Kata Sandi tidak valid');

/** Only digits are kept from a phone number (SPEC §5). */
export const digitsOnly = (s: string): string => s.replace(/\D+/g, '');
const phone = z
  .string({ error: 'No. HP tidak boleh kosong' })
  .transform(digitsOnly)
  .pipe(z.string().min(1, 'No. HP tidak boleh kosong').max(20, 'Maksimal 20 karakter'));

export const skpdSchema = z.object({
  skpd: text('SKPD tidak boleh kosong'),
  kode: z
    .number({ error: 'Kode tidak boleh kosong' })
    .int('Kode harus berupa angka')
    .min(0, 'Kode harus berupa angka')
    .max(2_000_000_000, 'Kode terlalu besar'),
  status: statusField([1, 2]),
});
export type SkpdFields = z.infer<typeof skpdSchema>;

const userBase = z.object({
  nama: text('Nama tidak boleh kosong'),
  username: text('Akun tidak boleh kosong', 50),
  email: emailField('Email tidak boleh kosong', 'Tolong masukkan alamat email dengan benar'),
  idLevel: z
    .number({ error: 'Level tidak boleh kosong' })
    .int()
    .refine((v) => ALL_LEVELS.includes(v), 'Level tidak boleh kosong'),
  idSkpd: z.number({ error: 'SKPD tidak ditemukan' }).int('SKPD tidak ditemukan').positive('SKPD tidak ditemukan').nullish(),
  hp: phone,
  status: statusField([0, 1, 2]),
});

/**
 * SKPD is required for level 2. Checked whenever the level and SKPD themselves are readable, even while
 * other fields are wrong, so the form shows every message at once (SPEC §5).
 */
const levelAndSkpd = z.object({ idLevel: z.number(), idSkpd: z.number().nullish() });
const skpdForLevel2 = (v: { idLevel: number; idSkpd?: number | null }) => !(v.idLevel === Level.Skpd && !v.idSkpd);
const skpdRequired = {
  path: ['idSkpd'],
  message: 'SKPD tidak boleh kosong',
  when: (payload: { value: unknown }) => levelAndSkpd.safeParse(payload.value).success,
};

export const createUserSchema = userBase.extend({ password }).refine(skpdForLevel2, skpdRequired);
/** On edit an empty password means "keep the current one". */
export const updateUserSchema = userBase
  .extend({ password: z.union([z.literal(''), password]).nullish() })
  .refine(skpdForLevel2, skpdRequired);
export type CreateUserFields = z.infer<typeof createUserSchema>;
export type UpdateUserFields = z.infer<typeof updateUserSchema>;

/** Client-only: the confirmation field of the user form. */
export const confirmPasswordMessage = (pw: string, confirm: string): string | undefined =>
  !confirm
    ? 'Konfirmasi Kata Sandi tidak boleh kosong'
    : pw !== confirm
      ? 'Kata Sandi tidak sesuai dengan yang dimasukkan sebelumnya'
      : undefined;

export const loginSchema = z.object({
  username: required('Akub tidak boleh kosong').max(MAX_TEXT, 'Akub tidak boleh kosong'),
  password: z.string({ error: 'Kata Sandi tidak boleh kosong' }).min(1, 'Kata Sandi tidak boleh kosong').max(256),
});

export const registerSchema = z.object({
  instansi: text('Nama Instansi tidak boleh kosong'),
  idLevel: z
    .number({ error: 'Level tidak boleh kosong' })
    .int()
    .refine((v) => SELF_REGISTER_LEVELS.includes(v), 'Level tidak boleh kosong'),
  email: emailField(
    'Tolong masukkan email dengan format yang benar',
    'Tolong masukkan email dengan format yang benar',
  ),
  noTelp: phone,
  jabatan: z.string().trim().max(MAX_TEXT, `Maksimal ${MAX_TEXT} karakter`).nullish(),
  password,
});

export const CAPTCHA_MESSAGES = {
  missing: 'Tolong checklist reCAPTCHA dibawah',
  expired: 'reCAPTCHA Sudah Habis',
  failed: 'reCAPTCHA Gagal, Tolong checklist kembali',
} as const;

/** Turns a zod error into `{ field: firstMessage }`. */
export const fieldErrors = (error: z.ZodError): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
};
