import {
  assetShaOf,
  assetUrl,
  ErrorCode,
  isUuid,
  type MoodboardSpace,
  type MoodboardSpaceResponse,
  type SpaceRenderJob,
  type SpaceRenderRequest,
  type SpaceSetInput,
} from '@loci/shared';
import sharp from 'sharp';
import { AppError, badInput } from '../../errors.js';
import { linkAsset } from '../assets/index.js';
import { quotaError, reserveGeneration } from '../imaging/index.js';
import type { ProjectRow } from '../projects/index.js';
import { type MoodboardServiceDeps, requireMoodboard } from './moodboard-deps.js';
import {
  cancelJob,
  deleteSpace,
  findJob,
  findSpace,
  insertJob,
  listJobs,
  rememberSettings,
  type SpaceJobRow,
  type SpaceRow,
  saveSpace,
  spaceShaInUse,
} from './space.repository.js';
import { spaceDb } from './space.tables.js';

/** project_asset role of a moodboard's space (kept while the space, a queued job or a render uses it). */
export const SPACE_ROLE = 'space';

const iso = (d: Date | string) => new Date(d).toISOString();

export function toSpaceDto(row: SpaceRow): MoodboardSpace {
  const credit = row.author ? `By ${row.author}` : row.source === 'project' ? 'From this project' : 'Uploaded by the studio';
  return {
    image: assetUrl(row.asset_sha),
    source: row.source,
    author: row.author,
    credit,
    strength: row.strength,
    prompt: row.prompt,
    created_at: iso(row.created_at),
  };
}

export function toJobDto(row: SpaceJobRow, renderImage: Map<string, string>): SpaceRenderJob {
  return {
    id: row.id,
    status: row.status,
    strength: row.strength,
    prompt: row.prompt,
    render_id: row.render_id,
    image: (row.render_id && renderImage.get(row.render_id)) || null,
    error: row.error,
    created_at: iso(row.created_at),
  };
}

/** "Your space" on a moodboard page: set it (upload or the project's own image), remove it, render from it on the queue. */
export function createMoodboardSpaces(deps: MoodboardServiceDeps & { onQueued?: () => void }) {
  const db = spaceDb(deps.db);

  async function renderImages(moodboardId: string): Promise<Map<string, string>> {
    const rows = await deps.db.selectFrom('render').select(['id', 'asset_sha']).where('moodboard_id', '=', moodboardId).execute();
    return new Map(rows.filter((r) => r.asset_sha).map((r) => [r.id, assetUrl(r.asset_sha as string)]));
  }

  /** Refuses, in plain words and before anything is stored, an image over the pixel limit (413). */
  async function checkPixels(bytes: Buffer): Promise<void> {
    const meta = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    const pixels = (meta?.width ?? 0) * (meta?.height ?? 0);
    if (meta && pixels > deps.limits.maxPixels) {
      const mp = (n: number) => `${Math.round(n / 1e6)} megapixels`;
      throw new AppError(
        ErrorCode.PayloadTooLarge,
        `This picture is ${mp(pixels)} (${meta.width}×${meta.height}); the limit is ${mp(deps.limits.maxPixels)}. Please export it smaller and upload it again.`,
      );
    }
  }

  /** The image a form names: an uploaded `file`, else `image` (one of the project's own images, by URL). */
  async function imageOfForm(project: ProjectRow, input: SpaceSetInput): Promise<{ sha: string; source: 'upload' | 'project' }> {
    const file = input.file;
    if (file) {
      const bytes = Buffer.from(file.bytes);
      await checkPixels(bytes);
      const stored = await deps.assets.storeUpload(bytes);
      return { sha: stored.sha256, source: 'upload' };
    }
    const named = input.image;
    if (!named) throw badInput('Please upload a photo, sketch or model view, or pick one of the project’s images.');
    const sha = assetShaOf(named) ?? (/^[0-9a-f]{64}$/.test(named) ? named : null);
    const used = sha
      ? await deps.db
          .selectFrom('project_asset')
          .select('sha256')
          .where('project_id', '=', project.id)
          .where('sha256', '=', sha)
          .executeTakeFirst()
      : undefined;
    if (!sha || !used) throw new AppError(ErrorCode.NotFound, 'That image is not one of this project’s images.');
    return { sha, source: 'project' };
  }

  /** GET …/space: the space (or null) and its renders on the queue, oldest first. */
  async function get(project: ProjectRow, moodboardId: string): Promise<MoodboardSpaceResponse> {
    const moodboard = await requireMoodboard(deps, project.id, moodboardId);
    const [space, jobs, images] = await Promise.all([findSpace(db, moodboard.id), listJobs(db, moodboard.id), renderImages(moodboard.id)]);
    return { space: space ? toSpaceDto(space) : null, jobs: jobs.map((j) => toJobDto(j, images)) };
  }

  /** POST …/space (multipart): sets the moodboard's space from an upload (with its author) or a project image. */
  async function set(userId: string, project: ProjectRow, moodboardId: string, input: SpaceSetInput): Promise<{ space: MoodboardSpace }> {
    const moodboard = await requireMoodboard(deps, project.id, moodboardId);
    const author = input.author ?? '';
    const image = await imageOfForm(project, input);
    const previous = await findSpace(db, moodboard.id);
    await linkAsset(deps.db, { projectId: project.id, sha256: image.sha, role: SPACE_ROLE });
    const row = await saveSpace(db, {
      moodboard_id: moodboard.id,
      project_id: project.id,
      asset_sha: image.sha,
      source: image.source,
      author: author || null,
      created_by: userId,
    });
    if (previous && previous.asset_sha !== image.sha) await release(project.id, previous.asset_sha);
    return { space: toSpaceDto(row) };
  }

  /** Drops the project's `space` link of an image nothing uses any more, then the file if nothing else does. */
  async function release(projectId: string, sha: string): Promise<void> {
    if (await spaceShaInUse(db, projectId, sha)) return;
    await deps.db
      .deleteFrom('project_asset')
      .where('project_id', '=', projectId)
      .where('sha256', '=', sha)
      .where('role', '=', SPACE_ROLE)
      .execute();
    await deps.assets.removeIfUnreferenced([sha]);
  }

  /** DELETE …/space: the renders made from it keep their lineage (and the image with it). */
  async function remove(project: ProjectRow, moodboardId: string): Promise<{ success: true }> {
    const moodboard = await requireMoodboard(deps, project.id, moodboardId);
    const gone = await deleteSpace(db, moodboard.id);
    if (!gone) throw new AppError(ErrorCode.NotFound, 'This moodboard has no space to remove.');
    await release(project.id, gone.asset_sha);
    return { success: true };
  }

  /** POST …/space/renders: charged now, once; the worker renders it (after a restart too) with the space and strength kept on the job. */
  async function queue(
    userId: string,
    project: ProjectRow,
    moodboardId: string,
    body: SpaceRenderRequest,
  ): Promise<{ job: SpaceRenderJob }> {
    const moodboard = await requireMoodboard(deps, project.id, moodboardId);
    const space = await findSpace(db, moodboard.id);
    if (!space) throw new AppError(ErrorCode.Conflict, 'Add your space (a photo, sketch or model view) before rendering from it.');
    const prompt = (body.prompt ?? '').trim();
    if (!(await reserveGeneration(deps.db, { userId, workspaceId: project.workspace_id }, deps.dailyQuota))) throw quotaError();
    const job = await insertJob(db, {
      project_id: project.id,
      moodboard_id: moodboard.id,
      space_sha: space.asset_sha,
      space_author: space.author,
      strength: body.strength,
      prompt,
      started_by: userId,
    });
    await rememberSettings(db, moodboard.id, { strength: body.strength, prompt });
    deps.onQueued?.();
    return { job: toJobDto(job, new Map()) };
  }

  /** DELETE …/space/renders/:jobId: a queued or running render is cancelled (a running one's image is dropped). */
  async function cancel(project: ProjectRow, moodboardId: string, jobId: string): Promise<{ job: SpaceRenderJob }> {
    const moodboard = await requireMoodboard(deps, project.id, moodboardId);
    const job = isUuid(jobId) ? await findJob(db, moodboard.id, jobId) : undefined;
    if (!job) throw new AppError(ErrorCode.NotFound, 'Render not found.');
    const cancelled = await cancelJob(db, job.id);
    if (!cancelled) throw new AppError(ErrorCode.Conflict, `This render has already ${job.status === 'done' ? 'finished' : job.status}.`);
    return { job: toJobDto(cancelled, new Map()) };
  }

  return { get, set, remove, queue, cancel };
}

export type MoodboardSpaces = ReturnType<typeof createMoodboardSpaces>;
