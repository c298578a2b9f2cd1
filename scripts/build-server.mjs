#!/usr/bin/env node
// Compiles the server (apps/server/src + packages/shared/src) into apps/server/dist with esbuild, so production
// runs plain JavaScript instead of transpiling TypeScript at start-up. npm packages stay external (loaded from
// node_modules); only our own sources are bundled. A hash of the sources is kept next to the output, so a stale
// build is rebuilt by `ensureServerBuild()` (scripts/start.mjs) whenever a source, the lockfile or this script changes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'apps/server/dist');
const hashFile = join(outdir, '.source-hash');
export const serverEntry = join(outdir, 'server.js');

const SOURCES = ['apps/server/src', 'packages/shared/src', 'apps/server/package.json', 'package-lock.json', 'scripts/build-server.mjs'];

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => (/\.test\.tsx?$/.test(name) ? [] : files(join(path, name))));
}

/** A hash of every file the server build is made from (tests excluded). */
export function sourceHash() {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((s) => files(join(root, s)))) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Builds the server unless apps/server/dist already holds a build of the current sources. Returns the entry file. */
export async function ensureServerBuild({ force = false } = {}) {
  const hash = sourceHash();
  if (!force && existsSync(serverEntry) && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash) return serverEntry;
  console.log('Compiling the server (sources changed or first start)…');
  const { build } = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [join(root, 'apps/server/src/server.ts')],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  writeFileSync(hashFile, hash);
  return serverEntry;
}

/** Every npm package is loaded from node_modules at run time; only workspace packages (@loci/*) are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@loci/') ? undefined : { path: args.path, external: true }));
  },
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await ensureServerBuild({ force: process.argv.includes('--force') });
}
