import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mou } from '../modules/mou/mou.entity.js';
import { createMou } from '../test/kerjasama-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const PUBLIC = 'query($j: String) { kesepakatanPublik(judul: $j) { total items { judul } } }';

describe('public data watcher: a write that announces nothing still renews the public answers', () => {
  let app: TestApp;
  let idMou: number;

  beforeAll(async () => {
    app = await createTestApp();
    const admin = await app.login();
    const idMitra = (await app.userWithLevel(3)).idUser;
    idMou = (await createMou(app, admin, idMitra, { judul: 'Kesepakatan Sungai', noKontrak: 'W-1', status: 1 })).idMou;
  });
  afterAll(() => app?.close());

  const judulPublik = async () => ((await app.gql(PUBLIC, { j: 'Sungai' })).data!.kesepakatanPublik.items as { judul: string }[]).map((m) => m.judul);

  it('after a plain flush', async () => {
    expect(await judulPublik()).toEqual(['Kesepakatan Sungai']);
    // Straight through the ORM, with no domain event: only the watcher can tell the caches.
    const em = app.db.orm.em.fork();
    const mou = await em.findOneOrFail(Mou, { idMou });
    mou.judul = 'Kesepakatan Sungai Bersih';
    await em.flush();
    expect(await judulPublik()).toEqual(['Kesepakatan Sungai Bersih']);
  });

  it('after a transaction commits, and not after one rolls back', async () => {
    await app.db.orm.em.fork().transactional(async (em) => {
      (await em.findOneOrFail(Mou, { idMou })).judul = 'Kesepakatan Sungai Jernih';
    });
    expect(await judulPublik()).toEqual(['Kesepakatan Sungai Jernih']);
    await expect(
      app.db.orm.em.fork().transactional(async (em) => {
        (await em.findOneOrFail(Mou, { idMou })).judul = 'Tidak Pernah Disimpan';
        await em.flush();
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    expect(await judulPublik()).toEqual(['Kesepakatan Sungai Jernih']);
  });
});
