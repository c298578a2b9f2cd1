import { ErrorCode, isUuid, type RenderHour, type RenderVariants, type RenderVariantsRequest } from '@loci/shared';
import type { ShotTime } from '../../adapters/ai/index.js';
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

/**
 * A variant's prompt: the render's own with its light sentence ("Light: natural daylight, noon.")
 * said for this hour instead (in its place, once), or this hour's light added when it had none.
 */
export function variantPrompt(prompt: string, hour: RenderHour): string {
  const light = `Light: ${HOURS[hour].light}.`;
  const sentence = /Light: [^.]*\./gu;
  if (!sentence.test(prompt)) {
    const base = prompt.trim();
    return `${base}${/[.!?]$/.test(base) ? '' : '.'} ${light}`;
  }
  let first = true;
  return prompt
    .replace(sentence, () => {
      const keep = first;
      first = false;
      return keep ? light : '';
    })
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * POST …/renders/:renderId/variants (issue #46): the same space at 2–4 hours, side by side. Each
 * variant is a new render of the history, made from the chosen render (its first reference, so the
 * space stays) and the moodboard's images, lit at its hour; each is charged as one render and
 * counts against the daily quota, one after another, so a quota that runs out stops the rest.
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
  const own = await moodboardImages(deps, moodboard);
  const refs = [bytes, ...own.refs].slice(0, MAX_REFERENCES);
  const chargeTo = { userId: who.userId, workspaceId: who.project.workspace_id, projectId: who.project.id };
  const variants: RenderVariants['variants'] = [];
  for (const hour of input.hours) {
    const prompt = variantPrompt(source.prompt, hour);
    const sha = await draw(deps, chargeTo, prompt, refs, { seed: newSeed(), fromPrevious: true, time: HOURS[hour].time });
    const row = await keepRender(deps, who.project, moodboard, { prompt, sha, previousId: source.id, by: who.userId });
    variants.push({ hour, render: toRenderResponse(row, { cached: false, regenerated: true }) });
  }
  return { variants };
}
