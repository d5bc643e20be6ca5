import { Migration } from '@mikro-orm/migrations';
import PgBoss from 'pg-boss';

/**
 * The job queue's schema (pg-boss 10, jobs/job-queue.ts), made here so the application's role owns it and
 * needs no CREATE right on the database. pg-boss's own construction plan, without its BEGIN/COMMIT: the
 * migration's transaction holds it. Later pg-boss versions migrate this schema themselves at start.
 */
export class Migration20261126200000_job_queue extends Migration {
  override async up(): Promise<void> {
    const plan = PgBoss.getConstructionPlans('pgboss')
      .replace(/^\s*BEGIN;\s*$/m, '')
      .replace(/^\s*COMMIT;\s*$/m, '');
    this.addSql(plan);
  }

  override async down(): Promise<void> {
    this.addSql('drop schema if exists pgboss cascade;');
  }
}
