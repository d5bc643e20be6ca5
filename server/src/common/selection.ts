import type { EntityManager, EntityName } from '@mikro-orm/postgresql';
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** Each field selected in `set`, with its own selection, through fragments and inline fragments (each fragment once). */
const eachField = (info: GraphQLResolveInfo, set: SelectionSetNode | undefined, onto: (name: string, sub: SelectionSetNode | undefined) => void): void => {
  const seen = new Set<string>();
  const walk = (s: SelectionSetNode | undefined): void => {
    for (const sel of s?.selections ?? []) {
      if (sel.kind === Kind.FIELD) onto(sel.name.value, sel.selectionSet);
      else if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet);
      else if (!seen.has(sel.name.value)) {
        seen.add(sel.name.value);
        walk(info.fragments[sel.name.value]?.selectionSet);
      }
    }
  };
  walk(set);
};

/**
 * The names of the fields a query asks of `child` (e.g. `items` of a page) under the field being resolved,
 * through fragments and inline fragments. Directives are not evaluated: a field under `@skip` still
 * counts, which only means loading a column that is not sent.
 */
export const askedFields = (info: GraphQLResolveInfo, child: string): Set<string> => {
  const asked = new Set<string>();
  for (const node of info.fieldNodes) {
    eachField(info, node.selectionSet, (name, sub) => {
      if (name === child) eachField(info, sub, (field) => asked.add(field));
    });
  }
  return asked;
};

/** Whether the query asks `name` of the field being resolved (through fragments; a field under `@skip` counts). */
export const asksField = (info: GraphQLResolveInfo, name: string): boolean => {
  let asked = false;
  for (const node of info.fieldNodes) eachField(info, node.selectionSet, (field) => (asked ||= field === name));
  return asked;
};

/**
 * What a list must load of an entity for the GraphQL fields asked of its items (the entity being also the
 * GraphQL type): the primary key, each asked field that is a property, and the properties that `derived`
 * names for computed fields (getters, relation-based field resolvers). Undefined — the whole entity — when
 * nothing was asked (a call from outside GraphQL) or a field in `whole` was: those read other rows of the
 * same entity, which must not meet a partly loaded copy of them in the identity map.
 */
export const propertiesFor = <T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  asked: ReadonlySet<string> | undefined,
  derived: Readonly<Record<string, readonly string[]>>,
  whole: readonly string[] = [],
): string[] | undefined => {
  if (!asked?.size || whole.some((f) => asked.has(f))) return undefined;
  const meta = em.getMetadata().get(typeof entity === 'string' ? entity : (entity as { name: string }).name);
  const props = new Set<string>(meta.primaryKeys);
  for (const name of asked) {
    if (meta.properties[name as keyof typeof meta.properties] && !meta.properties[name as keyof typeof meta.properties].getter) props.add(name);
    for (const p of derived[name] ?? []) props.add(p);
  }
  return [...props];
};
