import { Entity, Index, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Riwayat: one entry of the audit log — who did what, and when.' })
@Entity({ tableName: 'riwayat' })
@Index({ properties: ['waktu'] })
export class Riwayat {
  [PrimaryKeyProp]?: 'idRiwayat';
  [OptionalProps]?: 'idRiwayat' | 'idUser' | 'waktu';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  idRiwayat!: number;

  /** The acting account; null for anonymous actions (a failed login, a registration). */
  @Property({ type: 'integer', nullable: true })
  idUser?: number | null;

  @Field(() => String, { description: 'Name of the actor at the time of the action.' })
  @Property({ type: 'string', length: 255 })
  namaUser!: string;

  @Field(() => String, { description: 'What was done, in Indonesian.' })
  @Property({ type: 'text' })
  aksi!: string;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  waktu: Date = new Date();
}
