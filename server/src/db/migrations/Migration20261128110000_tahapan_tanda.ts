import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 17, audit L1: a timeline line records the budget flags its move changed (Membebani APBD, Belum
 * dianggarkan: the value the move set, null when unchanged), so clearing a flag — which takes the record off
 * the DPRD path — shows on the timeline. Lines written before know nothing of it (null).
 */
export class Migration20261128110000_tahapan_tanda extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table tahapan_log add column membebani_apbd boolean null, add column belum_dianggarkan boolean null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table tahapan_log drop column if exists membebani_apbd, drop column if exists belum_dianggarkan;`);
  }
}
