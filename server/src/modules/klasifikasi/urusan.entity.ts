import { Entity, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { KELOMPOK_URUSAN, type KelompokUrusan } from '../../rules/klasifikasi.js';

/** One of the 32 government affairs of UU 23/2014 (a reference table seeded by its migration). */
@ObjectType({ description: 'Urusan pemerintahan (UU 23/2014).' })
@Entity({ tableName: 'urusan' })
export class Urusan {
  [PrimaryKeyProp]?: 'idUrusan';

  @Field(() => Int)
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  idUrusan!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  nama!: string;

  @Field(() => String, { description: 'wajib_dasar, wajib_non_dasar or pilihan.' })
  @Property({ type: 'string', length: 20 })
  kelompok!: KelompokUrusan;

  @Field(() => String)
  get kelompokText(): string {
    return KELOMPOK_URUSAN[this.kelompok] ?? '-';
  }
}
