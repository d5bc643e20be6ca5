import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { prepared, preparedRead, readBatch } from './read-batch.js';

const PLUS_ONE = prepared('uji_tambah_satu', ['int'], 'select ?::int + 1 as n');

describe('readBatch', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('answers each statement of a batch in order, a prepared one on connections that had not prepared it', async () => {
    const em = app.db.orm.em.fork();
    // at once: the pool opens several connections, each without the statement at first
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => readBatch(em.fork(), [preparedRead(PLUS_ONE, [i]), { sql: 'select ?::text as teks', params: [`b${i}`] }])),
    );
    answers.forEach((a, i) => expect(a).toEqual([[{ n: i + 1 }], [{ teks: `b${i}` }]]));
    expect(await readBatch(em, [preparedRead(PLUS_ONE, [41])])).toEqual([[{ n: 42 }]]);
  });

  it('in a transaction, prepares what its connection lacks without aborting the transaction', async () => {
    await app.db.orm.em.fork().transactional(async (tx) => {
      await tx.execute('deallocate all');
      expect(await readBatch(tx, [preparedRead(PLUS_ONE, [1])])).toEqual([[{ n: 2 }]]);
      expect(await readBatch(tx, [preparedRead(PLUS_ONE, [2])])).toEqual([[{ n: 3 }]]);
      expect(await tx.execute(`select count(*)::int as n from pg_prepared_statements where name = ?`, [PLUS_ONE.name])).toEqual([{ n: 1 }]);
    });
  });

  it('fails for a real error, and a statement whose placeholders do not match its types is refused at once', async () => {
    const broken = prepared('uji_rusak', ['int'], 'select 1 / (?::int - 1) as n');
    await expect(readBatch(app.db.orm.em.fork(), [preparedRead(broken, [1])])).rejects.toMatchObject({ code: '22012' });
    expect(() => prepared('uji_salah', ['int', 'text'], 'select ?::int')).toThrow(/1 placeholders for 2 types/);
    // another text under the same prefix is another statement
    expect(prepared('uji_tambah_satu', ['int'], 'select ?::int + 2 as n').name).not.toBe(PLUS_ONE.name);
  });
});
