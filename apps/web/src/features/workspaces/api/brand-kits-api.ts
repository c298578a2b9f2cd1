import type { BrandKit, BrandKitInput, StudioKit, StudioKitInput } from '@loci/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { brandKitKeys, brandKitsPath } from '../../../lib/brand-kits';
import { projectKeys } from '../../../lib/project-queries';

const studioPath = (workspaceId: string) => `/api/workspaces/${encodeURIComponent(workspaceId)}/studio-kit`;
const logoForm = (file: File) => {
  const body = new FormData();
  body.set('logo', file);
  return body;
};

/** `GET …/studio-kit`: the studio's own logo, colours, fonts and closing-slide contact lines. */
export function studioKitQuery(workspaceId: string) {
  return queryOptions({
    queryKey: brandKitKeys.studio(workspaceId),
    queryFn: async () => (await apiFetch<{ studio_kit: StudioKit }>(studioPath(workspaceId))).studio_kit,
  });
}

/** Saving a kit (and its logo); the kits and every project (they show the kit's values) refresh. */
export function useBrandKitActions(workspaceId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: brandKitKeys.list(workspaceId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.list }),
      // Every open project read: a kit's values show in the projects that use it.
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'project' && q.queryKey[2] === 'read' }),
    ]);
  return {
    save: useMutation({
      mutationFn: async ({ id, input, logo }: { id?: string; input: BrandKitInput; logo?: File | null }) => {
        const init = { method: id ? 'PATCH' : 'POST', body: JSON.stringify(input) };
        const { kit } = await apiFetch<{ kit: BrandKit }>(
          id ? `${brandKitsPath(workspaceId)}/${encodeURIComponent(id)}` : brandKitsPath(workspaceId),
          init,
        );
        if (!logo) return kit;
        const path = `${brandKitsPath(workspaceId)}/${encodeURIComponent(kit.id)}/logo`;
        return (await apiFetch<{ kit: BrandKit }>(path, { method: 'PUT', body: logoForm(logo) })).kit;
      },
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch(`${brandKitsPath(workspaceId)}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}

/** Saving the studio kit (and its logo). */
export function useSaveStudioKit(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, logo }: { input: StudioKitInput; logo?: File | null }) => {
      const saved = await apiFetch<{ studio_kit: StudioKit }>(studioPath(workspaceId), { method: 'PUT', body: JSON.stringify(input) });
      if (!logo) return saved.studio_kit;
      return (await apiFetch<{ studio_kit: StudioKit }>(`${studioPath(workspaceId)}/logo`, { method: 'PUT', body: logoForm(logo) }))
        .studio_kit;
    },
    onSuccess: (kit) => queryClient.setQueryData(brandKitKeys.studio(workspaceId), kit),
  });
}
