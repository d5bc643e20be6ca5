import { Entity, ManyToOne, PrimaryKeyProp, type Ref } from '@mikro-orm/core';
import { Skpd } from '../skpd/skpd.entity.js';
import { Mou } from './mou.entity.js';

/** An agency (SKPD) linked to an agreement; the pair is the primary key, so a link exists at most once. */
@Entity({ tableName: 'mou_skpd' })
export class MouSkpd {
  [PrimaryKeyProp]?: ['mou', 'skpd'];

  @ManyToOne(() => Mou, { primary: true, ref: true, fieldName: 'id_mou', deleteRule: 'cascade' })
  mou!: Ref<Mou>;

  @ManyToOne(() => Skpd, { primary: true, ref: true, fieldName: 'id_skpd', deleteRule: 'restrict' })
  skpd!: Ref<Skpd>;
}
