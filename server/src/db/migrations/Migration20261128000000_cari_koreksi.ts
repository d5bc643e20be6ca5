import { Migration } from '@mikro-orm/migrations';

/** The names the typo fallback learns besides the titles (cari_kata): partners', on the public list and on the records. */
const NAMA: [table: string, column: string][] = [
  ['partner', 'partner'],
  ['mou', 'mitra'],
  ['pks', 'mitra'],
];
const WORDS = (column: string) => `regexp_split_to_table(lower(${column}), '[^[:alnum:]]+') w where length(w) between 3 and 40`;

/**
 * The typo fallback (issue 20) tolerates a missing, extra or changed letter inside a word: trigram
 * similarity alone scored "kemaritman" against "kemaritiman" 0.6, below its bar, so the fallback now also
 * measures edits (fuzzystrmatch's levenshtein, from PostgreSQL's contrib like pg_trgm and unaccent). Partner
 * names are words it knows too ("politeknikk"), kept by the same statement triggers as the titles'.
 */
export class Migration20261128000000_cari_koreksi extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists fuzzystrmatch;`);
    this.addSql(`insert into cari_kata (kata) select distinct w from (${NAMA.map(([t, c]) => `select ${c} as nama from ${t}`).join(' union all ')}) j, ${WORDS('j.nama')} on conflict do nothing;`);
    for (const [t, c] of NAMA) {
      for (const on of ['insert', 'update']) {
        this.addSql(`create trigger ${t}_cari_kata_${c}_${on} after ${on} on ${t} referencing new table as baru for each statement execute function cari_kata_simpan('${c}');`);
      }
    }
    this.addSql(`analyze cari_kata;`);
  }

  override async down(): Promise<void> {
    for (const [t, c] of NAMA) for (const on of ['insert', 'update']) this.addSql(`drop trigger if exists ${t}_cari_kata_${c}_${on} on ${t};`);
  }
}
