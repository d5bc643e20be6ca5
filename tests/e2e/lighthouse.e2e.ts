import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromePath, hasBrowser, startBuiltServer, type BuiltServer } from './harness.js';

const PUBLIC_PAGES = ['/beranda', '/profile', '/daftar-kegiatan', '/kerjasama/kesepakatan', '/kerjasama/perjanjian', '/kontak', '/halaman-tidak-ada'];

/** Lighthouse's accessibility audits of one page in a fresh headless Chromium: the score and what failed. */
const accessibility = async (url: string) => {
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'] });
    const lhr = result!.lhr;
    const failed = lhr.categories.accessibility!.auditRefs
      .filter((r) => r.weight > 0 && lhr.audits[r.id]!.score !== null && lhr.audits[r.id]!.score! < 1)
      .map((r) => r.id);
    return { score: Math.round((lhr.categories.accessibility!.score ?? 0) * 100), failed };
  } finally {
    await chrome.kill();
  }
};

/** Issue 16: Lighthouse accessibility 100 on every public page (the demo content: slides, news, partners). */
describe.skipIf(!hasBrowser())('public pages in Lighthouse', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({ SEED_DEMO: '1' });
  });
  afterAll(() => server?.stop());

  it('scores 100 for accessibility on every public page', async () => {
    const results: Record<string, { score: number; failed: string[] }> = {};
    for (const page of PUBLIC_PAGES) results[page] = await accessibility(`${server.url}${page}`);
    expect(results).toEqual(Object.fromEntries(PUBLIC_PAGES.map((p) => [p, { score: 100, failed: [] }])));
  }, 300_000);
});
