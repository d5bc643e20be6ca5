import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 17: the stage (tahapan) of each agreement and contract, and its timeline. Existing records get the
 * stage their status shows (1 Pelaksanaan, 2 Berakhir, 3 Draf, 4 Pembahasan, 5 Revisi; rules/tahapan.ts).
 * A record's stage rows, timeline and the timeline's documents go when the record is deleted (triggers, so
 * the agreement and contract services need not know about them).
 */
export class Migration20261126100000_tahapan extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table tahapan_kerjasama (
      jenis varchar(3) not null check (jenis in ('mou', 'pks')),
      id_record integer not null,
      tahapan varchar(24) not null,
      versi integer not null default 0,
      membebani_apbd boolean not null default false,
      belum_dianggarkan boolean not null default false,
      tgl_ttd date null,
      primary key (jenis, id_record)
    );`);
    this.addSql(`create table tahapan_log (
      id_log serial primary key,
      jenis varchar(3) not null check (jenis in ('mou', 'pks')),
      id_record integer not null,
      dari varchar(24) null,
      ke varchar(24) not null,
      manual boolean not null default false,
      catatan text not null default '',
      internal boolean not null default false,
      id_user integer null references users (id_user) on delete set null,
      nama_aktor varchar(255) not null,
      level_aktor smallint not null,
      skpd_aktor varchar(255) null,
      waktu timestamptz not null default now(),
      nomor_surat varchar(100) null,
      tanggal_surat date null,
      tanggal_ttd date null,
      id_surat_kuasa uuid null
    );`);
    this.addSql(`create index tahapan_log_record on tahapan_log (jenis, id_record, waktu);`);
    const derive = `case id_status when 1 then 'PELAKSANAAN' when 2 then 'BERAKHIR' when 4 then 'PEMBAHASAN' when 5 then 'REVISI' else 'DRAF' end`;
    this.addSql(`insert into tahapan_kerjasama (jenis, id_record, tahapan) select 'mou', id_mou, ${derive} from mou;`);
    this.addSql(`insert into tahapan_kerjasama (jenis, id_record, tahapan) select 'pks', id_pks, ${derive} from pks;`);
    for (const [jenis, key] of [['mou', 'id_mou'], ['pks', 'id_pks']] as const) {
      this.addSql(`create function tahapan_hapus_${jenis}() returns trigger language plpgsql as $$
        begin
          delete from stored_file where owner_kind = 'tahapan.dokumen'
            and owner_id in (select id_log from tahapan_log where jenis = '${jenis}' and id_record = old.${key});
          delete from tahapan_log where jenis = '${jenis}' and id_record = old.${key};
          delete from tahapan_kerjasama where jenis = '${jenis}' and id_record = old.${key};
          return old;
        end $$;`);
      this.addSql(`create trigger tahapan_hapus_${jenis} after delete on ${jenis} for each row execute function tahapan_hapus_${jenis}();`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists tahapan_hapus_mou on mou; drop function if exists tahapan_hapus_mou();`);
    this.addSql(`drop trigger if exists tahapan_hapus_pks on pks; drop function if exists tahapan_hapus_pks();`);
    this.addSql(`delete from stored_file where owner_kind = 'tahapan.dokumen';`);
    this.addSql(`drop table if exists tahapan_log; drop table if exists tahapan_kerjasama;`);
  }
}
