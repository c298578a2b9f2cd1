import type { BrandKit } from '@loci/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** The cache keys of a studio's brand kits and studio kit (the studio page writes them, Instructions reads them). */
export const brandKitKeys = {
  list: (workspaceId: string) => ['workspace', workspaceId, 'brand-kits'] as const,
  studio: (workspaceId: string) => ['workspace', workspaceId, 'studio-kit'] as const,
};

export const brandKitsPath = (workspaceId: string) => `/api/workspaces/${encodeURIComponent(workspaceId)}/brand-kits`;

/** `GET /api/workspaces/:id/brand-kits`: a studio's kits, by name. */
export function brandKitsQuery(workspaceId: string) {
  return queryOptions({
    queryKey: brandKitKeys.list(workspaceId),
    queryFn: async () => (await apiFetch<{ kits: BrandKit[] }>(brandKitsPath(workspaceId))).kits,
  });
}
