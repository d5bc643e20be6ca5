import { Migration } from '@mikro-orm/migrations';

/**
 * Full-text search (issue 20) with PostgreSQL's built-in `indonesian` configuration (Snowball stemmer).
 *
 * - `ks_unaccent(text)`: an immutable wrapper of the `unaccent` extension (trusted since PostgreSQL 13, so
 *   the application role that owns the database may create it; on a managed PostgreSQL where it already
 *   exists in another schema, the wrapper names that schema). Generated columns need an immutable function.
 * - `ks_tsv(text, weight)`: the weighted vector of a text, accents removed.
 * - Generated tsvector columns with GIN indexes: agreements and contracts have a public one (the fields of
 *   the public tables) and a staff one (every text field); proposals, chat messages, news, partner logos and
 *   agencies have one each.
 * - `dokumen_teks`: the extracted text of each stored document (one row per file, the queue of the indexer
 *   too: status `antri` until modules/cari/indexer has read it). A trigger queues every new document when
 *   its transaction commits.
 */
const tsvStaf = (cols: string) => `ks_tsv(judul, 'A') || ks_tsv(mitra || ' ' || no_kontrak || ' ' || no_mitra, 'B') || ks_tsv(deskripsi, 'C')${cols}`;
const KERJASAMA_PUBLIK = tsvStaf('');
const KERJASAMA_STAF = tsvStaf(` || ks_tsv(keterangan || ' ' || nama_ttd_mitra || ' ' || jabatan_ttd_mitra || ' ' || nama_ttd || ' ' || jabatan_ttd, 'D')`);

export const DOKUMEN_KINDS = ['mou.dokumen', 'pks.dokumen', 'penjajagan.dokumen'];

export class Migration20261126400000_cari extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`do $do$
      declare s text;
      begin
        select n.nspname into s from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent';
        execute format(
          'create or replace function ks_unaccent(text) returns text language sql immutable parallel safe strict as %L',
          format('select %I.unaccent(%L::regdictionary, $1)', s, s || '.unaccent'));
      end $do$;`);
    this.addSql(`create or replace function ks_tsv(text, "char") returns tsvector language sql immutable parallel safe
      as $f$ select setweight(to_tsvector('pg_catalog.indonesian'::regconfig, public.ks_unaccent(coalesce($1, ''))), $2) $f$;`);
    for (const t of ['mou', 'pks']) {
      this.addSql(`alter table ${t}
        add column cari_publik tsvector generated always as (${KERJASAMA_PUBLIK}) stored,
        add column cari_staf tsvector generated always as (${KERJASAMA_STAF}) stored;`);
      this.addSql(`create index ${t}_cari_publik on ${t} using gin (cari_publik) where id_status = 1;`);
      this.addSql(`create index ${t}_cari_staf on ${t} using gin (cari_staf);`);
    }
    const single: [string, string][] = [
      ['penjajagan', `ks_tsv(judul, 'A') || ks_tsv(no_penjajagan, 'B') || ks_tsv(deskripsi, 'C')`],
      ['penjajagan_detail', `ks_tsv(pesan, 'C')`],
      ['kegiatan', `ks_tsv(judul, 'A') || ks_tsv(highlight, 'B') || ks_tsv(isi, 'C')`],
      ['partner', `ks_tsv(partner, 'A')`],
      ['skpd', `ks_tsv(skpd, 'A')`],
    ];
    for (const [t, expr] of single) {
      this.addSql(`alter table ${t} add column cari tsvector generated always as (${expr}) stored;`);
      this.addSql(`create index ${t}_cari on ${t} using gin (cari);`);
    }
    this.addSql(`
      create table dokumen_teks (
        id_file uuid primary key references stored_file (id) on delete cascade,
        status varchar(20) not null default 'antri' check (status in ('antri', 'proses', 'terbaca', 'tidak_terbaca')),
        metode varchar(10) null check (metode in ('teks', 'ocr')),
        alasan text null,
        teks text not null default '',
        cari tsvector generated always as (ks_tsv(teks, 'C')) stored,
        percobaan integer not null default 0,
        antri_sejak timestamptz not null default now(),
        diklaim timestamptz null,
        diindeks timestamptz null
      );`);
    this.addSql(`create index dokumen_teks_cari on dokumen_teks using gin (cari);`);
    this.addSql(`create index dokumen_teks_antri on dokumen_teks (antri_sejak) where status in ('antri', 'proses');`);
    const kinds = DOKUMEN_KINDS.map((k) => `'${k}'`).join(', ');
    this.addSql(`create or replace function dokumen_teks_antri() returns trigger language plpgsql as $f$
      begin
        if new.owner_kind in (${kinds}) then
          insert into dokumen_teks (id_file) values (new.id) on conflict (id_file) do nothing;
        end if;
        return new;
      end $f$;`);
    // Deferred to the commit: a restore (db/backup.ts, one transaction) copies stored_file before dokumen_teks,
    // and the archive's own rows must win over the queued ones (on conflict do nothing).
    this.addSql(`create constraint trigger stored_file_dokumen_teks after insert on stored_file
      deferrable initially deferred for each row execute function dokumen_teks_antri();`);
    this.addSql(`insert into dokumen_teks (id_file) select id from stored_file where owner_kind in (${kinds}) on conflict do nothing;`);
    for (const t of ['mou', 'pks', 'penjajagan', 'penjajagan_detail', 'kegiatan', 'partner', 'skpd']) this.addSql(`analyze ${t};`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists stored_file_dokumen_teks on stored_file; drop function if exists dokumen_teks_antri();`);
    this.addSql(`drop table if exists dokumen_teks;`);
    for (const t of ['mou', 'pks']) this.addSql(`alter table ${t} drop column cari_publik, drop column cari_staf;`);
    for (const t of ['penjajagan', 'penjajagan_detail', 'kegiatan', 'partner', 'skpd']) this.addSql(`alter table ${t} drop column cari;`);
    this.addSql(`drop function if exists ks_tsv(text, "char"); drop function if exists ks_unaccent(text);`);
  }
}
