import type { ClientConfig } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Fetches the public app configuration (`GET /api/config`): map tiles among it. */
export function getMapConfig(): Promise<ClientConfig> {
  return apiFetch<ClientConfig>('/api/config');
}

/** Public configuration, cached for the session (same key as other readers). */
export function useMapConfig() {
  return useQuery({ queryKey: ['config'], queryFn: getMapConfig, staleTime: Number.POSITIVE_INFINITY });
}
