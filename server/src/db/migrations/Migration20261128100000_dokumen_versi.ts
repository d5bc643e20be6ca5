import { Migration } from '@mikro-orm/migrations';

/**
 * Which reader version read each document (modules/cari/indexer/versi.ts), and whether it waits for OCR to be
 * installed. Rows read before this migration count as version 0, so the sweep reads them again with the
 * current reader in the background (no `npm run reindex` needed after an upgrade).
 */
export class Migration20261128100000_dokumen_versi extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table dokumen_teks add column versi_pembaca smallint not null default 0,
      add column menunggu_ocr boolean not null default false;`);
    this.addSql(`update dokumen_teks set menunggu_ocr = true
      where status = 'tidak_terbaca' and alasan like '%belum dapat dibaca: %Tesseract%';`);
    this.addSql(`create index dokumen_teks_versi on dokumen_teks (versi_pembaca) where status in ('terbaca', 'tidak_terbaca');`);
    this.addSql(`create index dokumen_teks_menunggu_ocr on dokumen_teks (id_file) where menunggu_ocr;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table dokumen_teks drop column versi_pembaca, drop column menunggu_ocr;`);
  }
}
