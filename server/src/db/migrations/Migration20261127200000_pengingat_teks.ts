import { Migration } from '@mikro-orm/migrations';

/**
 * A reminder's title, link and mail subject carry the record's title (up to 255 characters) with words
 * around it, and the staff's link carries it URL-encoded (a space is three characters): at 255 characters a
 * long title failed the whole batch of the hourly run ("value too long"), and every batch after it. Text
 * columns have no such limit (varchar to text rewrites nothing).
 */
export class Migration20261127200000_pengingat_teks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table notifikasi alter column judul type text, alter column tautan type text;`);
    this.addSql(`alter table surel_kirim alter column subjek type text;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table notifikasi alter column judul type varchar(255) using left(judul, 255), alter column tautan type varchar(255) using left(tautan, 255);`);
    this.addSql(`alter table surel_kirim alter column subjek type varchar(255) using left(subjek, 255);`);
  }
}
