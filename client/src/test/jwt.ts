const b64url = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned token with the contract's payload, for client tests (the client never verifies). */
export const fakeToken = (payload: { id_user: number; id_level: number; nama?: string; exp?: number }): string =>
  `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ nama: 'Tester', ...payload })}.signature`;
