import pg from 'pg';
import pgCopy from 'pg-copy-streams';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyRows } from './copy-rows.js';

describe('copyRows (COPY … TO STDOUT text, parsed)', () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: inject('pgServerUrl') });
    await client.connect();
  });
  afterAll(() => client?.end());

  const rows = async (sql: string, chunkSize?: number) => {
    const out: (string | null)[][] = [];
    async function* cut(source: AsyncIterable<Buffer>) {
      for await (const c of source) for (let i = 0; i < c.length; i += chunkSize!) yield c.subarray(i, i + chunkSize!);
    }
    const stream = client.query(pgCopy.to(`copy (${sql}) to stdout`)) as AsyncIterable<Buffer>;
    for await (const batch of copyRows(chunkSize ? cut(stream) : stream)) out.push(...batch);
    return out;
  };

  it('gives each field as PostgreSQL has it: nulls, escapes, tabs and newlines in text, multi-byte characters', async () => {
    const sql = `select * from (values (1, E'tab\\there', null::text, E'baris\\nbaru\\r\\\\ akhir'), (2, 'Ünïcødé — 日本 🤝', '', E'\\\\N bukan null')) v(a, b, c, d)`;
    const expected = [
      ['1', 'tab\there', null, 'baris\nbaru\r\\ akhir'],
      ['2', 'Ünïcødé — 日本 🤝', '', '\\N bukan null'],
    ];
    expect(await rows(sql)).toEqual(expected);
    // Cut into 1-byte and 3-byte chunks: a row or a character split across chunks comes out whole.
    expect(await rows(sql, 1)).toEqual(expected);
    expect(await rows(sql, 3)).toEqual(expected);
  });

  it('reads many rows across many chunks, in order', async () => {
    const out = await rows(`select g, repeat('x', g % 97) from generate_series(1, 20000) g`);
    expect(out).toHaveLength(20000);
    expect(out[19999]).toEqual(['20000', 'x'.repeat(20000 % 97)]);
    expect(out.every((r, i) => r[0] === String(i + 1))).toBe(true);
  });
});
