import { Entity, ManyToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import { Authorized, Field, Int, ObjectType } from 'type-graphql';
import { InheritCache } from '../../common/cache-hints.js';

import { KEGIATAN_STATUS_TEXT } from '../../rules/kegiatan.js';
import { User } from '../user/user.entity.js';
import type { Ability } from '../../rules/policy.js';

/** Stored-file kind of a kegiatan's picture; readable by anyone (public site). */
export const KEGIATAN_GAMBAR = 'kegiatan.gambar';

@InheritCache()
@ObjectType({ description: 'Kegiatan: an activity / news article of the public site.' })
@Entity({ tableName: 'kegiatan' })
export class Kegiatan {
  [PrimaryKeyProp]?: 'idKegiatan';
  [OptionalProps]?: 'waktu' | 'penulis' | 'statusText';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  idKegiatan!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 255 })
  judul!: string;

  @Field(() => String, { description: 'Short plain-text summary shown in lists.' })
  @Property({ type: 'string', length: 500 })
  highlight!: string;

  @Field(() => String, { description: 'Body as HTML, sanitized by the server to a small allow-list: safe to render.' })
  @Property({ type: 'text' })
  isi!: string;

  @Field(() => Int, { description: '1 Aktif (shown on the public site), 2 Tidak Aktif.' })
  @Property({ type: 'smallint' })
  status!: number;

  @Field(() => Date, { description: 'Publication time (set when the kegiatan is created).' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  waktu: Date = new Date();

  /** The author's account; null once that account is deleted (the name below stays). */
  @ManyToOne(() => User, { ref: true, nullable: true, fieldName: 'id_user', deleteRule: 'set null' })
  penulis?: Ref<User> | null;

  @Authorized<Ability>('content:manage')
  @Field(() => String, { nullable: true, description: 'Penulis: the author name at the time of writing (levels 1, 99).' })
  @Property({ type: 'string', length: 255 })
  namaUser!: string;

  @Field(() => String)
  get statusText(): string {
    return KEGIATAN_STATUS_TEXT[this.status] ?? '-';
  }
}
