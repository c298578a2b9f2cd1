import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommentList, CommentThread } from '@loci/shared';
import { EMPTY_PROJECT_DATA } from '@loci/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../../test/builders.js';
import { drainGeneration } from '../../../test/drain-generation.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { createMemoryRateLimitStore } from '../../adapters/rate-limit/memory-rate-limit-store.js';
import { createComments } from './comments.service.js';
import { commentsDb } from './comments.tables.js';

/**
 * Team comments through the API: threads, replies, resolve, edit and delete, @mentions mailed as
 * a digest per member, who may do what by role, limits and plain-worded refusals, and
 * that comments never reach a review link or an export.
 */

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let other: TestUser;
let removed: TestUser;
let workspaceId: string;
let projectId: string;
let imagePage: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000', RATE_LIMIT_COMMENTS_PER_10_MIN: '1000' });
  [owner, editor, viewer, other, removed] = await Promise.all(
    ['Ana Owner', 'Eli Editor', 'Vera Viewer', 'Otto Other', 'Remy Removed'].map((name) => buildUser(t.app, { name })),
  );
  const ws = await t.app.inject({ method: 'POST', url: '/api/workspaces/', ...json(owner, { name: 'Atelier Norte' }) });
  expect(ws.statusCode).toBe(201);
  workspaceId = ws.json().workspace.id;
  await t.adapters.database.db
    .insertInto('workspace_member')
    .values([
      { workspace_id: workspaceId, user_id: editor.id, role: 'editor' },
      { workspace_id: workspaceId, user_id: viewer.id, role: 'viewer' },
      { workspace_id: workspaceId, user_id: removed.id, role: 'editor' },
    ])
    .execute();
  const gone = await t.app.inject({
    method: 'DELETE',
    url: `/api/workspaces/${workspaceId}/members/${removed.id}`,
    headers: owner.headers,
  });
  expect(gone.statusCode).toBe(200);
  projectId = await buildProject(t.app, owner, { workspace_id: workspaceId });
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/generation`,
    ...json(owner, { section: 'historical', kind: 'context' }),
  });
  expect(started.statusCode).toBe(202);
  await drainGeneration(t, owner, projectId);
  imagePage = 'historical-context';
  const data = (await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/`, headers: owner.headers })).json().data;
  expect(data.contexts.historical.images.filter(Boolean).length).toBeGreaterThan(2);
}, 180_000);

function json(user: TestUser | null, payload: unknown = {}) {
  return {
    headers: { ...(user?.headers ?? {}), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  };
}
const base = () => `/api/projects/${projectId}/comments`;
const list = async (user: TestUser) => {
  const res = await t.app.inject({ method: 'GET', url: base(), headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CommentList;
};
const startThread = (user: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: base(), ...json(user, payload) });
const reply = (user: TestUser | null, threadId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${base()}/threads/${threadId}/replies`, ...json(user, payload) });
const resolve = (user: TestUser, threadId: string, resolved: boolean) =>
  t.app.inject({ method: 'PATCH', url: `${base()}/threads/${threadId}`, ...json(user, { resolved }) });
const mailsTo = (email: string, since: number) => t.mails.slice(since).filter((m) => m.to === email);

async function thread(user: TestUser, payload: Record<string, unknown>): Promise<CommentThread> {
  const res = await startThread(user, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('threads, replies and resolve', () => {
  it('owner, editor and viewer each start a thread; replies follow in order', async () => {
    for (const who of [owner, editor, viewer]) {
      const made = await thread(who, { pageId: imagePage, body: `Page note from ${who.name}` });
      expect(made.comments[0]).toMatchObject({ body: `Page note from ${who.name}`, author: { id: who.id, name: who.name }, mine: true });
      expect(made.image_index).toBeNull();
    }
    const onImage = await thread(viewer, { pageId: imagePage, imageIndex: 1, body: 'The tiles read too blue here.' });
    expect(onImage).toMatchObject({ image_index: 1, image_current: true, resolved_at: null, can_resolve: true });
    const answered = await reply(owner, onImage.id, { body: 'Agreed, warmer next round.' });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().comments.map((c: { body: string }) => c.body)).toEqual([
      'The tiles read too blue here.',
      'Agreed, warmer next round.',
    ]);
    const seen = await list(editor);
    expect(seen.threads[0]?.id).toBe(onImage.id);
    expect(seen.threads[0]?.comments.every((c) => !c.mine)).toBe(true);
    expect(seen.members.map((m) => m.name).sort()).toEqual(['Ana Owner', 'Eli Editor', 'Vera Viewer']);
  });

  it('a thread on a replaced image says so', async () => {
    const made = await thread(owner, { pageId: imagePage, imageIndex: 2, body: 'Keep this one.' });
    await commentsDb(t.adapters.database.db)
      .updateTable('comment_thread')
      .set({ asset_sha: 'f'.repeat(64) })
      .where('id', '=', made.id)
      .execute();
    expect((await list(owner)).threads.find((x) => x.id === made.id)?.image_current).toBe(false);
  });

  it('a thread on a moodboard leaves the list with the moodboard', async () => {
    const moodboardId = '00000000-0000-4000-8000-00000000cafe';
    const gone = await commentsDb(t.adapters.database.db)
      .insertInto('comment_thread')
      .values({ project_id: projectId, page_id: `moodboard:${moodboardId}`, image_index: null, asset_sha: null, created_by: owner.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await list(owner)).threads.some((x) => x.id === gone.id)).toBe(false);
  });

  it('its author, editors and owners resolve and reopen; another viewer may not', async () => {
    const byOwner = await thread(owner, { pageId: imagePage, body: 'Owner thread' });
    const denied = await resolve(viewer, byOwner.id, true);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toMatch(/author, editors and owners/);
    expect((await list(viewer)).threads.find((x) => x.id === byOwner.id)?.can_resolve).toBe(false);
    const done = await resolve(editor, byOwner.id, true);
    expect(done.statusCode).toBe(200);
    expect(done.json().resolved_by).toMatchObject({ id: editor.id });
    expect((await resolve(owner, byOwner.id, false)).json().resolved_at).toBeNull();

    const byViewer = await thread(viewer, { pageId: imagePage, body: 'Viewer thread' });
    expect((await resolve(viewer, byViewer.id, true)).json().resolved_at).not.toBeNull();
    expect((await resolve(owner, byViewer.id, false)).statusCode).toBe(200);
  });

  it('only its author edits or deletes a comment; a first comment with replies stays as deleted', async () => {
    const made = await thread(viewer, { pageId: imagePage, body: 'Draft wording' });
    const commentId = made.comments[0]?.id ?? '';
    const url = `${base()}/${commentId}`;
    for (const who of [owner, editor]) {
      expect((await t.app.inject({ method: 'PATCH', url, ...json(who, { body: 'Hijacked' }) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url, headers: who.headers })).statusCode).toBe(403);
    }
    const edited = await t.app.inject({ method: 'PATCH', url, ...json(viewer, { body: 'Final wording' }) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().comments[0]).toMatchObject({ body: 'Final wording' });
    expect(edited.json().comments[0].edited_at).not.toBeNull();

    const answered = (await reply(owner, made.id, { body: 'Reply stays' })).json() as CommentThread;
    expect((await t.app.inject({ method: 'DELETE', url, headers: viewer.headers })).json()).toEqual({
      deleted: true,
      thread_deleted: false,
    });
    const after = (await list(owner)).threads.find((x) => x.id === made.id);
    expect(after?.comments.map((c) => [c.deleted, c.body])).toEqual([
      [true, ''],
      [false, 'Reply stays'],
    ]);
    const replyId = answered.comments[1]?.id ?? '';
    const last = await t.app.inject({ method: 'DELETE', url: `${base()}/${replyId}`, headers: owner.headers });
    expect(last.json()).toEqual({ deleted: true, thread_deleted: true });
    expect((await list(owner)).threads.some((x) => x.id === made.id)).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url, headers: viewer.headers })).statusCode).toBe(404);
  });
});

describe('who may comment', () => {
  it('another workspace, a removed member and no session cannot read or write', async () => {
    const made = await thread(owner, { pageId: imagePage, body: 'Members only' });
    for (const who of [other, removed]) {
      expect((await t.app.inject({ method: 'GET', url: base(), headers: who.headers })).statusCode).toBe(404);
      expect((await startThread(who, { pageId: imagePage, body: 'Let me in' })).statusCode).toBe(404);
      expect((await reply(who, made.id, { body: 'Let me in' })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: base() })).statusCode).toBe(401);
    expect((await startThread(null, { pageId: imagePage, body: 'Anonymous' })).statusCode).toBe(401);
    expect((await list(owner)).threads.flatMap((x) => x.comments).some((c) => /Let me in|Anonymous/.test(c.body))).toBe(false);
  });
});

describe('mentions', () => {
  it('mails a mentioned member at once when their turn is free, never the author, and names the place', async () => {
    const since = t.mails.length;
    const made = await thread(viewer, {
      pageId: imagePage,
      imageIndex: 0,
      body: '@Ana Owner can we swap this?',
      mentions: [owner.id, viewer.id],
    });
    expect(made.comments[0]?.mentions.map((m) => m.name)).toEqual(['Ana Owner', 'Vera Viewer']);
    const first = mailsTo(owner.email, since);
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe('Vera Viewer mentioned you on Harbour Hotel');
    expect(first[0]?.text).toContain('Where: image 1 on');
    expect(first[0]?.text).toContain('can we swap this?');
    expect(first[0]?.link).toContain(`thread=${made.id}`);
    expect(mailsTo(viewer.email, since)).toHaveLength(0);

    // Later mentions, in this thread or another, wait for the owner's next digest (mention-digest.test.ts).
    await reply(editor, made.id, { body: '@Ana Owner again', mentions: [owner.id] });
    await thread(editor, { pageId: imagePage, body: '@Ana Owner elsewhere', mentions: [owner.id] });
    expect(mailsTo(owner.email, since)).toHaveLength(1);
    await commentsDb(t.adapters.database.db)
      .updateTable('comment_mention_digest')
      .set({ mailed_at: new Date(Date.now() - 3_601_000) })
      .where('user_id', '=', owner.id)
      .execute();
    expect(await t.app.services.mentionMail.sendPending()).toBeGreaterThanOrEqual(1);
    const digest = mailsTo(owner.email, since)[1];
    expect(digest?.subject).toBe('You were mentioned in 2 comment threads on Loci');
    expect(digest?.text).toContain('again');
    expect(digest?.text).toContain('elsewhere');
  });

  it('a mail that cannot go never fails the comment, and the next mention tries again', async () => {
    // The owner's turn is free (the test above spent it).
    await commentsDb(t.adapters.database.db).deleteFrom('comment_mention_digest').where('user_id', '=', owner.id).execute();
    const errors: unknown[] = [];
    let fail = true;
    const sent: string[] = [];
    const comments = createComments({
      db: commentsDb(t.adapters.database.db),
      data: { getData: async () => EMPTY_PROJECT_DATA, countMoodboards: async () => new Map() },
      board: { has: async () => false },
      mailer: {
        send: async (m) => {
          if (fail) throw new Error('SMTP down');
          sent.push(m.to);
        },
      },
      rateLimits: createMemoryRateLimitStore(),
      writeLimit: { max: 100, windowSec: 600 },
      publicUrl: 'http://loci.test',
      onMailError: (err) => errors.push(err),
    });
    const project = await t.app.services.projects.requireAccess(editor.id, projectId, 'view');
    const made = await comments.createThread(project, editor.id, {
      pageId: 'social-context',
      imageIndex: null,
      body: '@Ana Owner look',
      mentions: [owner.id],
    });
    expect(made.comments[0]?.body).toBe('@Ana Owner look');
    expect(errors).toHaveLength(1);
    fail = false;
    await comments.reply(project, editor.id, made.id, { body: '@Ana Owner again', mentions: [owner.id] });
    expect(sent).toEqual([owner.email]);
  });

  it('refuses a mention of someone outside the studio, in plain words', async () => {
    const res = await startThread(owner, { pageId: imagePage, body: 'Hi @Otto', mentions: [other.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('You can only mention members of this studio.');
  });
});

describe('bad input and limits', () => {
  it('answers 4xx in plain words', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ pageId: imagePage, body: 'x'.repeat(2001) }, 400, /at most 2,000 characters/],
      [{ pageId: imagePage, body: '   ' }, 400, /Write a comment/],
      [{ pageId: 'kitchen', body: 'Hi' }, 400, /not a page of this project/],
      [{ pageId: imagePage, imageIndex: -1, body: 'Hi' }, 400, /position/],
      [{ pageId: imagePage, imageIndex: 40, body: 'Hi' }, 404, /not on this page/],
      [{ pageId: 'moodboard:00000000-0000-0000-0000-000000000000', body: 'Hi' }, 404, /not in this project/],
    ];
    for (const [payload, status, words] of cases) {
      const res = await startThread(owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error).toMatch(words);
    }
    expect((await reply(owner, 'not-a-thread', { body: 'Hi' })).statusCode).toBe(404);
    expect((await resolve(owner, '00000000-0000-0000-0000-000000000000', true)).json().error).toMatch(/thread is not on this project/);
  });

  it('limits how fast one person comments (429 with Retry-After)', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000', RATE_LIMIT_COMMENTS_PER_10_MIN: '2' });
    try {
      const ada = await buildUser(limited.app);
      const id = await buildProject(limited.app, ada);
      const post = () =>
        limited.app.inject({
          method: 'POST',
          url: `/api/projects/${id}/comments`,
          ...json(ada, { pageId: 'historical-context', body: 'Hi' }),
        });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeTruthy();
      expect(third.json().error).toMatch(/commenting very fast/);
    } finally {
      await limited.close();
    }
  });
});

describe('comments stay inside the studio', () => {
  const SECRET = 'Internal: client budget is tight, push back on tiles';

  it('never appear in a review link’s data', async () => {
    await thread(owner, { pageId: imagePage, imageIndex: 0, body: SECRET });
    await thread(viewer, { pageId: imagePage, body: SECRET });
    const link = await t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/review-links`, ...json(owner, {}) });
    expect(link.statusCode, link.body).toBe(201);
    const view = await t.app.inject({ method: 'GET', url: `/api/review/${link.json().token}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.body).not.toContain('client budget');
    expect(view.body).not.toMatch(/comment_thread|"threads"/);
  });

  it('never appear in a PPTX or PDF export', async () => {
    await thread(owner, { pageId: imagePage, imageIndex: 0, body: SECRET });
    const dir = mkdtempSync(join(tmpdir(), 'loci-comments-export-'));
    try {
      for (const format of ['pptx', 'pdf'] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/projects/${projectId}/export`,
          headers: owner.headers,
          payload: { format },
        });
        expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
        const file = join(dir, `deck.${format}`);
        writeFileSync(file, res.rawPayload);
        const text =
          format === 'pdf'
            ? execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
            : execFileSync('unzip', ['-p', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
        expect(text.length).toBeGreaterThan(100);
        expect(text).toContain('Harbour Hotel');
        expect(text).not.toContain('client budget');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
