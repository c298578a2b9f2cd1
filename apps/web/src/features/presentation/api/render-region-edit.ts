import type { RenderRegionEdit, RenderRegionEditRequest, RenderRegions } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const rendersPath = (projectId: string, moodboardId: string, renderId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/moodboards/${encodeURIComponent(moodboardId)}/renders/${encodeURIComponent(renderId)}`;

/** `GET …/renders/:renderId/regions`: the floor, walls, ceiling and openings found in a render (issue #46). */
export function useRenderRegions(input: { projectId?: string; moodboardId: string; renderId?: string; enabled: boolean }) {
  const { projectId = '', moodboardId, renderId = '' } = input;
  return useQuery({
    queryKey: queryKeys.renderRegions(projectId, moodboardId, renderId),
    queryFn: () => apiFetch<RenderRegions>(`${rendersPath(projectId, moodboardId, renderId)}/regions`),
    enabled: Boolean(projectId && renderId) && input.enabled,
    // A render never changes: its parts are found once.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `POST …/renders/:renderId/region-edit`: one part of a render changed, a new render of the history (issue #46). */
export function editRenderRegion(input: { projectId: string; moodboardId: string; renderId: string; request: RenderRegionEditRequest }) {
  return apiFetch<RenderRegionEdit>(`${rendersPath(input.projectId, input.moodboardId, input.renderId)}/region-edit`, {
    method: 'POST',
    body: JSON.stringify(input.request),
  });
}
