/**
 * `npm run fuzz`: ≥ 10,000 fuzzed requests over every route of the app's table (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL), then the status histogram. Exits 1 on any 5xx, on an
 * unhandled error, or when the app stops answering. FUZZ_RUNS and FUZZ_SEED change the run.
 */
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { fuzzCase } from './fuzz-cases.js';
import { createFuzzTarget, type FuzzOutcome, histogram } from './fuzz-target.js';

const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const unhandled: unknown[] = [];
process.on('unhandledRejection', (err) => unhandled.push(err));
process.on('uncaughtException', (err) => unhandled.push(err));

const target = await createFuzzTarget();
const outcomes: FuzzOutcome[] = [];
const failures: { outcome: FuzzOutcome; body: string }[] = [];
const started = performance.now();
await fc.check(
  fc.asyncProperty(fuzzCase, async (c) => {
    const outcome = await target.send(c);
    outcomes.push(outcome);
    if (outcome.status >= 500) failures.push({ outcome, body: JSON.stringify(c).slice(0, 600) });
    if (outcomes.length % 1000 === 0) console.log(`  … ${outcomes.length} requests`);
    return true;
  }),
  { numRuns: runs, seed },
);
const seconds = (performance.now() - started) / 1000;
const health = await target.t.app.inject({ method: 'GET', url: '/api/health/' });
await target.close();

console.log(
  `\nFuzzed ${outcomes.length} requests over ${target.routes.length} routes in ${seconds.toFixed(1)} s (seed ${seed}, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
);
console.log('status  count');
for (const [status, count] of histogram(outcomes)) console.log(`${String(status).padEnd(7)} ${count}`);
const fiveXx = outcomes.filter((o) => o.status >= 500).length;
console.log(`5xx: ${fiveXx}   unhandled errors: ${unhandled.length}   health afterwards: ${health.statusCode}`);
for (const f of failures.slice(0, 20)) console.log(`  ${f.outcome.status} ${f.outcome.method} ${f.outcome.url}\n    ${f.body}`);
for (const err of unhandled.slice(0, 5)) console.log('  unhandled:', err);
process.exit(fiveXx || unhandled.length || health.statusCode !== 200 ? 1 : 0);
