import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000000_foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`
      create table skpd (
        id_skpd serial primary key,
        skpd varchar(255) not null,
        kode integer not null,
        status smallint not null default 1 check (status in (1, 2))
      );`);
    this.addSql(`create index skpd_skpd_trgm on skpd using gin (skpd gin_trgm_ops);`);
    this.addSql(`
      create table users (
        id_user serial primary key,
        nama varchar(255) not null,
        username varchar(255) not null,
        email varchar(255) not null,
        hp varchar(20) not null default '',
        jabatan varchar(255) null,
        password_hash varchar(255) not null,
        id_level smallint not null check (id_level in (1, 2, 3, 4, 5, 99)),
        id_skpd integer null references skpd (id_skpd) on update cascade on delete restrict,
        tgl_daftar timestamptz not null default now(),
        id_status smallint not null default 0 check (id_status in (0, 1, 2)),
        token_version integer not null default 0
      );`);
    this.addSql(`create unique index users_username_unique on users (username);`);
    this.addSql(`create unique index users_email_unique on users (email);`);
    this.addSql(`create index users_username_trgm on users using gin (username gin_trgm_ops);`);
    this.addSql(`create index users_level_status on users (id_level, id_status);`);
    this.addSql(`
      create table riwayat (
        id_riwayat serial primary key,
        id_user integer null,
        nama_user varchar(255) not null,
        aksi text not null,
        waktu timestamptz not null default now()
      );`);
    this.addSql(`create index riwayat_waktu on riwayat (waktu desc, id_riwayat desc);`);
    this.addSql(`create index riwayat_search_trgm on riwayat using gin ((nama_user || ' ' || aksi) gin_trgm_ops);`);
    this.addSql(`
      create table rate_limit (
        key varchar(300) primary key,
        hits integer not null,
        reset_at timestamptz not null
      );`);
    this.addSql(`
      create table stored_file (
        id uuid primary key default gen_random_uuid(),
        owner_kind varchar(40) not null,
        owner_id integer not null,
        original_name varchar(255) not null,
        mime varchar(100) not null,
        ext varchar(10) not null,
        size integer not null check (size > 0),
        sha256 varchar(64) not null,
        content bytea not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index stored_file_owner on stored_file (owner_kind, owner_id);`);
    this.addSql(`
      create table captcha_used (
        signature varchar(200) primary key,
        expires_at timestamptz not null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists captcha_used, stored_file, rate_limit, riwayat, users, skpd cascade;`);
  }
}
