import { ErrorCode, isUuid, type RenderRegionEdit, type RenderRegionEditRequest, type RenderRegions } from '@loci/shared';
import { keepOutside, maskToPng, materialOf, toProviderError } from '../../adapters/ai/index.js';
import { AppError } from '../../errors.js';
import { quotaError, reserveGeneration } from '../imaging/index.js';
import type { ProjectRow } from '../projects/index.js';
import { type MoodboardServiceDeps, requireMoodboard } from './moodboard-deps.js';
import { partToChange, REGION_WORDS, regionsOf } from './moodboard-render-region.js';
import { keepRender, toRenderResponse } from './moodboard-render-shared.js';
import { findRender } from './moodboards.repository.js';

type Who = { userId: string; project: ProjectRow };
type Target = { moodboardId: string; renderId: string };

async function sourceRender(deps: MoodboardServiceDeps, projectId: string, target: Target) {
  const moodboard = await requireMoodboard(deps, projectId, target.moodboardId);
  const source = isUuid(target.renderId) ? await findRender(deps.db, moodboard.id, target.renderId) : undefined;
  const bytes = source?.asset_sha ? await deps.assets.readBytes(source.asset_sha) : null;
  if (!source || !bytes) throw new AppError(ErrorCode.NotFound, 'Render not found.');
  return { moodboard, source, bytes };
}

/** GET …/renders/:renderId/regions (issue #46): the floor, walls, ceiling and openings found in a render. */
export async function renderRegions(deps: MoodboardServiceDeps, who: Who, target: Target): Promise<RenderRegions> {
  const { bytes } = await sourceRender(deps, who.project.id, target);
  return regionsOf(bytes);
}

/** The render's prompt with the change said at its end, once per change. */
export function regionEditPrompt(prompt: string, what: string, becomes: string): string {
  const base = prompt.trim();
  return `${base}${/[.!?]$/.test(base) ? '' : '.'} Changed: ${what} into ${becomes.replace(/[.!?]+$/, '')}.`;
}

/**
 * POST …/renders/:renderId/region-edit (issue #46 "Change one part"): the part of a render given by
 * a mask or a region the segmenter found becomes what the designer wrote ("terrazzo floor"). The
 * image model edits the part (offline: the material's colour and grain under the render's light);
 * outside it the render is kept pixel for pixel. A new render of the history, charged as one image;
 * every refusal (a bad mask, an unknown material offline, a model that cannot edit) comes first and
 * costs nothing.
 */
export async function editRenderRegion(
  deps: MoodboardServiceDeps,
  who: Who,
  target: Target,
  input: RenderRegionEditRequest,
): Promise<RenderRegionEdit> {
  const { moodboard, source, bytes } = await sourceRender(deps, who.project.id, target);
  const { image } = deps.ai;
  if (!image.edit) throw new AppError(ErrorCode.BadRequest, `The image provider (${image.provider}) cannot change one part of a render.`);
  if (image.offline && !materialOf(input.prompt))
    throw new AppError(
      ErrorCode.BadRequest,
      `The offline renderer cannot draw “${input.prompt}”. Name a material it knows, such as terrazzo, oak, walnut, marble, travertine, limestone, concrete, slate, brick, terracotta, cork, plaster or tadelakt.`,
    );
  const part = await partToChange(bytes, input);
  const what = 'region' in input ? REGION_WORDS[input.region] : 'the painted part';
  const chargeTo = { userId: who.userId, workspaceId: who.project.workspace_id, projectId: who.project.id };
  if (!(await reserveGeneration(deps.db, chargeTo, deps.dailyQuota))) throw quotaError();
  let edited: Buffer;
  let made: { provider: string; model: string };
  try {
    const out = await image.edit({
      image: bytes,
      mask: await maskToPng(part),
      prompt: input.prompt,
      width: part.width,
      height: part.height,
      ...('region' in input ? { region: input.region } : {}),
      signal: AbortSignal.timeout(deps.imageTimeoutMs),
    });
    edited = await keepOutside(bytes, out.bytes, part.mask);
    made = out;
  } catch (err) {
    const kind = toProviderError(err, image.provider).kind;
    const why = kind === 'timeout' ? 'did not answer in time' : 'could not change this part of the render';
    throw new AppError(ErrorCode.Upstream, `The image provider ${why}. Please try again.`);
  }
  const prompt = regionEditPrompt(source.prompt, what, input.prompt);
  const percent = Math.max(1, Math.round(part.coverage * 100));
  const stored = await deps.assets.storeGenerated(edited, {
    prompt,
    provider: made.provider,
    model: made.model,
    offline: image.offline,
    ingredients: [{ bytes, title: 'The render', relationship: 'parentOf' }],
    // The render's own mark is kept: the part never covers it.
    markedAlready: true,
    edit: `Loci changed one part of the render (${what}, ${percent} % of the picture) into “${input.prompt}”; outside it the render is unchanged.`,
  });
  const row = await keepRender(deps, who.project, moodboard, { prompt, sha: stored.sha256, previousId: source.id, by: who.userId });
  return { render: toRenderResponse(row, { cached: false, regenerated: true }), coverage: Math.round(part.coverage * 1000) / 1000 };
}
