import { Migration } from '@mikro-orm/migrations';

/**
 * Personal access tokens for integrations (modules/token-akses): only the SHA-256 of a token is stored,
 * never the token. A revoked token keeps its row (revoked_at) for the record; a deleted account takes its
 * tokens with it.
 */
export class Migration20261125200000_access_tokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table access_token (
      id_token serial primary key,
      id_user integer not null references users (id_user) on delete cascade,
      nama varchar(100) not null,
      token_hash char(64) not null unique,
      prefix varchar(20) not null,
      tulis boolean not null default false,
      created_at timestamptz not null default now(),
      expires_at timestamptz null,
      last_used_at timestamptz null,
      revoked_at timestamptz null
    );`);
    this.addSql(`create index access_token_user on access_token (id_user) where revoked_at is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists access_token;`);
  }
}
