#!/usr/bin/env node
// `npm start`: builds whatever is not built yet, then runs the production server.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';

const run = (script) => {
  const r = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (!existsSync('server/dist/main.js')) run('build:server');
if (!existsSync('client/dist/index.html') || !existsSync('client/dist-ssr/renderPublicPage.js')) run('build:client');

const child = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
