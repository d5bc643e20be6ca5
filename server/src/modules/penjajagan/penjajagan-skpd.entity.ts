import { Entity, ManyToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Unique, type Ref } from '@mikro-orm/core';
import { Skpd } from '../skpd/skpd.entity.js';
import { Penjajagan } from './penjajagan.entity.js';

/** An agency linked to a proposal (Penjajakan → SKPD dialog). */
@Entity({ tableName: 'penjajagan_skpd' })
@Unique({ properties: ['penjajagan', 'skpd'] })
export class PenjajaganSkpd {
  [PrimaryKeyProp]?: 'id';
  [OptionalProps]?: 'id';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Penjajagan, { ref: true, fieldName: 'id_penjajagan', deleteRule: 'cascade' })
  penjajagan!: Ref<Penjajagan>;

  @ManyToOne(() => Skpd, { ref: true, fieldName: 'id_skpd', deleteRule: 'restrict' })
  skpd!: Ref<Skpd>;
}
