/**
 * Rows of PostgreSQL's `COPY … TO STDOUT` text format, parsed from its byte stream: cheaper for both ends
 * than fetching a cursor's rows (no row messages, no objects per row). A row ends with a newline and its
 * fields are separated by tabs; NULL is `\N`; a backslash escapes a backslash, a tab, a newline and the
 * other control characters COPY writes so (never a raw newline inside a row, so a chunk is cut at its last
 * newline without looking inside multi-byte characters).
 */
export type CopyRow = (string | null)[];

const ESCAPED: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
const unescape = (field: string): string => field.replace(/\\(.)/g, (_, c: string) => ESCAPED[c] ?? c);

const parseField = (field: string): string | null => (field === '\\N' ? null : field.includes('\\') ? unescape(field) : field);

/** The rows of each chunk that completes some, in order. */
export async function* copyRows(chunks: AsyncIterable<Buffer>): AsyncGenerator<CopyRow[]> {
  let rest: Buffer | null = null;
  for await (const chunk of chunks) {
    const end = chunk.lastIndexOf(10);
    if (end < 0) {
      rest = rest ? Buffer.concat([rest, chunk]) : chunk;
      continue;
    }
    const whole: Buffer = rest ? Buffer.concat([rest, chunk.subarray(0, end)]) : chunk.subarray(0, end);
    rest = end + 1 < chunk.length ? chunk.subarray(end + 1) : null;
    yield whole.toString('utf8').split('\n').map((line) => line.split('\t').map(parseField));
  }
  if (rest?.length) throw new Error('COPY data ends inside a row');
}
