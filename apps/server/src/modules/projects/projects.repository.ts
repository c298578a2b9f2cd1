import type { KitField } from '@loci/shared';
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
  brand_kit_id?: string | null;
  brand_overrides?: KitField[];
  /** Not a column: the brand fields whose overrides go (see project-kit.ts). */
  use_kit_value?: KitField[];
}

function toColumns(fields: ProjectFields) {
  const { keywords, prompts, brand_palette, brand_overrides, use_kit_value: _, ...rest } = fields;
  return {
    ...rest,
    ...(brand_overrides ? { brand_overrides: JSON.stringify(brand_overrides) } : {}),
    ...(keywords ? { keywords: JSON.stringify(keywords) } : {}),
    ...(prompts ? { prompts: JSON.stringify(prompts) } : {}),
    ...(brand_palette ? { brand_palette: JSON.stringify(brand_palette) } : {}),
  };
}

/** The brand kit a project uses, as its read joins it. */
export interface ProjectKit {
  id: string;
  name: string;
  definition: string;
  palette: string[];
  keywords: string[];
  logo_sha: string | null;
  heading_font: string;
  body_font: string;
}

/**
 * A project as one member sees it: their role in its workspace, who last changed it, and its
 * effective brand — with a kit, each brand field (`brand_name`, `brand_palette`, `keywords`,
 * `logo_sha`) is the kit's unless the project overrides it (`brand_overrides`).
 */
export type ProjectView = ProjectRow & { role: WorkspaceRole; updated_by_name: string | null; kit: ProjectKit | null };

function memberProjects(db: Db, userId: string) {
  return db
    .selectFrom('project')
    .innerJoin('workspace_member as me', (j) => j.onRef('me.workspace_id', '=', 'project.workspace_id').on('me.user_id', '=', userId))
    .leftJoin('user as changer', 'changer.id', 'project.updated_by')
    .leftJoin('brand_kit as kit', 'kit.id', 'project.brand_kit_id')
    .selectAll('project')
    .select(['me.role', 'changer.name as updated_by_name'])
    .select(KIT_COLUMNS);
}

const KIT_COLUMNS = [
  'kit.name as kit_name',
  'kit.definition as kit_definition',
  'kit.palette as kit_palette',
  'kit.keywords as kit_keywords',
  'kit.logo_sha as kit_logo_sha',
  'kit.heading_font as kit_heading_font',
  'kit.body_font as kit_body_font',
] as const;

interface KitColumns {
  kit_name: string | null;
  kit_definition: string | null;
  kit_palette: string[] | null;
  kit_keywords: string[] | null;
  kit_logo_sha: string | null;
  kit_heading_font: string | null;
  kit_body_font: string | null;
}

/** The joined row as a view: the kit's values where the project does not override them. */
function effective<R extends ProjectRow & KitColumns>(row: R): Omit<R, keyof KitColumns> & { kit: ProjectKit | null } {
  const { kit_name, kit_definition, kit_palette, kit_keywords, kit_logo_sha, kit_heading_font, kit_body_font, ...project } = row;
  if (!project.brand_kit_id || kit_name === null) return { ...project, kit: null };
  const kit: ProjectKit = {
    id: project.brand_kit_id,
    name: kit_name,
    definition: kit_definition ?? '',
    palette: kit_palette ?? [],
    keywords: kit_keywords ?? [],
    logo_sha: kit_logo_sha ?? null,
    heading_font: kit_heading_font ?? 'Fraunces',
    body_font: kit_body_font ?? 'Inter',
  };
  const own = new Set(project.brand_overrides ?? []);
  return {
    ...project,
    brand_name: own.has('brand_name') ? project.brand_name : kit.name,
    brand_palette: own.has('brand_palette') ? project.brand_palette : kit.palette,
    keywords: own.has('keywords') ? project.keywords : kit.keywords,
    logo_sha: own.has('logo') ? project.logo_sha : kit.logo_sha,
    kit,
  };
}

/** A workspace's projects as a member sees them, newest first (none when they are not a member). */
export async function listWorkspaceProjects(db: Db, workspaceId: string, userId: string): Promise<ProjectView[]> {
  const rows = await memberProjects(db, userId)
    .where('project.workspace_id', '=', workspaceId)
    .orderBy('project.created_at', 'desc')
    .orderBy('project.id')
    .execute();
  return rows.map(effective);
}

/** One project, only if the user is a member of its workspace (with their role). */
export async function findMemberProject(db: Db, id: string, userId: string): Promise<ProjectView | undefined> {
  const row = await memberProjects(db, userId).where('project.id', '=', id).executeTakeFirst();
  return row ? effective(row) : undefined;
}

/** A project's row with its effective brand (its kit's values where it does not override them), with no access check. */
export async function findProjectWithBrand(
  db: Pick<Db, 'selectFrom'>,
  projectId: string,
): Promise<(ProjectRow & { kit: ProjectKit | null }) | undefined> {
  const row = await db
    .selectFrom('project')
    .leftJoin('brand_kit as kit', 'kit.id', 'project.brand_kit_id')
    .selectAll('project')
    .select(KIT_COLUMNS)
    .where('project.id', '=', projectId)
    .executeTakeFirst();
  return row ? effective(row) : undefined;
}

/** The projects that use a kit (their own rows: a kit's deletion hands them its values). */
export function projectsOfKit(db: Db, kitId: string): Promise<ProjectRow[]> {
  return db.selectFrom('project').selectAll().where('brand_kit_id', '=', kitId).execute();
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

/** Moves a project to another workspace (with the kit it uses there). */
export async function moveProjectRow(
  db: Db,
  id: string,
  to: { workspaceId: string; brandKitId: string | null },
  userId: string,
): Promise<void> {
  await db
    .updateTable('project')
    .set({ workspace_id: to.workspaceId, brand_kit_id: to.brandKitId, updated_at: new Date(), updated_by: userId })
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
  brand_kit_id: 'set',
  brand_overrides: 'copy',
};

/** Inserts a copy of a project row (see PROJECT_COPY) and returns its id. */
export async function copyProjectRow(
  db: Db,
  from: string,
  set: { owner_id: string; name: string; workspace_id: string; updated_by: string; brand_kit_id: string | null },
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
  brand_kit_id: "skip: a kit belongs to its studio; the file carries the project's own brand fields",
  brand_overrides: 'skip: without its kit every brand field is the project’s own',
};
