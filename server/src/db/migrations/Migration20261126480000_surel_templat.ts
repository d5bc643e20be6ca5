import { Migration } from '@mikro-orm/migrations';

/**
 * A mail may be stored as a template's name and its parameters, its texts rendered when it is sent (issue 18:
 * a reminder day's tens of thousands of mails no longer carry ~2 kB of rendered HTML each through the daily
 * run). A mail has either its texts or a template.
 */
export class Migration20261126480000_surel_templat extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table surel_kirim
      alter column teks drop not null,
      alter column html drop not null,
      add column templat varchar(40) null,
      add column data jsonb null,
      add constraint surel_kirim_isi check ((teks is not null and html is not null) or templat is not null);`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from surel_kirim where teks is null or html is null;`);
    this.addSql(`alter table surel_kirim drop constraint surel_kirim_isi, drop column data, drop column templat,
      alter column teks set not null, alter column html set not null;`);
  }
}
