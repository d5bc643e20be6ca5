/**
 * The long fuzz run (the fast one, tests/security/fuzz.test.ts, is in npm test): FUZZ_LONG_RUNS random
 * hostile requests (default 5000) to every mutation and legacy path, with the same property — no 5xx,
 * refusals in Indonesian, a refused request changes nothing. FUZZ_SEED replays a failure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/src/test/test-app.js';
import { buildWorld, type World } from '../security/fixtures.js';
import { checkFuzz, fuzzProperty, loadSchema, type FuzzRun, type Schema } from '../security/fuzz.js';

const RUNS = Number(process.env.FUZZ_LONG_RUNS ?? 5000);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

describe('fuzz, long run', () => {
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
      `fuzz (long): ${stats.runs} requests (${stats.refused} refused, ${stats.accepted} accepted) on ${stats.targets.size} targets; refusals: ${JSON.stringify(Object.fromEntries(stats.codes!))}`,
    );
  });

  it(`${RUNS} hostile requests: no 5xx, refusals in Indonesian, a refused request changes nothing`, async () => {
    await checkFuzz(fuzzProperty(app, schema, stats, world.accounts[3].token), { numRuns: RUNS, seed });
    expect(stats.runs).toBe(RUNS);
  }, 900_000);
});
