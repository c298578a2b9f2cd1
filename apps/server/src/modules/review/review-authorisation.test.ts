import { beforeAll, describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildProject, seedProjectImages } from '../../../test/builders.js';
import { generateBoard } from '../../../test/drain-generation.js';
import type { TestApp, TestUser } from '../../../test/helpers.js';

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
withTwoUserApp((shared) => ({ t, ada, bo } = shared));

type Link = { token: string; id: string };

async function link(projectId: string, body: Record<string, unknown> = {}): Promise<Link> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/review-links`,
    headers: { ...ada.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode).toBe(201);
  return { token: res.json().token, id: res.json().link.id };
}

/**
 * Walks every route authorised by a review link (collected as the routes register): a valid link
 * passes the check, and a revoked link, an expired link, another project's image, a missing or
 * wrong passcode key are refused on each one.
 */
describe('every review-link route', () => {
  let ownSha: string;
  let otherSha: string;
  let links: Record<'valid' | 'revoked' | 'expired' | 'passcode', Link>;
  let key: string;

  beforeAll(async () => {
    const projectId = await buildProject(t.app, ada);
    await generateBoard(t, ada, projectId); // a page to comment on (feedback names a page the project shows)
    [ownSha] = await seedProjectImages(t.app, projectId, 1, 300);
    [otherSha] = await seedProjectImages(t.app, await buildProject(t.app, bo), 1, 400);
    links = {
      valid: await link(projectId),
      revoked: await link(projectId),
      expired: await link(projectId),
      passcode: await link(projectId, { passcode: 'tiles-and-light' }),
    };
    await t.app.inject({ method: 'DELETE', url: `/api/projects/${projectId}/review-links/${links.revoked.id}`, headers: ada.headers });
    const db = t.adapters.database.db.withTables<{ review_link: { id: string; expires_at: Date } }>();
    await db
      .updateTable('review_link')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', links.expired.id)
      .execute();
    const unlocked = await t.app.inject({
      method: 'POST',
      url: `/api/review/${links.passcode.token}/unlock`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ passcode: 'tiles-and-light' }),
    });
    key = unlocked.json().key;
  });

  const call = (route: { method: string; url: string }, token: string, opts: { sha?: string; key?: string } = {}) => {
    const url = route.url
      .replace(':token', token)
      .replace(':sha', opts.sha ?? ownSha)
      .replace(':size', '256');
    const body = route.url.endsWith('/unlock')
      ? { passcode: 'wrong-one' }
      : route.url.endsWith('/feedback')
        ? { pageId: 'historical-context', comment: 'hi', name: 'C' }
        : undefined;
    return t.app.inject({
      method: route.method as 'GET',
      url,
      headers: { ...(opts.key ? { 'x-review-key': opts.key } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
  };

  it('has the routes (view, unlock, feedback, submit, images)', () => {
    const urls = t.app.reviewLinkRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/review/:token',
        'POST /api/review/:token/unlock',
        'POST /api/review/:token/feedback',
        'POST /api/review/:token/submit',
        'GET /api/review/:token/assets/:sha',
        'GET /api/review/:token/assets/:sha/:size',
      ]),
    );
  });

  it('valid passes; revoked, expired, wrong project, no or wrong passcode are refused', async () => {
    for (const route of t.app.reviewLinkRoutes) {
      const name = `${route.method} ${route.url}`;
      const unlock = route.url.endsWith('/unlock');
      const valid = await call(route, links.valid.token);
      expect([200, 201], `${name} valid`).toContain(valid.statusCode);
      expect((await call(route, links.revoked.token)).statusCode, `${name} revoked`).toBe(404);
      expect((await call(route, links.expired.token)).statusCode, `${name} expired`).toBe(404);
      // unlock answers a wrong passcode with 403; every other route wants the key unlock gives.
      expect((await call(route, links.passcode.token)).statusCode, `${name} no passcode`).toBe(unlock ? 403 : 401);
      expect((await call(route, links.passcode.token, { key: 'x'.repeat(43) })).statusCode, `${name} wrong key`).toBe(unlock ? 403 : 401);
      if (!unlock) expect([200, 201], `${name} right key`).toContain((await call(route, links.passcode.token, { key })).statusCode);
      if (route.url.includes(':sha'))
        expect((await call(route, links.valid.token, { sha: otherSha })).statusCode, `${name} other project`).toBe(404);
    }
  });
});
