import { Migration } from '@mikro-orm/migrations';

/** One agreement or one contract (exactly one), deleted with it. */
const TARGET = `id_mou integer null references mou (id_mou) on delete cascade,
      id_pks integer null references pks (id_pks) on delete cascade,
      periode smallint not null check (periode >= 1),
      versi smallint not null check (versi >= 1),
      id_user integer null references users (id_user) on delete set null,
      nama_user varchar(255) not null,
      created_at timestamptz not null default now(),
      check ((id_mou is null) <> (id_pks is null))`;

/**
 * Monitoring and evaluation (issue 19): implementation reports (by the agency or the partner) and the
 * admins' evaluations, versioned per record, period and reporter; a Hentikan evaluation opens a follow-up.
 */
export class Migration20261126310000_monev extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table monev_laporan (
      id_laporan serial primary key,
      ${TARGET},
      pelapor varchar(5) not null check (pelapor in ('skpd', 'mitra')),
      kegiatan text not null,
      target text not null,
      capaian text not null,
      persentase numeric(5,2) not null check (persentase between 0 and 100),
      nilai_realisasi numeric(18,2) not null check (nilai_realisasi >= 0),
      kendala text null,
      tindak_lanjut text null
    );`);
    this.addSql(`create unique index monev_laporan_versi on monev_laporan (coalesce(id_mou, 0), coalesce(id_pks, 0), periode, pelapor, versi);`);
    this.addSql(`create index monev_laporan_mou on monev_laporan (id_mou, periode) where id_mou is not null;`);
    this.addSql(`create index monev_laporan_pks on monev_laporan (id_pks, periode) where id_pks is not null;`);
    this.addSql(`create table monev_evaluasi (
      id_evaluasi serial primary key,
      ${TARGET},
      nilai_manfaat smallint not null check (nilai_manfaat between 1 and 5),
      nilai_komitmen smallint not null check (nilai_komitmen between 1 and 5),
      nilai_pelaksanaan smallint not null check (nilai_pelaksanaan between 1 and 5),
      rekomendasi varchar(10) not null check (rekomendasi in ('LANJUTKAN', 'PERLUAS', 'HENTIKAN')),
      catatan text null
    );`);
    this.addSql(`create unique index monev_evaluasi_versi on monev_evaluasi (coalesce(id_mou, 0), coalesce(id_pks, 0), periode, versi);`);
    this.addSql(`create index monev_evaluasi_mou on monev_evaluasi (id_mou, periode) where id_mou is not null;`);
    this.addSql(`create index monev_evaluasi_pks on monev_evaluasi (id_pks, periode) where id_pks is not null;`);
    this.addSql(`create table monev_tindak_lanjut (
      id_tindak_lanjut serial primary key,
      id_evaluasi integer not null unique references monev_evaluasi (id_evaluasi) on delete cascade,
      status varchar(7) not null default 'terbuka' check (status in ('terbuka', 'selesai')),
      created_at timestamptz not null default now(),
      selesai_at timestamptz null
    );`);
    this.addSql(`create index monev_tindak_lanjut_terbuka on monev_tindak_lanjut (created_at) where status = 'terbuka';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists monev_tindak_lanjut;`);
    this.addSql(`drop table if exists monev_evaluasi;`);
    this.addSql(`drop table if exists monev_laporan;`);
  }
}
