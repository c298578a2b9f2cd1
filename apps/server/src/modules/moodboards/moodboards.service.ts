import { type Moodboard, type MoodboardDeleteInput, renderSlotKey } from '@loci/shared';
import { forgetSlotVersions } from '../history/index.js';
import type { ProjectRow } from '../projects/index.js';
import { createMoodboardCreation } from './moodboard-create.js';
import { type MoodboardServiceDeps, moodboardOfForm, requireMoodboard } from './moodboard-deps.js';
import { createMoodboardImages } from './moodboard-images.js';
import { writeMoodboards } from './moodboard-links.js';
import { toMoodboards } from './moodboard-reads.js';
import { editRenderRegion, renderRegions } from './moodboard-render-region-edit.js';
import { regenerateRenderForReview } from './moodboard-render-review.js';
import { upscaleRender } from './moodboard-render-upscale.js';
import { renderVariants } from './moodboard-render-variants.js';
import { createMoodboardRenders } from './moodboard-renders.js';
import { deleteMoodboardRow, listMoodboards, type MoodboardRow } from './moodboards.repository.js';

/** Moodboard and render use cases (spec §4, §7); each checks project ownership before anything else. */
export function createMoodboardService(deps: MoodboardServiceDeps) {
  const creation = createMoodboardCreation(deps);
  const images = createMoodboardImages(deps);
  const renders = createMoodboardRenders(deps);

  /** Deletes a moodboard with its images, renders and their versions; files of assets nothing else uses go after the commit. */
  async function remove(project: ProjectRow, moodboard: MoodboardRow): Promise<{ success: true }> {
    const forgotten: string[] = [];
    await writeMoodboards(
      { db: deps.db, assets: deps.assets },
      project.id,
      async (trx) => {
        await deleteMoodboardRow(trx, moodboard.id);
        forgotten.push(...(await forgetSlotVersions(trx, project.id, [`moodboard:${moodboard.id}:`, renderSlotKey(moodboard.id)])));
      },
      forgotten,
    );
    return { success: true };
  }

  return {
    metadata: creation.metadata,
    create: creation.create,
    singleImage: images.single,
    updateImage: images.update,
    editWithoutProject: images.editWithoutProject,
    regenerateForReview: images.regenerateForReview,
    /** Review's "Regenerate rejected" for a rejected render (issue #46). */
    regenerateRenderForReview: (userId: string, opts: { projectId: string; moodboardId: string; renderId: string; prompt: string }) =>
      regenerateRenderForReview(deps, userId, opts),
    generateRender: renders.generate,
    editRender: renders.edit,
    renderHistory: renders.history,
    /** POST /api/projects/:id/moodboards/:moodboardId/renders/:renderId/upscale */
    upscaleRender: (
      who: Parameters<typeof upscaleRender>[1],
      target: Parameters<typeof upscaleRender>[2],
      input: Parameters<typeof upscaleRender>[3],
    ) => upscaleRender(deps, who, target, input),
    renderVariants: (
      who: Parameters<typeof renderVariants>[1],
      target: Parameters<typeof renderVariants>[2],
      input: Parameters<typeof renderVariants>[3],
    ) => renderVariants(deps, who, target, input),
    /** GET /api/projects/:id/moodboards/:moodboardId/renders/:renderId/regions */
    renderRegions: (who: Parameters<typeof renderRegions>[1], target: Parameters<typeof renderRegions>[2]) =>
      renderRegions(deps, who, target),
    /** POST /api/projects/:id/moodboards/:moodboardId/renders/:renderId/region-edit */
    editRenderRegion: (
      who: Parameters<typeof editRenderRegion>[1],
      target: Parameters<typeof editRenderRegion>[2],
      input: Parameters<typeof editRenderRegion>[3],
    ) => editRenderRegion(deps, who, target, input),
    pinRender: renders.pin,

    /** GET /api/projects/:id/moodboards */
    async list(project: ProjectRow): Promise<{ moodboards: Moodboard[] }> {
      return { moodboards: await toMoodboards(deps.db, await listMoodboards(deps.db, project.id)) };
    },

    /** POST /delete_moodboard/ (by moodboard_id, else by title without the " moodboard" suffix). */
    async deleteFromForm(project: ProjectRow, form: MoodboardDeleteInput): Promise<{ success: true }> {
      return remove(project, await moodboardOfForm(deps, project, form));
    },

    /** DELETE /api/projects/:id/moodboards/:moodboardId */
    async deleteById(project: ProjectRow, moodboardId: string): Promise<{ success: true }> {
      return remove(project, await requireMoodboard(deps, project.id, moodboardId));
    },
  };
}

export type MoodboardService = ReturnType<typeof createMoodboardService>;
