import type { AuthCheckerInterface, ResolverData } from 'type-graphql';
import { allowsSelf, can, type Ability } from '../rules/policy.js';
import { AppError, forbidden, MESSAGES } from './errors.js';
import type { Context } from './context.js';

/** `info` as Apollo's cache-control plugin extends it (absent outside Apollo, e.g. over websockets). */
type CacheControlInfo = { cacheControl?: { setCacheHint(hint: { maxAge?: number }): void } };

/**
 * One checker for every `@Authorized(ability)`: the policies (rules/policy.ts) decide, with the object
 * being resolved as the resource of a field (a partner's own proposal, an account's own e-mail). No
 * ability means "any signed-in account". type-graphql then raises UNAUTHENTICATED/FORBIDDEN.
 */
export class LevelAuthChecker implements AuthCheckerInterface<Context, Ability> {
  check({ root, context, info }: ResolverData<Context>, abilities: Ability[]): boolean {
    // An answer that depends on who asks is never cacheable (public-cache.ts).
    (info as CacheControlInfo).cacheControl?.setCacheHint({ maxAge: 0 });
    const actor = context.actor;
    if (!actor) {
      // The answer to a login carries the account itself: its own fields are for it to see.
      const rootId = (root as { idUser?: number } | undefined)?.idUser;
      if (rootId !== undefined && context.provenAccounts?.has(rootId) && abilities.some(allowsSelf)) return true;
      // Anonymous: "sign in first" (UNAUTHENTICATED), not type-graphql's FORBIDDEN.
      throw context.authError ?? new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    }
    if (abilities.length === 0) return true;
    const resource = root === undefined || root === null || typeof root !== 'object' || Object.keys(root).length === 0 ? undefined : root;
    return abilities.some((ability) => can(actor, ability, resource));
  }
}

/**
 * What @Authorized(abilities) decides, decided outside a field resolver (e.g. when a subscription starts):
 * the same checker, FORBIDDEN when it refuses.
 */
export const authorizeNow = (data: ResolverData<Context>, abilities: readonly Ability[]): void => {
  if (!new LevelAuthChecker().check(data, [...abilities])) throw forbidden();
};
