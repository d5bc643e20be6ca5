import type { EntityManager } from '@mikro-orm/postgresql';
import { copyStoredFile, withPoolTransaction, type StreamedFile } from '../../files/stored-file-copy.js';

/**
 * Replaces the request's files with `files` (written as they stream in) and marks it done, in one
 * transaction: a run that dies midway leaves the request's earlier state and files as they were. Done at
 * the commit (clock_timestamp), not when the transaction began (now()) before the XLSX streamed in.
 */
export const simpanLaporan = (em: EntityManager, ownerKind: string, id: number, files: readonly StreamedFile[]): Promise<void> =>
  withPoolTransaction(em, async (client) => {
    await client.query(`delete from stored_file where owner_kind = $1 and owner_id = $2`, [ownerKind, id]);
    for (const f of files) await copyStoredFile(client, ownerKind, id, f);
    await client.query(`update laporan_berkala set status = 'selesai', progres = 100, pesan = null, selesai_at = clock_timestamp() where id_laporan_berkala = $1`, [id]);
  });
