import { beforeAll, describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildProject, seedProjectImages } from '../../../test/builders.js';
import { drainGeneration } from '../../../test/drain-generation.js';
import type { TestApp, TestUser } from '../../../test/helpers.js';

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
withTwoUserApp((shared) => ({ t, ada, bo } = shared), { RATE_LIMIT_REVIEW_PASSCODE_MAX: '3' });

const json = (user: TestUser | null, payload: unknown = {}) => ({
  headers: { ...(user?.headers ?? {}), 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});

async function boardProject(owner: TestUser): Promise<string> {
  const id = await buildProject(t.app, owner);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${id}/generation`,
    ...json(owner, { section: 'historical', kind: 'context' }),
  });
  expect(res.statusCode).toBe(202);
  await drainGeneration(t, owner, id);
  return id;
}

async function createLink(owner: TestUser, projectId: string, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/review-links`, ...json(owner, body) });
  expect(res.statusCode).toBe(201);
  return res.json() as { token: string; path: string; link: { id: string; round: number; status: string } };
}

const view = (token: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/review/${token}`, headers });
const feedback = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/review/${token}/feedback`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

describe('review links', () => {
  let projectId: string;
  beforeAll(async () => {
    projectId = await boardProject(ada);
  });

  it('shows the token once, stores only its hash, and lists the link without it', async () => {
    const { token, path, link } = await createLink(ada, projectId, { label: 'Client' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/review/${token}`);
    expect(link).toMatchObject({ status: 'active', round: 1, has_passcode: false });
    const rows = await t.adapters.database.db
      .withTables<{ review_link: { token_hash: string } }>()
      .selectFrom('review_link')
      .select('token_hash')
      .execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    const list = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/review-links`, headers: ada.headers });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    expect(list.json().links[0]).toMatchObject({ id: link.id, last_used_at: null });
  });

  it('opens without an account: the project only, images through the link, no prompts unless chosen', async () => {
    const { token } = await createLink(ada, projectId);
    const res = await view(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const images: string[] = body.data.contexts.historical.images;
    expect(images).toHaveLength(4);
    for (const url of images) expect(url).toMatch(new RegExp(`^/api/review/${token}/assets/[0-9a-f]{64}$`));
    expect(body.data.contexts.historical.imagePrompts.every((p: string) => p === '')).toBe(true);
    const img = await t.app.inject({ method: 'GET', url: `${images[0]}/256` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const withPrompts = await view((await createLink(ada, projectId, { showPrompts: true })).token);
    expect(withPrompts.json().data.contexts.historical.imagePrompts[0]).not.toBe('');
    const listed = (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/review-links`, headers: ada.headers })).json()
      .links;
    expect(listed.some((l: { last_used_at: string | null }) => l.last_used_at !== null)).toBe(true);
  });

  it('refuses an image of another project through the link', async () => {
    const { token } = await createLink(ada, projectId);
    const other = await buildProject(t.app, bo);
    const [sha] = await seedProjectImages(t.app, other, 1, 900);
    const res = await t.app.inject({ method: 'GET', url: `/api/review/${token}/assets/${sha}` });
    expect(res.statusCode).toBe(404);
  });

  it('takes feedback, keeps comments as text within their limit, and mails the designer once on "Send feedback"', async () => {
    const { token } = await createLink(ada, projectId);
    const ok = await feedback(token, {
      pageId: 'historical-context',
      imageIndex: 1,
      verdict: 'reject',
      comment: '<b>warmer</b> light',
      name: 'Clara',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ verdict: 'reject', comment: '<b>warmer</b> light', author_name: 'Clara', current: true });
    expect(
      (await feedback(token, { pageId: 'historical-context', imageIndex: 0, comment: 'x'.repeat(2001), name: 'Clara' })).statusCode,
    ).toBe(400);
    expect((await feedback(token, { pageId: 'historical-context', imageIndex: 9, verdict: 'approve', name: 'Clara' })).statusCode).toBe(
      404,
    );
    expect((await feedback(token, { pageId: 'historical-context', imageIndex: null, verdict: 'approve', name: 'Clara' })).statusCode).toBe(
      400,
    );
    const before = t.mails.length;
    const sent = await t.app.inject({ method: 'POST', url: `/api/review/${token}/submit` });
    expect(sent.json()).toEqual({ sent: 1, pending: 0 });
    expect(t.mails.length).toBe(before + 1);
    expect(t.mails.at(-1)).toMatchObject({ to: ada.email });
    // The page's title and the image's label, not their ids.
    const stored = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/`, headers: ada.headers });
    const label = stored.json().data.contexts.historical.imageLabels[1];
    expect(label).toBeTruthy();
    expect(t.mails.at(-1)?.text).toContain(`- Clara rejected: ${label} (image 2) on Historical Context\n\n    <b>warmer</b> light\n`);
    expect(t.mails.at(-1)?.text).not.toContain('historical-context');
    expect((await t.app.inject({ method: 'POST', url: `/api/review/${token}/submit` })).json()).toEqual({ sent: 0, pending: 0 });
    const designer = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/feedback`, headers: ada.headers });
    expect(designer.json().feedback.some((f: { comment: string }) => f.comment === '<b>warmer</b> light')).toBe(true);
  });

  it('ignores a session cookie on review routes and refuses strangers on designer routes', async () => {
    const { token } = await createLink(ada, projectId);
    expect((await view(token, { cookie: 'better-auth.session_token=forged' })).statusCode).toBe(200);
    const stranger = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/feedback`, headers: bo.headers });
    expect(stranger.statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/review-links`, ...json(null, {}) });
    expect(anon.statusCode).toBe(401);
  });

  it('revoked and expired links stop the view and every image at once', async () => {
    const a = await createLink(ada, projectId);
    const b = await createLink(ada, projectId);
    const imageA = (await view(a.token)).json().data.contexts.historical.images[0];
    const imageB = (await view(b.token)).json().data.contexts.historical.images[0];
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${projectId}/review-links/${a.link.id}`,
      headers: ada.headers,
    });
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    expect((await view(a.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: imageA })).statusCode).toBe(404);
    expect((await feedback(a.token, { pageId: 'historical-context', imageIndex: 0, verdict: 'approve', name: 'C' })).statusCode).toBe(404);
    const db = t.adapters.database.db.withTables<{ review_link: { id: string; expires_at: Date } }>();
    await db
      .updateTable('review_link')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', b.link.id)
      .execute();
    expect((await view(b.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${imageB}/768` })).statusCode).toBe(404);
    expect((await view('A'.repeat(43))).statusCode).toBe(404);
    expect((await view('short')).statusCode).toBe(400);
  });

  it('needs the passcode: none or a wrong one is refused, attempts are limited, the right one gives a key', async () => {
    const { token } = await createLink(ada, projectId, { passcode: 'harbour-7' });
    expect((await view(token)).statusCode).toBe(401);
    const unlock = (passcode: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/review/${token}/unlock`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ passcode }),
      });
    expect((await unlock('wrong')).statusCode).toBe(403);
    const right = await unlock('harbour-7');
    expect(right.statusCode).toBe(200);
    const key = right.json().key;
    const opened = await view(token, { 'x-review-key': key });
    expect(opened.statusCode).toBe(200);
    const image = opened.json().data.contexts.historical.images[0];
    expect(image).toContain(`?key=`);
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: image.replace(/\?key=.*/, '') })).statusCode).toBe(401);
    expect((await view(token, { 'x-review-key': `${key}x` })).statusCode).toBe(401);
    expect((await unlock('wrong')).statusCode).toBe(403);
    const locked = await unlock('wrong');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await unlock('harbour-7')).statusCode).toBe(429);
  });
});

describe('regenerating rejected images', () => {
  it('queues the rejected slot with the comment as guidance, locks approved ones, and marks the new image new', async () => {
    const projectId = await boardProject(ada);
    const { token } = await createLink(ada, projectId);
    const before = (await view(token)).json().data.contexts.historical.images as string[];
    await feedback(token, { pageId: 'historical-context', imageIndex: 0, verdict: 'approve', name: 'Clara' });
    await feedback(token, { pageId: 'historical-context', imageIndex: 2, verdict: 'reject', comment: 'more morning light', name: 'Clara' });
    const regen = (items: unknown[]) =>
      t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/feedback/regenerate`, ...json(ada, { items }) });
    const locked = await regen([{ pageId: 'historical-context', imageIndex: 0, guidance: 'x' }]);
    expect(locked.statusCode).toBe(409);
    expect((await regen([{ pageId: `moodboard:${projectId}`, imageIndex: 0 }])).statusCode).toBe(404);
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/feedback/regenerate`,
      ...json(bo, { items: [{ pageId: 'historical-context', imageIndex: 2 }] }),
    });
    expect(stranger.statusCode).toBe(404);
    const ok = await regen([{ pageId: 'historical-context', imageIndex: 2, guidance: 'more morning light' }]);
    expect(ok.statusCode).toBe(202);
    expect(ok.json()).toEqual({ queued: 1, round: 2 });
    await drainGeneration(t, ada, projectId);
    const project = (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/`, headers: ada.headers })).json();
    // The guidance is merged into the slot's shot (its light), not appended.
    expect(project.data.contexts.historical.imagePrompts[2]).toMatch(/Light: morning light, morning\./);
    expect(project.data.contexts.historical.imagePrompts[2]).not.toContain('Client guidance');
    const after = (await view(token)).json();
    expect(after.round).toBe(2);
    expect(after.new_images).toEqual(['historical-context/2']);
    expect(after.data.contexts.historical.images[2]).not.toBe(before[2]);
    expect(after.data.contexts.historical.images[0]).toBe(before[0]);
    const designer = (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/feedback`, headers: ada.headers })).json();
    expect(designer.feedback.find((f: { image_index: number }) => f.image_index === 2).current).toBe(false);
    // "Regenerate page" keeps the approved image (its "replace chosen images" box is the unlock).
    const queuedAt = async () =>
      (
        await t.adapters.database.db
          .selectFrom('generation_slot')
          .select(['idx', 'queued_at'])
          .where('project_id', '=', projectId)
          .orderBy('idx')
          .execute()
      ).map((r) => (r.queued_at ? new Date(r.queued_at).getTime() : 0));
    const queuedBefore = await queuedAt();
    const page = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/generation`,
      ...json(ada, { section: 'historical', kind: 'context', regenerate: true }),
    });
    expect(page.statusCode).toBe(202);
    await drainGeneration(t, ada, projectId);
    const queuedAfter = await queuedAt();
    expect(queuedAfter[0]).toBe(queuedBefore[0]);
    expect(queuedAfter[1]).not.toBe(queuedBefore[1]);
    const unlocked = await regen([{ pageId: 'historical-context', imageIndex: 0, guidance: '', unlock: true }]);
    expect(unlocked.statusCode).toBe(202);
  });
});
