import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, ProjectTable, WorkspaceRole } from '../../adapters/db/schema.js';
import { type CopyColumns, copyRows } from '../../db/copy-rows.js';
import type { FileColumns } from '../../db/file-rows.js';
import { linkedAssetsOfProjects } from '../assets/index.js';

type Db = Kysely<DatabaseSchema>;
export type ProjectRow = Selectable<ProjectTable>;

export interface ProjectFields {
  name?: string;
  location?: string;
  location_lat?: number | null;
  location_lng?: number | null;
  location_h3?: string | null;
  site_lat?: number | null;
  site_lng?: number | null;
  brand_name?: string;
  website?: string;
  contextual_insights?: string;
  keywords?: string[];
  prompts?: string[];
  logo_sha?: string | null;
  brand_palette?: string[];
  brand_book_sha?: string | null;
  brand_book_name?: string | null;
  brand_book_text?: string | null;
}

function toColumns(fields: ProjectFields) {
  const { keywords, prompts, brand_palette, ...rest } = fields;
  return {
    ...rest,
    ...(keywords ? { keywords: JSON.stringify(keywords) } : {}),
    ...(prompts ? { prompts: JSON.stringify(prompts) } : {}),
    ...(brand_palette ? { brand_palette: JSON.stringify(brand_palette) } : {}),
  };
}

/** A project as one member sees it: their role in its workspace and who last changed it. */
export type ProjectView = ProjectRow & { role: WorkspaceRole; updated_by_name: string | null };

function memberProjects(db: Db, userId: string) {
  return db
    .selectFrom('project')
    .innerJoin('workspace_member as me', (j) => j.onRef('me.workspace_id', '=', 'project.workspace_id').on('me.user_id', '=', userId))
    .leftJoin('user as changer', 'changer.id', 'project.updated_by')
    .selectAll('project')
    .select(['me.role', 'changer.name as updated_by_name']);
}

/** A workspace's projects as a member sees them, newest first (none when they are not a member). */
export function listWorkspaceProjects(db: Db, workspaceId: string, userId: string): Promise<ProjectView[]> {
  return memberProjects(db, userId)
    .where('project.workspace_id', '=', workspaceId)
    .orderBy('project.created_at', 'desc')
    .orderBy('project.id')
    .execute();
}

/** One project, only if the user is a member of its workspace (with their role). */
export function findMemberProject(db: Db, id: string, userId: string): Promise<ProjectView | undefined> {
  return memberProjects(db, userId).where('project.id', '=', id).executeTakeFirst();
}

export async function insertProject(db: Db, ownerId: string, workspaceId: string, fields: ProjectFields): Promise<ProjectRow> {
  return db
    .insertInto('project')
    .values({ owner_id: ownerId, workspace_id: workspaceId, updated_by: ownerId, ...toColumns(fields) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateProjectRow(db: Db, id: string, fields: ProjectFields, userId: string): Promise<ProjectRow> {
  return db
    .updateTable('project')
    .set({ ...toColumns(fields), updated_at: new Date(), updated_by: userId })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Records who changed a project and when (a board action, a move). */
export async function touchProject(db: Db, id: string, userId: string): Promise<void> {
  await db.updateTable('project').set({ updated_at: new Date(), updated_by: userId }).where('id', '=', id).execute();
}

/** Moves a project to another workspace. */
export async function moveProjectRow(db: Db, id: string, workspaceId: string, userId: string): Promise<void> {
  await db
    .updateTable('project')
    .set({ workspace_id: workspaceId, updated_at: new Date(), updated_by: userId })
    .where('id', '=', id)
    .execute();
}

/**
 * Moves a project's version on by one, in one statement; when `basedOn` is given, only while the
 * project is still at that version. Returns the new version, or undefined when it had moved on.
 */
export async function bumpProjectVersion(db: Db, id: string, basedOn: number | undefined): Promise<number | undefined> {
  let bump = db
    .updateTable('project')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', id);
  if (basedOn !== undefined) bump = bump.where('version', '=', basedOn);
  const row = await bump.returning('version').executeTakeFirst();
  return row?.version;
}

/**
 * Holds the project row until the transaction ends: writes to one project's boards, moodboards and
 * snapshots that reconcile its image links queue behind each other instead of dropping each other's.
 */
export async function lockProjectRow(trx: Pick<Db, 'selectFrom'>, projectId: string): Promise<void> {
  await trx.selectFrom('project').select('id').where('id', '=', projectId).forUpdate().executeTakeFirst();
}

/** A project's row by id, with no access check (the caller has made it, or holds a job for it). Any module's database view will do. */
export function findProjectById(db: Pick<Db, 'selectFrom'>, projectId: string): Promise<ProjectRow | undefined> {
  return db.selectFrom('project').selectAll().where('id', '=', projectId).executeTakeFirst();
}

export async function deleteProjectRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('project').where('id', '=', id).execute();
}

const IMAGE_ROLES = ['context', 'topics', 'moodboard', 'render'];

/** Images shown for a project (boards, moodboards, renders), in board order, plus counts. */
export async function projectImageShas(
  db: Db,
  projectIds: string[],
  limit: number,
): Promise<Map<string, { shas: string[]; total: number }>> {
  const result = new Map<string, { shas: string[]; total: number }>();
  if (!projectIds.length) return result;
  const rows = await linkedAssetsOfProjects(db, projectIds, IMAGE_ROLES);
  for (const row of rows) {
    const entry = result.get(row.project_id) ?? { shas: [], total: 0 };
    entry.total += 1;
    if (entry.shas.length < limit && !entry.shas.includes(row.sha256)) entry.shas.push(row.sha256);
    result.set(row.project_id, entry);
  }
  return result;
}

/** Whether any project names this brand book (its file must then stay). */
export async function usesBrandBook(db: Db, sha: string): Promise<boolean> {
  const row = await db.selectFrom('project').select('id').where('brand_book_sha', '=', sha).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** How a project's copy takes the project row: its instructions and brand, a new owner, place and name. */
export const PROJECT_COPY: CopyColumns<ProjectTable> = {
  id: 'skip: the copy has its own id',
  owner_id: 'set',
  name: 'set',
  location: 'copy',
  location_lat: 'copy',
  location_lng: 'copy',
  location_h3: 'copy',
  site_lat: 'copy',
  site_lng: 'copy',
  brand_name: 'copy',
  website: 'copy',
  contextual_insights: 'copy',
  keywords: 'copy',
  prompts: 'copy',
  logo_sha: 'copy',
  brand_palette: 'copy',
  brand_book_sha: 'copy',
  brand_book_name: 'copy',
  brand_book_text: 'copy',
  version: 'skip: the copy starts at its first version',
  workspace_id: 'set',
  updated_by: 'set',
  created_at: 'skip: the copy is made now',
  updated_at: 'skip: the copy is made now',
};

/** Inserts a copy of a project row (see PROJECT_COPY) and returns its id. */
export async function copyProjectRow(
  db: Db,
  from: string,
  set: { owner_id: string; name: string; workspace_id: string; updated_by: string },
): Promise<string> {
  const [id] = await copyRows(db, { table: 'project', columns: PROJECT_COPY, match: { id: from }, set, returning: 'id' });
  return id;
}

/** How a project file (`.loci`) carries the project row (see db/file-rows.ts). */
export const PROJECT_FILE: FileColumns<ProjectTable> = {
  id: 'project',
  owner_id: 'importer',
  name: 'keep',
  location: 'keep',
  location_lat: 'keep',
  location_lng: 'keep',
  location_h3: 'keep',
  site_lat: 'keep',
  site_lng: 'keep',
  brand_name: 'keep',
  website: 'keep',
  contextual_insights: 'keep',
  keywords: 'keep',
  prompts: 'keep',
  logo_sha: 'asset',
  brand_palette: 'keep',
  // The brand book travels as a document of its own (documents/<sha>.pdf).
  brand_book_sha: 'keep',
  brand_book_name: 'keep',
  brand_book_text: 'keep',
  version: 'skip: the imported project starts at its first version',
  workspace_id: 'workspace',
  updated_by: 'importer',
  created_at: 'keep',
  updated_at: 'keep',
};
