import type { WorkspaceRole } from '@loci/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TextModel } from '../src/adapters/ai/index.js';
import { createOfflineTextModel } from '../src/adapters/ai/offline/offline-text-model.js';
import { buildForm } from './builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from './helpers.js';

/** The offline text model, counting the calls that reach it. */
function countingTextModel(): TextModel & { calls: () => number } {
  const inner = createOfflineTextModel();
  let calls = 0;
  const counted = new Proxy(inner, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || key === 'calls') return value;
      return (...args: unknown[]) => {
        calls += 1;
        return value.apply(target, args);
      };
    },
  });
  return Object.assign(counted, { calls: () => calls });
}

const text = countingTextModel();
let t: TestApp;
const people = {} as Record<WorkspaceRole, TestUser>;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000', GENERATION_DAILY_QUOTA: '2' }, { ai: { text } });
  for (const role of ['owner', 'editor', 'viewer'] as const) people[role] = await buildUser(t.app, { name: `Text ${role}` });
  const db = t.adapters.database.db;
  const ws = await db
    .insertInto('workspace')
    .values({ name: 'Text studio', created_by: people.owner.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('workspace_member')
    .values((['owner', 'editor', 'viewer'] as const).map((role) => ({ workspace_id: ws.id, user_id: people[role].id, role })))
    .execute();
  const project = await db
    .insertInto('project')
    .values({ owner_id: people.owner.id, workspace_id: ws.id, name: 'Text project', location: 'Lisbon' })
    .returning('id')
    .executeTakeFirstOrThrow();
  projectId = project.id;
});
afterAll(async () => t?.close());

/** Every route that calls the text model, with a form that would reach it. */
const TEXT_ROUTES: [string, Record<string, string>][] = [
  ['/generate_context_metadata/', { section: 'historical', projectLocation: 'Lisbon' }],
  ['/generate_topics_metadata/', { section: 'historical', imageLabels: 'Tiles' }],
  ['/presentation_context_edit/', { section: 'historical', image_index: '0', new_prompt: 'tiles at dusk' }],
  ['/presentation_topics_edit/', { section: 'historical', image_index: '0', new_prompt: 'tiles at dusk' }],
  ['/presentation_context_update/', { section: 'historical', currentPrompt: 'old tiles', newLabel: 'Trams', image_index: '0' }],
  ['/presentation_topics_update/', { section: 'historical', currentPrompt: 'old tiles', newLabel: 'Trams' }],
  ['/generate_moodboard_metadata/', { section: 'historical' }],
  ['/update_moodboard_image/', { moodboard_id: '00000000-0000-4000-8000-000000000000', image_index: '0', new_prompt: 'tiles' }],
];

const post = (url: string, user: TestUser, fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: user.headers, body: buildForm(fields) });

describe('text-model routes', () => {
  it('refuse a viewer for a project they cannot edit, before the text model is called', async () => {
    for (const [url, fields] of TEXT_ROUTES) {
      const before = text.calls();
      const res = await post(url, people.viewer, { ...fields, project_id: projectId });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(403);
      expect(text.calls(), url).toBe(before);
    }
  });

  it('charge a call without a project to the caller: over the daily quota they answer 429 and the model is not called', async () => {
    const relabel = { section: 'historical', currentPrompt: 'old tiles on a wall', newLabel: 'Trams', projectLocation: 'Lisbon' };
    expect((await post('/presentation_topics_update/', people.viewer, relabel)).statusCode).toBe(200);
    expect((await post('/presentation_context_update/', people.viewer, relabel)).statusCode).toBe(200);
    const before = text.calls();
    const over = await post('/presentation_topics_update/', people.viewer, relabel);
    expect(over.statusCode, over.body).toBe(429);
    expect(text.calls()).toBe(before);
    expect((await post('/presentation_context_update/', people.viewer, relabel)).statusCode).toBe(429);
    // Charged to the caller alone: another member still has their own quota.
    expect((await post('/presentation_topics_update/', people.editor, relabel)).statusCode).toBe(200);
  });
});
