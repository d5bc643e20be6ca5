import type { EntityManager, EntityName } from '@mikro-orm/postgresql';
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields a query asks of `child` (e.g. `items` of a page) under the field being resolved,
 * through fragments and inline fragments. Directives are not evaluated: a field under `@skip` still
 * counts, which only means loading a column that is not sent.
 */
export const askedFields = (info: GraphQLResolveInfo, child: string): Set<string> => {
  const asked = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined, onto: (name: string, sub: SelectionSetNode | undefined) => void): void => {
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD) onto(s.name.value, s.selectionSet);
      else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet, onto);
      else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        walk(info.fragments[s.name.value]?.selectionSet, onto);
      }
    }
  };
  for (const node of info.fieldNodes) {
    walk(node.selectionSet, (name, sub) => {
      if (name === child) walk(sub, (field) => asked.add(field));
    });
  }
  return asked;
};

/**
 * Whether the query asks `name` of the field being resolved (through fragments; directives are not
 * evaluated, so a field under `@skip` counts).
 */
export const asksField = (info: GraphQLResolveInfo, name: string): boolean => {
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === name;
      if (s.kind === Kind.INLINE_FRAGMENT) return walk(s.selectionSet);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      return walk(info.fragments[s.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => walk(node.selectionSet));
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
