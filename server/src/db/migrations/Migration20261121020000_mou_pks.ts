import { Migration } from '@mikro-orm/migrations';

/** The columns agreements and contracts share, as both tables below write them (one text, the same SQL). */
const COLUMNS = `mitra varchar(255) not null,
        tgl_mulai date not null,
        tgl_berakhir date not null,
        tgl_input timestamptz not null default now(),
        judul varchar(255) not null,
        deskripsi text not null,
        no_kontrak varchar(100) not null,
        no_mitra varchar(100) not null,
        nilai numeric(18, 2) not null default 0 check (nilai >= 0),
        nama_ttd_mitra varchar(255) not null,
        jabatan_ttd_mitra varchar(255) not null,
        nama_ttd varchar(255) not null,
        jabatan_ttd varchar(255) not null,
        keterangan text not null,
        id_status smallint not null default 3 check (id_status between 1 and 5),`;

/**
 * Agreements (Kesepakatan/MOU), contracts (Perjanjian/PKS) and their linked agencies. Documents and gallery
 * images live in stored_file (owner kinds mou.dokumen, mou.gambar, pks.dokumen, pks.gambar).
 *
 * Indexes serve the filtered, paged lists at ~100k rows: trigram GIN for ILIKE '%…%' on judul and no_kontrak,
 * (id_status, tgl_input desc) and (tgl_input desc) for the ordered pages, (id_status, tgl_berakhir) for the
 * dashboard's "Akan Habis", tgl_mulai for the report period, and every foreign key.
 */
export class Migration20261121020000_mou_pks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table mou (
        id_mou serial primary key,
        id_penjajagan integer null references penjajagan (id_penjajagan) on delete set null,
        id_mou_lama integer null references mou (id_mou) on delete set null,
        id_mitra integer not null references users (id_user) on delete restrict,
        ${COLUMNS}
        constraint mou_tanggal_check check (tgl_berakhir >= tgl_mulai),
        constraint mou_lama_not_self check (id_mou_lama is null or id_mou_lama <> id_mou)
      );`);
    this.addSql(`create index mou_judul_trgm on mou using gin (judul gin_trgm_ops);`);
    this.addSql(`create index mou_no_kontrak_trgm on mou using gin (no_kontrak gin_trgm_ops);`);
    this.addSql(`create index mou_tgl_input on mou (tgl_input desc, id_mou desc);`);
    this.addSql(`create index mou_status_tgl_input on mou (id_status, tgl_input desc, id_mou desc);`);
    this.addSql(`create index mou_status_tgl_berakhir on mou (id_status, tgl_berakhir);`);
    this.addSql(`create index mou_tgl_mulai on mou (tgl_mulai);`);
    this.addSql(`create index mou_penjajagan on mou (id_penjajagan) where id_penjajagan is not null;`);
    this.addSql(`create index mou_mou_lama on mou (id_mou_lama) where id_mou_lama is not null;`);
    this.addSql(`create index mou_mitra on mou (id_mitra);`);

    this.addSql(`
      create table pks (
        id_pks serial primary key,
        id_mou integer not null references mou (id_mou) on delete restrict,
        ${COLUMNS}
        constraint pks_tanggal_check check (tgl_berakhir >= tgl_mulai)
      );`);
    this.addSql(`create index pks_judul_trgm on pks using gin (judul gin_trgm_ops);`);
    this.addSql(`create index pks_no_kontrak_trgm on pks using gin (no_kontrak gin_trgm_ops);`);
    this.addSql(`create index pks_tgl_input on pks (tgl_input desc, id_pks desc);`);
    this.addSql(`create index pks_status_tgl_input on pks (id_status, tgl_input desc, id_pks desc);`);
    this.addSql(`create index pks_status_tgl_berakhir on pks (id_status, tgl_berakhir);`);
    this.addSql(`create index pks_tgl_mulai on pks (tgl_mulai);`);
    this.addSql(`create index pks_mou_tgl_input on pks (id_mou, tgl_input desc, id_pks desc);`);

    this.addSql(`
      create table mou_skpd (
        id_mou integer not null references mou (id_mou) on delete cascade,
        id_skpd integer not null references skpd (id_skpd) on delete restrict,
        primary key (id_mou, id_skpd)
      );`);
    this.addSql(`create index mou_skpd_skpd on mou_skpd (id_skpd);`);
    this.addSql(`
      create table pks_skpd (
        id_pks integer not null references pks (id_pks) on delete cascade,
        id_skpd integer not null references skpd (id_skpd) on delete restrict,
        primary key (id_pks, id_skpd)
      );`);
    this.addSql(`create index pks_skpd_skpd on pks_skpd (id_skpd);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists pks_skpd, mou_skpd, pks, mou cascade;`);
  }
}
