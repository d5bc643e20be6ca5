import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldErrors, registerSchema } from './validation.js';

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('messages of checks that name none', () => {
  it('are Indonesian, never zod’s English', () => {
    const schema = z.object({
      id: z.number().int().positive(),
      kode: z.number().max(10),
      nama: z.string().min(2).max(5),
      wajib: z.string(),
      angka: z.number(),
      pilihan: z.enum(['a', 'b']),
    });
    expect(messagesOf(schema, { id: 0, kode: 11, nama: 'x', angka: 'satu', pilihan: 'c' })).toEqual({
      id: 'Harus lebih dari 0',
      kode: 'Tidak boleh lebih dari 10',
      nama: 'Minimal 2 karakter',
      wajib: 'Tidak boleh kosong',
      angka: 'Isian tidak valid',
      pilihan: 'Isian tidak valid',
    });
  });

  it('leave a rule’s own message alone', () => {
    expect(messagesOf(z.object({ a: z.string({ error: 'A tidak boleh kosong' }) }), {})).toEqual({ a: 'A tidak boleh kosong' });
  });
});

describe('registration', () => {
  it('takes a Jabatan sent as null as no Jabatan (the schema lets an integrator send null)', () => {
    const r = registerSchema.safeParse({ instansi: 'PT X', idLevel: 3, email: 'x@example.test', noTelp: '0812', jabatan: null, password: 'Abcde1#' });
    expect(r.success).toBe(true);
  });
});
