import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';

/**
 * The graphql module instance the schema is built with (type-graphql and Apollo load it through
 * `require`). Under vitest a bare `import … from 'graphql'` in our own files may resolve to the package's
 * ESM build, another realm: `validate(schema, …)` would then refuse the schema. Functions that take the
 * schema come from here.
 */
export const graphqlRuntime = createRequire(import.meta.url)('graphql') as typeof GraphQL;
