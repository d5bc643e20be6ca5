/**
 * Hostile input to every mutation and every legacy path (fast variant: 300 requests). The long run is
 * tests/resilience/fuzz-long.test.ts. FUZZ_SEED replays a failure; FUZZ_RUNS changes the count.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/src/test/test-app.js';
import { buildWorld, type World } from './fixtures.js';
import { legacyRoutes } from '../../server/src/legacy/routes/index.js';
import { checkFuzz, fuzzCases, fuzzProperty, loadSchema, problemsOf, type FuzzCase, type FuzzRun, type Schema } from './fuzz.js';
import { fingerprint } from './support.js';

const TOTAL = Number(process.env.FUZZ_RUNS ?? 300);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

describe('fuzz: hostile input everywhere', () => {
  let app: TestApp;
  let world: World;
  let schema: Schema;
  const stats: FuzzRun = { runs: 0, refused: 0, accepted: 0, targets: new Set(), codes: new Map() };

  beforeAll(async () => {
    app = await createTestApp();
    world = await buildWorld(app);
    schema = await loadSchema(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    console.info(
      `fuzz: ${stats.runs} requests (${stats.refused} refused, ${stats.accepted} accepted) on ${stats.targets.size} targets; refusals: ${JSON.stringify(Object.fromEntries(stats.codes!))}`,
    );
  });

  it('each target once: no 5xx, refusals in Indonesian, a refused request changes nothing', async () => {
    // One case per mutation and legacy path first, so that every target is hit whatever the seed.
    const first = new Map<string, FuzzCase>();
    for (const c of fc.sample(fuzzCases(schema), { numRuns: 4000, seed: seed ?? 42 })) if (!first.has(c.target)) first.set(c.target, c);
    expect(first.size).toBe(schema.mutations.length + Object.keys(legacyRoutes).length);
    for (const c of first.values()) {
      await checkFuzz(fuzzProperty(app, schema, stats, world.accounts[3].token, undefined, fc.constant(c)), { numRuns: 1 });
    }
    expect(stats.targets.size).toBe(first.size);
  }, 180_000);

  it('random cases up to the total: the same property', async () => {
    const remaining = Math.max(TOTAL - stats.runs, 1);
    await checkFuzz(fuzzProperty(app, schema, stats, world.accounts[3].token), { numRuns: remaining, seed });
  }, 180_000);

  it('negative control: the property catches a 5xx, an unclear message and a refused request that changed data', async () => {
    const before = await fingerprint(app);
    const c = { target: 'gql:createSkpd', actor: 'admin' as const, values: {}, files: {} };
    expect(problemsOf(c, { status: 500, refused: true, messages: ['Terjadi kesalahan pada server, silakan coba lagi'], text: '' }, before, before)).toHaveLength(1);
    expect(problemsOf(c, { status: 400, refused: true, messages: ['Cannot read properties of undefined'], text: '' }, before, before)).toHaveLength(1);
    // A saboteur that writes a row whenever a request is refused: the property must fail.
    const sabotage = async (_c: unknown, o: { refused: boolean }) => {
      if (o.refused) await app.sql(`insert into riwayat (nama_user, aksi, waktu) values ('Sabotase', 'Perubahan diam-diam', now())`);
    };
    const result = await fc.check(fuzzProperty(app, schema, { runs: 0, refused: 0, accepted: 0, targets: new Set() }, world.accounts[3].token, sabotage), {
      numRuns: 20,
      seed: 7,
      endOnFailure: true,
    });
    expect(result.failed).toBe(true);
    expect(String(result.errorInstance)).toMatch(/refused, but changed riwayat/);
  }, 60_000);
});
