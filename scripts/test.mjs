#!/usr/bin/env node
// `npm test`: every test, in three legs —
//   1. Vitest: shared, server (on in-memory PGlite) and web units;
//   2. the server suite again on a real PostgreSQL server (TEST_DATABASE_URL, or the machine's
//      PostgreSQL started by scripts/ensure-postgres.sh when we may);
//   3. Playwright end-to-end in Debian's Chromium against the app as `npm start` serves it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const results = [];

function run(label, cmd, args, opts = {}) {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  const ok = res.status === 0;
  results.push({ label, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  try {
    return execFileSync('bash', [join(root, 'scripts/ensure-postgres.sh')], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

run('unit + server (PGlite) + web', bin('vitest'), ['run']);

const pgUrl = postgresUrl();
if (pgUrl) {
  run('server on PostgreSQL', bin('vitest'), ['run', '--project', 'server'], { env: { TEST_DATABASE_URL: pgUrl } });
} else {
  console.error('\nPostgreSQL leg could not run: set TEST_DATABASE_URL or run as root where PostgreSQL is installed.');
  results.push({ label: 'server on PostgreSQL', ok: false, seconds: 0 });
}

if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error('\nChromium is missing: apt-get install -y chromium (see README).');
  results.push({ label: 'end-to-end', ok: false, seconds: 0 });
} else {
  run('build web', process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: join(root, 'apps/web'),
  });
  run('end-to-end (Chromium)', bin('playwright'), ['test'], { cwd: join(root, 'e2e') });
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.label} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`legs: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
