#!/usr/bin/env node
// Bundle budget: the gzipped JavaScript a first visit downloads before it can render.
//
//   node scripts/bundle-size.mjs [distDir] [--json] [--check]
//
// Reads the Vite manifest (client/vite.config.ts sets `build.manifest`) and, for each "entry", sums the
// gzipped size of the listed chunks plus everything they import statically (transitively); a chunk
// shared by two roots is counted once. Dynamic imports are not followed: they are what a later
// navigation downloads.
//
// - public: index.html's entry + the public layout + /beranda (everything the home page needs)
// - admin:  index.html's entry + the Fluent shell + the admin layout + the admin dashboard
// - shell:  index.html's entry alone (what loads before any route's own chunk)
// The theme's CSS variables are inline in index.html (a few kB) and not counted.
//
// --check exits with 1 when the public entry is above PUBLIC_BUDGET_KB (default 180) or the admin entry
// above ADMIN_BUDGET_KB (default 350).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const dist = path.resolve(
  args.find((a) => !a.startsWith('--')) ?? fileURLToPath(new URL('../client/dist', import.meta.url)),
);
/** Issue 7: the public entry at most 180 kB, the admin entry at most 350 kB of gzipped JavaScript. */
const BUDGETS_KB = { public: Number(process.env.PUBLIC_BUDGET_KB ?? 180), admin: Number(process.env.ADMIN_BUDGET_KB ?? 350) };

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const ENTRIES = {
  // the layout lives in the `public` chunk (vite.config.ts codeSplitting group) when it has no chunk of its own
  public: ['index.html', ['src/public/layout/PublicLayout.tsx', 'public'], 'src/public/beranda/BerandaPage.tsx'],
  admin: ['index.html', 'FluentShell', 'src/admin/layout/AdminLayout.tsx', 'src/admin/beranda/BerandaPage.tsx'],
  // what index.html alone loads before any route's chunk (the app shell)
  shell: ['index.html'],
};

const gzCache = new Map();
const gzipped = (file) => {
  if (!gzCache.has(file)) {
    const buf = readFileSync(path.join(dist, file));
    gzCache.set(file, { raw: buf.length, gz: gzipSync(buf, { level: 9 }).length });
  }
  return gzCache.get(file);
};

/** The JS chunk files of `roots` and of their static imports, each once, and the CSS they bring. */
const closure = (roots) => {
  const seen = new Set();
  const files = [];
  const css = new Set();
  const find = (root) => (root in manifest ? root : Object.keys(manifest).find((k) => manifest[k].name === root));
  const visit = (root) => {
    // a manifest key, or the name of a chunk (a module imported both lazily and statically has no key);
    // a list: the first of these alternatives that the manifest has
    const key = Array.isArray(root) ? root.map(find).find(Boolean) : find(root);
    if (!key) throw new Error(`not in the manifest: ${root}`);
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return { files, css: [...css] };
};

const report = {};
for (const [name, roots] of Object.entries(ENTRIES)) {
  const { files, css } = closure(roots);
  const sizes = files.map((f) => ({ file: f, ...gzipped(f) })).sort((a, b) => b.gz - a.gz);
  report[name] = {
    chunks: sizes.length,
    cssGzipKb: +(css.reduce((s, f) => s + gzipped(f).gz, 0) / 1024).toFixed(1),
    rawKb: +(sizes.reduce((s, x) => s + x.raw, 0) / 1024).toFixed(1),
    gzipKb: +(sizes.reduce((s, x) => s + x.gz, 0) / 1024).toFixed(1),
    largest: sizes.slice(0, 8).map((x) => `${x.file} ${(x.gz / 1024).toFixed(1)} kB`),
  };
}

if (flags.has('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  for (const [name, r] of Object.entries(report)) {
    console.log(`${name.padEnd(6)} ${String(r.gzipKb).padStart(7)} kB gzip JS (${r.rawKb} kB raw, ${r.chunks} chunks) + ${r.cssGzipKb} kB gzip CSS`);
    for (const l of r.largest) console.log(`         ${l}`);
  }
  console.log(`budget: public ≤ ${BUDGETS_KB.public} kB gzip, admin ≤ ${BUDGETS_KB.admin} kB gzip`);
}

if (flags.has('--check')) {
  const over = Object.entries(BUDGETS_KB).filter(([name, kb]) => report[name].gzipKb > kb);
  for (const [name, kb] of over) console.error(`${name} entry is ${report[name].gzipKb} kB gzip, above the ${kb} kB budget`);
  if (over.length) process.exit(1);
}
