import { useEffect } from 'react';
import { isServerAnswer } from '../apollo/errors';
import { useMeQuery } from '../generated/hooks';
import { toStoredUser } from './actions';
import { sessionErrors, sessionStore } from './session';

/**
 * Confirms the stored token with the server once per admin visit (`me`). The server refusing it, or
 * `me: null` while we hold a token, is a guard error; a changed name or level refreshes the stored user. A
 * check that got no answer (the page unloading mid-request, the network or the server away) is not: signing
 * out then cleared the token of a page that was only being reloaded. The next request the server refuses
 * ends such a session (errorLink).
 */
export function useSessionCheck(): void {
  const { data, error } = useMeQuery({ fetchPolicy: 'network-only', context: { silent: true } });

  useEffect(() => {
    if (error) {
      if (isServerAnswer(error)) sessionErrors.raise();
      return;
    }
    if (!data) return;
    if (!data.me) {
      sessionErrors.raise();
      return;
    }
    const fresh = toStoredUser(data.me);
    const stored = sessionStore.get().user;
    if (!stored || stored.id_user !== fresh.id_user || stored.id_level !== fresh.id_level || stored.nama !== fresh.nama) {
      sessionStore.setUser(fresh);
    }
  }, [data, error]);
}
