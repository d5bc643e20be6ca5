import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMou, mouInput } from '../../test/kerjasama-fixtures.js';
import { ok } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

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
    const subscribe = (token: string, query: string) => {
      const client = createClient({
        url: `${app.url.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
      });
      const events: any[] = [];
      const errors: unknown[] = [];
      const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
      const dispose = client.subscribe({ query }, { next: (v) => events.push(v), error: (e) => errors.push(e), complete: () => {} });
      const waitFor = async (n: number, timeout = 8000) => {
        const start = Date.now();
        while (events.length + errors.length < n && Date.now() - start < timeout) await new Promise((r) => setTimeout(r, 25));
      };
      return { client, events, errors, connected, waitFor, close: async () => (dispose(), await client.dispose()) };
    };

    it('delivers created, updated and deleted agreements to a level-2 viewer when an admin changes them', async () => {
      const sub = subscribe(skpd2.token, 'subscription { mouChanged { action id mou { idMou judul nilai statusText } } }');
      await sub.connected;
      await new Promise((r) => setTimeout(r, 300));
      const m = await createMou(app, admin, mitra.idUser, { judul: 'Langsung Tampil' });
      await sub.waitFor(1);
      ok(await app.gql(UPDATE, { id: m.idMou, i: mouInput(mitra.idUser, { judul: 'Langsung Berubah', status: 2 }) }, admin));
      await sub.waitFor(2);
      ok(await app.gql(DELETE, { id: m.idMou }, admin));
      await sub.waitFor(3);
      await sub.close();
      expect(sub.errors).toEqual([]);
      expect(sub.events.map((e) => e.data.mouChanged)).toEqual([
        { action: 'CREATED', id: m.idMou, mou: { idMou: m.idMou, judul: 'Langsung Tampil', nilai: 1500000.5, statusText: 'Aktif' } },
        { action: 'UPDATED', id: m.idMou, mou: { idMou: m.idMou, judul: 'Langsung Berubah', nilai: 1500000.5, statusText: 'Tidak Aktif' } },
        { action: 'DELETED', id: m.idMou, mou: null },
      ]);
    });

    it('delivers nothing to a partner account: the subscription is refused when it subscribes', async () => {
      const sub = subscribe(mitra.token, 'subscription { mouChanged { action id } }');
      await sub.connected;
      // refused before any change happens
      await sub.waitFor(1, 3000);
      expect(JSON.stringify([...sub.errors, ...sub.events])).toContain('FORBIDDEN');
      await createMou(app, admin, mitra.idUser);
      await new Promise((r) => setTimeout(r, 300));
      await sub.close();
      expect(sub.events.filter((e) => e.data?.mouChanged)).toEqual([]);
      const refusal = [...sub.errors, ...sub.events.flatMap((e) => e.errors ?? [])] as { extensions?: { code?: string } }[][] | any[];
      expect(JSON.stringify(refusal)).toContain('FORBIDDEN');
    });
  });
});
