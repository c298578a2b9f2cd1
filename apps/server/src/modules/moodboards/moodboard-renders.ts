import {
  AESTHETIC_REFERENCE_LABEL,
  assetUrl,
  ErrorCode,
  type MoodboardRender,
  type RenderEditInput,
  type RenderInput,
  type RenderResponse,
} from '@loci/shared';
import { type ImageRequest, renderShotFromPrompt, toProviderError } from '../../adapters/ai/index.js';
import { AppError } from '../../errors.js';
import { extractPalette } from '../assets/index.js';
import { type ChargeTo, newSeed, quotaError, reserveGeneration, textCall } from '../imaging/index.js';
import type { ProjectRow, ProjectView } from '../projects/index.js';
import { invalidImage, readImageRef } from './image-refs.js';
import { type MoodboardServiceDeps, requireMoodboard } from './moodboard-deps.js';
import { toRenderDto } from './moodboard-dto.js';
import { writeMoodboards } from './moodboard-links.js';
import { insertRender, latestRender, listImages, listRenders, type MoodboardRow, type RenderRow } from './moodboards.repository.js';

/** Renders are landscape: a room seen at eye level. */
export const RENDER_SIZE = { width: 1536, height: 1024 } as const;
const MAX_REFERENCES = 8;
const RETRY_DELAY_MS = 500;

/** Moodboard renders: generated from the moodboard, cached, regenerated with an edited prompt; every one kept. */
export function createMoodboardRenders(deps: MoodboardServiceDeps) {
  const { db, assets, ai, brand } = deps;

  /** The moodboard's finished images (bytes, for reference) with their labels and prompts. */
  async function moodboardImages(moodboard: MoodboardRow) {
    const rows = (await listImages(db, [moodboard.id])).filter((r) => r.status === 'done' && r.asset_sha);
    const refs: Buffer[] = [];
    for (const r of rows.slice(0, MAX_REFERENCES)) {
      const bytes = r.asset_sha ? await assets.readBytes(r.asset_sha) : null;
      if (bytes) refs.push(bytes);
    }
    const generated = rows.filter((r) => r.label !== AESTHETIC_REFERENCE_LABEL);
    return { refs, labels: generated.map((r) => r.label), prompts: generated.map((r) => r.prompt) };
  }

  /** The client's images (asset URLs or data URLs), used only when the moodboard has none finished. */
  async function clientImages(userId: string, images: string[]): Promise<Buffer[]> {
    const refs: Buffer[] = [];
    for (const [i, raw] of images.slice(0, MAX_REFERENCES).entries()) {
      if (!raw.trim()) continue;
      const ref = await readImageRef(deps, userId, raw);
      if (!ref) throw invalidImage(`images[${i}]`);
      refs.push(ref.bytes);
    }
    return refs;
  }

  /** The dominant colours of the references (two from each), so the offline renderer follows the moodboard. */
  async function paletteOf(refs: Buffer[]): Promise<string[]> {
    const colours = (await Promise.all(refs.map((b) => extractPalette(b, 2).catch(() => [])))).flat();
    return [...new Set(colours)].slice(0, 5);
  }

  /** One landscape render through the image model (quota, one retry after a network error), stored with the AI mark. */
  async function draw(
    who: ChargeTo,
    prompt: string,
    refs: Buffer[],
    opts: { seed?: number; fromPrevious?: boolean } = {},
  ): Promise<string> {
    if (!(await reserveGeneration(db, who, deps.dailyQuota))) throw quotaError();
    const palette = await paletteOf(refs);
    const req: ImageRequest = {
      prompt,
      ...RENDER_SIZE,
      microMacro: 1,
      photoStyled: 0,
      palette,
      references: refs,
      ...(opts.seed ? { seed: opts.seed } : {}),
      shot: renderShotFromPrompt(prompt),
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
      return (await assets.storeGenerated(image.bytes, origin)).sha256;
    } catch (err) {
      if (err instanceof AppError) throw err;
      const kind = toProviderError(err, ai.image.provider).kind;
      const why = kind === 'timeout' ? 'did not answer in time' : 'could not make this render';
      throw new AppError(ErrorCode.Upstream, `The image provider ${why}. Please try again.`);
    }
  }

  async function keep(
    project: ProjectRow,
    moodboard: MoodboardRow,
    render: { prompt: string; sha: string; previousId: string | null; by: string },
  ) {
    return writeMoodboards(
      { db, assets, by: render.by },
      project.id,
      (trx) => insertRender(trx, { moodboardId: moodboard.id, prompt: render.prompt, assetSha: render.sha, previousId: render.previousId }),
      [render.sha],
    );
  }

  function toResponse(row: RenderRow, flags: { cached: boolean; regenerated: boolean }): RenderResponse {
    const image = row.asset_sha ? assetUrl(row.asset_sha) : '';
    return { image, render_prompt: row.prompt, render_url: image, render_id: row.id, ...flags };
  }

  /**
   * POST /generate_render/: the latest render (`cached: true`) unless there is none or
   * force_regenerate is set; then a new one from the moodboard's area, description, images and prompts.
   */
  async function generate(userId: string, project: ProjectView, form: RenderInput): Promise<RenderResponse> {
    const moodboard = await requireMoodboard(deps, project.id, form.moodboard_id);
    const force = form.force_regenerate;
    const latest = await latestRender(db, moodboard.id);
    if (latest && !force) return toResponse(latest, { cached: true, regenerated: false });
    const own = await moodboardImages(moodboard);
    const refs = own.refs.length ? own.refs : await clientImages(userId, form.images);
    const prompts = own.prompts.length ? own.prompts : form.prompts.map((p) => p.trim()).filter(Boolean);
    const area = (form.programmaticArea || moodboard.programmatic_area).slice(0, 60);
    const description = (form.areaDescription || moodboard.area_description).slice(0, 4000);
    const prompt = await textCall(ai, async () =>
      ai.text.renderPrompt({
        ...(await brand.forProject(project)),
        programmaticArea: area,
        areaDescription: description || undefined,
        moodboardTitle: moodboard.title,
        labels: own.labels,
        prompts,
        previousPrompt: latest?.prompt,
      }),
    );
    // A regeneration gets a new seed: the same prompt never gives the same render again.
    const sha = await draw({ userId, workspaceId: project.workspace_id }, prompt, refs, latest ? { seed: newSeed() } : {});
    const row = await keep(project, moodboard, { prompt, sha, previousId: latest?.id ?? null, by: userId });
    return toResponse(row, { cached: false, regenerated: Boolean(latest) });
  }

  /** POST /edit_render/: a new render from the edited prompt, with the previous render as the first reference. */
  async function edit(userId: string, project: ProjectView, form: RenderEditInput): Promise<RenderResponse> {
    const moodboard = await requireMoodboard(deps, project.id, form.moodboard_id);
    const prompt = form.new_prompt;
    const history = await listRenders(db, [moodboard.id]);
    const latest = history.at(-1);
    const raw = form.previous_render;
    const previous = raw ? await readImageRef(deps, userId, raw) : null;
    if (raw && !previous) throw invalidImage('previous_render');
    const previousRow = (previous?.sha && history.findLast((r) => r.asset_sha === previous.sha)) || latest;
    const previousBytes = previous?.bytes ?? (latest?.asset_sha ? await assets.readBytes(latest.asset_sha) : null);
    const own = await moodboardImages(moodboard);
    const refs = [...(previousBytes ? [previousBytes] : []), ...own.refs].slice(0, MAX_REFERENCES);
    const sha = await draw({ userId, workspaceId: project.workspace_id }, prompt, refs, {
      seed: newSeed(),
      fromPrevious: Boolean(previousBytes),
    });
    const row = await keep(project, moodboard, { prompt, sha, previousId: previousRow?.id ?? null, by: userId });
    return toResponse(row, { cached: false, regenerated: true });
  }

  /** GET /api/projects/:id/moodboards/:moodboardId/renders — the history, newest last. */
  async function history(project: ProjectRow, moodboardId: string): Promise<{ renders: MoodboardRender[] }> {
    const moodboard = await requireMoodboard(deps, project.id, moodboardId);
    return { renders: (await listRenders(db, [moodboard.id])).map(toRenderDto) };
  }

  return { generate, edit, history };
}
