import { Property } from '@mikro-orm/core';
import { LocalDateResolver } from 'graphql-scalars';
import { Authorized, Field, Int, ObjectType } from 'type-graphql';

import { mouStatusText } from '../../rules/mou.js';
import type { Ability } from '../../rules/policy.js';

/**
 * Columns that agreements (Mou) and contracts (Pks) map and describe alike; not a table of its own. The
 * other shared columns (mitra, tglInput, judul, nilai, the signers) stay in each entity because each
 * describes them in its own words in the GraphQL schema.
 */
@ObjectType()
export abstract class KerjasamaColumns {
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
