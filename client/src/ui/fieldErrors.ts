import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '@rules/validation';
import { errorMessage, fieldErrorsOf } from '../apollo/errors';
import { notify } from './notices';

export type FieldMessages = Record<string, string>;

export const zodFieldMessages = (result: z.ZodSafeParseResult<unknown>): FieldMessages =>
  result.success ? {} : fieldErrors(result.error);

/** `extensions.fields` of a BAD_USER_INPUT error, or undefined when the error carries none. */
export const graphQLFieldMessages = (error: unknown): FieldMessages | undefined => {
  const fields = fieldErrorsOf(error);
  return Object.keys(fields).length ? fields : undefined;
};

export interface FieldErrorsApi {
  errors: FieldMessages;
  /** Props for a Fluent `Field`: `validationMessage` and `validationState`. */
  field: (name: string) => { validationMessage?: string; validationState?: 'error' };
  /** Replaces all messages with the zod result's; true when valid. */
  fromZod: (result: z.ZodSafeParseResult<unknown>) => boolean;
  /** Replaces all messages with the error's field messages; true when one belongs to a `shown` field. */
  fromGraphQL: (error: unknown, shown?: readonly string[]) => boolean;
  set: (messages: FieldMessages) => void;
  clear: (name?: string) => void;
  /**
   * A form's save: the Success notice and `onSaved` after it; when refused, the server's messages under
   * the `shown` fields, or else its message as an error notice.
   */
  save: (run: () => Promise<unknown>, shown: readonly string[], onSaved: () => void) => Promise<void>;
}

export const useFieldErrors = (): FieldErrorsApi => {
  const [errors, setErrors] = useState<FieldMessages>({});

  const field = useCallback(
    (name: string) => (errors[name] ? { validationMessage: errors[name], validationState: 'error' as const } : {}),
    [errors],
  );
  const fromZod = useCallback((result: z.ZodSafeParseResult<unknown>) => {
    setErrors(zodFieldMessages(result));
    return result.success;
  }, []);
  const fromGraphQL = useCallback((error: unknown, shown?: readonly string[]) => {
    const messages = graphQLFieldMessages(error);
    if (!messages) return false;
    setErrors(messages);
    return shown ? Object.keys(messages).some((k) => shown.includes(k)) : true;
  }, []);
  const clear = useCallback((name?: string) => {
    setErrors((prev) => {
      if (name === undefined) return {};
      if (!(name in prev)) return prev;
      const { [name]: _removed, ...rest } = prev;
      return rest;
    });
  }, []);
  const save = useCallback(
    async (run: () => Promise<unknown>, shown: readonly string[], onSaved: () => void) => {
      try {
        await run();
        setErrors({});
        notify.success();
        onSaved();
      } catch (error) {
        if (!fromGraphQL(error, shown)) notify.error(errorMessage(error));
      }
    },
    [fromGraphQL],
  );

  return useMemo(
    () => ({ errors, field, fromZod, fromGraphQL, set: setErrors, clear, save }),
    [errors, field, fromZod, fromGraphQL, clear, save],
  );
};
