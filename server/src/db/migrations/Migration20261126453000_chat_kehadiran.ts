import { Migration } from '@mikro-orm/migrations';

/**
 * Who has a proposal's chat open (issue 18: a chat reply notifies only a recipient not viewing it). One row per
 * open chat subscription, on any instance; `terlihat` is renewed while it stays open, so the row of an instance
 * that died stops counting after a minute and is removed by the next subscription.
 */
export class Migration20261126453000_chat_kehadiran extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table chat_kehadiran (
      id_kehadiran bigserial primary key,
      id_user integer not null references users (id_user) on delete cascade,
      id_penjajagan integer not null references penjajagan (id_penjajagan) on delete cascade,
      terlihat timestamptz not null default now()
    );`);
    this.addSql(`create index chat_kehadiran_penjajagan on chat_kehadiran (id_penjajagan, id_user, terlihat);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists chat_kehadiran;`);
  }
}
