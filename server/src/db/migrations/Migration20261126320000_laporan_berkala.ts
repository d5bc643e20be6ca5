import { Migration } from '@mikro-orm/migrations';

/**
 * Requests of the periodic report (issue 19): made by a job, its progress shown while it runs, its XLSX and
 * PDF kept as stored files (owner kind laporan-berkala) so they can be downloaded again.
 */
export class Migration20261126320000_laporan_berkala extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table laporan_berkala (
      id_laporan_berkala serial primary key,
      tahun smallint not null,
      semester smallint null check (semester in (1, 2)),
      status varchar(7) not null default 'antri' check (status in ('antri', 'proses', 'selesai', 'gagal')),
      progres smallint not null default 0 check (progres between 0 and 100),
      pesan text null,
      id_user integer null references users (id_user) on delete set null,
      created_at timestamptz not null default now(),
      selesai_at timestamptz null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists laporan_berkala;`);
  }
}
