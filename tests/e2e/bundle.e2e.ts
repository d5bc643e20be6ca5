import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface Entry {
  gzipKb: number;
  largest: string[];
}

/**
 * Issue 7's client budgets, on the production build this stage made (npm run test:e2e builds first): the
 * gzipped JavaScript a first visit downloads, counted by scripts/bundle-size.mjs (what `npm run bench` reports).
 * They had slipped unnoticed to 199 and 393 kB while only the bench looked.
 */
describe('client budgets', () => {
  const report = JSON.parse(execFileSync(process.execPath, ['scripts/bundle-size.mjs', '--json'], { cwd: ROOT, encoding: 'utf8' })) as Record<
    'public' | 'admin',
    Entry
  >;

  it('the public entry (/beranda) is at most 180 kB of gzipped JavaScript', () => {
    expect(report.public.gzipKb, report.public.largest.join(', ')).toBeLessThanOrEqual(180);
  });

  it('the admin entry (the dashboard) is at most 350 kB of gzipped JavaScript', () => {
    expect(report.admin.gzipKb, report.admin.largest.join(', ')).toBeLessThanOrEqual(350);
  });
});
