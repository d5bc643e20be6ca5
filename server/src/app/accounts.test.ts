import { createPubSub } from '@graphql-yoga/subscription';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { ACCOUNT_CHANGED, AccountCache, type AccountState } from './accounts.js';
import type { AppPubSub } from './pubsub.js';

const account = (over: Partial<AccountState> = {}): AccountState => ({ idUser: 7, nama: 'Sari', idLevel: 2, tokenVersion: 0, ...over });
const silent = pino({ level: 'silent' });

/** A cache on an in-process pubsub whose events connection is `epoch.value` (null: down). */
const cacheWith = (epoch: { value: number | null }) => {
  const pubsub = createPubSub() as unknown as AppPubSub;
  const cache = new AccountCache(() => epoch.value);
  cache.listen(pubsub, silent);
  let reads = 0;
  const read = (state: AccountState | null = account()) => () => {
    reads += 1;
    return Promise.resolve(state ?? undefined);
  };
  return { cache, pubsub, read, reads: () => reads };
};

describe('AccountCache', () => {
  it('reads an account once while the events connection stays the same', async () => {
    const { cache, read, reads } = cacheWith({ value: 1 });
    expect(await cache.get(7, read())).toEqual(account());
    expect(await cache.get(7, read(account({ nama: 'lain' })))).toEqual(account());
    expect(reads()).toBe(1);
  });

  it('keeps nothing while no events connection listens, and drops what was kept before a reconnect', async () => {
    const epoch = { value: null as number | null };
    const { cache, read, reads } = cacheWith(epoch);
    await cache.get(7, read());
    await cache.get(7, read());
    expect(reads()).toBe(2);
    epoch.value = 1;
    await cache.get(7, read());
    await cache.get(7, read());
    expect(reads()).toBe(3);
    epoch.value = 2;
    expect(await cache.get(7, read(account({ idLevel: 3 })))).toEqual(account({ idLevel: 3 }));
    expect(reads()).toBe(4);
  });

  it('forgets an account announced as changed, and every account when none is named', async () => {
    const { cache, pubsub, read, reads } = cacheWith({ value: 1 });
    await cache.get(7, read());
    await cache.get(8, read(account({ idUser: 8 })));
    pubsub.publish(ACCOUNT_CHANGED, { idUser: 7 });
    await new Promise((r) => setTimeout(r, 10));
    expect(await cache.get(7, read(account({ tokenVersion: 1 })))).toEqual(account({ tokenVersion: 1 }));
    await cache.get(8, read());
    expect(reads()).toBe(3);
    pubsub.publish(ACCOUNT_CHANGED, {});
    await new Promise((r) => setTimeout(r, 10));
    await cache.get(8, read(account({ idUser: 8 })));
    expect(reads()).toBe(4);
  });

  it('does not keep a read that overlapped a change: it may predate the change', async () => {
    const { cache, read, reads } = cacheWith({ value: 1 });
    const stale = cache.get(7, async () => {
      cache.forget(7); // the change is announced while the read is under way
      return account({ tokenVersion: 0 });
    });
    expect(await stale).toEqual(account({ tokenVersion: 0 }));
    expect(await cache.get(7, read(account({ tokenVersion: 1 })))).toEqual(account({ tokenVersion: 1 }));
    expect(reads()).toBe(1);
  });

  it('keeps no unknown or inactive account (the read finds none)', async () => {
    const { cache, read, reads } = cacheWith({ value: 1 });
    expect(await cache.get(9, read(null))).toBeUndefined();
    expect(await cache.get(9, read(null))).toBeUndefined();
    expect(reads()).toBe(2);
  });
});

describe('sessions checked against kept accounts (real server and PostgreSQL)', () => {
  let app: TestApp;
  let admin: string;
  const MOUS = '{ mous { total } }';
  const refusedWithin = async (token: string, ms = 5000) => {
    const start = Date.now();
    for (;;) {
      const r = await app.gql(MOUS, {}, token);
      if (r.status === 401 || Date.now() - start > ms) return r;
      await new Promise((res) => setTimeout(res, 20));
    }
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
  });
  afterAll(() => app.close());

  it('answers a known session without reading the accounts table', async () => {
    const [s] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Uji Sesi', 91, 1) returning id_skpd`);
    const staff = await app.userWithLevel(2, { idSkpd: s.id_skpd });
    expect((await app.gql(MOUS, {}, staff.token)).status).toBe(200);
    // With the table out of reach, only a kept account can still let the request through.
    await app.sql('alter table users rename to users_away');
    try {
      const r = await app.gql(MOUS, {}, staff.token);
      expect(r.errors).toBeUndefined();
      expect(r.data!.mous.total).toBeGreaterThanOrEqual(0);
    } finally {
      await app.sql('alter table users_away rename to users');
    }
  });

  it.each([
    ['disabled', 'id_status = 2'],
    ['its token version raised', 'token_version = token_version + 1'],
    ['deleted', null],
  ])('refuses a kept session once its account is %s by SQL outside the app', async (_what, change) => {
    const [s] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Uji ${_what}', 92, 1) returning id_skpd`);
    const staff = await app.userWithLevel(2, { idSkpd: s.id_skpd });
    expect((await app.gql(MOUS, {}, staff.token)).status).toBe(200);
    if (change) await app.sql(`update users set ${change} where id_user = $1`, [staff.idUser]);
    else await app.sql('delete from users where id_user = $1', [staff.idUser]);
    const r = await refusedWithin(staff.token);
    expect(r.status).toBe(401);
    expect(r.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('applies a level changed by SQL outside the app to the next requests', async () => {
    const [s] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Uji Level', 93, 1) returning id_skpd`);
    const staff = await app.userWithLevel(2, { idSkpd: s.id_skpd });
    expect((await app.gql(MOUS, {}, staff.token)).status).toBe(200);
    await app.sql('update users set id_level = 3 where id_user = $1', [staff.idUser]);
    const start = Date.now();
    let code: string | undefined;
    while (Date.now() - start < 5000) {
      code = (await app.gql(MOUS, {}, staff.token)).errors?.[0]?.extensions?.code;
      if (code) break;
      await new Promise((res) => setTimeout(res, 20));
    }
    expect(code).toBe('FORBIDDEN');
  });

  it('refuses at once, on the instance that made it, a session ended through the app', async () => {
    const [s] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Uji Aplikasi', 94, 1) returning id_skpd`);
    const staff = await app.userWithLevel(2, { idSkpd: s.id_skpd });
    expect((await app.gql(MOUS, {}, staff.token)).status).toBe(200);
    const [u] = await app.sql('select nama, username, email, hp from users where id_user = $1', [staff.idUser]);
    const disabled = await app.gql(
      'mutation($id: Int!, $i: UpdateUserInput!) { updateUser(idUser: $id, input: $i) { idStatus } }',
      { id: staff.idUser, i: { nama: u.nama, username: u.username, email: u.email, hp: u.hp, idLevel: 2, idSkpd: s.id_skpd, status: 2 } },
      admin,
    );
    expect(disabled.errors).toBeUndefined();
    // No waiting: the very next request.
    expect((await app.gql(MOUS, {}, staff.token)).status).toBe(401);
  });
});
