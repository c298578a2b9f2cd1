import type { ClientConfig } from '@loci/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** `GET /api/config`: the public settings (map tiles, geocoder, offline AI, sign-in methods), read once a session. */
export function configQuery() {
  return queryOptions({
    queryKey: ['config'] as const,
    queryFn: () => apiFetch<ClientConfig>('/api/config'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
