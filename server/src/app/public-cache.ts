import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type DocumentNode, type GraphQLField, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Logger } from 'pino';
import type { Context } from '../common/context.js';
import { forEachEvent, type AppPubSub, type EventLoop } from './pubsub.js';

/**
 * The public site's caching (issue 6), in one place:
 *
 * - **Hints.** A public query (`@PublicQuery()`) is cacheable by anyone for PUBLIC_MAX_AGE seconds: Apollo's
 *   cache-control plugin then answers it with `Cache-Control: max-age=60, public` (browsers and proxies
 *   keep GET responses). Object types that appear in public answers inherit that age (`@InheritCache()`);
 *   any field guarded by `@Authorized` makes the whole answer uncacheable (auth-checker.ts).
 * - **Server cache.** Repeated public queries are answered from an in-memory response cache for the same
 *   lifetime. Its keys carry a data version that goes up after every committed write of public content
 *   (agreements, contracts, kegiatan, partner logos, slider, profil): such a write publishes an event on
 *   the PostgreSQL-backed PubSub, every instance raises its version when the event arrives, and the
 *   instance that made the write raises it at once. A request that started before the change computed
 *   its key with the old version, so it can never store old data under the new one.
 * - **Tokens.** A public answer does not depend on who asks, so a stale or invalid bearer token does not
 *   break it: the request is answered as anonymous. Any other operation with a bad token is refused with
 *   401 UNAUTHENTICATED as before (sessionPlugin), over GraphQL and the legacy adapter alike.
 */

const isPublicField = (field: GraphQLField<unknown, unknown> | undefined): boolean =>
  Boolean(
    field?.astNode?.directives?.some(
      (d) =>
        d.name.value === 'cacheControl' &&
        d.arguments?.some((a) => a.name.value === 'scope' && a.value.kind === Kind.ENUM && a.value.value === 'PUBLIC'),
    ),
  );

/** Answers per parsed operation: Apollo keeps parsed documents, so a repeated operation is walked once. */
const publicOperations = new WeakMap<OperationDefinitionNode, boolean>();

/** True when the operation is a query made only of public root fields (and `__typename`). */
export const isPublicOperation = (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean => {
  let known = publicOperations.get(operation);
  if (known === undefined) publicOperations.set(operation, (known = walkIsPublic(schema, document, operation)));
  return known;
};

const walkIsPublic = (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean => {
  if (operation.operation !== 'query') return false;
  const fields = schema.getQueryType()?.getFields() ?? {};
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])),
  );
  const seen = new Set<string>();
  const allPublic = (set: SelectionSetNode): boolean =>
    set.selections.every((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === '__typename' || isPublicField(fields[s.name.value]);
      if (s.kind === Kind.INLINE_FRAGMENT) return allPublic(s.selectionSet);
      if (seen.has(s.name.value)) return true;
      seen.add(s.name.value);
      const fragment = fragments.get(s.name.value);
      return fragment ? allPublic(fragment) : false;
    });
  return allPublic(operation.selectionSet);
};

/**
 * Mutations that start a session rather than use one: a client still holding an expired token (the
 * legacy client sends the bearer token whenever it has one) must be able to sign in again.
 */
const SESSION_STARTERS = new Set(['login', 'register', 'verifyEmail']);
const startsSession = (operation: OperationDefinitionNode): boolean =>
  operation.operation === 'mutation' &&
  operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && (SESSION_STARTERS.has(s.name.value) || s.name.value === '__typename'));

/**
 * Refuses a request whose bearer token was not accepted (ctx.authError), unless the operation is public
 * or starts a session: then it runs as anonymous. Runs before the response cache is consulted.
 */
export const sessionPlugin = (): ApolloServerPlugin<Context> => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, schema, document, operation }) {
        if (contextValue.authError && !(operation && (isPublicOperation(schema, document, operation) || startsSession(operation)))) throw contextValue.authError;
      },
    };
  },
});

/**
 * The version of the public data this instance has seen. The event bus calls `published` when this
 * instance publishes an event that changes public data (app/event-bus.ts); the same event, delivered
 * through PostgreSQL, raises it on every other instance. The echo of an event this instance published
 * itself is not counted twice. The topics are those of every event kind that declares it changes public
 * data (common/events.ts), so a new kind cannot be forgotten here.
 */
export class PublicDataVersion {
  private value = 0;
  private readonly loops: EventLoop[] = [];
  /** Events this instance published whose echo from PostgreSQL has not come back yet, per topic. */
  private readonly pendingEchoes = new Map<string, number>();

  constructor(
    private readonly topics: readonly string[],
    private readonly log?: Logger,
  ) {}

  get current(): number {
    return this.value;
  }

  /** This instance published an event of `topic`: the version rises now, its echo will not raise it again. */
  published(topic: string): void {
    this.pendingEchoes.set(topic, (this.pendingEchoes.get(topic) ?? 0) + 1);
    this.value += 1;
  }

  /** Something outside the events changed public data (a flush the events did not announce). */
  raise(): void {
    this.value += 1;
  }

  private received(topic: string): void {
    const pending = this.pendingEchoes.get(topic) ?? 0;
    if (pending > 0) this.pendingEchoes.set(topic, pending - 1);
    else this.value += 1;
  }

  /** Starts listening to the topics' events on `pubsub`. */
  watch(pubsub: AppPubSub): void {
    for (const topic of this.topics) this.loops.push(forEachEvent(pubsub, topic, () => this.received(topic), this.log));
  }

  watches(topic: string): boolean {
    return this.topics.includes(topic);
  }

  async close(): Promise<void> {
    await Promise.all(this.loops.map((l) => l.stop()));
  }
}
