import {
  assetUrl,
  EMPTY_PROJECT_DATA,
  ErrorCode,
  PROJECT_CARD_IMAGE_LIMIT,
  type Project,
  type ProjectData,
  type ProjectInput,
  type ProjectWithData,
  roleAllows,
  type WorkspaceNeed,
} from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { type AssetService, linkAsset, projectAssetShas, unlinkRole } from '../assets/index.js';
import { ensurePersonalWorkspace, forbidden, forgetPersonalWorkspace, memberRole, workspaceNotFound } from '../workspaces/index.js';
import { copyProject } from './project-copy.js';
import {
  deleteProjectRow,
  findMemberProject,
  insertProject,
  listWorkspaceProjects,
  moveProjectRow,
  type ProjectFields,
  type ProjectView,
  projectImageShas,
  updateProjectRow,
} from './projects.repository.js';

/** What later modules add to a project's read model (boards, moodboards). */
export interface ProjectDataSource {
  getData(projectId: string): Promise<ProjectData>;
  countMoodboards(projectIds: string[]): Promise<Map<string, number>>;
  /** Copies what the owning modules keep of a project (boards, moodboards) into its copy, inside the copy's transaction. */
  copyBoards?(db: Kysely<DatabaseSchema>, from: string, to: string): Promise<void>;
}

export const emptyProjectData: ProjectDataSource = {
  getData: async () => EMPTY_PROJECT_DATA,
  countMoodboards: async () => new Map(),
};

export interface ProjectServiceDeps {
  db: Kysely<DatabaseSchema>;
  assets: AssetService;
  data: ProjectDataSource;
}

/** Explicit mapper: raw rows never reach the client. */
export function toProjectDto(row: ProjectView, extra: { images: string[]; total: number; moodboards: number }): Project {
  return {
    id: row.id,
    project_id: row.id,
    project_name: row.name,
    project_location: row.location,
    location_lat: row.location_lat,
    location_lng: row.location_lng,
    location_h3: row.location_h3,
    brand_name: row.brand_name,
    brand_definition: row.brand_name,
    website: row.website,
    contextual_insights: row.contextual_insights,
    keywords: row.keywords,
    prompts: row.prompts,
    logo_url: row.logo_sha ? assetUrl(row.logo_sha, 256) : null,
    brand_palette: row.brand_palette,
    brand_book_name: row.brand_book_name,
    brand_book_url: row.brand_book_sha ? `/api/projects/${row.id}/brand-book` : null,
    images: extra.images,
    total_images: extra.total,
    moodboards_count: extra.moodboards,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    workspace_id: row.workspace_id,
    role: row.role,
    updated_by: row.updated_by_name,
  };
}

/** Spec payload (camelCase) → columns. Only fields that were sent are changed. */
export function toProjectFields(input: ProjectInput): ProjectFields {
  const fields: ProjectFields = {};
  if (input.projectName !== undefined) fields.name = input.projectName;
  if (input.projectLocation !== undefined) fields.location = input.projectLocation;
  if (input.contextInsights !== undefined) fields.contextual_insights = input.contextInsights;
  if (input.brandName !== undefined) fields.brand_name = input.brandName;
  if (input.website !== undefined) fields.website = input.website;
  if (input.keywords !== undefined) fields.keywords = dedupe(input.keywords);
  if (input.prompts !== undefined) fields.prompts = input.prompts;
  if (input.locationLat !== undefined) fields.location_lat = input.locationLat;
  if (input.locationLng !== undefined) fields.location_lng = input.locationLng;
  if (input.locationH3 !== undefined) fields.location_h3 = input.locationH3 || null;
  return fields;
}

function dedupe(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((k) => {
    const key = k.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Project use cases; every one that takes an id checks the caller's role in the project's workspace (404 for a stranger, 403 for a role that may not). */
export function createProjectService(deps: ProjectServiceDeps) {
  const { db, assets, data } = deps;

  async function withImages(rows: ProjectView[], limit = PROJECT_CARD_IMAGE_LIMIT): Promise<Project[]> {
    const ids = rows.map((r) => r.id);
    const [images, moodboards] = await Promise.all([projectImageShas(db, ids, limit), data.countMoodboards(ids)]);
    return rows.map((row) => {
      const img = images.get(row.id);
      return toProjectDto(row, {
        images: (img?.shas ?? []).map((s) => assetUrl(s, 256)),
        total: img?.total ?? 0,
        moodboards: moodboards.get(row.id) ?? 0,
      });
    });
  }

  /** The project, if the user's role in its workspace allows `need`. */
  async function requireAccess(userId: string, projectId: string, need: WorkspaceNeed = 'view'): Promise<ProjectView> {
    const row = await findMemberProject(db, projectId, userId);
    if (!row) throw new AppError(ErrorCode.NotFound, 'Project not found.');
    if (!roleAllows(row.role, need)) throw forbidden(need);
    return row;
  }

  /** The workspace a project is made or put in: the given one (editor or owner there) or the user's personal one. */
  async function targetWorkspace(userId: string, workspaceId: string | undefined): Promise<string> {
    if (!workspaceId) return ensurePersonalWorkspace(db, userId);
    const role = await memberRole(db, workspaceId, userId);
    if (!role) throw workspaceNotFound();
    if (!roleAllows(role, 'edit')) throw forbidden('edit');
    return workspaceId;
  }

  async function view(userId: string, projectId: string): Promise<ProjectView> {
    const row = await findMemberProject(db, projectId, userId);
    if (!row) throw new AppError(ErrorCode.NotFound, 'Project not found.');
    return row;
  }

  return {
    requireAccess,

    /** A workspace's projects (the personal one when none is named); a stranger to it gets 404. */
    async list(userId: string, workspaceId?: string): Promise<Project[]> {
      const id = workspaceId ?? (await ensurePersonalWorkspace(db, userId));
      // Rows only come back to a member; no rows may also be an empty workspace, so ask only then.
      const rows = await listWorkspaceProjects(db, id, userId);
      if (rows.length || (await memberRole(db, id, userId))) return withImages(rows);
      if (workspaceId) throw workspaceNotFound();
      // A remembered personal workspace that no longer answers (the database was rebuilt): find it again.
      forgetPersonalWorkspace(db, userId);
      return withImages(await listWorkspaceProjects(db, await ensurePersonalWorkspace(db, userId), userId));
    },

    async create(userId: string, fields: ProjectFields, workspaceId?: string): Promise<Project> {
      const target = await targetWorkspace(userId, workspaceId);
      const row = await db.transaction().execute(async (trx) => {
        const created = await insertProject(trx, userId, target, fields);
        if (fields.logo_sha) await linkAsset(trx, { projectId: created.id, sha256: fields.logo_sha, role: 'logo' });
        return created;
      });
      return (await withImages([await view(userId, row.id)]))[0];
    },

    async get(userId: string, projectId: string): Promise<ProjectWithData> {
      const row = await requireAccess(userId, projectId, 'view');
      const [project] = await withImages([row]);
      return { project, data: await data.getData(projectId) };
    },

    async metadata(userId: string, projectId: string): Promise<Project> {
      return (await withImages([await requireAccess(userId, projectId, 'view')]))[0];
    },

    async update(userId: string, projectId: string, fields: ProjectFields): Promise<Project> {
      const before = await requireAccess(userId, projectId, 'edit');
      await db.transaction().execute(async (trx) => {
        if (fields.logo_sha && fields.logo_sha !== before.logo_sha) {
          await unlinkRole(trx, projectId, 'logo');
          await linkAsset(trx, { projectId, sha256: fields.logo_sha, role: 'logo' });
        }
        return updateProjectRow(trx, projectId, fields, userId);
      });
      // A replaced logo's file goes once nothing else uses it.
      if (before.logo_sha && fields.logo_sha && before.logo_sha !== fields.logo_sha) await assets.removeIfUnreferenced([before.logo_sha]);
      return (await withImages([await view(userId, projectId)]))[0];
    },

    async images(userId: string, projectId: string, limit: number) {
      const [project] = await withImages([await requireAccess(userId, projectId, 'view')], limit);
      return { images: project.images, total_images: project.total_images, moodboards_count: project.moodboards_count };
    },

    /** Removes every row of the project in one transaction; files of unshared assets go after the commit. */
    async remove(userId: string, projectId: string): Promise<void> {
      await requireAccess(userId, projectId, 'edit');
      const shas = await db.transaction().execute(async (trx) => {
        const used = await projectAssetShas(trx, projectId);
        await deleteProjectRow(trx, projectId);
        return used;
      });
      await assets.removeIfUnreferenced(shas);
    },

    /** Moves a project (owner of its workspace) to another workspace where the user may edit. */
    async move(userId: string, projectId: string, workspaceId: string): Promise<Project> {
      const row = await requireAccess(userId, projectId, 'manage');
      const target = await targetWorkspace(userId, workspaceId);
      if (target !== row.workspace_id) await moveProjectRow(db, projectId, target, userId);
      return (await withImages([await view(userId, projectId)]))[0];
    },

    /** A new project with the same instructions (and, asked, its boards and moodboards) in a workspace where the user may edit. */
    async duplicate(userId: string, projectId: string, opts: { workspaceId?: string; includeBoards: boolean }): Promise<Project> {
      const source = await requireAccess(userId, projectId, 'view');
      // By default the copy stays beside the original; a viewer's copy goes to their personal workspace.
      const fallback = roleAllows(source.role, 'edit') ? source.workspace_id : undefined;
      const target = await targetWorkspace(userId, opts.workspaceId ?? fallback);
      const id = await db
        .transaction()
        .execute((trx) =>
          copyProject(trx, { source, workspaceId: target, userId, includeBoards: opts.includeBoards, copyBoards: deps.data.copyBoards }),
        );
      return (await withImages([await view(userId, id)]))[0];
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
