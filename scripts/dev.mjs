#!/usr/bin/env node
// `npm run dev`: the API with reload on change (tsx watch, :3000) and Vite with hot reload (:5173),
// which proxies /api to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NODE_ENV: 'development', PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
const children = [
  spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], { cwd: join(root, 'apps/web'), stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
