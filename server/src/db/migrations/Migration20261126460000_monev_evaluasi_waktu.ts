import { Migration } from '@mikro-orm/migrations';

/**
 * Evaluations by the time they were made (issue 19): the dashboard's ratings over the last 12 months and the
 * periodic report's evaluations of a period read a range of created_at; the ratings ride along so the
 * dashboard's averages are an index-only scan.
 */
export class Migration20261126460000_monev_evaluasi_waktu extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index monev_evaluasi_waktu on monev_evaluasi (created_at) include (nilai_manfaat, nilai_komitmen, nilai_pelaksanaan);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists monev_evaluasi_waktu;`);
  }
}
