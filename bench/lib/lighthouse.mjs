// Lighthouse 12 (mobile preset: the default config, with its simulated throttling) on public pages,
// driving Debian's Chromium through chrome-launcher.
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** The audits that cost the most points in a category (weight × missing score). */
const costliest = (lhr, category, n = 4) =>
  lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => {
      const a = lhr.audits[ref.id];
      return { id: ref.id, title: a.title, displayValue: a.displayValue ?? '', lost: ref.weight * (1 - a.score) };
    })
    .sort((a, b) => b.lost - a.lost)
    .slice(0, n);

/** One page in a fresh browser; a run whose trace failed (NO_NAVSTART and the like) is tried again. */
const audit = async (url, chromePath, attempts = 3) => {
  let lhr;
  for (let i = 0; i < attempts; i++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
    try {
      lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })).lhr;
    } finally {
      await chrome.kill();
    }
    if (!lhr.runtimeError) break;
  }
  return lhr;
};

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Each page `runs` times in a fresh browser; the reported run is Lighthouse's own median run (by FCP and
 * interactive, lighthouse/core/lib/median-run.js), as Lighthouse advises against judging a single run.
 */
export const runLighthouse = async (baseUrl, paths, { chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium', runs = 3 } = {}) => {
  const pages = [];
  for (const path of paths) {
    const lhrs = [];
    for (let i = 0; i < runs; i++) lhrs.push(await audit(`${baseUrl}${path}`, chromePath));
    const valid = filterToValidRuns(lhrs);
    const lhr = valid.length ? computeMedianRun(valid) : lhrs[lhrs.length - 1];
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]));
    pages.push({
      path,
      scores,
      metrics: {
        fcp: lhr.audits['first-contentful-paint']?.displayValue,
        lcp: lhr.audits['largest-contentful-paint']?.displayValue,
        tbt: lhr.audits['total-blocking-time']?.displayValue,
        cls: lhr.audits['cumulative-layout-shift']?.displayValue,
      },
      costliest: Object.fromEntries(CATEGORIES.map((c) => [c, costliest(lhr, c)])),
      runtimeError: lhr.runtimeError?.message,
      runs: lhrs.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)),
    });
  }
  return pages;
};
