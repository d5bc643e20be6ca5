import { useEffect } from 'react';
import { useMeQuery } from '../generated/hooks';
import { toStoredUser } from './actions';
import { sessionErrors, sessionStore } from './session';

/**
 * Confirms the stored token with the server once per admin visit (`me`). Any failure, or `me: null`
 * while we hold a token, is a guard error; a changed name or level refreshes the stored user.
 */
export function useSessionCheck(): void {
  const { data, error } = useMeQuery({ fetchPolicy: 'network-only', context: { silent: true } });

  useEffect(() => {
    if (error) {
      sessionErrors.raise();
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
