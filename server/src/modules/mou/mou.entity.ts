import { Entity, ManyToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

import { Kerjasama, KerjasamaColumns } from '../kerjasama/kerjasama.entity.js';
import { Penjajagan } from '../penjajagan/penjajagan.entity.js';
import { User } from '../user/user.entity.js';

/**
 * Kesepakatan (MOU): an agreement with a partner account. Relation-derived fields (noPenjajagan,
 * akunMitra, mouLama, noKontrakMouLama, pembaruan, dokumen, gambar, skpd) are field resolvers in MouResolver.
 */
@ObjectType({ description: 'Kesepakatan (MOU): an agreement between the city and a partner.', implements: Kerjasama })
@Entity({ tableName: 'mou' })
export class Mou extends KerjasamaColumns {
  [PrimaryKeyProp]?: 'idMou';
  [OptionalProps]?: 'idMou' | 'tglInput' | 'nilai' | 'idStatus' | 'statusText' | 'idPenjajagan' | 'idMouLama' | 'idMitra';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  idMou!: number;

  /** The exploratory proposal this agreement came from (optional). */
  @ManyToOne(() => Penjajagan, { ref: true, nullable: true, fieldName: 'id_penjajagan', deleteRule: 'restrict' })
  penjajagan?: Ref<Penjajagan> | null;

  /** The agreement this one renews or replaces (optional). */
  @ManyToOne(() => Mou, { ref: true, nullable: true, fieldName: 'id_mou_lama', deleteRule: 'set null' })
  mouLama?: Ref<Mou> | null;

  /** The partner account (a user of level 3–5). */
  @ManyToOne(() => User, { ref: true, fieldName: 'id_mitra', deleteRule: 'restrict' })
  akunMitra!: Ref<User>;

  @Field(() => String, { description: 'Mitra as written on the agreement (free text).' })
  @Property({ type: 'string', length: 255 })
  mitra!: string;

  @Field(() => String, { description: 'Judul Kesepakatan.' })
  @Property({ type: 'string', length: 255 })
  judul!: string;

  @Field(() => Int, { nullable: true })
  get idPenjajagan(): number | null {
    return this.penjajagan?.unwrap().idPenjajagan ?? null;
  }

  @Field(() => Int, { nullable: true, description: 'The agreement this one renews (id_mou_lama).' })
  get idMouLama(): number | null {
    return this.mouLama?.unwrap().idMou ?? null;
  }

  @Field(() => Int, { description: 'id_user of the partner account.' })
  get idMitra(): number {
    return this.akunMitra.unwrap().idUser;
  }
}
