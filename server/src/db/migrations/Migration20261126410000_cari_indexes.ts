import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the search's other conditions (issue 20, benchmark with 100k agreements, 300k contracts and
 * 50k documents), so no branch of modules/cari reads a whole table:
 * - trigram indexes on the lower-cased partner numbers and proposal numbers: a query with digits also
 *   matches `lower(no_mitra) like '%…%'` and `lower(no_penjajagan) like '%…%'` (No. Kontrak has one already);
 * - the documents whose text is not (yet) readable, counted on every staff search (belumTerbaca).
 */
export class Migration20261126410000_cari_indexes extends Migration {
  override async up(): Promise<void> {
    for (const t of ['mou', 'pks']) this.addSql(`create index ${t}_no_mitra_lower_trgm on ${t} using gin (lower(no_mitra) gin_trgm_ops);`);
    this.addSql(`create index penjajagan_no_lower_trgm on penjajagan using gin (lower(no_penjajagan) gin_trgm_ops);`);
    this.addSql(`create index dokumen_teks_belum on dokumen_teks (id_file) where status <> 'terbaca';`);
    for (const t of ['mou', 'pks', 'penjajagan']) this.addSql(`analyze ${t};`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists mou_no_mitra_lower_trgm, pks_no_mitra_lower_trgm, penjajagan_no_lower_trgm, dokumen_teks_belum;`);
  }
}
