import type { EntityManager } from '@mikro-orm/postgresql';
import type { GraphQLError } from 'graphql';
import type { Logger } from 'pino';

/** The signed-in account as the server last saw it in the database (never only the token's claims). */
export interface Actor {
  idUser: number;
  nama: string;
  idLevel: number;
  /** The account's token version: signed links made for this actor carry it (common/signed-link.ts). */
  tokenVersion: number;
  /** The personal access token the request came with (modules/token-akses); absent for a session. */
  accessToken?: { id: number; write: boolean; /** Epoch ms; null: no end. */ expiresAt: number | null };
}

/** What one request carries: request data only (services come from the composition root, app/services.ts). */
export interface Context {
  em: EntityManager;
  actor: Actor | null;
  /**
   * Set when the request carried a bearer token that was not accepted (then `actor` is null). Public
   * queries run as anonymous; every other operation is refused with this error (public-cache.ts).
   */
  authError?: GraphQLError;
  /**
   * Accounts this request has proven to be without a session yet (a successful login): their own fields
   * (SELF, e.g. e-mail) may appear in the answer.
   */
  provenAccounts?: Set<number>;
  ip: string;
  log: Logger;
  /**
   * Set only by the legacy REST adapter (legacy/router.ts) on the context of the operation it runs: SPEC §7's
   * forms predate fields the app now requires of new records (the classification, issue 19). Never set from
   * a GraphQL request (its context comes from the factory alone).
   */
  legacy?: true;
}

export const describeActor = (ctx: Pick<Context, 'actor'>): string => ctx.actor?.nama ?? 'Tamu';
