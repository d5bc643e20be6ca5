import { DecimalType, Property } from '@mikro-orm/core';
import { LocalDateResolver } from 'graphql-scalars';
import { Authorized, Field, Float, Int, ObjectType } from 'type-graphql';

import { mouStatusText } from '../../rules/mou.js';
import type { Ability } from '../../rules/policy.js';

/**
 * Columns that agreements (Mou) and contracts (Pks) map and describe alike; not a table of its own. Mitra
 * and judul stay in each entity, which describes them in its own words in the GraphQL schema.
 */
@ObjectType()
export abstract class KerjasamaColumns {
  @Field(() => Date, { description: 'Tanggal Data Diinput.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  tglInput: Date = new Date();

  @Authorized<Ability>('mou:read', 'pks:read')
  @Field(() => Float, { description: 'Nilai (rupiah), default 0. Office staff only.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(18,2)', default: 0 })
  nilai: number = 0;

  @Authorized<Ability>('mou:read', 'pks:read')
  @Field(() => String, { description: 'Pihak Kedua: the partner signer. Office staff only.' })
  @Property({ type: 'string', length: 255 })
  namaTtdMitra!: string;

  @Authorized<Ability>('mou:read', 'pks:read')
  @Field(() => String, { description: 'Jabatan of the partner signer. Office staff only.' })
  @Property({ type: 'string', length: 255 })
  jabatanTtdMitra!: string;

  @Authorized<Ability>('mou:read', 'pks:read')
  @Field(() => String, { description: 'Pihak Kesatu: the city signer. Office staff only.' })
  @Property({ type: 'string', length: 255 })
  namaTtd!: string;

  @Authorized<Ability>('mou:read', 'pks:read')
  @Field(() => String, { description: 'Jabatan of the city signer. Office staff only.' })
  @Property({ type: 'string', length: 255 })
  jabatanTtd!: string;

  @Field(() => LocalDateResolver)
  @Property({ type: 'date' })
  tglMulai!: string;

  @Field(() => LocalDateResolver)
  @Property({ type: 'date' })
  tglBerakhir!: string;

  @Field(() => String, { description: 'Ruang Lingkup / Tentang.' })
  @Property({ type: 'text' })
  deskripsi!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  noKontrak!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  noMitra!: string;

  @Authorized<Ability>('mou:read', 'pks:read')
  @Field(() => String, { description: 'Office staff only.' })
  @Property({ type: 'text' })
  keterangan!: string;

  @Field(() => Int, { description: '1 Aktif, 2 Tidak Aktif, 3 Baru, 4 Proses, 5 Revisi.' })
  @Property({ type: 'smallint', default: 3 })
  idStatus: number = 3;

  @Field(() => String)
  get statusText(): string {
    return mouStatusText(this.idStatus);
  }
}
