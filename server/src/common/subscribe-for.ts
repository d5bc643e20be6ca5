import type { SubscribeResolverData } from 'type-graphql';
import { authorizeNow } from '../app/auth-checker.js';
import type { Context } from '../app/context.js';

/**
 * The `subscribe` of a topic subscription for the listed levels: any other account is refused when it
 * subscribes (UNAUTHENTICATED / FORBIDDEN, by the checker @Authorized uses), not at the first event —
 * it never holds a live subscription at all. Keep @Authorized with the same levels on the resolver.
 */
export const subscribeFor =
  (levels: readonly number[], topic: string) =>
  ({ source, args, context, info }: SubscribeResolverData<unknown, Record<string, unknown>, object>): AsyncIterable<unknown> => {
    const ctx = context as Context;
    authorizeNow({ root: source, args, context: ctx, info }, levels);
    return ctx.services.pubsub.subscribe(topic) as AsyncIterable<unknown>;
  };
