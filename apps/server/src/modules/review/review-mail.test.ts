import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import { buildProject } from '../../../test/builders.js';
import { drainGeneration } from '../../../test/drain-generation.js';
import { buildUser, createMemoryMailer, type TestApp, type TestUser } from '../../../test/helpers.js';
import { reviewDb } from './review.tables.js';
import { createReviewClient } from './review-client.service.js';

/**
 * Who the feedback mail goes to (the project's current editors and owners, never a removed
 * member), at most one mail per link per 10 minutes with nothing lost, reviewer names that
 * cannot forge a mail line, and feedback only for pages the presentation has.
 */

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
withTwoUserApp((shared) => ({ t, ada, bo } = shared), { RATE_LIMIT_REVIEW_OPEN_MAX: '1000' });

const db = () => reviewDb(t.adapters.database.db);
const json = (user: TestUser | null, payload: unknown = {}) => ({
  headers: { ...(user?.headers ?? {}), 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});
const feedback = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/review/${token}/feedback`, ...json(null, payload) });
const submit = (token: string) => t.app.inject({ method: 'POST', url: `/api/review/${token}/submit` });
const comment = (token: string, text: string, name = 'Clara') =>
  feedback(token, { pageId: 'historical-context', imageIndex: 0, comment: text, name });

/** A studio owned by Ada with Bo as editor, holding a project with a generated Historical Context board. */
async function studioProject(): Promise<{ workspaceId: string; projectId: string }> {
  const ws = await t.app.inject({ method: 'POST', url: '/api/workspaces/', ...json(ada, { name: 'Atelier Norte' }) });
  expect(ws.statusCode).toBe(201);
  const workspaceId = ws.json().workspace.id as string;
  await db().insertInto('workspace_member').values({ workspace_id: workspaceId, user_id: bo.id, role: 'editor' }).execute();
  const projectId = await buildProject(t.app, ada, { workspace_id: workspaceId });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/generation`,
    ...json(ada, { section: 'historical', kind: 'context' }),
  });
  expect(res.statusCode).toBe(202);
  await drainGeneration(t, ada, projectId);
  return { workspaceId, projectId };
}

async function createLink(user: TestUser, projectId: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/review-links`, ...json(user, {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { token: string; link: { id: string } };
}

/** Ten minutes and a second later, as far as the link's last mail is concerned. */
async function letTenMinutesPass(linkId: string): Promise<void> {
  await db()
    .updateTable('review_link')
    .set({ mailed_at: new Date(Date.now() - 601_000) })
    .where('id', '=', linkId)
    .where('mailed_at', 'is not', null)
    .execute();
}

const mailsTo = (email: string, since: number) => t.mails.slice(since).filter((m) => m.to === email);

describe('feedback mail goes to the project, not to whoever made the link', () => {
  let studio: { workspaceId: string; projectId: string };
  beforeAll(async () => {
    studio = await studioProject();
  }, 120_000);

  it("goes to the link's creator while an editor, then to the owners once the creator is removed; never again to them", async () => {
    const { token, link } = await createLink(bo, studio.projectId);
    const start = t.mails.length;
    expect((await comment(token, 'warmer light')).statusCode).toBe(201);
    expect((await submit(token)).statusCode).toBe(200);
    expect(mailsTo(bo.email, start)).toHaveLength(1);
    expect(mailsTo(ada.email, start)).toHaveLength(0);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${studio.workspaceId}/members/${bo.id}`,
      headers: ada.headers,
    });
    expect(removed.statusCode).toBe(200);
    await letTenMinutesPass(link.id);
    const afterRemoval = t.mails.length;
    expect((await comment(token, 'confidential: budget is 2M')).statusCode).toBe(201);
    expect((await submit(token)).statusCode).toBe(200);
    expect(mailsTo(bo.email, afterRemoval)).toHaveLength(0);
    expect(mailsTo(ada.email, afterRemoval)).toHaveLength(1);
    expect(mailsTo(ada.email, afterRemoval)[0].text).toContain('confidential: budget is 2M');
  });

  it('a creator demoted to viewer gets nothing; the owners do', async () => {
    const carol = await buildUser(t.app);
    await db().insertInto('workspace_member').values({ workspace_id: studio.workspaceId, user_id: carol.id, role: 'editor' }).execute();
    const { token } = await createLink(carol, studio.projectId);
    await db()
      .updateTable('workspace_member')
      .set({ role: 'viewer' })
      .where('workspace_id', '=', studio.workspaceId)
      .where('user_id', '=', carol.id)
      .execute();
    const start = t.mails.length;
    await comment(token, 'viewer check');
    await submit(token);
    expect(mailsTo(carol.email, start)).toHaveLength(0);
    expect(mailsTo(ada.email, start)).toHaveLength(1);
  });

  it("moved to another workspace, the project's links keep working and mail follows the new workspace's owners", async () => {
    const moved = await studioProject();
    const { token } = await createLink(bo, moved.projectId);
    const dana = await buildUser(t.app);
    const other = await t.app.inject({ method: 'POST', url: '/api/workspaces/', ...json(dana, { name: 'Studio Sul' }) });
    const target = other.json().workspace.id as string;
    await db().insertInto('workspace_member').values({ workspace_id: target, user_id: ada.id, role: 'owner' }).execute();
    const move = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${moved.projectId}/move`,
      ...json(ada, { workspace_id: target }),
    });
    expect(move.statusCode, move.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/review/${token}` })).statusCode).toBe(200);
    const start = t.mails.length;
    await comment(token, 'after the move');
    await submit(token);
    expect(mailsTo(bo.email, start)).toHaveLength(0);
    expect(
      t.mails
        .slice(start)
        .map((m) => m.to)
        .sort(),
    ).toEqual([ada.email, dana.email].sort());
  }, 120_000);

  it("lists each link's creator; an editor revokes only their own links, an owner every link of the studio", async () => {
    const mine = await createLink(ada, studio.projectId);
    const erin = await buildUser(t.app);
    await db().insertInto('workspace_member').values({ workspace_id: studio.workspaceId, user_id: erin.id, role: 'editor' }).execute();
    const theirs = await createLink(erin, studio.projectId);
    const list = await t.app.inject({ method: 'GET', url: `/api/projects/${studio.projectId}/review-links`, headers: erin.headers });
    const byId = new Map(list.json().links.map((l: { id: string }) => [l.id, l]));
    expect(byId.get(mine.link.id)).toMatchObject({ created_by_name: ada.name, can_revoke: false });
    expect(byId.get(theirs.link.id)).toMatchObject({ created_by_name: erin.name, can_revoke: true });
    const revokeAs = (user: TestUser, linkId: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/projects/${studio.projectId}/review-links/${linkId}`, headers: user.headers });
    expect((await revokeAs(erin, mine.link.id)).statusCode).toBe(403);
    expect((await revokeAs(erin, theirs.link.id)).statusCode).toBe(200);

    const again = await createLink(erin, studio.projectId);
    const studioLinks = await t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${studio.workspaceId}/review-links`,
      headers: ada.headers,
    });
    expect(studioLinks.statusCode).toBe(200);
    const found = studioLinks.json().links.find((l: { id: string }) => l.id === again.link.id);
    expect(found).toMatchObject({ project_id: studio.projectId, project_name: 'Harbour Hotel', created_by_name: erin.name });
    const asEditor = await t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${studio.workspaceId}/review-links`,
      headers: erin.headers,
    });
    expect(asEditor.statusCode).toBe(403);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${studio.workspaceId}/review-links/${again.link.id}`,
      headers: ada.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    expect((await t.app.inject({ method: 'GET', url: `/api/review/${again.token}` })).statusCode).toBe(404);
  });
});

describe('"Send feedback" mails at most once per link per 10 minutes, and loses nothing', () => {
  let projectId: string;
  beforeAll(async () => {
    ({ projectId } = await studioProject());
  }, 120_000);

  it('gathers later feedback into the next mail, sent by a later "Send feedback" once 10 minutes passed', async () => {
    const { token, link } = await createLink(ada, projectId);
    const start = t.mails.length;
    await comment(token, 'first remark');
    expect((await submit(token)).json()).toEqual({ sent: 1, pending: 0 });
    await comment(token, 'second remark');
    expect((await submit(token)).json()).toEqual({ sent: 0, pending: 1 });
    await comment(token, 'third remark');
    expect((await submit(token)).json()).toEqual({ sent: 0, pending: 2 });
    expect(t.mails.length).toBe(start + 1);
    await letTenMinutesPass(link.id);
    expect((await submit(token)).json()).toEqual({ sent: 2, pending: 0 });
    expect(t.mails.length).toBe(start + 2);
    expect(t.mails.at(-1)?.text).toContain('second remark');
    expect(t.mails.at(-1)?.text).toContain('third remark');
  });

  it('a pending mail is sent by the pass of another process once 10 minutes passed, exactly once', async () => {
    const { token, link } = await createLink(ada, projectId);
    await comment(token, 'one');
    await submit(token);
    await comment(token, 'gathered for later');
    expect((await submit(token)).json()).toEqual({ sent: 0, pending: 1 });
    const other = createMemoryMailer();
    const deps = { ...reviewDeps(), mailer: other };
    const elsewhere = createReviewClient(deps);
    expect(await elsewhere.sendPendingMail()).toBe(0);
    await letTenMinutesPass(link.id);
    const [a, b] = await Promise.all([elsewhere.sendPendingMail(), createReviewClient(deps).sendPendingMail()]);
    expect(a + b).toBe(1);
    expect(other.mails).toHaveLength(1);
    expect(other.mails[0]).toMatchObject({ to: ada.email });
    expect(other.mails[0].text).toContain('gathered for later');
    expect(await elsewhere.sendPendingMail()).toBe(0);
  });

  it('feedback whose mail could not be sent is sent with the next one', async () => {
    const { token, link } = await createLink(ada, projectId);
    await comment(token, 'lost?');
    const failing = createReviewClient({
      ...reviewDeps(),
      mailer: {
        send: async () => {
          throw new Error('smtp down');
        },
      },
    });
    await expect(failing.submit({ token, ip: '127.0.0.1' })).rejects.toThrow();
    await letTenMinutesPass(link.id);
    const start = t.mails.length;
    expect((await submit(token)).json()).toEqual({ sent: 1, pending: 0 });
    expect(t.mails.slice(start)[0]?.text).toContain('lost?');
  });
});

describe('mail lines cannot be forged', () => {
  let projectId: string;
  beforeAll(async () => {
    ({ projectId } = await studioProject());
  }, 120_000);

  it("refuses line breaks and control characters in a reviewer's name; a comment's lines stay quoted", async () => {
    const { token } = await createLink(ada, projectId);
    for (const name of ['Clara\nOpen the presentation: https://evil.example', 'Clara\r', 'Cla\u0000ra', 'Clara\u202e', 'Clara\u2028x']) {
      const res = await comment(token, 'hi', name);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
    }
    expect((await comment(token, 'fine\nOpen the presentation: https://evil.example', 'Clara')).statusCode).toBe(201);
    await submit(token);
    const lines = (t.mails.at(-1)?.text ?? '').split('\n');
    expect(lines.filter((l) => l.startsWith('Open the presentation:'))).toHaveLength(1);
  });
});

describe('feedback names a page the presentation has', () => {
  it('refuses feedback for a page that does not exist (404)', async () => {
    const { projectId } = await studioProject();
    const { token } = await createLink(ada, projectId);
    expect((await feedback(token, { pageId: 'historical-context', comment: 'ok', name: 'Clara' })).statusCode).toBe(201);
    expect((await feedback(token, { pageId: `moodboard:${randomUUID()}`, comment: 'x', name: 'Clara' })).statusCode).toBe(404);
    expect((await feedback(token, { pageId: 'social-topics', comment: 'x', name: 'Clara' })).statusCode).toBe(404);
  }, 120_000);
});

/** The review module's deps on the test app's database (another instance, as another process would build it). */
function reviewDeps() {
  return {
    db: db(),
    // The project as the app reads it (the mail names its pages and images).
    data: {
      getData: async (projectId: string) => (await t.app.services.projects.get(ada.id, projectId)).data,
      countMoodboards: async () => new Map<string, number>(),
    },
    storage: t.adapters.storage,
    mailer: createMemoryMailer(),
    rateLimits: { hit: async () => ({ count: 1, resetAt: Date.now() + 1000 }), undo: async () => undefined },
    limits: { open: { max: 1000, windowSec: 60 }, passcode: { max: 10, windowSec: 60 }, passcodeLink: { max: 50, windowSec: 86_400 } },
    secret: t.adapters.authSecret,
    publicUrl: 'http://localhost:3000',
    guided: { keep: async () => undefined, slotPrompts: async () => [], requeue: async () => 0 },
    moodboardImages: { regenerate: async () => undefined, regenerateRender: async () => undefined },
  };
}
