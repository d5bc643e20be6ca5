import {
  DecimalType,
  Entity,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
  type Ref,
} from '@mikro-orm/core';
import { Authorized, Field, Float, Int, ObjectType } from 'type-graphql';

import { KerjasamaColumns } from '../kerjasama/kerjasama.entity.js';
import { Mou } from '../mou/mou.entity.js';
import type { Ability } from '../../rules/policy.js';

/**
 * Perjanjian / Rencana Kerja (PKS): a contract under an agreement. The agreement's counterpart fields
 * (judulMou, mitraMou, tglMulaiMou, …) and the relation lists are field resolvers in PksResolver.
 */
@ObjectType({ description: 'Perjanjian / Rencana Kerja (PKS): a cooperation contract under an agreement.' })
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

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  tglInput: Date = new Date();

  @Field(() => String, { description: 'Judul Perjanjian.' })
  @Property({ type: 'string', length: 255 })
  judul!: string;

  @Authorized<Ability>('pks:read')
  @Field(() => Float, { description: 'Nilai (rupiah), default 0. Office staff only.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(18,2)', default: 0 })
  nilai: number = 0;

  @Authorized<Ability>('pks:read')
  @Field(() => String, { description: 'Partner signer. Office staff only.' })
  @Property({ type: 'string', length: 255 })
  namaTtdMitra!: string;

  @Authorized<Ability>('pks:read')
  @Field(() => String, { description: 'Office staff only.' })
  @Property({ type: 'string', length: 255 })
  jabatanTtdMitra!: string;

  @Authorized<Ability>('pks:read')
  @Field(() => String, { description: 'City signer. Office staff only.' })
  @Property({ type: 'string', length: 255 })
  namaTtd!: string;

  @Authorized<Ability>('pks:read')
  @Field(() => String, { description: 'Office staff only.' })
  @Property({ type: 'string', length: 255 })
  jabatanTtd!: string;

  @Field(() => Int)
  get idMou(): number {
    return this.mou.unwrap().idMou;
  }
}
