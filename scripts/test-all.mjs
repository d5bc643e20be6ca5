#!/usr/bin/env node
// `npm test`: every stage runs, whatever an earlier one did, and the run fails at the end if any failed:
// a failing unit test no longer hides the browser suites. Each stage's output streams as it comes; its
// vitest summary is repeated at the end, then one line with the totals of all stages.
import { spawn } from 'node:child_process';

const STAGES = [
  { name: 'server + client (vitest run)', command: 'npx', args: ['vitest', 'run'] },
  { name: 'browser end-to-end (npm run test:e2e: build, then the browser suites)', command: 'npm', args: ['run', 'test:e2e'] },
];

// vitest's lines for a failed test or file ("FAIL  project file > test", " × test"): repeated in the summary,
// which is often all that is left of a long CI log.
const FAILURE_LINE = /^\s*(FAIL\s|×\s)/;

// eslint-disable-next-line no-control-regex
const plain = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

const runStage = (stage) =>
  new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, { stdio: ['inherit', 'pipe', 'pipe'] });
    let tail = '';
    const failures = new Set();
    const keeper = () => {
      let partial = '';
      return (chunk) => {
        const text = plain(chunk.toString());
        tail = (tail + text).slice(-20_000);
        const lines = (partial + text).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) if (FAILURE_LINE.test(line)) failures.add(line.trim());
      };
    };
    const keepOut = keeper();
    const keepErr = keeper();
    child.stdout.on('data', (d) => (process.stdout.write(d), keepOut(d)));
    child.stderr.on('data', (d) => (process.stderr.write(d), keepErr(d)));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), tail, failures: [...failures] }));
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
  for (const l of r.failures.slice(0, 30)) console.log(`       ${l}`);
}
console.log(`\ntotal: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
