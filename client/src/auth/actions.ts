import { apolloClient } from '../apollo/client';
import { bearer, type RequestContext } from '../apollo/links';
import { sessionStore, type StoredUser } from './session';

/** How long Keluar waits for the server's answer before going on without it. */
const LOGOUT_WAIT_MS = 5000;

export const signIn = (token: string, user: StoredUser): void => {
  sessionStore.set(token, user);
};

/**
 * SPEC §4 Logout, here only: token, user data and the cached server data go; nothing else is kept. For a
 * session the server has already ended (RouteGuard); Keluar is `logOut`, which ends it there too.
 */
export const signOut = async (): Promise<void> => {
  sessionStore.clear();
  await apolloClient.clearStore();
};

/**
 * Ends the session on the server. Its document comes with the admin area's generated module, imported here
 * only when needed, so the public pages' bundle (whose menu also has Keluar) stays without it.
 */
/** Resolves when `work` settles (resolved or failed), or after `ms` at the latest. */
const settledWithin = (work: Promise<unknown>, ms: number): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void work.catch(() => undefined).finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });

const endSessionOnServer = async (authorization: string): Promise<void> => {
  const { LogoutDocument } = await import('../generated/graphql');
  const context: RequestContext & { headers: Record<string, string> } = { silent: true, headers: { authorization } };
  await apolloClient.mutate({ mutation: LogoutDocument, context });
};

/**
 * Keluar: the server ends the session (the account's token version rises, so this token and every signed
 * link made for it stop working), and the session is forgotten here at once, whatever the server answers
 * or however long it takes. The call carries the token itself: it is no longer stored when the call leaves.
 */
export const logOut = async (): Promise<void> => {
  const authorization = bearer();
  sessionStore.clear();
  if (authorization) await settledWithin(endSessionOnServer(authorization), LOGOUT_WAIT_MS);
  await apolloClient.clearStore();
};

export const toStoredUser = (u: { idUser: number; idLevel: number; nama: string }): StoredUser => ({
  id_user: u.idUser,
  id_level: u.idLevel,
  nama: u.nama,
});
