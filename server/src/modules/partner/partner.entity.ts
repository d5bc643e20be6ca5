import { Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { InheritCache } from '../../common/cache-hints.js';

/** Stored-file kind of a partner's logo; readable by anyone (home page). */
export const PARTNER_LOGO = 'partner.logo';

@InheritCache()
@ObjectType({
  description: 'Mitra logo shown on the home page (screen Mitra, partner/*.php). Not a partner account: see MitraAccount.',
})
@Entity({ tableName: 'partner' })
export class Partner {
  [PrimaryKeyProp]?: 'idPartner';
  [OptionalProps]?: 'createdAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  idPartner!: number;

  @Field(() => String, { description: 'Nama Mitra (at most 50 characters).' })
  @Property({ type: 'string', length: 50 })
  partner!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
