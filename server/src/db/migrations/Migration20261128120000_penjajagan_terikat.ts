import { Migration } from '@mikro-orm/migrations';

/**
 * A proposal with an agreement cannot be deleted (audit s19 #3): the agreement's tie to its approved
 * proposal is the lifecycle's evidence, and `on delete set null` dropped it silently. The delete now fails
 * on the key, which the service answers with "masih digunakan oleh kesepakatan".
 */
export class Migration20261128120000_penjajagan_terikat extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table mou drop constraint if exists mou_id_penjajagan_fkey;`);
    this.addSql(`alter table mou add constraint mou_id_penjajagan_fkey foreign key (id_penjajagan) references penjajagan (id_penjajagan) on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table mou drop constraint if exists mou_id_penjajagan_fkey;`);
    this.addSql(`alter table mou add constraint mou_id_penjajagan_fkey foreign key (id_penjajagan) references penjajagan (id_penjajagan) on delete set null;`);
  }
}
