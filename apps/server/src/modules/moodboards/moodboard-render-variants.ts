import { ErrorCode, isUuid, type RenderHour, type RenderVariants, type RenderVariantsRequest, type VariantRegion } from '@loci/shared';
import { materialColour, type ShotTime } from '../../adapters/ai/index.js';
import { AppError } from '../../errors.js';
import { newSeed } from '../imaging/index.js';
import type { ProjectRow } from '../projects/index.js';
import { type MoodboardServiceDeps, requireMoodboard } from './moodboard-deps.js';
import { draw, keepRender, MAX_REFERENCES, moodboardImages, toRenderResponse } from './moodboard-render-shared.js';
import { findRender } from './moodboards.repository.js';

/** What each hour asks of a model, in words, and of the offline renderer, as its time of day. */
const HOURS: Record<RenderHour, { light: string; time: ShotTime }> = {
  morning: { light: 'soft morning light from a low sun, cool shadows', time: 'morning' },
  noon: { light: 'bright midday light, short crisp shadows', time: 'noon' },
  'golden hour': { light: 'warm golden-hour light, long low shadows across the floor', time: 'evening' },
  night: { light: 'night, warm lamplight inside and dark windows', time: 'night' },
};

/** One sentence of a prompt said anew: in place of the one that starts with `head` (once), else added at the end. */
function sayOnce(prompt: string, head: string, sentence: string): string {
  const said = new RegExp(`${head}: [^.]*\\.`, 'gu');
  if (!said.test(prompt)) {
    const base = prompt.trim();
    return `${base}${/[.!?]$/.test(base) ? '' : '.'} ${sentence}`;
  }
  let first = true;
  return prompt
    .replace(said, () => {
      const keep = first;
      first = false;
      return keep ? sentence : '';
    })
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** What a variant changes: the hour's light, or the material of the floor or the walls. */
export type VariantChange = { hour: RenderHour } | { region: VariantRegion; material: string };

/**
 * A variant's prompt: the render's own with its light sentence ("Light: natural daylight, noon.")
 * said for this hour, or its surfaces sentence for this material, in its place and once.
 */
export function variantPrompt(prompt: string, change: VariantChange): string {
  if ('hour' in change) return sayOnce(prompt, 'Light', `Light: ${HOURS[change.hour].light}.`);
  return sayOnce(prompt, 'Surfaces', `Surfaces: ${change.material.toLowerCase()} ${change.region === 'floor' ? 'floor' : 'walls'}.`);
}

/** The changes asked for, in order; offline, only materials the renderer can colour (nothing hollow). */
function changesOf(input: RenderVariantsRequest, offline: boolean): VariantChange[] {
  if ('hours' in input) return input.hours.map((hour) => ({ hour }));
  if (offline) {
    const unknown = input.materials.filter((m) => !materialColour(m));
    if (unknown.length)
      throw new AppError(
        ErrorCode.BadRequest,
        `The offline renderer cannot draw ${unknown.map((m) => `“${m}”`).join(', ')}. It knows materials such as terrazzo, oak, walnut, marble, travertine, limestone, concrete, slate, brick, terracotta, cork, plaster and tadelakt.`,
      );
  }
  return input.materials.map((material) => ({ region: input.region, material }));
}

/**
 * POST …/renders/:renderId/variants (issue #46): the same space with one thing varied, 2–4 times
 * (the hour, or the material of the floor or the walls), side by side. Each variant is a new render
 * of the history, made from the chosen render (its first reference, so the space stays) and the
 * moodboard's images; each is charged as one render and counts against the daily quota, one after
 * another, so a quota that runs out stops the rest (those made are kept).
 */
export async function renderVariants(
  deps: MoodboardServiceDeps,
  who: { userId: string; project: ProjectRow },
  target: { moodboardId: string; renderId: string },
  input: RenderVariantsRequest,
): Promise<RenderVariants> {
  const moodboard = await requireMoodboard(deps, who.project.id, target.moodboardId);
  const source = isUuid(target.renderId) ? await findRender(deps.db, moodboard.id, target.renderId) : undefined;
  const bytes = source?.asset_sha ? await deps.assets.readBytes(source.asset_sha) : null;
  if (!source || !bytes) throw new AppError(ErrorCode.NotFound, 'Render not found.');
  const changes = changesOf(input, deps.ai.image.offline);
  const own = await moodboardImages(deps, moodboard);
  const refs = [bytes, ...own.refs].slice(0, MAX_REFERENCES);
  const chargeTo = { userId: who.userId, workspaceId: who.project.workspace_id, projectId: who.project.id };
  const variants: RenderVariants['variants'] = [];
  // One seed and one prompt for the set: the offline renderer draws the same room each time, only the change differs.
  const seed = newSeed();
  for (const change of changes) {
    const prompt = variantPrompt(source.prompt, change);
    const look = 'hour' in change ? { time: HOURS[change.hour].time } : { surfaces: { [change.region]: change.material } };
    const sha = await draw(deps, chargeTo, prompt, refs, { seed, fromPrevious: true, variantOf: source.prompt, ...look });
    const row = await keepRender(deps, who.project, moodboard, { prompt, sha, previousId: source.id, by: who.userId });
    variants.push({
      value: 'hour' in change ? change.hour : change.material,
      render: toRenderResponse(row, { cached: false, regenerated: true }),
    });
  }
  return { vary: 'hours' in input ? 'hour' : 'material', region: 'hours' in input ? null : input.region, variants };
}
