import { describe, expect, it } from 'vitest';
import { ListReads } from './find-page.js';

/** A read whose answer the test releases; counts how often it ran. */
const gate = () => {
  let runs = 0;
  let release!: (rows: string[]) => void;
  let fail!: (err: Error) => void;
  const read = () => {
    runs += 1;
    return new Promise<string[]>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
  };
  return { read, runs: () => runs, release: (rows: string[]) => release(rows), fail: (err: Error) => fail(err) };
};

describe('ListReads.share', () => {
  it('runs identical reads in flight at the same moment once, and answers every caller', async () => {
    const reads = new ListReads(() => 1);
    const g = gate();
    const answers = Promise.all([1, 2, 3].map(() => reads.share('page 1', g.read)));
    g.release(['a', 'b']);
    expect(await answers).toEqual([['a', 'b'], ['a', 'b'], ['a', 'b']]);
    expect(g.runs()).toBe(1);
  });

  it('keeps nothing once the read has answered: the next caller reads again', async () => {
    const reads = new ListReads(() => 1);
    const g = gate();
    const first = reads.share('page 1', g.read);
    g.release(['lama']);
    await first;
    const second = reads.share('page 1', g.read);
    g.release(['baru']);
    expect(await second).toEqual(['baru']);
    expect(g.runs()).toBe(2);
  });

  it('does not let a caller who came after a change join a read that began before it', async () => {
    let version = 1;
    const reads = new ListReads(() => version);
    const before = gate();
    const after = gate();
    const old = reads.share('page 1', before.read);
    version = 2; // a committed change
    const fresh = reads.share('page 1', after.read);
    before.release(['sebelum']);
    after.release(['sesudah']);
    expect([await old, await fresh]).toEqual([['sebelum'], ['sesudah']]);
  });

  it('keeps different pages apart', async () => {
    const reads = new ListReads(() => 1);
    const one = gate();
    const two = gate();
    const a = reads.share('page 1', one.read);
    const b = reads.share('page 2', two.read);
    one.release(['1']);
    two.release(['2']);
    expect([await a, await b]).toEqual([['1'], ['2']]);
  });

  it('gives a failed read to every caller that joined it, and does not keep the failure', async () => {
    const reads = new ListReads(() => 1);
    const g = gate();
    const joined = [reads.share('page 1', g.read), reads.share('page 1', g.read)];
    g.fail(new Error('koneksi putus'));
    for (const p of joined) await expect(p).rejects.toThrow('koneksi putus');
    const retry = reads.share('page 1', g.read);
    g.release(['pulih']);
    expect(await retry).toEqual(['pulih']);
    expect(g.runs()).toBe(2);
  });
});
