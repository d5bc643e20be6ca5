import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { isUnheardJobBookkeeping } from './unheard-bookkeeping.js';

describe('jobs: the unheard bookkeeping of pg-boss 10', () => {
  it("recognises pg-boss's own complete/fail failing for a database that is gone, and nothing else", async () => {
    // A database that refuses every statement, as PostgreSQL's port does while it restarts.
    const refused = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    };
    const boss = new PgBoss({ db: { executeSql: refused } });
    const gone = await boss.fail('antrian', '00000000-0000-0000-0000-000000000000').then(() => null, (err: unknown) => err);
    const gone2 = await boss.complete('antrian', '00000000-0000-0000-0000-000000000000').then(() => null, (err: unknown) => err);
    expect(isUnheardJobBookkeeping(gone)).toBe(true);
    expect(isUnheardJobBookkeeping(gone2)).toBe(true);
    const elsewhere = await boss.send('antrian', {}).then(() => null, (err: unknown) => err);
    expect(elsewhere).toBeInstanceOf(Error);
    expect(isUnheardJobBookkeeping(elsewhere)).toBe(false);
    expect(isUnheardJobBookkeeping(new Error('lain'))).toBe(false);
    expect(isUnheardJobBookkeeping('Manager.fail (pg-boss/src/manager.js)')).toBe(false);
  });
});
