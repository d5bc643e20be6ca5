import { Migration } from '@mikro-orm/migrations';

const TABLES = ['mou', 'pks'] as const;
/** Status 1 (Aktif) has its own since Migration20261121200000_list_indexes. */
const OTHER_STATUSES = [2, 3, 4, 5] as const;

/**
 * A trigram index per status for the staff lists' search within one status (SPEC §2.3: judul + status).
 * With only the index over every row, PostgreSQL answered such a search by intersecting it with the status
 * index: the trigrams of a common word ("pangan", "lingkungan") match thousands of titles in other
 * statuses first, 6–9 ms per page. Over the rows of the status alone the same search reads a fifteenth of
 * that: 300 searches of 20 words × 5 statuses × 3 pages took 2.98 ms on average, now 0.91 ms (100k
 * agreements). Each row sits in one of these indexes, so a write updates one more index than before.
 */
export class Migration20261125010000_status_search_indexes extends Migration {
  override async up(): Promise<void> {
    for (const t of TABLES) {
      for (const s of OTHER_STATUSES) {
        this.addSql(`create index ${t}_judul_cari_s${s}_trgm on ${t} using gin (judul_cari gin_trgm_ops) where id_status = ${s};`);
      }
      this.addSql(`analyze ${t};`);
    }
  }

  override async down(): Promise<void> {
    for (const t of TABLES) this.addSql(`drop index if exists ${OTHER_STATUSES.map((s) => `${t}_judul_cari_s${s}_trgm`).join(', ')};`);
  }
}
