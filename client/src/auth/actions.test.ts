import { afterEach, describe, expect, it, vi } from 'vitest';
import { apolloClient } from '../apollo/client';
import { LogoutDocument } from '../generated/graphql';
import { fakeToken } from '../test/jwt';
import { logOut } from './actions';
import { sessionStore } from './session';

const signIn = () => {
  const token = fakeToken({ id_user: 7, id_level: 1, exp: Math.floor(Date.now() / 1000) + 3600 });
  sessionStore.set(token, { id_user: 7, id_level: 1, nama: 'Admin' });
  return token;
};

describe('logOut (Keluar)', () => {
  afterEach(() => sessionStore.clear());

  it('asks the server to end the session with the current token, quietly, then forgets the token and the cached data', async () => {
    const token = signIn();
    const mutate = vi.spyOn(apolloClient, 'mutate').mockResolvedValue({ data: { logout: true } } as never);
    const clear = vi.spyOn(apolloClient, 'clearStore');
    await logOut();
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]![0]).toMatchObject({ mutation: LogoutDocument, context: { silent: true, headers: { authorization: `Bearer ${token}` } } });
    expect(sessionStore.get()).toEqual({ token: null, user: null });
    expect(localStorage.length).toBe(0);
    expect(clear).toHaveBeenCalled();
  });

  it('still forgets the token here when the server cannot be reached or refuses', async () => {
    signIn();
    vi.spyOn(apolloClient, 'mutate').mockRejectedValue(new Error('Failed to fetch'));
    await logOut();
    expect(sessionStore.get()).toEqual({ token: null, user: null });
    expect(localStorage.length).toBe(0);
  });

  it('does not wait on a server that does not answer', async () => {
    vi.useFakeTimers();
    try {
      signIn();
      vi.spyOn(apolloClient, 'mutate').mockReturnValue(new Promise(() => undefined) as never);
      const done = logOut();
      expect(sessionStore.get().token).toBeNull();
      await vi.advanceTimersByTimeAsync(10_000);
      await expect(done).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('calls nothing without a session', async () => {
    const mutate = vi.spyOn(apolloClient, 'mutate');
    await logOut();
    expect(mutate).not.toHaveBeenCalled();
  });
});
