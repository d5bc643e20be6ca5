import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { copyStoredFile, spoolFile, withPoolTransaction, type SpooledFile, type StreamedFile } from '../../files/stored-file-copy.js';

/**
 * Writes the request's files (`files`, in order, to temporary files), then replaces its stored files with
 * them and marks it done, in one transaction: a run that dies midway leaves the request's earlier state and
 * files as they were. Done at the commit (clock_timestamp).
 */
export const simpanLaporan = async (em: EntityManager, ownerKind: string, id: number, files: readonly StreamedFile[]): Promise<void> => {
  const dir = await mkdtemp(join(tmpdir(), 'kerjasama-laporan-'));
  try {
    const spooled: SpooledFile[] = [];
    for (const [i, f] of files.entries()) spooled.push(await spoolFile(f, join(dir, `${i}.${f.ext}`)));
    await withPoolTransaction(em, async (client) => {
      await client.query(`delete from stored_file where owner_kind = $1 and owner_id = $2`, [ownerKind, id]);
      for (const f of spooled) await copyStoredFile(client, ownerKind, id, f);
      await client.query(`update laporan_berkala set status = 'selesai', progres = 100, pesan = null, selesai_at = clock_timestamp() where id_laporan_berkala = $1`, [id]);
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
