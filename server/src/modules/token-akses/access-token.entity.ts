import { Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/**
 * Token Akses: a personal access token of an account, for integrations (scripts, other systems). Only its
 * SHA-256 is stored (`tokenHash`, never exposed); the token itself is shown once, when it is made.
 */
@ObjectType({ description: 'Token Akses: a personal access token for integrations (the token itself is shown only once, at creation).' })
@Entity({ tableName: 'access_token' })
export class AccessToken {
  [PrimaryKeyProp]?: 'idToken';
  [OptionalProps]?: 'idToken' | 'tulis' | 'createdAt' | 'expiresAt' | 'lastUsedAt' | 'revokedAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  idToken!: number;

  /** The owning account. */
  @Property({ type: 'integer' })
  idUser!: number;

  @Field(() => String, { description: 'Nama token (what the integration is for).' })
  @Property({ type: 'string', length: 100 })
  nama!: string;

  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @Field(() => String, { description: 'The first characters of the token, to recognise it (e.g. ks_pat_AbC1).' })
  @Property({ type: 'string', length: 20 })
  prefix!: string;

  @Field(() => Boolean, { description: 'Whether the token may run mutations (admins only); otherwise read-only.' })
  @Property({ type: 'boolean', default: false })
  tulis: boolean = false;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When the token stops working; null: never.' })
  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Last request made with the token; null: never used.' })
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;
}
