import { ApolloClient, InMemoryCache, gql } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../auth/session';
import { fakeToken } from '../test/jwt';
import { authLink, bearer } from './links';
import { createPublicLink, isPublicOperation } from './publicLink';

const PUBLIC = gql`
  query PublikProfilUji {
    profil {
      alamat
    }
  }
`;
const ADMIN = gql`
  query RiwayatUji {
    me {
      idUser
    }
  }
`;

/** A client whose transport records the headers each operation would be sent with. */
const recordingClient = () => {
  const sent: { name: string; headers: Record<string, string> }[] = [];
  const terminal = new ApolloLink((operation) => {
    const { headers = {} } = operation.getContext() as { headers?: Record<string, string> };
    sent.push({ name: operation.operationName ?? '', headers });
    return of({ data: operation.operationName?.startsWith('Publik') ? { profil: { alamat: 'Jl. Uji' } } : { me: null } });
  });
  const client = new ApolloClient({ link: ApolloLink.from([authLink, terminal]), cache: new InMemoryCache() });
  return { client, sent };
};

const signInWith = (token: string) => {
  sessionStore.set(token, { id_user: 5, id_level: 99, nama: 'Uji' });
};

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('public operations', () => {
  it('are the queries named Publik…', () => {
    expect(isPublicOperation({ operationName: 'PublikBeranda', operationType: 'query' as never })).toBe(true);
    expect(isPublicOperation({ operationName: 'PublikBeranda', operationType: 'mutation' as never })).toBe(false);
    expect(isPublicOperation({ operationName: 'Partners', operationType: 'query' as never })).toBe(false);
    expect(isPublicOperation({ operationName: undefined, operationType: 'query' as never })).toBe(false);
  });

  it('never carry the token; the admin operations do, unless it has expired', async () => {
    const { client, sent } = recordingClient();
    signInWith(fakeToken({ id_user: 5, id_level: 99, exp: Math.floor(Date.now() / 1000) + 3600 }));
    await client.query({ query: PUBLIC });
    await client.query({ query: ADMIN });
    expect(sent).toEqual([
      { name: 'PublikProfilUji', headers: {} },
      { name: 'RiwayatUji', headers: { authorization: expect.stringMatching(/^Bearer /) } },
    ]);

    const expired = fakeToken({ id_user: 5, id_level: 99, exp: Math.floor(Date.now() / 1000) - 60 });
    signInWith(expired);
    expect(bearer()).toBeUndefined();
    await client.query({ query: ADMIN, fetchPolicy: 'network-only' });
    expect(sent[2]).toEqual({ name: 'RiwayatUji', headers: {} });
  });

  it('go out as GET with the persisted-query hash and the preflight header', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response(JSON.stringify({ data: { profil: { __typename: 'Profil', alamat: 'Jl. Uji' } } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const client = new ApolloClient({ link: createPublicLink('/graphql'), cache: new InMemoryCache() });
    const { data } = await client.query({ query: PUBLIC });
    expect(data).toEqual({ profil: { __typename: 'Profil', alamat: 'Jl. Uji' } });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('apollo-require-preflight')).toBe('true');
    const params = new URL(url, 'http://localhost').searchParams;
    expect(params.get('operationName')).toBe('PublikProfilUji');
    expect(JSON.parse(params.get('extensions')!).persistedQuery).toEqual({ version: 1, sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(params.get('query')).toBeNull();
  });
});
