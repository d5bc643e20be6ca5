import type { z } from 'zod';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { InputError } from '../common/errors.js';
import { fieldErrors } from '../rules/validation.js';
import { checkUpload, type CheckedFile, type UploadRule } from './upload.js';

type MaybeUpload = Promise<FileUpload> | FileUpload | null | undefined;

/**
 * Validates a form's fields and its one file together, so every message (fields first, then the
 * file's) comes back at once. Without `required`, a missing file means "keep the current one" (null).
 */
export const validateWithUpload = async <S extends z.ZodType>(
  schema: S,
  input: unknown,
  upload: MaybeUpload,
  rule: UploadRule,
  required: boolean,
): Promise<{ fields: z.output<S>; file: CheckedFile | null }> => {
  const parsed = schema.safeParse(input ?? {});
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  let file: CheckedFile | null = null;
  if (upload !== null && upload !== undefined) {
    try {
      file = await checkUpload(upload, rule);
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      Object.assign(errors, err.fields);
    }
  } else if (required) {
    errors[rule.field] = 'File tidak boleh kosong';
  }
  if (Object.keys(errors).length > 0 || !parsed.success) throw new InputError(errors);
  return { fields: parsed.data, file };
};
