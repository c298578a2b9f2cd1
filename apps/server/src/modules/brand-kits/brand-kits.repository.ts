import type { BrandKitInput, BrandKitPatch, StudioKitInput } from '@loci/shared';
import type { Kysely, Selectable } from 'kysely';
import type { BrandKitTable, DatabaseSchema, StudioKitTable } from '../../adapters/db/schema.js';
import { type CopyColumns, copyRows } from '../../db/copy-rows.js';

type Db = Kysely<DatabaseSchema>;
export type BrandKitRow = Selectable<BrandKitTable>;
export type StudioKitRow = Selectable<StudioKitTable>;
/** A kit with how many projects use it. */
export type BrandKitListRow = BrandKitRow & { projects_count: number };

function kitColumns(input: BrandKitPatch) {
  const { palette, keywords, ...rest } = input;
  return {
    ...rest,
    ...(palette ? { palette: JSON.stringify(palette) } : {}),
    ...(keywords ? { keywords: JSON.stringify(keywords) } : {}),
  };
}

function withCounts(db: Db) {
  return db
    .selectFrom('brand_kit')
    .selectAll('brand_kit')
    .select((eb) =>
      eb
        .selectFrom('project')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('project.brand_kit_id', '=', 'brand_kit.id')
        .as('projects_count'),
    );
}

function counted(row: BrandKitRow & { projects_count: number | string | null }): BrandKitListRow {
  return { ...row, projects_count: Number(row.projects_count ?? 0) };
}

/** A studio's kits, by name. */
export async function listKits(db: Db, workspaceId: string): Promise<BrandKitListRow[]> {
  const rows = await withCounts(db).where('brand_kit.workspace_id', '=', workspaceId).orderBy('name').orderBy('id').execute();
  return rows.map(counted);
}

/** One kit of a studio (undefined when the id names none there). */
export async function findKit(db: Db, workspaceId: string, kitId: string): Promise<BrandKitListRow | undefined> {
  const row = await withCounts(db).where('brand_kit.workspace_id', '=', workspaceId).where('brand_kit.id', '=', kitId).executeTakeFirst();
  return row ? counted(row) : undefined;
}

export async function insertKit(
  db: Db,
  kit: BrandKitInput & { workspace_id: string; updated_by: string; logo_sha?: string | null },
): Promise<string> {
  const row = await db
    .insertInto('brand_kit')
    .values(kitColumns(kit) as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateKit(db: Db, kitId: string, patch: BrandKitPatch & { logo_sha?: string | null }, userId: string): Promise<void> {
  await db
    .updateTable('brand_kit')
    .set({ ...kitColumns(patch), updated_at: new Date(), updated_by: userId })
    .where('id', '=', kitId)
    .execute();
}

export async function deleteKit(db: Db, kitId: string): Promise<void> {
  await db.deleteFrom('brand_kit').where('id', '=', kitId).execute();
}

/** How a kit is copied into another studio (a project duplicated or moved there takes its kit along). */
export const BRAND_KIT_COPY: CopyColumns<BrandKitTable> = {
  id: 'skip: the copy has its own id',
  workspace_id: 'set',
  name: 'copy',
  definition: 'copy',
  palette: 'copy',
  heading_font: 'copy',
  body_font: 'copy',
  keywords: 'copy',
  logo_sha: 'copy',
  updated_by: 'set',
  created_at: 'skip: the copy is made now',
  updated_at: 'skip: the copy is made now',
};

/** Copies a kit into a studio and returns the copy's id. */
export async function copyKitInto(db: Db, kitId: string, workspaceId: string, userId: string): Promise<string> {
  const [id] = await copyRows(db, {
    table: 'brand_kit',
    columns: BRAND_KIT_COPY,
    match: { id: kitId },
    set: { workspace_id: workspaceId, updated_by: userId },
    returning: 'id',
  });
  return id;
}

export function findStudioKit(db: Db, workspaceId: string): Promise<StudioKitRow | undefined> {
  return db.selectFrom('studio_kit').selectAll().where('workspace_id', '=', workspaceId).executeTakeFirst();
}

/** Saves a studio's kit (its logo only when given). */
export async function saveStudioKit(
  db: Db,
  workspaceId: string,
  kit: Partial<StudioKitInput> & { logo_sha?: string | null },
): Promise<void> {
  const { palette, contact_lines, ...rest } = kit;
  const values = {
    ...rest,
    ...(palette ? { palette: JSON.stringify(palette) } : {}),
    ...(contact_lines ? { contact_lines: JSON.stringify(contact_lines) } : {}),
  };
  await db
    .insertInto('studio_kit')
    .values({ workspace_id: workspaceId, ...values })
    .onConflict((oc) => oc.column('workspace_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}
