import type { GraphQLSchema } from 'graphql';
import type { ContainerType } from 'type-graphql';

/**
 * The resolver instances of each built schema (the composition root makes them with their services and
 * hands them to type-graphql as its container). Kept per schema, so two servers in one process (tests,
 * two instances on one database) never share services.
 */
const containers = new WeakMap<GraphQLSchema, ContainerType>();

export const registerContainer = (schema: GraphQLSchema, container: ContainerType): void => {
  containers.set(schema, container);
};

/** The resolver instance of `schema` (e.g. for a subscription's `subscribe`, which type-graphql calls unbound). */
export const resolverOf = <T>(schema: GraphQLSchema, resolverClass: new (...args: never[]) => T): T => {
  const container = containers.get(schema);
  if (!container) throw new Error('schema built without a resolver container');
  return container.get(resolverClass, undefined as never) as T;
};
