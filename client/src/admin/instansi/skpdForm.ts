import { fieldErrors, skpdSchema } from '@rules/validation';
import type { SkpdInput, SkpdsQuery } from '../../generated/graphql';

export type SkpdRow = SkpdsQuery['skpds']['items'][number];

export interface SkpdFormValues {
  skpd: string;
  kode: string;
  status: string;
}

export const emptySkpdForm: SkpdFormValues = { skpd: '', kode: '', status: '' };

export const skpdFormFromRow = (r: SkpdRow): SkpdFormValues => ({
  skpd: r.skpd,
  kode: String(r.kode),
  status: String(r.status),
});

const toNumber = (s: string): number | undefined => (s.trim() === '' ? undefined : Number(s));

export const skpdInput = (v: SkpdFormValues): SkpdInput => ({
  skpd: v.skpd.trim(),
  kode: toNumber(v.kode),
  status: toNumber(v.status),
});

/** SPEC §5 Instansi form messages; empty when the form may be sent. */
export const validateSkpdForm = (v: SkpdFormValues): Record<string, string> => {
  const result = skpdSchema.safeParse(skpdInput(v));
  return result.success ? {} : fieldErrors(result.error);
};
