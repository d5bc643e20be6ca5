/**
 * Stored files whose content is written as a stream: COPY … FROM STDIN into stored_file, the content
 * (bytea, hex) sent chunk by chunk as the writer produces it, so a file of any size is never whole in
 * memory — a bytea parameter would hold it twice more (the buffer and its hex text). The size and SHA-256,
 * known only at the end, are the row's last columns. Runs on a raw connection of the ORM's pool, in one
 * transaction the caller fills (`withPoolTransaction`), so the files commit with the owner's change.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import pgCopy from 'pg-copy-streams';

export interface StreamedFile {
  originalName: string;
  mime: string;
  ext: string;
  /** Writes the content to `sink` (which may wait), in order. */
  write(sink: (chunk: Buffer) => Promise<void>): Promise<void>;
}

/** Bytes of COPY text per write (the content's hex is twice its size). */
const PIECE = 1 << 20;

/** COPY's text format: backslash, tab and line breaks escaped. */
const copyText = (s: string | number) => String(s).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);

/** Inserts one stored file of `owner` from its writer, on `client` (inside the caller's transaction). */
export const copyStoredFile = async (client: pg.ClientBase, ownerKind: string, ownerId: number, file: StreamedFile): Promise<{ size: number; sha256: string }> => {
  // Pieces of up to 1 MB, 4 MB in flight: the writer goes on while PostgreSQL reads (16 KB pieces waited
  // for each other's drain, and storing a 64 MB file took 20 s).
  const copy = client.query(pgCopy.from(`copy stored_file (content, size, sha256, owner_kind, owner_id, original_name, mime, ext) from stdin`, { highWaterMark: 4 * PIECE }));
  const done = finished(copy);
  done.catch(() => {}); // awaited below; a failure meanwhile also rejects the writes' wait
  const hash = createHash('sha256');
  let size = 0;
  const put = async (text: string) => {
    if (copy.destroyed) await done;
    if (!copy.write(text)) await Promise.race([once(copy, 'drain'), done]);
  };
  await put('\\\\x');
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    const piece = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    await put(piece.toString('hex'));
  };
  await file.write(async (chunk) => {
    hash.update(chunk);
    size += chunk.length;
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= PIECE / 2) await flush();
  });
  if (pendingBytes) await flush();
  const sha256 = hash.digest('hex');
  copy.end(`${[size, sha256, ownerKind, ownerId, file.originalName, file.mime, file.ext].map((v) => `\t${copyText(v)}`).join('')}\n`);
  await done;
  return { size, sha256 };
};

/** Runs `work` in a transaction on a raw connection of the ORM's pool (for COPY), committed when it returns. */
export const withPoolTransaction = async <T>(em: EntityManager, work: (client: pg.ClientBase) => Promise<T>): Promise<T> => {
  const knex = em.getConnection().getKnex();
  const client = (await knex.client.acquireConnection()) as pg.ClientBase;
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await knex.client.releaseConnection(client);
  }
};
