import { AESTHETIC_REFERENCE_LABEL, assetUrl, ErrorCode, type RenderResponse } from '@loci/shared';
import { type ImageRequest, renderShotFromPrompt, type ShotTime, toProviderError } from '../../adapters/ai/index.js';
import { AppError } from '../../errors.js';
import { extractPalette } from '../assets/index.js';
import { type ChargeTo, quotaError, reserveGeneration } from '../imaging/index.js';
import type { ProjectRow } from '../projects/index.js';
import type { MoodboardServiceDeps } from './moodboard-deps.js';
import { writeMoodboards } from './moodboard-links.js';
import { insertRender, listImages, type MoodboardRow, type RenderRow } from './moodboards.repository.js';

/** What the render operations share: the moodboard's references, their palette, the image call, keeping and answering. */

/** Renders are landscape: a room seen at eye level. */
export const RENDER_SIZE = { width: 1536, height: 1024 } as const;
/** References a plain render (or an edit) sends the image model at the most. */
export const MAX_REFERENCES = 8;
const RETRY_DELAY_MS = 500;

/** The moodboard's finished images (bytes, for reference, up to `max`) with their labels and prompts. */
export async function moodboardImages(deps: MoodboardServiceDeps, moodboard: MoodboardRow, max = MAX_REFERENCES) {
  const rows = (await listImages(deps.db, [moodboard.id])).filter((r) => r.status === 'done' && r.asset_sha);
  const refs: Buffer[] = [];
  for (const r of rows.slice(0, max)) {
    const bytes = r.asset_sha ? await deps.assets.readBytes(r.asset_sha) : null;
    if (bytes) refs.push(bytes);
  }
  const generated = rows.filter((r) => r.label !== AESTHETIC_REFERENCE_LABEL);
  return { refs, labels: generated.map((r) => r.label), prompts: generated.map((r) => r.prompt) };
}

/** The references' colours (`each` from every one), up to `max`, so the renderer follows the moodboard. */
export async function paletteOf(refs: Buffer[], { each, max }: { each: number; max: number }): Promise<string[]> {
  const colours = (await Promise.all(refs.map((b) => extractPalette(b, each).catch(() => [])))).flat();
  return [...new Set(colours)].slice(0, max);
}

/** One landscape render through the image model (quota, one retry after a network error), stored with the AI mark. */
export async function draw(
  deps: MoodboardServiceDeps,
  who: ChargeTo,
  prompt: string,
  refs: Buffer[],
  opts: { seed?: number; fromPrevious?: boolean; time?: ShotTime; surfaces?: ImageRequest['surfaces']; variantOf?: string } = {},
): Promise<string> {
  const { ai } = deps;
  if (!(await reserveGeneration(deps.db, who, deps.dailyQuota))) throw quotaError();
  const req: ImageRequest = {
    prompt,
    ...RENDER_SIZE,
    microMacro: 1,
    photoStyled: 0,
    // The dominant colours of the references (two from each), so the offline renderer follows the moodboard.
    palette: await paletteOf(refs, { each: 2, max: 5 }),
    references: refs,
    ...(opts.seed ? { seed: opts.seed } : {}),
    // A light variant sets the hour itself: the prompt may name another one ("morning light") from before.
    // A variant's shot is its set's (one room), with its own hour when it varies the hour.
    shot: { ...renderShotFromPrompt(opts.variantOf ?? prompt), ...(opts.time ? { time: opts.time } : {}) },
    ...(opts.surfaces ? { surfaces: opts.surfaces } : {}),
    ...(opts.variantOf ? { variantOf: opts.variantOf } : {}),
  };
  const call = () => ai.image.generate({ ...req, signal: AbortSignal.timeout(deps.imageTimeoutMs) });
  const retryOnce = async () => {
    try {
      return await call();
    } catch (err) {
      if (toProviderError(err, ai.image.provider).kind !== 'network') throw err;
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
      return call();
    }
  };
  try {
    const image = await retryOnce();
    // Content Credentials: the moodboard images are placed components; an edit opens the previous render.
    const ingredients = refs.map((bytes, i) =>
      opts.fromPrevious && i === 0
        ? { bytes, title: 'Previous render', relationship: 'parentOf' as const }
        : { bytes, title: `Moodboard image ${opts.fromPrevious ? i : i + 1}`, relationship: 'componentOf' as const },
    );
    const origin = { prompt, provider: image.provider, model: image.model, offline: ai.image.offline, ingredients };
    return (await deps.assets.storeGenerated(image.bytes, origin)).sha256;
  } catch (err) {
    if (err instanceof AppError) throw err;
    const kind = toProviderError(err, ai.image.provider).kind;
    const why = kind === 'timeout' ? 'did not answer in time' : 'could not make this render';
    throw new AppError(ErrorCode.Upstream, `The image provider ${why}. Please try again.`);
  }
}

/** Keeps a new render (every one is kept: the history), linked to the project with its image. */
export function keepRender(
  deps: MoodboardServiceDeps,
  project: ProjectRow,
  moodboard: MoodboardRow,
  render: { prompt: string; sha: string; previousId: string | null; by: string },
): Promise<RenderRow> {
  return writeMoodboards(
    { db: deps.db, assets: deps.assets, by: render.by },
    project.id,
    (trx) => insertRender(trx, { moodboardId: moodboard.id, prompt: render.prompt, assetSha: render.sha, previousId: render.previousId }),
    [render.sha],
  );
}

export function toRenderResponse(row: RenderRow, flags: { cached: boolean; regenerated: boolean }): RenderResponse {
  const image = row.asset_sha ? assetUrl(row.asset_sha) : '';
  return { image, render_prompt: row.prompt, render_url: image, render_id: row.id, ...flags };
}
