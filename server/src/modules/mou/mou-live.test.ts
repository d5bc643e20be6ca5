import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMou, mouInput } from '../../test/kerjasama-fixtures.js';
import { ok } from '../../test/results.js';
import { notifySql, subscribe, wsClient } from '../../test/subscriptions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MouChanged } from './mou.events.js';

const UPDATE = `mutation($id: Int!, $i: MouInput!) { updateMou(idMou: $id, input: $i) { idMou } }`;
const DELETE = `mutation($id: Int!) { deleteMou(idMou: $id) }`;

describe('mou live list', () => {
  let app: TestApp;
  let admin: string;
  let mitra: { idUser: number; token: string };
  let skpd2: { idUser: number; token: string };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
    mitra = await app.userWithLevel(3);
    const [s] = await app.sql(`insert into skpd (skpd, kode, status) values ('Dinas Siaran Langsung', 78, 1) returning id_skpd`);
    skpd2 = await app.userWithLevel(2, { idSkpd: s.id_skpd });
  });
  afterAll(() => app.close());

  describe('live list (subscription mouChanged)', () => {
    const QUERY = 'subscription { mouChanged { action id mou { idMou judul nilai statusText } } }';

    it('delivers created, updated and deleted agreements to a level-2 viewer when an admin changes them', async () => {
      const client = wsClient(app.url, skpd2.token);
      const sub = subscribe<any>(client, QUERY, {}, 'mouChanged', (e) => e.id === -1);
      // live once a raw event sent now reaches it (graphql-ws does not acknowledge a subscribe)
      await sub.ready(() => app.sql(...notifySql(MouChanged.topic, { action: 'DELETED', id: -1 })));
      const m = await createMou(app, admin, mitra.idUser, { judul: 'Langsung Tampil' });
      await sub.waitFor((e) => e.id === m.idMou && e.action === 'CREATED');
      ok(await app.gql(UPDATE, { id: m.idMou, i: mouInput(mitra.idUser, { judul: 'Langsung Berubah', status: 2 }) }, admin));
      await sub.waitFor((e) => e.id === m.idMou && e.action === 'UPDATED');
      ok(await app.gql(DELETE, { id: m.idMou }, admin));
      await sub.waitFor((e) => e.id === m.idMou && e.action === 'DELETED');
      sub.dispose();
      await client.dispose();
      expect(sub.errors).toEqual([]);
      // this agreement's changes, in order (an earlier test's change may still arrive first)
      expect(sub.events.filter((e) => e.id === m.idMou)).toEqual([
        { action: 'CREATED', id: m.idMou, mou: { idMou: m.idMou, judul: 'Langsung Tampil', nilai: 1500000.5, statusText: 'Aktif' } },
        { action: 'UPDATED', id: m.idMou, mou: { idMou: m.idMou, judul: 'Langsung Berubah', nilai: 1500000.5, statusText: 'Tidak Aktif' } },
        { action: 'DELETED', id: m.idMou, mou: null },
      ]);
    });

    it('delivers nothing to a partner account: the subscription is refused when it subscribes', async () => {
      const client = wsClient(app.url, mitra.token);
      const sub = subscribe<any>(client, 'subscription { mouChanged { action id } }', {}, 'mouChanged');
      // refused before any change happens: the subscription ends with the refusal, so no later change reaches it
      await sub.done;
      expect(sub.errors.map((e) => e.extensions?.code ?? e.message).join(' ')).toContain('FORBIDDEN');
      await client.dispose();
      expect(sub.events).toEqual([]);
    });
  });
});
