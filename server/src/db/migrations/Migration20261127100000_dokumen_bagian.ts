import { Migration } from '@mikro-orm/migrations';

/**
 * The documents' vectors indexed in four parts by their file id instead of one index (cari.sql.ts
 * DOKUMEN_BAGIAN, whose expression these predicates repeat): a search reads the parts one after another and
 * stops when it has enough, so a word found in most documents no longer costs a bitmap of all of them.
 * Like every GIN index a search reads, without a pending list (Migration20261127000000_gin_tanpa_antrean).
 */
const PARTS = 4;

export class Migration20261127100000_dokumen_bagian extends Migration {
  override async up(): Promise<void> {
    for (let k = 0; k < PARTS; k++) {
      this.addSql(`create index dokumen_teks_cari_${k} on dokumen_teks using gin (cari) with (fastupdate = off)
        where (get_byte(uuid_send(id_file), 15) % ${PARTS}) = ${k};`);
    }
    this.addSql(`drop index dokumen_teks_cari;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index dokumen_teks_cari on dokumen_teks using gin (cari) with (fastupdate = off);`);
    for (let k = 0; k < PARTS; k++) this.addSql(`drop index dokumen_teks_cari_${k};`);
  }
}
