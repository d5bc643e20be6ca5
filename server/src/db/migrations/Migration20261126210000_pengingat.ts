import { Migration } from '@mikro-orm/migrations';

/**
 * Reminders, notifications and their mails (issue 18, modules/pengingat, modules/notifikasi):
 * - pengaturan_pengingat: one row of settings (offsets in days before tgl_berakhir, the expiry switch,
 *   the sender address, the chat mail delay);
 * - notifikasi: the in-app channel; `kunci` is the exactly-once key (e.g. a reminder's record, end date,
 *   offset and recipient), unique in the database, so instances racing on one run insert each once;
 * - surel_kirim: the e-mail channel, one row per mail with its own unique key and its delivery state;
 * - preferensi_notifikasi: per account and kind, whether mails follow the in-app notification (default yes).
 */
export class Migration20261126210000_pengingat extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table pengaturan_pengingat (
      id smallint primary key default 1 check (id = 1),
      offsets integer[] not null default '{90,60,30,7,0}',
      kedaluwarsa_otomatis boolean not null default true,
      pengirim varchar(255) null,
      jeda_chat_menit integer not null default 15 check (jeda_chat_menit between 0 and 1440)
    );`);
    this.addSql(`insert into pengaturan_pengingat (id) values (1);`);
    this.addSql(`create table notifikasi (
      id_notifikasi bigserial primary key,
      kunci varchar(200) not null unique,
      id_user integer not null references users (id_user) on delete cascade,
      jenis varchar(20) not null,
      judul varchar(255) not null,
      pesan text not null,
      tautan varchar(255) not null,
      dibuat timestamptz not null default now(),
      dibaca timestamptz null
    );`);
    this.addSql(`create index notifikasi_user on notifikasi (id_user, id_notifikasi desc);`);
    this.addSql(`create index notifikasi_belum_dibaca on notifikasi (id_user) where dibaca is null;`);
    this.addSql(`create table surel_kirim (
      id_surel bigserial primary key,
      kunci varchar(200) not null unique,
      id_user integer null references users (id_user) on delete set null,
      ke varchar(255) not null,
      subjek varchar(255) not null,
      teks text not null,
      html text not null,
      status varchar(10) not null default 'antri' check (status in ('antri', 'terkirim', 'gagal', 'batal')),
      percobaan integer not null default 0,
      galat text null,
      dibuat timestamptz not null default now(),
      terkirim timestamptz null
    );`);
    this.addSql(`create index surel_kirim_antri on surel_kirim (id_surel) where status = 'antri';`);
    this.addSql(`create table preferensi_notifikasi (
      id_user integer not null references users (id_user) on delete cascade,
      jenis varchar(20) not null,
      surel boolean not null,
      primary key (id_user, jenis)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists preferensi_notifikasi, surel_kirim, notifikasi, pengaturan_pengingat;`);
  }
}
