import { CHAT_MAX_LENGTH, pesanSchema } from '@rules/penjajagan';

/** SPEC §5 Chat message: the message to show under the composer, or undefined when it may be sent. */
export const pesanError = (pesan: string): string | undefined => {
  const r = pesanSchema.safeParse({ pesan });
  return r.success ? undefined : r.error.issues[0]?.message;
};

/** Characters as the rule (zod) and PostgreSQL count them: code points, so an emoji is one, not two. */
const characters = (s: string): number => [...s].length;

/** The live counter under the composer, e.g. "12/200". */
export const pesanCounter = (pesan: string): string => `${characters(pesan)}/${CHAT_MAX_LENGTH}`;

export const isTooLong = (pesan: string): boolean => characters(pesan.trim()) > CHAT_MAX_LENGTH;
