import { Migration } from '@mikro-orm/migrations';

/** The titles whose words the typo fallback knows (the titles it compared before), by table. */
const JUDUL: [table: string, column: string][] = [
  ['mou', 'judul'],
  ['pks', 'judul'],
  ['penjajagan', 'judul'],
  ['kegiatan', 'judul'],
  ['skpd', 'skpd'],
];
const WORDS = (column: string) => `regexp_split_to_table(lower(${column}), '[^[:alnum:]]+') w where length(w) between 3 and 40`;

/**
 * The words of the titles, for the search's typo fallback (issue 20): a search without hits looks each of
 * its words up here by trigram distance (a GiST index, nearest first) and, when one is close enough, searches
 * again with the corrected words. Comparing the query with every title instead (`<%` over 400,000 titles)
 * cost up to 150 ms of PostgreSQL per search without hits, which is most public searches of a word found
 * only in documents. Kept by statement triggers on the titles' tables (words are only added: a word no
 * longer in any title corrects to a search that finds nothing). A restore brings the words with the titles,
 * so the triggers stand aside while `kerjasama.pemulihan` is on.
 */
export class Migration20261126491000_cari_kata extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table cari_kata (kata text primary key);`);
    this.addSql(`insert into cari_kata (kata) select distinct w from (${JUDUL.map(([t, c]) => `select ${c} as judul from ${t}`).join(' union all ')}) j, ${WORDS('j.judul')};`);
    this.addSql(`create index cari_kata_trgm on cari_kata using gist (kata gist_trgm_ops);`);
    this.addSql(`
      create function cari_kata_simpan() returns trigger language plpgsql as $$
      begin
        if current_setting('kerjasama.pemulihan', true) = 'on' then return null; end if;
        execute format('insert into cari_kata (kata) select distinct w from baru, ${WORDS('baru.%I').replaceAll("'", "''")} on conflict do nothing', tg_argv[0]);
        return null;
      end $$;`);
    for (const [t, c] of JUDUL) {
      for (const on of ['insert', 'update']) {
        this.addSql(`create trigger ${t}_cari_kata_${on} after ${on} on ${t} referencing new table as baru for each statement execute function cari_kata_simpan('${c}');`);
      }
    }
    this.addSql(`analyze cari_kata;`);
  }

  override async down(): Promise<void> {
    for (const [t] of JUDUL) for (const on of ['insert', 'update']) this.addSql(`drop trigger if exists ${t}_cari_kata_${on} on ${t};`);
    this.addSql(`drop function if exists cari_kata_simpan();`);
    this.addSql(`drop table if exists cari_kata;`);
  }
}
