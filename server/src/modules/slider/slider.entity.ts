import { Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { InheritCache } from '../../common/cache-hints.js';

/** Stored-file kind of a slider picture; readable by anyone (home page). */
export const SLIDER_GAMBAR = 'slider.gambar';

@InheritCache()
@ObjectType({ description: 'A picture of the home-page slider (screen GAMBAR, slider/*.php).' })
@Entity({ tableName: 'slider' })
export class Slider {
  [PrimaryKeyProp]?: 'idGambar';
  [OptionalProps]?: 'createdAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  idGambar!: number;

  @Field(() => Int, { description: 'Urutan (position), 1 to 9; the slider shows ascending urutan.' })
  @Property({ type: 'smallint' })
  urutan!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
