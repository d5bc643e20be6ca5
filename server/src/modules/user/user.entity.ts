import { Entity, ManyToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import { Authorized, Field, Int, ObjectType } from 'type-graphql';

import { levelText } from '../../rules/levels.js';
import { userStatusText } from '../../rules/status.js';
import { Skpd } from '../skpd/skpd.entity.js';
import type { Ability } from '../../rules/policy.js';

@ObjectType({ description: 'An account: office staff (levels 1, 2, 99) or an external party (levels 3–5).' })
@Entity({ tableName: 'users' })
export class User {
  [PrimaryKeyProp]?: 'idUser';
  [OptionalProps]?:
    | 'idUser'
    | 'idStatus'
    | 'tglDaftar'
    | 'tokenVersion'
    | 'jabatan'
    | 'skpd'
    | 'hp'
    | 'textLevel'
    | 'statusText'
    | 'idSkpd'
    | 'skpdText';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  idUser!: number;

  @Field(() => String, { description: 'Nama; for level 3 the company or body name.' })
  @Property({ type: 'string', length: 255 })
  nama!: string;

  @Field(() => String, { description: 'Akun (user name); for self-registered partners the e-mail address.' })
  @Property({ type: 'string', length: 255 })
  username!: string;

  @Authorized<Ability>('user:contact')
  @Field(() => String, { nullable: true, description: 'Only for admins and the account itself.' })
  @Property({ type: 'string', length: 255 })
  email!: string;

  @Authorized<Ability>('user:contact')
  @Field(() => String, { nullable: true, description: 'Phone number, digits only. Only for admins and the account itself.' })
  @Property({ type: 'string', length: 20, default: '' })
  hp: string = '';

  @Property({ type: 'string', length: 255, nullable: true })
  jabatan?: string | null;

  /** argon2id hash; never exposed. */
  @Property({ type: 'string', length: 255, lazy: true })
  passwordHash!: string;

  @Field(() => Int, { description: '1 Admin, 2 SKPD, 3 Pihak Ketiga, 4 Pemerintah Daerah, 5 Pihak Sinergi, 99 Super Admin.' })
  @Property({ type: 'smallint' })
  idLevel!: number;

  @ManyToOne(() => Skpd, { nullable: true, ref: true, deleteRule: 'restrict', fieldName: 'id_skpd' })
  skpd?: Ref<Skpd> | null;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  tglDaftar: Date = new Date();

  @Field(() => Int, { description: '0 Belum Aktivasi, 1 Aktif, 2 Tidak Aktif.' })
  @Property({ type: 'smallint', default: 0 })
  idStatus: number = 0;

  /** Raised when the account is disabled, deleted, re-levelled or its password changes: old tokens stop working. */
  @Property({ type: 'integer', default: 0 })
  tokenVersion: number = 0;

  @Field(() => String)
  get textLevel(): string {
    return levelText(this.idLevel);
  }

  @Field(() => String)
  get statusText(): string {
    return userStatusText(this.idStatus);
  }

  @Field(() => Int, { nullable: true })
  get idSkpd(): number | null {
    return this.skpd?.unwrap().idSkpd ?? null;
  }

  @Field(() => String, { nullable: true, description: 'Nama SKPD of a level-2 account.' })
  get skpdText(): string | null {
    return this.skpd?.isInitialized() ? this.skpd.unwrap().skpd : null;
  }
}
