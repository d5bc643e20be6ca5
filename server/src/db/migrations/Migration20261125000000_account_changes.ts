import { Migration } from '@mikro-orm/migrations';

/**
 * Every change of what a session is checked against — an account's name, level, status or token version,
 * its deletion, or the table emptied (a restore) — is announced by PostgreSQL itself on the events channel
 * (as `AKUN_BERUBAH`, see app/accounts.ts), whoever wrote it: the app on any instance, a restore or an
 * administrator's SQL. Server instances keep the accounts they check in memory only because of it, and
 * close the open websockets of an account whose sessions the change ended (`revoked`: anything but the name).
 */
export class Migration20261125000000_account_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function kerjasama_account_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('kerjasama_events', json_build_object(
          'type', 'AKUN_BERUBAH',
          'detail', case
            when tg_op = 'TRUNCATE' then json_build_object('revoked', true)
            when tg_op = 'DELETE' then json_build_object('idUser', old.id_user, 'revoked', true)
            else json_build_object('idUser', old.id_user, 'revoked',
              (old.id_level, old.id_status, old.token_version) is distinct from (new.id_level, new.id_status, new.token_version))
          end
        )::text);
        return null;
      end $$;`);
    this.addSql(`create trigger users_session_changed after update of nama, id_level, id_status, token_version on users
      for each row when ((old.nama, old.id_level, old.id_status, old.token_version) is distinct from
                         (new.nama, new.id_level, new.id_status, new.token_version))
      execute function kerjasama_account_changed();`);
    this.addSql(`create trigger users_session_deleted after delete on users
      for each row execute function kerjasama_account_changed();`);
    this.addSql(`create trigger users_session_truncated after truncate on users
      for each statement execute function kerjasama_account_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists users_session_truncated on users;`);
    this.addSql(`drop trigger if exists users_session_deleted on users;`);
    this.addSql(`drop trigger if exists users_session_changed on users;`);
    this.addSql(`drop function if exists kerjasama_account_changed();`);
  }
}
