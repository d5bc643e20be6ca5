import { Migration } from '@mikro-orm/migrations';

/**
 * The reminders already sent, per (record, end date, offset) rather than per recipient (issue 18: the daily
 * run under 10 s): a run expands recipients only for the pairs not yet done, instead of probing every
 * recipient's key of the whole window each hour. A pair is marked in the transaction that stores its last
 * recipient's reminder, so a run killed half-way leaves it unmarked and the next run stores the rest.
 * Filled from the reminders stored before this table.
 */
export class Migration20261126455000_pengingat_selesai extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table pengingat_selesai (
      jenis text not null check (jenis in ('mou', 'pks')),
      id integer not null,
      tgl_berakhir date not null,
      h integer not null,
      primary key (jenis, id, tgl_berakhir, h)
    );`);
    this.addSql(`insert into pengingat_selesai (jenis, id, tgl_berakhir, h)
      select distinct split_part(kunci, ':', 2), split_part(kunci, ':', 3)::int, split_part(kunci, ':', 4)::date, substr(split_part(kunci, ':', 5), 2)::int
        from notifikasi where kunci ~ '^pengingat:(mou|pks):[0-9]+:[0-9]{4}-[0-9]{2}-[0-9]{2}:H[0-9]+:u[0-9]+$';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists pengingat_selesai;`);
  }
}
