import type { SlotVersionList } from '@loci/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, knownProjectVersion } from '../../../lib/api-client';
import { invalidateProject } from '../../../lib/project-queries';
import { queryKeys } from '../../../lib/query-keys';

export const slotVersionsKey = queryKeys.slotVersions;

/** `GET /api/projects/:id/slot-versions?slot=…`: every image a slot has shown, newest (current) first. */
export function slotVersionsQuery(projectId: string, slot: string) {
  const path = `/api/projects/${encodeURIComponent(projectId)}/slot-versions?slot=${encodeURIComponent(slot)}`;
  return queryOptions({
    queryKey: slotVersionsKey(projectId, slot),
    queryFn: async () => (await apiFetch<SlotVersionList>(path)).versions,
  });
}

/** A slot's versions, loaded when the popup opens (never with the project). */
export function useSlotVersions(projectId: string | undefined, slot: string) {
  return useQuery({ ...slotVersionsQuery(projectId ?? '', slot), enabled: Boolean(projectId) });
}

/**
 * Restores one version (it becomes the slot's image as a new entry). Sends the project version the
 * screen shows: when someone changed the project since, the server answers 409 and the project is reloaded.
 */
export function useRestoreVersion(projectId: string | undefined, slot: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (versionId: string) => {
      const id = projectId ?? '';
      const version = knownProjectVersion(id);
      const path = `/api/projects/${encodeURIComponent(id)}/slot-versions/${encodeURIComponent(versionId)}/restore`;
      return (await apiFetch<SlotVersionList>(path, { method: 'POST', headers: version ? { 'If-Match': `"${version}"` } : {} })).versions;
    },
    onSuccess: async (versions) => {
      queryClient.setQueryData(slotVersionsKey(projectId ?? '', slot), versions);
      if (projectId) await invalidateProject(queryClient, projectId);
    },
  });
}
