import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../../test/builders.js';
import { buildUser, createTestApp, type TestApp } from '../../../test/helpers.js';
import { lastRoundComments } from './review.repository.js';
import { reviewDb } from './review.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_MAX: '1000' });
});
afterAll(async () => t?.close());

describe('lastRoundComments (the deck notes’ client comments)', () => {
  it('keeps the comments of the highest round that has any, oldest first, and no verdict-only rows', async () => {
    const ada = await buildUser(t.app);
    const projectId = await buildProject(t.app, ada);
    const db = reviewDb(t.adapters.database.db);
    const link = await db
      .insertInto('review_link')
      .values({
        project_id: projectId,
        token_hash: 'h'.repeat(64),
        created_by: null,
        created_at: new Date(),
        expires_at: new Date(Date.now() + 864e5),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const feedback = (round: number, comment: string, at: number, imageIndex: number | null = 0) => ({
      link_id: link.id,
      project_id: projectId,
      page_id: 'historical-context',
      image_index: imageIndex,
      asset_sha: null,
      verdict: null,
      comment,
      author_name: 'Marta',
      round,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, at)),
      notified_at: null,
    });
    expect(await lastRoundComments(db, projectId)).toEqual([]);
    await db
      .insertInto('review_feedback')
      .values([
        feedback(1, 'Round one', 1),
        feedback(2, 'Warmer light', 3, 2),
        feedback(2, 'Love it', 2, null),
        feedback(3, '', 4), // a verdict without words in a newer round
      ])
      .execute();
    expect(await lastRoundComments(db, projectId)).toEqual([
      { pageId: 'historical-context', imageIndex: null, author: 'Marta', comment: 'Love it' },
      { pageId: 'historical-context', imageIndex: 2, author: 'Marta', comment: 'Warmer light' },
    ]);
  });
});
