import type { SubscribeResolverData } from 'type-graphql';
import type { Ability } from '../rules/policy.js';
import { authorizeNow } from './auth-checker.js';
import type { Context } from './context.js';
import { resolverOf } from './resolver-container.js';

/**
 * A subscription's `subscribe`, authorized once when it starts for the abilities (UNAUTHENTICATED /
 * FORBIDDEN by the checker @Authorized uses), then handed to the resolver instance: any other account
 * never holds a live subscription at all. Used instead of @Authorized where type-graphql would otherwise
 * re-run its async auth middleware for every event and every subscriber (a chat of a thousand viewers),
 * re-deciding what cannot change while the socket lives (a revoked session closes it).
 */
export const subscribeFor =
  <R, A = Record<string, unknown>>(
    abilities: readonly Ability[],
    resolverClass: new (...args: never[]) => R,
    subscribe: (resolver: R, ctx: Context, args: A) => AsyncIterable<unknown> | Promise<AsyncIterable<unknown>>,
  ) =>
  ({ source, args, context, info }: SubscribeResolverData<unknown, Record<string, unknown>, object>) => {
    const ctx = context as Context;
    authorizeNow({ root: source, args, context: ctx, info }, abilities);
    return subscribe(resolverOf(info.schema, resolverClass), ctx, args as A);
  };
