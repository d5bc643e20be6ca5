import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes fitted to the list filters (issue 7, measured with EXPLAIN ANALYZE on 100k agreements / 300k
 * contracts). The public site and most staff searches look for a judul among the Aktif rows: with only the
 * general trigram index, PostgreSQL ANDs its bitmap with one of every Aktif row (half the table) taken
 * from a status index, which costs more than the search. A trigram index over the Aktif rows alone answers
 * `judul ILIKE '%…%' AND id_status = 1` by itself (count of 2.5k matches: 8.6 → 4.9 ms; first 1,001: 6.3
 * → 2.6 ms). Searches under other statuses keep the general index.
 */
export class Migration20261121200000_list_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index mou_judul_aktif_trgm on mou using gin (judul gin_trgm_ops) where id_status = 1;`);
    this.addSql(`create index pks_judul_aktif_trgm on pks using gin (judul gin_trgm_ops) where id_status = 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists pks_judul_aktif_trgm, mou_judul_aktif_trgm;`);
  }
}
