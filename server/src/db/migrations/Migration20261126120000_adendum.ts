import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 17: addenda of agreements and contracts. Each keeps the values it changed, old and new (jsonb), its
 * number and date; its document is a stored file (owner kind adendum.dokumen). A record's addenda and their
 * documents go with the record (triggers, as for the stages).
 */
export class Migration20261126120000_adendum extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table adendum (
      id_adendum serial primary key,
      jenis varchar(3) not null check (jenis in ('mou', 'pks')),
      id_record integer not null,
      nomor varchar(100) not null,
      tanggal date not null,
      perubahan jsonb not null,
      catatan text not null default '',
      nama_aktor varchar(255) not null,
      waktu timestamptz not null default now()
    );`);
    this.addSql(`create index adendum_record on adendum (jenis, id_record, waktu);`);
    for (const [jenis, key] of [['mou', 'id_mou'], ['pks', 'id_pks']] as const) {
      this.addSql(`create function adendum_hapus_${jenis}() returns trigger language plpgsql as $$
        begin
          delete from stored_file where owner_kind = 'adendum.dokumen'
            and owner_id in (select id_adendum from adendum where jenis = '${jenis}' and id_record = old.${key});
          delete from adendum where jenis = '${jenis}' and id_record = old.${key};
          return old;
        end $$;`);
      this.addSql(`create trigger adendum_hapus_${jenis} after delete on ${jenis} for each row execute function adendum_hapus_${jenis}();`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists adendum_hapus_mou on mou; drop function if exists adendum_hapus_mou();`);
    this.addSql(`drop trigger if exists adendum_hapus_pks on pks; drop function if exists adendum_hapus_pks();`);
    this.addSql(`delete from stored_file where owner_kind = 'adendum.dokumen'; drop table if exists adendum;`);
  }
}
