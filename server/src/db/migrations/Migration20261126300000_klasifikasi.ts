import { Migration } from '@mikro-orm/migrations';
import { JENIS_CODES, KATEGORI_CODES, URUSAN } from '../../rules/klasifikasi.js';

const list = (codes: readonly string[]) => codes.map((c) => `'${c}'`).join(', ');

/**
 * Classification of agreements and contracts (issue 19): the 32 urusan pemerintahan as a reference table,
 * one classification row per agreement or contract (absent for records made before it or through the
 * legacy adapter) and its urusan, many-to-many. Deleting the record deletes its classification.
 */
export class Migration20261126300000_klasifikasi extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table urusan (
      id_urusan smallint primary key,
      nama varchar(100) not null unique,
      kelompok varchar(20) not null check (kelompok in ('wajib_dasar', 'wajib_non_dasar', 'pilihan'))
    );`);
    const values = URUSAN.map((u, i) => `(${i + 1}, '${u.nama.replace(/'/g, "''")}', '${u.kelompok}')`).join(',\n');
    this.addSql(`insert into urusan (id_urusan, nama, kelompok) values ${values};`);
    this.addSql(`create table klasifikasi (
      id_klasifikasi serial primary key,
      id_mou integer null unique references mou (id_mou) on delete cascade,
      id_pks integer null unique references pks (id_pks) on delete cascade,
      jenis varchar(5) not null check (jenis in (${list(JENIS_CODES)})),
      kategori_mitra varchar(30) not null check (kategori_mitra in (${list(KATEGORI_CODES)})),
      negara varchar(100) null,
      check ((id_mou is null) <> (id_pks is null))
    );`);
    this.addSql(`create table klasifikasi_urusan (
      id_klasifikasi integer not null references klasifikasi (id_klasifikasi) on delete cascade,
      id_urusan smallint not null references urusan (id_urusan),
      primary key (id_klasifikasi, id_urusan)
    );`);
    this.addSql(`create index klasifikasi_urusan_urusan on klasifikasi_urusan (id_urusan);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists klasifikasi_urusan;`);
    this.addSql(`drop table if exists klasifikasi;`);
    this.addSql(`drop table if exists urusan;`);
  }
}
