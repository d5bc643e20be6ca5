import { DecimalType, Property } from '@mikro-orm/core';
import { LocalDateResolver } from 'graphql-scalars';
import { Authorized, Field, Float, Int, InterfaceType } from 'type-graphql';

import { mouStatusText } from '../../rules/mou.js';
import type { Ability } from '../../rules/policy.js';
import { Skpd } from '../skpd/skpd.entity.js';
import { LampiranDokumen, LampiranGambar } from './lampiran.js';

/**
 * Columns that agreements (Mou) and contracts (Pks) map and describe alike; not a table of its own. Mitra
 * and judul stay in each entity, which describes them in its own words in the GraphQL schema.
 *
 * An interface type only for type-graphql, so that Mou, Pks and the `Kerjasama` interface below all take
 * these fields (with their guards and descriptions) from here; it is no type of the schema itself.
 */
@InterfaceType()
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

/**
 * The GraphQL interface `Kerjasama`: what an agreement (Mou) and a contract (Pks) share, so that one client
 * fragment selects both. Mou and Pks extend KerjasamaColumns and implement this; nothing is ever an instance
 * of it, and each type keeps its own field resolvers, descriptions and guards for the fields declared here.
 */
@InterfaceType('Kerjasama', { description: 'What an agreement (Mou) and a contract (Pks) share.' })
export abstract class Kerjasama extends KerjasamaColumns {
  @Field(() => String, { description: 'Judul Kesepakatan or Judul Perjanjian.' })
  judul!: string;

  @Field(() => String)
  mitra!: string;

  @Field(() => [LampiranDokumen])
  dokumen!: LampiranDokumen[];

  @Field(() => [LampiranGambar])
  gambar!: LampiranGambar[];

  @Field(() => [Skpd], { description: 'Linked agencies, by name.' })
  skpd!: Skpd[];
}
