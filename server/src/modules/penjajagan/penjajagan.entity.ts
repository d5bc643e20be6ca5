import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { PENJAJAGAN_STATUS_TEXT, penjajaganStatusText } from '../../rules/penjajagan.js';
import { User } from '../user/user.entity.js';

/** Kept here too for code that imported it from the entity. */
export { PENJAJAGAN_STATUS_TEXT };

/** stored_file owner kind of a proposal's documents (signed links only: never public). */
export const PENJAJAGAN_DOKUMEN = 'penjajagan.dokumen';

@ObjectType({ description: 'Penjajakan: an exploratory cooperation proposal from an external party.' })
@Entity({ tableName: 'penjajagan' })
@Index({ properties: ['idStatus', 'tglInput'] })
export class Penjajagan {
  [PrimaryKeyProp]?: 'idPenjajagan';
  [OptionalProps]?: 'idPenjajagan' | 'idStatus' | 'tglInput' | 'statusText' | 'idUser' | 'namaPengaju';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  idPenjajagan!: number;

  @Field(() => String, { description: 'Server-generated, unique, human-readable number, e.g. PJ-2026-00012.' })
  @Property({ type: 'string', length: 30, unique: true })
  noPenjajagan!: string;

  /** The partner account the proposal belongs to. */
  @ManyToOne(() => User, { ref: true, fieldName: 'id_user', deleteRule: 'restrict' })
  mitra!: Ref<User>;

  @Field(() => String)
  @Property({ type: 'string', length: 255 })
  judul!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  deskripsi!: string;

  @Field(() => Int, { description: '0 Baru, 1 Proses, 2 Disetujui, 3 Tidak Disetujui.' })
  @Property({ type: 'smallint', default: 0 })
  idStatus: number = 0;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  tglInput: Date = new Date();

  @Field(() => String)
  get statusText(): string {
    return penjajaganStatusText(this.idStatus);
  }

  @Field(() => Int, { description: 'id_user of the partner account.' })
  get idUser(): number {
    return this.mitra.unwrap().idUser;
  }

  @Field(() => String, { description: 'Nama of the partner account (the proposer).' })
  get namaPengaju(): string {
    return this.mitra.isInitialized() ? this.mitra.unwrap().nama : '';
  }
}
