import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, MESSAGES } from '../common/errors.js';
import type { LinkViewer } from '../common/signed-link.js';
import type { Tokens } from '../modules/auth/tokens.js';
import type { AccountCache, AccountState } from './accounts.js';
import type { Actor } from '../common/context.js';

/** Extracts the token of an `Authorization: Bearer …` value; a missing header is an anonymous request. */
export const bearerToken = (header: string | undefined | null): string | null => {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : '';
};

const sessionInvalid = () =>
  new AppError('UNAUTHENTICATED', 'Sesi tidak valid atau sudah berakhir, silakan masuk kembali', { http: { status: 401 } });

/**
 * Resolves a token to the account as it is now: a token of a deleted, disabled or re-levelled account
 * (its token version raised) is refused, so revocation takes effect on the next request.
 */
export const authenticate = async (em: EntityManager, tokens: Tokens, accounts: AccountCache, token: string | null): Promise<Actor | null> => {
  if (token === null) return null;
  const claims = token ? tokens.verifySession(token) : null;
  if (!claims) throw sessionInvalid();
  const account = await accounts.get(claims.id_user, () => readAccount(em, claims.id_user));
  if (!account || account.tokenVersion !== claims.ver) throw sessionInvalid();
  return actorOf(account);
};

const actorOf = (account: AccountState): Actor => ({
  idUser: account.idUser,
  nama: account.nama,
  idLevel: account.idLevel,
  tokenVersion: account.tokenVersion,
});

/** The account if it is active (a token of any other is refused, like one of an unknown account). */
const readAccount = async (em: EntityManager, idUser: number): Promise<AccountState | undefined> => {
  const [row] = await em
    .getConnection()
    .execute<AccountState[]>(
      'select id_user as "idUser", nama, id_level as "idLevel", token_version as "tokenVersion" from users where id_user = ? and id_status = 1',
      [idUser],
    );
  return row;
};

/**
 * The account behind a verified signed link, as it is now, or null: it must still exist, be active and
 * have the token version the link was made with (a logout, a new password or new rights end its links).
 */
export const currentViewer = async (em: EntityManager, accounts: AccountCache, viewer: LinkViewer): Promise<Actor | null> => {
  const account = await accounts.get(viewer.idUser, () => readAccount(em, viewer.idUser));
  return account && account.tokenVersion === viewer.tokenVersion ? actorOf(account) : null;
};

/** The account behind a verified signed link as the request's actor; a link whose viewer is not current is refused. */
export const authenticateUser = async (em: EntityManager, accounts: AccountCache, viewer: LinkViewer): Promise<Actor> => {
  const actor = await currentViewer(em, accounts, viewer);
  if (!actor) throw sessionInvalid();
  return actor;
};

export { MESSAGES };
