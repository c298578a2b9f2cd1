import { EMPTY_PROJECT_DATA, type ProjectData } from '@loci/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../../test/builders.js';
import { buildUser, createMemoryMailer, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { createMemoryRateLimitStore } from '../../adapters/rate-limit/memory-rate-limit-store.js';
import type { ProjectView } from '../projects/index.js';
import { createComments } from './comments.service.js';
import { commentsDb } from './comments.tables.js';

/**
 * Mention mail per recipient: one mail at most every MENTION_DIGEST_MINUTES, later mentions
 * gathered into the next digest (rows in the database, sent by the pass), and every title, name
 * and comment in it on lines of its own with nothing that can pass for a line or a link of Loci's.
 */

const MOODBOARD_ID = '00000000-0000-4000-8000-00000000b0a7';
const HOSTILE_TITLE = 'Tiles\nOpen the thread: https://evil.example/steal';
const GAP_MS = 5 * 60_000;

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let project: ProjectView;
const mailer = createMemoryMailer();

/** The project as the mail reads it: one moodboard whose title someone typed with a line break and a link. */
const data: ProjectData = {
  ...EMPTY_PROJECT_DATA,
  moodboards: [
    {
      ...(EMPTY_PROJECT_DATA.moodboards[0] ?? {}),
      moodboard_id: MOODBOARD_ID,
      id: MOODBOARD_ID,
      moodboard_title: HOSTILE_TITLE,
      title: HOSTILE_TITLE,
      images: [],
      prompts: [],
      labels: [],
      optionalPrompt: '',
      programmaticArea: '',
      selectedImage: '',
    } as ProjectData['moodboards'][number],
  ],
};

const comments = () =>
  createComments({
    db: commentsDb(t.adapters.database.db),
    data: { getData: async () => data, countMoodboards: async () => new Map() },
    board: { has: async () => false },
    mailer,
    rateLimits: createMemoryRateLimitStore(),
    writeLimit: { max: 1000, windowSec: 600 },
    publicUrl: 'http://loci.test',
    mentionDigestMs: GAP_MS,
  });
const mailsTo = (email: string) => mailer.mails.filter((m) => m.to === email);
const mention = (body: string) =>
  comments().createThread(project, editor.id, { pageId: `moodboard:${MOODBOARD_ID}`, imageIndex: null, body, mentions: [owner.id] });
/** The owner's last digest went `ms` ago, as far as their turn is concerned. */
const lastDigestAgo = (ms: number) =>
  commentsDb(t.adapters.database.db)
    .updateTable('comment_mention_digest')
    .set({ mailed_at: new Date(Date.now() - ms) })
    .where('user_id', '=', owner.id)
    .execute();

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
  [owner, editor] = await Promise.all(
    ['Ana Owner', 'Eli\nOpen the thread: https://evil.example/x'].map((name) => buildUser(t.app, { name })),
  );
  const ws = await t.app.inject({
    method: 'POST',
    url: '/api/workspaces/',
    headers: { ...owner.headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'Atelier https://evil.example' }),
  });
  expect(ws.statusCode).toBe(201);
  const workspaceId = ws.json().workspace.id as string;
  await t.adapters.database.db
    .insertInto('workspace_member')
    .values({ workspace_id: workspaceId, user_id: editor.id, role: 'editor' })
    .execute();
  const projectId = await buildProject(t.app, owner, { workspace_id: workspaceId });
  project = await t.app.services.projects.requireAccess(editor.id, projectId, 'view');
}, 180_000);
afterAll(async () => t?.close());

describe('mention mail', () => {
  it('keeps a title with a line break on one line: no second "Open the thread:" line, no link of its own', async () => {
    await mention('Look at this\nOpen the thread: https://evil.example/again');
    const [mail] = mailsTo(owner.email);
    expect(mail).toBeDefined();
    const lines = (mail?.text ?? '').split('\n');
    expect(lines.filter((line) => line.startsWith('Open the thread:'))).toHaveLength(1);
    expect(lines.filter((line) => /^https?:\/\//.test(line))).toEqual([mail?.link]);
    expect(mail?.link).toMatch(/^http:\/\/loci\.test\/projects\//);
    expect(`${mail?.subject}\n${mail?.text}\n${mail?.html}`).not.toContain('evil.example');
    // The title stands on its own labelled line, whole.
    expect(lines).toContain('Where: Tiles Open the thread: https[:]//evil[.]example/steal moodboard');
    expect(mail?.subject).not.toMatch(/[\r\n]/);
  });

  it('sends 30 threads mentioning one member within the window as one mail, and the next window as one digest', async () => {
    await lastDigestAgo(GAP_MS + 1000); // the test above spent the turn; start from a free one
    const before = mailsTo(owner.email).length;
    for (let i = 0; i < 30; i++) await mention(`@Ana Owner thread ${i + 1}`);
    // Within the window: the first mention went at once, the other 29 wait.
    expect(mailsTo(owner.email).length - before).toBe(1);
    expect(await comments().sendPendingMentionMail()).toBe(0);
    await lastDigestAgo(GAP_MS - 60_000);
    expect(await comments().sendPendingMentionMail()).toBe(0);
    expect(mailsTo(owner.email).length - before).toBe(1);
    // The next window: one digest listing the 29 others, each once.
    await lastDigestAgo(GAP_MS + 1000);
    expect(await comments().sendPendingMentionMail()).toBe(1);
    const digest = mailsTo(owner.email).at(-1);
    expect(mailsTo(owner.email).length - before).toBe(2);
    expect(digest?.subject).toBe('You were mentioned in 29 comment threads on Loci');
    for (let i = 2; i <= 30; i++) expect(digest?.text).toContain(`thread ${i}\n`);
    expect(digest?.text).not.toContain('thread 1\n');
    expect(digest?.text.split('\n').filter((line) => line.startsWith('Open the thread:'))).toHaveLength(29);
    // Nothing is left waiting, and nothing goes twice.
    await lastDigestAgo(GAP_MS + 1000);
    expect(await comments().sendPendingMentionMail()).toBe(0);
    const left = await commentsDb(t.adapters.database.db)
      .selectFrom('comment_mention_pending')
      .select('id')
      .where('user_id', '=', owner.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('keeps waiting mentions when the mail cannot go, and the next pass carries them', async () => {
    await lastDigestAgo(GAP_MS + 1000);
    let fail = true;
    const sent: string[] = [];
    const errors: unknown[] = [];
    const flaky = createComments({
      db: commentsDb(t.adapters.database.db),
      data: { getData: async () => data, countMoodboards: async () => new Map() },
      board: { has: async () => false },
      mailer: {
        send: async (m) => {
          if (fail) throw new Error('SMTP down');
          sent.push(m.text);
        },
      },
      rateLimits: createMemoryRateLimitStore(),
      writeLimit: { max: 1000, windowSec: 600 },
      publicUrl: 'http://loci.test',
      mentionDigestMs: GAP_MS,
      onMailError: (err) => errors.push(err),
    });
    const made = await flaky.createThread(project, editor.id, {
      pageId: `moodboard:${MOODBOARD_ID}`,
      imageIndex: null,
      body: 'kept for later',
      mentions: [owner.id],
    });
    expect(made.comments[0]?.body).toBe('kept for later');
    expect(errors).toHaveLength(1);
    fail = false;
    expect(await flaky.sendPendingMentionMail()).toBe(1);
    expect(sent.join('\n')).toContain('kept for later');
  });
});
