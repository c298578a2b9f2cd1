import { ErrorCode } from '@loci/shared';
import { type ImageRequest, renderFrameFor, renderShotFromPrompt, toProviderError, uprightSize } from '../../adapters/ai/index.js';
import { AppError } from '../../errors.js';
import { newSeed, runChargedTo, textCall } from '../imaging/index.js';
import type { MoodboardServiceDeps } from './moodboard-deps.js';
import { writeMoodboards } from './moodboard-links.js';
import { moodboardImages, paletteOf, RENDER_SIZE } from './moodboard-render-shared.js';
import { findMoodboard, insertRender, latestRender, type MoodboardRow, type RenderRow } from './moodboards.repository.js';
import { findJobProject, projectWorkspaceId, type SpaceJobRow, settleJob } from './space.repository.js';
import { spaceDb } from './space.tables.js';
import { refundJob } from './space-shared.js';

/** A space render sends fewer moodboard images than a plain render: the space itself is the main reference. */
const MAX_REFERENCES = 6;

/** The render prompt: the designer's own, or one written from the moodboard (as a plain render is). */
async function promptFor(
  deps: MoodboardServiceDeps,
  job: SpaceJobRow,
  moodboard: MoodboardRow,
  own: { labels: string[]; prompts: string[] },
) {
  if (job.prompt.trim()) return job.prompt.trim();
  const project = await findJobProject(spaceDb(deps.db), job.project_id);
  return textCall(deps.ai, async () =>
    deps.ai.text.renderPrompt({
      ...(await deps.brand.forProject(project)),
      programmaticArea: moodboard.programmatic_area.slice(0, 60),
      areaDescription: moodboard.area_description.slice(0, 4000) || undefined,
      moodboardTitle: moodboard.title,
      labels: own.labels,
      prompts: own.prompts,
    }),
  );
}

/**
 * Renders one queued job: the designer's space as `structure`, the moodboard's images as
 * references; stored with the mark and Content Credentials naming the space as the parent
 * ingredient; the render row records the space and strength (lineage), written in the same
 * transaction that settles the job — a job cancelled meanwhile writes nothing. A job that fails
 * is given back to the daily quota.
 */
export async function runSpaceJob(
  deps: MoodboardServiceDeps,
  job: SpaceJobRow,
  ctx: { workerId: string; signal: AbortSignal },
): Promise<'done' | 'failed' | 'dropped'> {
  const moodboard = await findMoodboard(deps.db, job.project_id, job.moodboard_id);
  const reference = await deps.assets.readBytes(job.space_sha);
  if (!moodboard || !reference) {
    await failJob(deps, ctx.workerId, job, 'The space or its moodboard is gone.');
    return 'failed';
  }
  try {
    const own = await moodboardImages(deps, moodboard, MAX_REFERENCES);
    // The prompt's text call is charged to whoever started the render, in the project's studio.
    const workspaceId = await projectWorkspaceId(spaceDb(deps.db), job.project_id);
    const who = job.started_by ? { userId: job.started_by, workspaceId, projectId: job.project_id } : undefined;
    const prompt = await runChargedTo(
      () => who,
      () => promptFor(deps, job, moodboard, own),
    );
    // The render keeps the reference's frame: its aspect, or the provider's nearest size (issue #46).
    const size = await uprightSize(reference);
    const frame = size ? renderFrameFor(deps.ai.image, size.width, size.height) : RENDER_SIZE;
    const req: ImageRequest = {
      prompt,
      width: frame.width,
      height: frame.height,
      microMacro: 1,
      photoStyled: 0,
      // Three colours from each moodboard image (its accents too, not only its dominant tones), up to eight.
      palette: await paletteOf(own.refs, { each: 3, max: 8 }),
      references: own.refs,
      structure: { image: reference, contentType: isPng(reference) ? 'image/png' : 'image/jpeg', strength: job.strength },
      seed: newSeed(),
      shot: renderShotFromPrompt(prompt),
    };
    const image = await deps.ai.image.generate({ ...req, signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(deps.imageTimeoutMs)]) });
    const title = job.space_author ? `Your space, by ${job.space_author}` : 'Your space';
    const ingredients = [
      { bytes: reference, title, relationship: 'parentOf' as const },
      ...own.refs.map((bytes, i) => ({ bytes, title: `Moodboard image ${i + 1}`, relationship: 'componentOf' as const })),
    ];
    const origin = { prompt, provider: image.provider, model: image.model, offline: deps.ai.image.offline, ingredients };
    const sha = (await deps.assets.storeGenerated(image.bytes, origin)).sha256;
    const written = await writeMoodboards(
      { db: deps.db, assets: deps.assets, by: job.started_by },
      job.project_id,
      async (trx): Promise<RenderRow | null> => {
        const previous = await latestRender(trx, moodboard.id);
        const row = await insertRender(trx, {
          moodboardId: moodboard.id,
          prompt,
          assetSha: sha,
          previousId: previous?.id ?? null,
          space: { sha: job.space_sha, strength: job.strength, author: job.space_author },
        });
        if (!(await settleJob(spaceDb(trx), ctx.workerId, job.id, { status: 'done', renderId: row.id }))) throw new Dropped();
        return row;
      },
      [sha],
    ).catch((err) => {
      if (err instanceof Dropped) return null;
      throw err;
    });
    return written ? 'done' : 'dropped';
  } catch (err) {
    if (ctx.signal.aborted) throw err; // stopping: the job goes back to the queue
    const message =
      err instanceof AppError && err.code !== ErrorCode.Internal
        ? err.message
        : `The image provider ${toProviderError(err, deps.ai.image.provider).kind === 'timeout' ? 'did not answer in time' : 'could not make this render'}. Please try again.`;
    await failJob(deps, ctx.workerId, job, message);
    return 'failed';
  }
}

/** Settles a job as failed and gives its charge back (once: only the worker holding the job settles it). */
async function failJob(deps: MoodboardServiceDeps, workerId: string, job: SpaceJobRow, error: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (await settleJob(spaceDb(trx), workerId, job.id, { status: 'failed', error })) await refundJob(trx, job, deps.dailyQuota.spend);
  });
}

/** Stored images are PNG or JPEG (see normaliseImage). */
const isPng = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));

/** The job was cancelled (or taken back) while it rendered: the render is not kept. */
class Dropped extends Error {}
