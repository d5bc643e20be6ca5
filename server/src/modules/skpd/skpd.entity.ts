import { Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { activeStatusText } from '../../rules/status.js';

@ObjectType({ description: 'Instansi / SKPD: a city government agency.' })
@Entity({ tableName: 'skpd' })
export class Skpd {
  [PrimaryKeyProp]?: 'idSkpd';
  [OptionalProps]?: 'idSkpd' | 'status' | 'statusText';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  idSkpd!: number;

  @Field(() => String, { description: 'Nama instansi.' })
  @Property({ type: 'string', length: 255 })
  skpd!: string;

  @Field(() => Int, { description: 'Kode instansi (numeric).' })
  @Property({ type: 'integer' })
  kode!: number;

  @Field(() => Int, { description: '1 Aktif, 2 Tidak Aktif.' })
  @Property({ type: 'smallint', default: 1 })
  status: number = 1;

  @Field(() => String)
  get statusText(): string {
    return activeStatusText(this.status);
  }
}
