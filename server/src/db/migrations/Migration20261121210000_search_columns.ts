import { Migration } from '@mikro-orm/migrations';

const TABLES = ['mou', 'pks'] as const;

/**
 * Lower-cased copies of judul and no_kontrak, kept by PostgreSQL, for the case-insensitive substring
 * searches of the agreement and contract lists. `judul ILIKE '%…%'` lowers every row it reads (in a UTF-8
 * database, an allocation and a case mapping per row): a staff search that walks the newest rows to fill a
 * page cost 1.04 ms of PostgreSQL CPU, against 0.43 ms for `judul_cari LIKE lower('%…%')` (100k agreements,
 * 2.5k matches, measured per execution). The trigram indexes move to the new columns, where LIKE uses them.
 */
export class Migration20261121210000_search_columns extends Migration {
  override async up(): Promise<void> {
    for (const t of TABLES) {
      this.addSql(`alter table ${t}
        add column judul_cari text generated always as (lower(judul)) stored,
        add column no_kontrak_cari text generated always as (lower(no_kontrak)) stored;`);
      this.addSql(`drop index if exists ${t}_judul_trgm, ${t}_judul_aktif_trgm, ${t}_no_kontrak_trgm;`);
      this.addSql(`create index ${t}_judul_cari_trgm on ${t} using gin (judul_cari gin_trgm_ops);`);
      this.addSql(`create index ${t}_judul_cari_aktif_trgm on ${t} using gin (judul_cari gin_trgm_ops) where id_status = 1;`);
      this.addSql(`create index ${t}_no_kontrak_cari_trgm on ${t} using gin (no_kontrak_cari gin_trgm_ops);`);
      // statistics of the new columns now: without them the planner guesses, and a common term takes the
      // trigram path over every match (8 ms) instead of walking the newest rows (0.4 ms)
      this.addSql(`analyze ${t};`);
    }
  }

  override async down(): Promise<void> {
    for (const t of TABLES) {
      this.addSql(`alter table ${t} drop column judul_cari, drop column no_kontrak_cari;`);
      this.addSql(`create index ${t}_judul_trgm on ${t} using gin (judul gin_trgm_ops);`);
      this.addSql(`create index ${t}_judul_aktif_trgm on ${t} using gin (judul gin_trgm_ops) where id_status = 1;`);
      this.addSql(`create index ${t}_no_kontrak_trgm on ${t} using gin (no_kontrak gin_trgm_ops);`);
    }
  }
}
