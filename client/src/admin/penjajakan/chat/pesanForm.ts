import { CHAT_MAX_LENGTH, pesanSchema } from '@rules/penjajagan';

/** SPEC §5 Chat message: the message to show under the composer, or undefined when it may be sent. */
export const pesanError = (pesan: string): string | undefined => {
  const r = pesanSchema.safeParse({ pesan });
  return r.success ? undefined : r.error.issues[0]?.message;
};

/** The live counter under the composer, e.g. "12/200". */
export const pesanCounter = (pesan: string): string => `${pesan.length}/${CHAT_MAX_LENGTH}`;

export const isTooLong = (pesan: string): boolean => pesan.trim().length > CHAT_MAX_LENGTH;
