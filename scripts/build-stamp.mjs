#!/usr/bin/env node
// Whether a build is current: a hash of its sources, written beside the build once it is done
// (`node scripts/build-stamp.mjs write server|client`), and compared by `npm start` and the operator
// commands (scripts/cli.mjs), which rebuild when the sources changed (git pull, a checkout, an edit).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TARGETS = {
  server: {
    stamp: 'server/dist/.source-hash',
    output: ['server/dist/main.js'],
    sources: ['server/src', 'server/tsconfig.build.json', 'tsconfig.json', 'package-lock.json'],
    skip: (f) => /\.test\.tsx?$/.test(f) || f.startsWith('server/src/test/'),
  },
  client: {
    stamp: 'client/dist/.source-hash',
    output: ['client/dist/index.html', 'client/dist-ssr/renderPublicPage.js'],
    // The client imports the shared rules of the server.
    sources: ['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts', 'client/tsconfig.json', 'server/src/rules', 'package-lock.json'],
    skip: (f) => /\.test\.tsx?$/.test(f) || f.includes('/testing/'),
  },
};

const filesUnder = (p) => {
  if (!existsSync(p)) return [];
  if (!statSync(p).isDirectory()) return [p];
  return readdirSync(p, { withFileTypes: true })
    .flatMap((d) => filesUnder(path.join(p, d.name)));
};

/** The hash of a target's sources, or undefined where they are absent (an image holds only the build). */
export const sourceHash = (name) => {
  const target = TARGETS[name];
  if (!existsSync(target.sources[0])) return undefined;
  const hash = createHash('sha256');
  for (const file of target.sources.flatMap(filesUnder).filter((f) => !target.skip(f)).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
};

/** Why a target must be built, or undefined when its build is current. */
export const staleBecause = (name) => {
  const target = TARGETS[name];
  const missing = target.output.find((f) => !existsSync(f));
  if (missing) return `${missing} is missing`;
  const current = sourceHash(name);
  if (current === undefined) return undefined;
  if (!existsSync(target.stamp)) return 'the build has no source stamp';
  return readFileSync(target.stamp, 'utf8').trim() === current ? undefined : 'its sources changed since the last build';
};

export const writeStamp = (name) => {
  const hash = sourceHash(name);
  if (hash !== undefined) writeFileSync(TARGETS[name].stamp, `${hash}\n`);
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, name] = process.argv.slice(2);
  if (command !== 'write' || !TARGETS[name]) {
    console.error('usage: node scripts/build-stamp.mjs write server|client');
    process.exit(2);
  }
  writeStamp(name);
}
