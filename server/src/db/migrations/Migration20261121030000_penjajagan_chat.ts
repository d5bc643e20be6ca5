import { Migration } from '@mikro-orm/migrations';

/** Penjajakan: linked agencies and the chat (penjajagan_detail). */
export class Migration20261121030000_penjajagan_chat extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table penjajagan_skpd (
        id serial primary key,
        id_penjajagan integer not null references penjajagan (id_penjajagan) on delete cascade,
        id_skpd integer not null references skpd (id_skpd) on update cascade on delete restrict,
        constraint penjajagan_skpd_unique unique (id_penjajagan, id_skpd)
      );`);
    this.addSql(`create index penjajagan_skpd_skpd on penjajagan_skpd (id_skpd);`);
    this.addSql(`
      create table penjajagan_detail (
        id serial primary key,
        id_penjajagan integer not null references penjajagan (id_penjajagan) on delete cascade,
        id_user integer null references users (id_user) on delete set null,
        pesan varchar(200) not null check (char_length(btrim(pesan)) between 1 and 200),
        tgl_input timestamptz not null default now()
      );`);
    this.addSql(`create index penjajagan_detail_chat on penjajagan_detail (id_penjajagan, id desc);`);
    this.addSql(`create index penjajagan_detail_user on penjajagan_detail (id_user);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists penjajagan_detail, penjajagan_skpd cascade;`);
  }
}
