#!/usr/bin/env node
// `npm start`: builds the web app if it is not built yet, compiles the server when its sources changed
// (scripts/build-server.mjs), then serves web + API from the compiled JavaScript in this one process.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureServerBuild } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = join(root, 'apps/web/dist/index.html');
// The server renders signed-in pages through the web app's server bundle (built with it).
const webServerBundle = join(root, 'apps/web/dist-ssr/prerender.js');

if (!existsSync(webIndex) || !existsSync(webServerBundle) || process.env.LOCI_REBUILD_WEB === '1') {
  console.log('Building the web app (first start)…');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
  });
}

const entry = await ensureServerBuild();
await import(pathToFileURL(entry).href);
