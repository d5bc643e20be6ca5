/**
 * What the crash suites wrote and were told was stored (acknowledged), and the check that all of it is
 * in the database, complete, with no half-written record and no file without its owner.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

export interface AckedMou {
  idMou: number;
  judul: string;
  noKontrak: string;
}
export interface AckedDokumen {
  idFile: string;
  idMou: number;
  name: string;
  size: number;
  sha256: string;
}
export interface AckedPesan {
  id: number;
  idPenjajagan: number;
  pesan: string;
}

export class Ledger {
  readonly mous = new Map<number, AckedMou>();
  readonly dokumen = new Map<string, AckedDokumen>();
  readonly pesan = new Map<number, AckedPesan>();

  get size(): number {
    return this.mous.size + this.dokumen.size + this.pesan.size;
  }
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Owner tables of the stored-file kinds the suites write or the product keeps. */
const OWNERS: Record<string, { table: string; key: string }> = {
  'mou.dokumen': { table: 'mou', key: 'id_mou' },
  'mou.gambar': { table: 'mou', key: 'id_mou' },
  'pks.dokumen': { table: 'pks', key: 'id_pks' },
  'pks.gambar': { table: 'pks', key: 'id_pks' },
  'penjajagan.dokumen': { table: 'penjajagan', key: 'id_penjajagan' },
  'kegiatan.gambar': { table: 'kegiatan', key: 'id_kegiatan' },
  'partner.logo': { table: 'partner', key: 'id_partner' },
  'slider.gambar': { table: 'slider', key: 'id_gambar' },
};

/**
 * Every problem with the database against the ledger: a lost or altered acknowledged write, a record
 * without its audit line (written in the same transaction), a file whose content does not match its
 * size and digest, or a file whose owner is gone.
 */
export const verify = async (databaseUrl: string, ledger: Ledger): Promise<string[]> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const problems: string[] = [];
  try {
    const mous = new Map(
      (await client.query<{ id_mou: number; judul: string; no_kontrak: string }>('select id_mou, judul, no_kontrak from mou')).rows.map((r) => [r.id_mou, r]),
    );
    const riwayat = new Set((await client.query<{ aksi: string }>(`select aksi from riwayat where aksi like 'Menambah kesepakatan %'`)).rows.map((r) => r.aksi));
    for (const m of ledger.mous.values()) {
      const row = mous.get(m.idMou);
      if (!row) problems.push(`kesepakatan ${m.idMou} "${m.judul}" hilang`);
      else if (row.judul !== m.judul || row.no_kontrak !== m.noKontrak) problems.push(`kesepakatan ${m.idMou} berubah: ${JSON.stringify(row)}`);
    }
    // Every agreement of the suite (acknowledged or not) committed with its audit line.
    for (const row of mous.values()) {
      if (row.judul.startsWith('Uji-') && !riwayat.has(`Menambah kesepakatan "${row.judul}"`)) problems.push(`kesepakatan ${row.id_mou} tanpa riwayat (setengah tertulis)`);
    }

    const files = new Map(
      (
        await client.query<{ id: string; owner_kind: string; owner_id: number; original_name: string; size: number; sha256: string; actual: string; length: number }>(
          `select id, owner_kind, owner_id, original_name, size, sha256, encode(sha256(content), 'hex') as actual, octet_length(content) as length from stored_file`,
        )
      ).rows.map((r) => [r.id, r]),
    );
    for (const d of ledger.dokumen.values()) {
      const row = files.get(d.idFile);
      if (!row) problems.push(`dokumen ${d.idFile} (${d.name}) hilang`);
      else {
        if (row.owner_kind !== 'mou.dokumen' || row.owner_id !== d.idMou) problems.push(`dokumen ${d.idFile} pindah pemilik: ${row.owner_kind} ${row.owner_id}`);
        if (row.actual !== d.sha256 || row.length !== d.size) problems.push(`isi dokumen ${d.idFile} tidak sama dengan yang diunggah (sha256 ${row.actual}, ${row.length} byte)`);
      }
    }
    for (const row of files.values()) {
      if (row.actual !== row.sha256 || row.length !== row.size) problems.push(`file ${row.id} setengah tertulis: ${row.length} dari ${row.size} byte, sha256 ${row.actual} ≠ ${row.sha256}`);
      const owner = OWNERS[row.owner_kind];
      if (!owner) continue;
      const found = await client.query(`select 1 from ${owner.table} where ${owner.key} = $1`, [row.owner_id]);
      if (!found.rowCount) problems.push(`file ${row.id} (${row.owner_kind}) yatim: pemilik ${row.owner_id} tidak ada`);
    }

    const pesan = new Map(
      (await client.query<{ id: number; id_penjajagan: number; pesan: string }>('select id, id_penjajagan, pesan from penjajagan_detail')).rows.map((r) => [r.id, r]),
    );
    for (const p of ledger.pesan.values()) {
      const row = pesan.get(p.id);
      if (!row) problems.push(`pesan ${p.id} "${p.pesan}" hilang`);
      else if (row.pesan !== p.pesan || row.id_penjajagan !== p.idPenjajagan) problems.push(`pesan ${p.id} berubah: ${JSON.stringify(row)}`);
    }
  } finally {
    await client.end();
  }
  return problems;
};
