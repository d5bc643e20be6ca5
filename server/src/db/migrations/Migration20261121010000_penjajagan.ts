import { Migration } from '@mikro-orm/migrations';

export class Migration20261121010000_penjajagan extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create sequence penjajagan_no_seq;`);
    this.addSql(`
      create table penjajagan (
        id_penjajagan serial primary key,
        no_penjajagan varchar(30) not null unique,
        id_user integer not null references users (id_user) on delete restrict,
        judul varchar(255) not null,
        deskripsi text not null,
        id_status smallint not null default 0 check (id_status in (0, 1, 2, 3)),
        tgl_input timestamptz not null default now()
      );`);
    this.addSql(`create index penjajagan_user on penjajagan (id_user, tgl_input desc);`);
    this.addSql(`create index penjajagan_status_tgl on penjajagan (id_status, tgl_input desc);`);
    this.addSql(`create index penjajagan_judul_trgm on penjajagan using gin (judul gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists penjajagan cascade; drop sequence if exists penjajagan_no_seq;`);
  }
}
