import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The part of `GET /api/config` the boards read. */
export type PresentationConfig = { offlineAi: boolean };

/** Fetches the public app configuration. */
export function getAppConfig(): Promise<PresentationConfig> {
  return apiFetch<PresentationConfig>('/api/config');
}

/** Public configuration, cached for the session (same key as other readers). */
export function useAppConfig() {
  return useQuery({ queryKey: ['config'], queryFn: getAppConfig, staleTime: Number.POSITIVE_INFINITY });
}
