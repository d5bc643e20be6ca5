import { Migration } from '@mikro-orm/migrations';

/**
 * The bell's unread count as one row per account (issue 18: the bell under 5 ms), kept by statement-level
 * triggers over the changed rows, so a reminder run's bulk insert adjusts each account once. Counting the
 * unread partial index instead grows with an account's unread notifications (thousands for an admin).
 * Rows are taken in account order, so concurrent bulk inserts wait for each other instead of deadlocking.
 * No foreign key: a user's deletion cascades to notifikasi, whose trigger then updates a row of a deleted
 * account (it stays, unused; ids are not reused). A restore (db/backup.ts) copies the counters with the
 * notifications of the same snapshot, so the triggers stand aside while `kerjasama.pemulihan` is on.
 */
export class Migration20261126454000_notifikasi_belum extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table notifikasi_belum (id_user integer primary key, jumlah integer not null default 0);`);
    this.addSql(`insert into notifikasi_belum (id_user, jumlah) select id_user, count(*) from notifikasi where dibaca is null group by id_user;`);
    this.addSql(`create function notifikasi_belum_insert() returns trigger language plpgsql as $$
      begin
        if current_setting('kerjasama.pemulihan', true) = 'on' then return null; end if;
        insert into notifikasi_belum (id_user, jumlah)
          select id_user, count(*) from baru where dibaca is null group by id_user order by id_user
        on conflict (id_user) do update set jumlah = notifikasi_belum.jumlah + excluded.jumlah;
        return null;
      end $$;`);
    this.addSql(`create function notifikasi_belum_update() returns trigger language plpgsql as $$
      begin
        if current_setting('kerjasama.pemulihan', true) = 'on' then return null; end if;
        insert into notifikasi_belum (id_user, jumlah)
          select id_user, sum(d)::int from (
            select id_user, 1 as d from baru where dibaca is null
            union all select id_user, -1 from lama where dibaca is null
          ) s group by id_user having sum(d) <> 0 order by id_user
        on conflict (id_user) do update set jumlah = notifikasi_belum.jumlah + excluded.jumlah;
        return null;
      end $$;`);
    this.addSql(`create function notifikasi_belum_delete() returns trigger language plpgsql as $$
      begin
        if current_setting('kerjasama.pemulihan', true) = 'on' then return null; end if;
        update notifikasi_belum b set jumlah = b.jumlah - d.n
          from (select id_user, count(*)::int as n from lama where dibaca is null group by id_user order by id_user) d
         where b.id_user = d.id_user;
        return null;
      end $$;`);
    this.addSql(`create trigger notifikasi_belum_insert after insert on notifikasi referencing new table as baru for each statement execute function notifikasi_belum_insert();`);
    this.addSql(`create trigger notifikasi_belum_update after update on notifikasi referencing old table as lama new table as baru for each statement execute function notifikasi_belum_update();`);
    this.addSql(`create trigger notifikasi_belum_delete after delete on notifikasi referencing old table as lama for each statement execute function notifikasi_belum_delete();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists notifikasi_belum_insert on notifikasi; drop trigger if exists notifikasi_belum_update on notifikasi; drop trigger if exists notifikasi_belum_delete on notifikasi;`);
    this.addSql(`drop function if exists notifikasi_belum_insert(), notifikasi_belum_update(), notifikasi_belum_delete();`);
    this.addSql(`drop table if exists notifikasi_belum;`);
  }
}
