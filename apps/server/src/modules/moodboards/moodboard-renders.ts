import type { MoodboardRender, PinRenderInput, RenderEditInput, RenderInput, RenderResponse } from '@loci/shared';
import type { ProjectRow, ProjectView } from '../projects/index.js';
import type { MoodboardServiceDeps } from './moodboard-deps.js';
import { editRender } from './moodboard-render-edit.js';
import { generateRender } from './moodboard-render-generate.js';
import { renderHistory } from './moodboard-render-history.js';
import { pinRender } from './moodboard-render-pin.js';

export { RENDER_SIZE } from './moodboard-render-shared.js';

/**
 * Moodboard renders: generated from the moodboard, cached, regenerated with an edited prompt; every one kept.
 * One operation a file (`moodboard-render-*.ts`); what they share is in moodboard-render-shared.ts.
 */
export function createMoodboardRenders(deps: MoodboardServiceDeps) {
  return {
    generate: (userId: string, project: ProjectView, form: RenderInput): Promise<RenderResponse> =>
      generateRender(deps, userId, project, form),
    edit: (userId: string, project: ProjectView, form: RenderEditInput): Promise<RenderResponse> => editRender(deps, userId, project, form),
    history: (project: ProjectRow, moodboardId: string): Promise<{ renders: MoodboardRender[]; pinned_render_id: string | null }> =>
      renderHistory(deps, project, moodboardId),
    pin: (opts: { project: ProjectRow; moodboardId: string; input: PinRenderInput; by: string }) => pinRender(deps, opts),
  };
}
