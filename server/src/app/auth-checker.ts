import type { AuthCheckerInterface, ResolverData } from 'type-graphql';
import { AppError, MESSAGES } from '../common/errors.js';
import type { Context } from './context.js';

/** A role meaning "the account the field belongs to" (root object's idUser equals the actor's). */
export const SELF = 'self';
export type Role = number | typeof SELF;

/**
 * One checker for every `@Authorized(levels)`: an empty list means "any signed-in account", otherwise the
 * actor's level must be listed (or SELF must match). type-graphql then raises UNAUTHENTICATED/FORBIDDEN.
 */
export class LevelAuthChecker implements AuthCheckerInterface<Context, Role> {
  check({ root, context }: ResolverData<Context>, roles: Role[]): boolean {
    const actor = context.actor;
    // Anonymous: "sign in first" (UNAUTHENTICATED), not type-graphql's FORBIDDEN for listed levels.
    if (!actor) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    if (roles.length === 0) return true;
    if (roles.includes(actor.idLevel)) return true;
    return roles.includes(SELF) && (root as { idUser?: number } | undefined)?.idUser === actor.idUser;
  }
}
