import { Migration } from '@mikro-orm/migrations';

/** The private calendar feed's token of each account (modules/kalender): only its SHA-256 is stored. */
export class Migration20261126220000_kalender extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table kalender_token (
      id_user integer primary key references users (id_user) on delete cascade,
      token_hash char(64) not null unique,
      dibuat timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists kalender_token;`);
  }
}
