import { describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildProject } from '../../../test/builders.js';
import type { TestApp, TestUser } from '../../../test/helpers.js';

let t: TestApp;
let ada: TestUser;
withTwoUserApp((shared) => ({ t, ada } = shared), { RATE_LIMIT_REVIEW_OPEN_MAX: '3' });

describe('review link opening limit', () => {
  it('answers 429 once a client opened links more often than the limit allows, with the wait in words', async () => {
    const projectId = await buildProject(t.app, ada);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/review-links`,
      headers: { ...ada.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    const token = created.json().token;
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: `/api/review/${token}` })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: `/api/review/${token}` });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Too many attempts. Please wait a few minutes and try again.');
    // The wait in seconds too, for clients and proxies that honour it.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Guessing tokens counts too: an unknown token is refused by the limit, not looked up.
    expect((await t.app.inject({ method: 'GET', url: `/api/review/${'B'.repeat(43)}` })).statusCode).toBe(429);
  });
});
