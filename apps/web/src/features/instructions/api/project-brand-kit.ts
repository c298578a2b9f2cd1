import type { KitField, Project } from '@loci/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { brandKitKeys } from '../../../lib/brand-kits';
import { projectKeys } from '../../../lib/project-queries';

type Saved = { project_id: string; project: Project };

/** A project's brand kit: pick one (or none), drop an override, or make a kit from the instructions. Each refreshes the project and its studio's kits. */
export function useProjectBrandKit(projectId: string, workspaceId: string) {
  const queryClient = useQueryClient();
  const path = `/api/projects/${encodeURIComponent(projectId)}`;
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
      queryClient.invalidateQueries({ queryKey: brandKitKeys.list(workspaceId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.list }),
    ]);
  const put = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    return apiFetch<Saved>(`${path}/`, { method: 'PUT', body });
  };
  return {
    pick: useMutation({ mutationFn: (kitId: string) => put({ brandKitId: kitId }), onSuccess }),
    useKitValue: useMutation({ mutationFn: (field: KitField) => put({ useKitValue: JSON.stringify([field]) }), onSuccess }),
    fromInstructions: useMutation({
      mutationFn: () => apiFetch<Saved>(`${path}/brand-kit`, { method: 'POST', body: JSON.stringify({}) }),
      onSuccess,
    }),
  };
}
