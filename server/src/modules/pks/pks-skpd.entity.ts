import { Entity, ManyToOne, PrimaryKeyProp, type Ref } from '@mikro-orm/core';
import { Skpd } from '../skpd/skpd.entity.js';
import { Pks } from './pks.entity.js';

/** An agency (SKPD) linked to a contract; the pair is the primary key, so a link exists at most once. */
@Entity({ tableName: 'pks_skpd' })
export class PksSkpd {
  [PrimaryKeyProp]?: ['pks', 'skpd'];

  @ManyToOne(() => Pks, { primary: true, ref: true, fieldName: 'id_pks', deleteRule: 'cascade' })
  pks!: Ref<Pks>;

  @ManyToOne(() => Skpd, { primary: true, ref: true, fieldName: 'id_skpd', deleteRule: 'restrict' })
  skpd!: Ref<Skpd>;
}
