import { Migration } from '@mikro-orm/migrations';

/** Profil settings: the address of the example-documents folder opened by the Penjajakan 'Contoh Dokumen' button. */
export class Migration20261121090000_contoh_dokumen extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table pengaturan add column contoh_dokumen_url varchar(1000) not null default '';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table pengaturan drop column if exists contoh_dokumen_url;`);
  }
}
