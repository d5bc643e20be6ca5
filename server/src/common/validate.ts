import type { z } from 'zod';
import { fieldErrors } from '../rules/validation.js';
import { InputError } from './errors.js';

/** Parses with a shared rule schema; a violation becomes an InputError with SPEC's messages. */
export const validate = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new InputError(fieldErrors(result.error));
  return result.data;
};
