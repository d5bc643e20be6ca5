#!/usr/bin/env node
// `npm test`: every stage runs, whatever an earlier one did, and the run fails at the end if any failed:
// a failing unit test no longer hides the browser suites. Each stage's output streams as it comes; its
// vitest summary is repeated at the end, then one line with the totals of all stages.
import { spawn } from 'node:child_process';

const STAGES = [
  { name: 'server + client (vitest run)', command: 'npx', args: ['vitest', 'run'] },
  { name: 'browser end-to-end (npm run test:e2e: build, then the browser suites)', command: 'npm', args: ['run', 'test:e2e'] },
];

// eslint-disable-next-line no-control-regex
const plain = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

const runStage = (stage) =>
  new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, { stdio: ['inherit', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk) => (tail = (tail + plain(chunk.toString())).slice(-20_000));
    child.stdout.on('data', (d) => (process.stdout.write(d), keep(d)));
    child.stderr.on('data', (d) => (process.stderr.write(d), keep(d)));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), tail }));
  });

/** The numbers of vitest's closing "Tests  12 passed | 1 failed | 2 skipped (15)" line, if any. */
const countsOf = (tail) => {
  const line = tail.split('\n').reverse().find((l) => /^\s*Tests\s+\d/.test(l));
  const count = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(line ?? '')?.[1] ?? 0);
  return { line, passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
};

const results = [];
for (const stage of STAGES) {
  console.log(`\n== ${stage.name}`);
  results.push({ stage, ...(await runStage(stage)) });
}

console.log('\n== summary of npm test');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  const summary = r.tail.split('\n').filter((l) => /^\s*(Test Files|Tests)\s+\d/.test(l)).slice(-2);
  const counts = countsOf(r.tail);
  passed += counts.passed;
  skipped += counts.skipped;
  // A stage that failed without a failing test (a build, a crash) counts as one failure.
  failed += counts.failed || (r.code !== 0 ? 1 : 0);
  console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.stage.name} (exit ${r.code})`);
  for (const l of summary) console.log(`     ${l.trim()}`);
}
console.log(`\ntotal: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
