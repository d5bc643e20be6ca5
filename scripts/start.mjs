#!/usr/bin/env node
// `npm start`: builds what is not built or whose sources changed since it was built (after a git pull,
// the new code and its migrations run, not the old build), then runs the production server.
import { spawn } from 'node:child_process';
import { buildIfStale } from './cli.mjs';

buildIfStale(['server', 'client']);

const child = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
