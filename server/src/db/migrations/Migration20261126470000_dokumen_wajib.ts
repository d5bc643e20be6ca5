import { Migration } from '@mikro-orm/migrations';

/**
 * Required proposal documents (issue 17): the office's list of documents a proposal (penjajakan) must have
 * before TKKSD review, one settings row; and which required document each uploaded proposal document is
 * (a proposal's documents stay stored_file rows of owner kind `penjajagan.dokumen`).
 */
export class Migration20261126470000_dokumen_wajib extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table pengaturan_penjajagan (
      id smallint primary key default 1 check (id = 1),
      dokumen_wajib varchar(100)[] not null default '{"Surat Permohonan","KAK / proposal","Draf naskah"}'
    );`);
    this.addSql(`insert into pengaturan_penjajagan (id) values (1);`);
    this.addSql(`create table penjajagan_dokumen_jenis (
      id_file uuid primary key references stored_file (id) on delete cascade,
      jenis varchar(100) not null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists penjajagan_dokumen_jenis;`);
    this.addSql(`drop table if exists pengaturan_penjajagan;`);
  }
}
