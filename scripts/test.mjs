#!/usr/bin/env node
// `npm test`: every check, in four legs —
//   0. the quick one: lint (Biome, and the import boundaries of .dependency-cruiser.cjs) and typecheck;
//   1. Vitest: shared, server (on in-memory PGlite) and web units;
//   2. the server tests that reach a database, again on a real PostgreSQL server (TEST_DATABASE_URL, or the machine's
//      PostgreSQL started by scripts/ensure-postgres.sh when we may);
//   3. Playwright end-to-end in Debian's Chromium against the app as `npm start` serves it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const results = [];
const reportDir = join(tmpdir(), `loci-test-reports-${process.pid}`);
mkdirSync(reportDir, { recursive: true });

/** Vitest's reporters for a leg: the usual output, plus a JSON file the summary reads. */
function vitestReporters(name) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, `${name}.json`)}`];
}

/** The first lines of a failure, without colours: CI shows the end of the log only, so the cause must be there. */
function firstLines(message, lines = 8) {
  return stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .filter((line) => line.trim() && !/node_modules|node:internal|<anonymous>/.test(line))
    .slice(0, lines)
    .map((line) => line.slice(0, 240));
}

/** A Vitest leg's failed tests, with the start of each failure, so the end of the log says what failed and why. */
function failedTests(name) {
  try {
    const report = JSON.parse(readFileSync(join(reportDir, `${name}.json`), 'utf8'));
    return report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({ name: `${file.name.replace(`${root}/`, '')} › ${test.fullName}`, why: firstLines(test.failureMessages?.[0]) }))
        .concat(
          file.status === 'failed' && file.assertionResults.length === 0
            ? [{ name: file.name.replace(`${root}/`, ''), why: firstLines(file.message) }]
            : [],
        ),
    );
  } catch {
    return [];
  }
}

/** Playwright's failed tests, with the start of each failure. */
function failedPlaywright() {
  try {
    const report = JSON.parse(readFileSync(join(reportDir, 'e2e.json'), 'utf8'));
    const failed = [];
    const walk = (suite, path) => {
      for (const spec of suite.specs ?? []) {
        const bad = spec.tests.flatMap((t) => t.results).filter((r) => r.status === 'failed' || r.status === 'timedOut');
        if (!spec.ok && bad.length) failed.push({ name: [...path, spec.title].join(' › '), why: firstLines(bad[0].error?.message) });
      }
      for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, [suite.title]);
    return failed;
  } catch {
    return [];
  }
}

/** A Vitest leg's slowest tests, so a slow drift is seen before it becomes a timeout. */
function slowestVitest(name, count = 10) {
  try {
    const report = JSON.parse(readFileSync(join(reportDir, `${name}.json`), 'utf8'));
    return slowest(
      report.testResults.flatMap((file) =>
        file.assertionResults.map((test) => ({ name: `${file.name.replace(`${root}/`, '')} › ${test.fullName}`, ms: test.duration ?? 0 })),
      ),
      count,
    );
  } catch {
    return [];
  }
}

/** Playwright's slowest tests (its JSON report nests suites: files, describes, then specs). */
function slowestPlaywright(count = 10) {
  try {
    const report = JSON.parse(readFileSync(join(reportDir, 'e2e.json'), 'utf8'));
    const tests = [];
    const walk = (suite, path) => {
      for (const spec of suite.specs ?? []) {
        const ms = spec.tests.flatMap((t) => t.results.map((r) => r.duration ?? 0)).reduce((a, b) => a + b, 0);
        tests.push({ name: [...path, spec.title].join(' › '), ms });
      }
      for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, [suite.title]);
    return slowest(tests, count);
  } catch {
    return [];
  }
}

function slowest(tests, count) {
  return tests
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((t) => `${(t.ms / 1000).toFixed(1).padStart(6)}s  ${t.name}`);
}

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

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
run('lint', npm, ['run', 'lint', '--silent']);
run('typecheck', npm, ['run', 'typecheck', '--silent']);

run(
  'unit + server (PGlite) + web',
  bin('vitest'),
  ['run', ...['--project', 'shared', '--project', 'server', '--project', 'web'], ...vitestReporters('pglite')],
  {
    // The embedded database, even where the caller set a PostgreSQL server for the next leg (CI does).
    // The server's files share one process (no per-file module reload): the app's modules, fonts and
    // place data load once, not 160 times. Each file still builds and closes its own apps.
    env: { TEST_DATABASE_URL: '', LOCI_TEST_ISOLATE: '0' },
  },
);
results.at(-1).failed = failedTests('pglite');
results.at(-1).slowest = slowestVitest('pglite');

const pgUrl = postgresUrl();
if (pgUrl) {
  run(
    'server on PostgreSQL',
    bin('vitest'),
    ['run', ...['--project', 'server', '--project', 'server-postgres'], ...vitestReporters('postgres')],
    {
      // Only the server tests that reach a database (scripts/engine-free-tests.mjs): the rest ran in leg 1.
      // As in leg 1, the server's files share one process; the multi-process tests stay one process each.
      env: { TEST_DATABASE_URL: pgUrl, LOCI_TEST_DATABASE_ONLY: '1', LOCI_TEST_ISOLATE: '0' },
    },
  );
  results.at(-1).failed = failedTests('postgres');
  results.at(-1).slowest = slowestVitest('postgres');
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
  run('end-to-end (Chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
    cwd: join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reportDir, 'e2e.json') },
  });
  results.at(-1).failed = failedPlaywright();
  results.at(-1).slowest = slowestPlaywright();
}

console.log('\n━━ summary ━━');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.label} (${r.seconds}s)`);
  for (const { name, why } of r.failed ?? []) {
    console.log(`       ✗ ${name}`);
    for (const line of why) console.log(`           ${line}`);
  }
}
for (const r of results.filter((leg) => leg.slowest?.length)) {
  console.log(`\n━━ slowest tests: ${r.label} ━━`);
  for (const line of r.slowest) console.log(`  ${line}`);
}
rmSync(reportDir, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok).length;
console.log(`legs: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
