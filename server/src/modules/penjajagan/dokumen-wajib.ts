/**
 * Required proposal documents (issue 17): the office's list of documents a proposal must have before TKKSD
 * review (table pengaturan_penjajagan, one row), and which of them each uploaded document is (table
 * penjajagan_dokumen_jenis beside the proposal's stored_file rows).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../common/context.js';
import { inputError } from '../../common/errors.js';
import { batchLoader } from '../../common/loader.js';
import { syaratPersetujuan } from '../../rules/tkksd.js';
import type { Commit } from '../riwayat/commit.js';
import { PENJAJAGAN_DOKUMEN } from './penjajagan.entity.js';

const MAKS_JENIS = 20;
const MAKS_PANJANG = 100;

export const DOKUMEN_WAJIB_MESSAGES = {
  daftar: `Nama dokumen wajib tidak boleh kosong, paling panjang ${MAKS_PANJANG} karakter, paling banyak ${MAKS_JENIS}, dan tidak boleh berulang`,
  jenis: 'Jenis dokumen tidak termasuk daftar dokumen wajib penjajakan',
  kurang: (nama: readonly string[]) => `Dokumen penjajakan belum lengkap; belum ada: ${nama.join(', ')}`,
} as const;

const run = <T>(em: EntityManager, sql: string, params: unknown[] = []) => em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());

export class DokumenWajibService {
  constructor(private readonly commit: Commit) {}

  /** The configured list, in the office's order. */
  async daftar(em: EntityManager): Promise<string[]> {
    const [row] = await run<{ dokumen_wajib: string[] }>(em, 'select dokumen_wajib from pengaturan_penjajagan where id = 1');
    return row?.dokumen_wajib ?? [];
  }

  /** Replaces the list (admins); an empty list requires nothing. One Riwayat line. */
  async ubah(ctx: Context, input: readonly string[]): Promise<string[]> {
    const list = input.map((s) => s.trim().replace(/\s+/g, ' '));
    const unique = new Set(list.map((s) => s.toLocaleLowerCase('id')));
    if (list.length > MAKS_JENIS || unique.size !== list.length || list.some((s) => !s || s.length > MAKS_PANJANG)) {
      throw inputError('dokumenWajib', DOKUMEN_WAJIB_MESSAGES.daftar);
    }
    return this.commit.transaction(ctx, async (em) => {
      await run(em, 'update pengaturan_penjajagan set dokumen_wajib = array(select jsonb_array_elements_text(?::jsonb)) where id = 1', [JSON.stringify(list)]);
      return {
        result: list,
        change: { riwayat: `Mengubah dokumen wajib penjajakan: ${list.length ? list.join(', ') : '(tidak ada)'}` },
      };
    });
  }

  /** The configured name a document kind is given as (case-insensitive), or the field error. */
  async jenisValid(em: EntityManager, jenis: string): Promise<string> {
    const found = (await this.daftar(em)).find((d) => d.toLocaleLowerCase('id') === jenis.trim().toLocaleLowerCase('id'));
    if (!found) throw inputError('jenis', DOKUMEN_WAJIB_MESSAGES.jenis);
    return found;
  }

  /** Records which required document a just-stored proposal document is (in the caller's transaction). */
  async tandai(em: EntityManager, idFile: string, jenis: string): Promise<void> {
    await run(em, 'insert into penjajagan_dokumen_jenis (id_file, jenis) values (?, ?)', [idFile, jenis]);
  }

  /** The required documents the proposal has none of, in the configured order. */
  async kurang(em: EntityManager, idPenjajagan: number): Promise<string[]> {
    const rows = await run<{ jenis: string }>(
      em,
      `select w.jenis from pengaturan_penjajagan p, unnest(p.dokumen_wajib) with ordinality as w(jenis, urutan)
        where p.id = 1 and not exists (
          select 1 from stored_file f join penjajagan_dokumen_jenis j on j.id_file = f.id
           where f.owner_kind = ? and f.owner_id = ? and lower(j.jenis) = lower(w.jenis))
        order by w.urutan`,
      [PENJAJAGAN_DOKUMEN, idPenjajagan],
    );
    return rows.map((r) => r.jenis);
  }

  /**
   * What approving the proposal lacks (rules/tkksd.ts syaratPersetujuan), by field; empty when it may be
   * approved. The decision (putuskanPenjajagan) and a direct status edit to Disetujui both ask it.
   */
  async kurangUntukDisetujui(em: EntityManager, idPenjajagan: number): Promise<Record<string, string>> {
    const [{ n }] = await run<{ n: number }>(em, 'select count(*)::int as n from pertimbangan where id_penjajagan = ? and pendapat is not null', [idPenjajagan]);
    return syaratPersetujuan({ dokumenKurang: await this.kurang(em, idPenjajagan), jumlahPertimbangan: n });
  }

  /** The kind of a proposal document (null: none given), batched per request. */
  jenisOf(ctx: Context, idFile: string): Promise<string | null> {
    return batchLoader<string, string | null>(
      ctx,
      'penjajagan:dokumenJenis',
      async (ids) => {
        const rows = await run<{ id_file: string; jenis: string }>(ctx.em, 'select id_file::text, jenis from penjajagan_dokumen_jenis where id_file::text in (select jsonb_array_elements_text(?::jsonb))',
          [JSON.stringify(ids)],);
        return new Map(rows.map((r) => [r.id_file, r.jenis]));
      },
      () => null,
    ).load(idFile);
  }
}
