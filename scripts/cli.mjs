#!/usr/bin/env node
// Operator commands on the built server: `node scripts/cli.mjs <file under server/dist> [args…]`
// (npm run backup / restore / admin:reset-password). The server is built first when it is not built or
// its sources changed; where there are no sources (the container image) the build is used as it is.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { staleBecause } from './build-stamp.mjs';

process.chdir(path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));

/** Builds each target whose build is missing or older than its sources (see build-stamp.mjs). */
export const buildIfStale = (targets) => {
  for (const target of targets) {
    const why = staleBecause(target);
    if (!why) continue;
    console.error(`Building the ${target} (${why})…`);
    const r = spawnSync('npm', ['run', `build:${target}`], { stdio: ['ignore', process.stderr, 'inherit'] });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const [entry, ...args] = process.argv.slice(2);
  buildIfStale(['server']);
  const r = spawnSync(process.execPath, ['--enable-source-maps', path.join('server/dist', entry), ...args], {
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  });
  process.exit(r.status ?? 1);
}
