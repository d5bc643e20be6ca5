import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';
import { Penjajagan } from './penjajagan.entity.js';

/**
 * One chat message of a proposal (table penjajagan_detail). Not a GraphQL type itself: what a viewer
 * sees (PesanPenjajagan) depends on who is looking (posisi).
 */
@Entity({ tableName: 'penjajagan_detail' })
@Index({ properties: ['penjajagan', 'id'] })
export class PenjajaganDetail {
  [PrimaryKeyProp]?: 'id';
  [OptionalProps]?: 'id' | 'tglInput';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Penjajagan, { ref: true, fieldName: 'id_penjajagan', deleteRule: 'cascade' })
  penjajagan!: Ref<Penjajagan>;

  /** The sender; null once that account is deleted (the message stays). */
  @ManyToOne(() => User, { ref: true, fieldName: 'id_user', nullable: true, deleteRule: 'set null' })
  user?: Ref<User> | null;

  @Property({ type: 'string', length: 200 })
  pesan!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  tglInput: Date = new Date();
}
