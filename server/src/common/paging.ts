import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ClassType } from 'type-graphql';
import { InheritCache } from './cache-hints.js';
import { pageWindow } from './page-window.js';

export enum SortOrder {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortOrder, { name: 'SortOrder', description: 'Urutan data; bawaan DESC (terbaru dulu).' });

export { MAX_PAGE_SIZE } from './page-window.js';

@InputType({ description: 'Paging of a list: page number from 1, page size (max 100) and order.' })
export class PageInput {
  @Field(() => Int, { nullable: true, defaultValue: 1 })
  page?: number;

  @Field(() => Int, { nullable: true, defaultValue: 20 })
  limit?: number;

  @Field(() => SortOrder, { nullable: true, defaultValue: SortOrder.DESC })
  order?: SortOrder;
}

export interface Paging {
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
}

/** Normalises client paging: out-of-range values are clamped, never an error. */
export const paging = (p?: PageInput | null): Paging => {
  return { ...pageWindow(p), order: p?.order === SortOrder.ASC ? 'asc' : 'desc' };
};

export interface Page<T> {
  items: T[];
  total: number;
}

/** A `{ items, total }` GraphQL type for a list of `T`. */
export const PageOf = <T extends object>(item: ClassType<T>, name: string) => {
  // A page is as cacheable as the query that returns it (only public queries are; public-cache.ts).
  @InheritCache()
  @ObjectType(`${name}Page`, { description: `A page of ${name} with the total count of matching rows.` })
  class PageClass implements Page<T> {
    @Field(() => [item])
    items!: T[];

    @Field(() => Int)
    total!: number;
  }
  return PageClass;
};

/** Escapes LIKE wildcards so a user's `%` or `_` is searched literally. */
export const likeContains = (s: string): string => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
