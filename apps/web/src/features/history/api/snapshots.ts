import type { SnapshotDetail, SnapshotList, SnapshotRestored, SnapshotSummary } from '@loci/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, knownProjectVersion } from '../../../lib/api-client';
import { invalidateProject } from '../../../lib/project-queries';
import { queryKeys } from '../../../lib/query-keys';

const base = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/snapshots`;
export const snapshotKeys = {
  list: queryKeys.snapshots,
  one: queryKeys.snapshot,
};

/** `GET /api/projects/:id/snapshots`: the project's snapshots, newest first (loaded when History opens). */
export function useSnapshots(projectId: string) {
  return useQuery(
    queryOptions({
      queryKey: snapshotKeys.list(projectId),
      queryFn: async () => (await apiFetch<SnapshotList>(base(projectId))).snapshots,
    }),
  );
}

/** One snapshot's pages (image URLs); a snapshot never changes, so it is fetched once. */
export function useSnapshot(projectId: string, id: string | undefined) {
  return useQuery({
    queryKey: snapshotKeys.one(projectId, id ?? ''),
    queryFn: () => apiFetch<SnapshotDetail>(`${base(projectId)}/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saves the project's pages as a named snapshot. */
export function useSaveSnapshot(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiFetch<SnapshotSummary>(base(projectId), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: snapshotKeys.list(projectId) }),
  });
}

/**
 * Restores one page (or every board page) of a snapshot. Sends the project version the screen shows:
 * when someone changed the project since, the server answers 409 and the project is reloaded.
 */
export function useRestoreSnapshot(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ snapshotId, pageId }: { snapshotId: string; pageId?: string }) => {
      const version = knownProjectVersion(projectId);
      return apiFetch<SnapshotRestored>(`${base(projectId)}/${encodeURIComponent(snapshotId)}/restore`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(version ? { 'If-Match': `"${version}"` } : {}) },
        body: JSON.stringify(pageId ? { pageId } : {}),
      });
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: snapshotKeys.list(projectId) }),
        invalidateProject(queryClient, projectId),
      ]);
    },
  });
}
