import { Entity, ManyToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

import { Kerjasama, KerjasamaColumns } from '../kerjasama/kerjasama.entity.js';
import { Mou } from '../mou/mou.entity.js';

/**
 * Perjanjian / Rencana Kerja (PKS): a contract under an agreement. The agreement's counterpart fields
 * (judulMou, mitraMou, tglMulaiMou, …) and the relation lists are field resolvers in PksResolver.
 */
@ObjectType({ description: 'Perjanjian / Rencana Kerja (PKS): a cooperation contract under an agreement.', implements: Kerjasama })
@Entity({ tableName: 'pks' })
export class Pks extends KerjasamaColumns {
  [PrimaryKeyProp]?: 'idPks';
  [OptionalProps]?: 'idPks' | 'tglInput' | 'nilai' | 'idStatus' | 'statusText' | 'idMou';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  idPks!: number;

  /** The agreement the contract belongs to. */
  @ManyToOne(() => Mou, { ref: true, fieldName: 'id_mou', deleteRule: 'restrict' })
  mou!: Ref<Mou>;

  @Field(() => String)
  @Property({ type: 'string', length: 255 })
  mitra!: string;

  @Field(() => String, { description: 'Judul Perjanjian.' })
  @Property({ type: 'string', length: 255 })
  judul!: string;

  @Field(() => Int)
  get idMou(): number {
    return this.mou.unwrap().idMou;
  }
}
