import { Migration } from '@mikro-orm/migrations';

/**
 * The snippets' configuration: Indonesian with accents removed before stemming, so ts_headline marks
 * "Café" for a search of "cafe" (the vectors are built from unaccented text, the shown text keeps its
 * accents; with pg_catalog.indonesian an accented word was found but never highlighted).
 */
export class Migration20261128010000_cari_sorot extends Migration {
  override async up(): Promise<void> {
    this.addSql(`do $do$
      declare s text;
      begin
        select n.nspname into s from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent';
        create text search configuration public.ks_indonesian (copy = pg_catalog.indonesian);
        execute format('alter text search configuration public.ks_indonesian alter mapping for hword, hword_part, word with %I.unaccent, indonesian_stem', s);
      end $do$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop text search configuration if exists public.ks_indonesian;`);
  }
}
