import type { SubscribeResolverData } from 'type-graphql';
import type { Context } from '../app/context.js';
import { AppError, forbidden, MESSAGES } from './errors.js';

/**
 * The `subscribe` of a topic subscription for the listed levels: any other account is refused when it
 * subscribes (UNAUTHENTICATED / FORBIDDEN, as @Authorized answers a query), not at the first event —
 * it never holds a live subscription at all. Keep @Authorized with the same levels on the resolver.
 */
export const subscribeFor =
  (levels: readonly number[], topic: string) =>
  ({ context }: SubscribeResolverData<unknown, unknown, object>): AsyncIterable<unknown> => {
    const ctx = context as Context;
    if (!ctx.actor) throw ctx.authError ?? new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    if (!levels.includes(ctx.actor.idLevel)) throw forbidden();
    return ctx.services.pubsub.subscribe(topic) as AsyncIterable<unknown>;
  };
