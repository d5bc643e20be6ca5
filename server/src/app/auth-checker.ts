import type { AuthCheckerInterface, ResolverData } from 'type-graphql';
import { AppError, forbidden, MESSAGES } from '../common/errors.js';
import type { Context } from './context.js';

/** A role meaning "the account the field belongs to" (root object's idUser equals the actor's). */
export const SELF = 'self';
export type Role = number | typeof SELF;

/** `info` as Apollo's cache-control plugin extends it (absent outside Apollo, e.g. over websockets). */
type CacheControlInfo = { cacheControl?: { setCacheHint(hint: { maxAge?: number }): void } };

/**
 * One checker for every `@Authorized(levels)`: an empty list means "any signed-in account", otherwise the
 * actor's level must be listed (or SELF must match). type-graphql then raises UNAUTHENTICATED/FORBIDDEN.
 */
export class LevelAuthChecker implements AuthCheckerInterface<Context, Role> {
  check({ root, context, info }: ResolverData<Context>, roles: Role[]): boolean {
    // An answer that depends on who asks is never cacheable (public-cache.ts).
    (info as CacheControlInfo).cacheControl?.setCacheHint({ maxAge: 0 });
    const actor = context.actor;
    // SELF: the object is the actor's own account, or one this request proved to be (the login answer).
    const rootId = (root as { idUser?: number } | undefined)?.idUser;
    const self = roles.includes(SELF) && rootId !== undefined && (rootId === actor?.idUser || context.provenAccounts?.has(rootId) === true);
    // Anonymous: "sign in first" (UNAUTHENTICATED), not type-graphql's FORBIDDEN for listed levels.
    if (!actor) {
      if (self) return true;
      throw context.authError ?? new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    }
    if (roles.length === 0) return true;
    if (roles.includes(actor.idLevel)) return true;
    return self;
  }
}

/**
 * What @Authorized(roles) decides, decided outside a field resolver (e.g. when a subscription starts):
 * the same checker, FORBIDDEN when it refuses.
 */
export const authorizeNow = (data: ResolverData<Context>, roles: readonly Role[]): void => {
  if (!new LevelAuthChecker().check(data, [...roles])) throw forbidden();
};
