import { Migration } from '@mikro-orm/migrations';

/**
 * The end dates of the Aktif agreements and contracts, as an expression index (issue 18's daily run). Aktif
 * rows end in the future and the others mostly in the past, which the planner cannot know from the two
 * columns' statistics: it expected 45,000 Aktif contracts ended before today where there were 161, and walked
 * the whole table by key to expire them (390 ms). An expression index has statistics of its own (null for
 * every row that is not Aktif): the expiry and the reminders' window read exactly their rows (0.9 ms).
 */
export class Migration20261126481000_berakhir_aktif extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index mou_berakhir_aktif on mou ((case when id_status = 1 then tgl_berakhir end));`);
    this.addSql(`create index pks_berakhir_aktif on pks ((case when id_status = 1 then tgl_berakhir end));`);
    this.addSql(`analyze mou;`);
    this.addSql(`analyze pks;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists mou_berakhir_aktif;`);
    this.addSql(`drop index if exists pks_berakhir_aktif;`);
  }
}
