import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CopyColumns } from '../src/db/copy-rows.js';
import { PROJECT_ASSET_COPY } from '../src/modules/assets/assets.repository.js';
import { BRAND_KIT_COPY } from '../src/modules/brand-kits/brand-kits.repository.js';
import { CANVAS_ITEM_COPY } from '../src/modules/canvas/canvas.repository.js';
import { GENERATION_SECTION_COPY, GENERATION_SLOT_COPY } from '../src/modules/generation/generation.repository.js';
import { MOODBOARD_COPY, MOODBOARD_IMAGE_COPY, RENDER_COPY } from '../src/modules/moodboards/moodboards.repository.js';
import { FILE_TABLES } from '../src/modules/project-file/project-file.format.js';
import { PROJECT_COPY } from '../src/modules/projects/projects.repository.js';
import { buildProject } from './builders.js';
import { buildUser, createTestApp, type TestApp } from './helpers.js';

/**
 * Duplicating a project copies each table by its owning module's copy rules (db/copy-rows.ts).
 * A column added to one of these tables without a rule — copied, set, or skipped with a reason —
 * fails here (and, where the table's type names it, at compile time).
 */
const COPIED: Record<string, CopyColumns<Record<string, unknown>>> = {
  project: PROJECT_COPY,
  project_asset: PROJECT_ASSET_COPY,
  generation_section: GENERATION_SECTION_COPY,
  generation_slot: GENERATION_SLOT_COPY,
  moodboard: MOODBOARD_COPY,
  moodboard_image: MOODBOARD_IMAGE_COPY,
  render: RENDER_COPY,
  canvas_item: CANVAS_ITEM_COPY as CopyColumns<Record<string, unknown>>,
  // A project duplicated or moved into another studio takes a copy of its brand kit (issue #48).
  brand_kit: BRAND_KIT_COPY,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function liveColumns(table: string): Promise<string[]> {
  const rows = await t.adapters.database.db
    .selectFrom('information_schema.columns' as never)
    .select('column_name' as never)
    .where('table_name' as never, '=', table as never)
    .where('table_schema' as never, '=', 'public' as never)
    .execute();
  return (rows as { column_name: string }[]).map((r) => r.column_name).sort();
}

describe('project file coverage', () => {
  it('every column of every table a project file carries has a rule, and every rule names a column', async () => {
    expect(FILE_TABLES.length).toBeGreaterThan(10);
    for (const { table, columns } of FILE_TABLES) {
      expect(Object.keys(columns).sort(), `project file rules of ${table}`).toEqual(await liveColumns(table));
      for (const [column, rule] of Object.entries(columns)) {
        if (typeof rule === 'string' && rule.startsWith('skip:')) expect(rule.length, `${table}.${column} says why`).toBeGreaterThan(8);
        if (typeof rule === 'object' && 'ref' in rule)
          expect(
            FILE_TABLES.map((t) => t.table),
            `${table}.${column}`,
          ).toContain(rule.ref);
      }
    }
  });

  it('every table that names a project is carried by project files, or is named here with why not', async () => {
    const rows = await t.adapters.database.db
      .selectFrom('information_schema.columns' as never)
      .select('table_name' as never)
      .where('column_name' as never, '=', 'project_id' as never)
      .where('table_schema' as never, '=', 'public' as never)
      .execute();
    const carried = new Set(FILE_TABLES.map((f) => f.table));
    const notCarried: Record<string, string> = {
      review_link: 'a link works only on the Loci that made it',
      review_feedback: 'a client’s verdicts belong to the links of the Loci that made them',
      space_render_job: 'a job in flight, not content',
      project_event: 'live updates already delivered',
      project_presence: 'who is looking now',
      cost: 'what the exporting studio paid stays in its books',
      generation_usage: 'the exporting studio’s counts',
      library_photo: 'a photo library stays with its owner; the photos a board shows travel as its images',
    };
    const named = (rows as { table_name: string }[]).map((r) => r.table_name).filter((name) => !carried.has(name));
    for (const name of named) expect(notCarried, `${name} names a project: carry it in a project file or say why not`).toHaveProperty(name);
  });
});

describe('project copy coverage', () => {
  it('every column of every copied table has a copy rule, and every rule names a column', async () => {
    for (const [table, rules] of Object.entries(COPIED)) {
      const live = await liveColumns(table);
      expect(live.length, `${table} exists`).toBeGreaterThan(2);
      expect(Object.keys(rules).sort(), `copy rules of ${table}`).toEqual(live);
      for (const [column, rule] of Object.entries(rules)) {
        if (typeof rule === 'string' && rule.startsWith('skip:')) expect(rule.length, `${table}.${column} says why`).toBeGreaterThan(8);
      }
    }
  });

  it('a column added without a rule is caught (probe: a throwaway column on render)', async () => {
    const db = t.adapters.database.db;
    await sql`alter table render add column probe_note text`.execute(db);
    try {
      const live = await liveColumns('render');
      expect(live).toContain('probe_note');
      expect(Object.keys(RENDER_COPY)).not.toContain('probe_note');
    } finally {
      await sql`alter table render drop column probe_note`.execute(db);
    }
    expect(await liveColumns('render')).toEqual(Object.keys(RENDER_COPY).sort());
  });

  it('a copy with its boards takes every `copy` column of the project row as it was', async () => {
    const ada = await buildUser(t.app, { name: 'Ada Copy' });
    const id = await buildProject(t.app, ada, { locationLat: '38.72', locationLng: '-9.14', locationH3: '8839200a61fffff' });
    const db = t.adapters.database.db;
    // A moodboard with a pending image and two renders, the second made from the first.
    const board = await db
      .insertInto('moodboard')
      .values({ project_id: id, title: 'Tiles', status: 'generating' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('moodboard_image').values({ moodboard_id: board.id, idx: 0, label: 'Azulejo', prompt: 'blue tiles' }).execute();
    const first = await db
      .insertInto('render')
      .values({ moodboard_id: board.id, prompt: 'first' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('render').values({ moodboard_id: board.id, prompt: 'second', previous_render_id: first.id }).execute();
    // The designer pinned the first render for the deck (issue #46).
    await db.updateTable('moodboard').set({ pinned_render_id: first.id }).where('id', '=', board.id).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/duplicate`,
      headers: { ...ada.headers, 'content-type': 'application/json', origin: t.env.PUBLIC_URL ?? 'http://localhost:3000' },
      payload: { include_boards: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const copyId = res.json().project_id as string;
    const [original, copy] = await Promise.all(
      [id, copyId].map((pid) => db.selectFrom('project').selectAll().where('id', '=', pid).executeTakeFirstOrThrow()),
    );
    for (const [column, rule] of Object.entries(PROJECT_COPY)) {
      if (rule === 'copy') expect(copy[column as keyof typeof copy], column).toEqual(original[column as keyof typeof original]);
    }
    expect(copy).toMatchObject({ name: 'Harbour Hotel (copy)', owner_id: ada.id, updated_by: ada.id, version: 1 });
    const copied = await db.selectFrom('moodboard').selectAll().where('project_id', '=', copyId).execute();
    expect(copied).toMatchObject([{ title: 'Tiles', status: 'ready' }]);
    const images = await db.selectFrom('moodboard_image').selectAll().where('moodboard_id', '=', copied[0].id).execute();
    expect(images).toMatchObject([{ idx: 0, label: 'Azulejo', prompt: 'blue tiles', status: 'failed' }]);
    // Both copies are written in one transaction, so they share a time: told apart by their prompts.
    const renders = await db.selectFrom('render').selectAll().where('moodboard_id', '=', copied[0].id).execute();
    const copyOf = (prompt: string) => renders.find((r) => r.prompt === prompt);
    expect(renders.map((r) => r.prompt).sort()).toEqual(['first', 'second']);
    // The copy's history links within the copy, never back to the original.
    expect(copyOf('second')?.previous_render_id).toBe(copyOf('first')?.id);
    expect(copyOf('first')?.previous_render_id).toBeNull();
    // The copy pins its own copy of the pinned render.
    expect(copied[0].pinned_render_id).toBe(copyOf('first')?.id);
  });
});
