import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzCase } from './fuzz-cases.js';
import { createFuzzTarget, type FuzzOutcome, type FuzzTarget, histogram } from './fuzz-target.js';

// A few thousand cases in CI; `npm run fuzz` runs many more and prints the histogram.
const RUNS = 1_500;

let target: FuzzTarget;
beforeAll(async () => {
  target = await createFuzzTarget();
});
afterAll(async () => target?.close());

describe('fuzzing every route of the table', () => {
  it('answers malformed, hostile and oversized requests with 4xx, never 5xx, and keeps answering', async () => {
    const outcomes: FuzzOutcome[] = [];
    await fc.assert(
      fc.asyncProperty(fuzzCase, async (c) => {
        const outcome = await target.send(c);
        outcomes.push(outcome);
        expect(outcome.status, `${outcome.method} ${outcome.url}`).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    const reached = new Set(outcomes.map((o) => o.url.replace(/[0-9a-f-]{36}/g, ':id')));
    expect(reached.size).toBeGreaterThan(target.routes.length / 2);
    // The agent and token routes are in the table, and fuzzed (about 1 in 90 cases each).
    for (const url of ['/mcp', '/api/tokens'])
      expect(
        outcomes.some((o) => o.url === url),
        url,
      ).toBe(true);
    expect(histogram(outcomes).some(([status]) => status < 300)).toBe(true);
    const health = await target.t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.statusCode).toBe(200);
  }, 300_000); // a shared, busy machine: the runs matter, not the time they take
});
