#!/usr/bin/env node
// Compiles the server (apps/server/src + packages/shared/src) into apps/server/dist with esbuild, so production
// runs plain JavaScript instead of transpiling TypeScript at start-up. npm packages stay external (loaded from
// node_modules); only our own sources are bundled. A hash of the sources is kept next to the output, so a stale
// build is rebuilt by `ensureServerBuild()` (scripts/start.mjs) whenever a source, the lockfile or this script changes.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
  const fresh = () => existsSync(serverEntry) && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash;
  if (!force && fresh()) return serverEntry;
  // Several servers may start at once (end-to-end tests): one builds, the others wait and reuse its build.
  const release = await lock();
  try {
    if (!force && fresh()) return serverEntry;
    console.log('Compiling the server (sources changed or first start)…');
    await build(hash);
  } finally {
    release();
  }
  return serverEntry;
}

async function build(hash) {
  const { build: esbuild } = await import('esbuild');
  const staging = `${outdir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  await esbuild({
    // The gazetteer is built in a worker thread (adapters/geo/load-gazetteer.ts): its entry is a file of its own.
    entryPoints: {
      server: join(root, 'apps/server/src/server.ts'),
      'gazetteer-worker': join(root, 'apps/server/src/adapters/geo/gazetteer-worker.ts'),
    },
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  writeFileSync(join(staging, '.source-hash'), hash);
  const old = `${outdir}.old-${process.pid}`;
  if (existsSync(outdir)) renameSync(outdir, old);
  renameSync(staging, outdir);
  rmSync(old, { recursive: true, force: true });
}

/** An exclusive lock file next to the output; a lock older than a minute is a crashed build's and is taken over. */
async function lock() {
  const path = `${outdir}.lock`;
  for (;;) {
    try {
      closeSync(openSync(path, 'wx'));
      return () => rmSync(path, { force: true });
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      try {
        if (Date.now() - statSync(path).mtimeMs > 60_000) rmSync(path, { force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
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
