import { snapshotPagesOf } from '@loci/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

/**
 * Issue #44: a Topics page has its own text. The board used to store its Context description and
 * the read model showed the context's, so every Topics page repeated its Context paragraph.
 */
let t: TestApp;
let ada: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
  ada = await buildUser(t.app);
});
afterAll(async () => t?.close());

const post = (url: string, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return t.app.inject({ method: 'POST', url, headers: ada.headers, body: form });
};
const data = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/projects/${id}/`, headers: ada.headers })).json().data;

describe('Topics page text', () => {
  it('is written about the topics, stored with the board, and marked as written offline', async () => {
    const id = await buildProject(t.app, ada);
    for (const section of ['historical', 'social', 'physical']) {
      const ctx = await post('/generate_context_metadata/', { section, project_id: id });
      expect(ctx.statusCode).toBe(200);
      const topics = await post('/generate_topics_metadata/', { section, project_id: id });
      expect(topics.statusCode).toBe(200);
      expect(topics.json().description.length).toBeGreaterThan(80);
      expect(topics.json().description).not.toBe(ctx.json().description);
    }
    const d = await data(id);
    for (const section of ['historical', 'social', 'physical']) {
      const context = d.contexts[section];
      const topics = d.topics[section];
      // `context` stays the section's context description (spec §3); `description` is the page's own.
      expect(topics.context).toBe(context.description);
      expect(topics.description.length).toBeGreaterThan(80);
      expect(topics.description).not.toBe(context.description);
      for (const label of topics.labels.slice(0, 2))
        expect(topics.description.toLowerCase()).toContain(label.split(' ').at(-1).toLowerCase());
      expect(context.textOffline).toBe(true);
      expect(topics.textOffline).toBe(true);
    }
    // A snapshot keeps the Topics page's text too.
    const page = snapshotPagesOf(d).find((p) => p.id === 'social-topics');
    expect(page?.text).toBe(d.topics.social.description);
  });

  it('shows no text, not the context, for a Topics board written before pages had their own', async () => {
    const id = await buildProject(t.app, ada);
    await post('/generate_context_metadata/', { section: 'historical', project_id: id });
    await post('/generate_topics_metadata/', { section: 'historical', project_id: id });
    const db = t.adapters.database.db;
    const context = (await data(id)).contexts.historical.description;
    // What the old code stored: the context's description copied onto the Topics board, no writer recorded.
    await db
      .updateTable('generation_section')
      .set({ description: context, text_by: null })
      .where('project_id', '=', id)
      .where('kind', '=', 'topics')
      .execute();
    const topics = (await data(id)).topics.historical;
    expect(topics.description).toBe('');
    expect(topics.textOffline).toBe(false);
  });
});
