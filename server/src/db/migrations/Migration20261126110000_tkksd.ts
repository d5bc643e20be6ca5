import { Migration } from '@mikro-orm/migrations';

/** Issue 17: TKKSD review of proposals (pertimbangan per reviewer) and the admin's decision with its reason. */
export class Migration20261126110000_tkksd extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table pertimbangan (
      id serial primary key,
      id_penjajagan integer not null references penjajagan (id_penjajagan) on delete cascade,
      id_user integer not null references users (id_user) on delete cascade,
      pendapat varchar(20) null check (pendapat in ('SETUJU', 'SETUJU_CATATAN', 'TIDAK_SETUJU')),
      catatan text not null default '',
      tgl_minta timestamptz not null default now(),
      tgl_isi timestamptz null,
      unique (id_penjajagan, id_user)
    );`);
    this.addSql(`create index pertimbangan_menunggu on pertimbangan (id_user) where pendapat is null;`);
    this.addSql(`create table keputusan_penjajagan (
      id_penjajagan integer primary key references penjajagan (id_penjajagan) on delete cascade,
      disetujui boolean not null,
      alasan text not null,
      nama_aktor varchar(255) not null,
      waktu timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists keputusan_penjajagan; drop table if exists pertimbangan;`);
  }
}
