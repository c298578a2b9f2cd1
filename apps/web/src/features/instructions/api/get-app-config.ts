import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/config`: the public settings the map needs. */
export type AppConfig = {
  /** Tile URL template; '' means no tiles (hexagons on the paper background). */
  mapTileUrl: string;
  mapTileAttribution: string;
  geocoder: 'offline' | 'nominatim' | 'google';
  offlineAi: boolean;
};

/** Fetches the public app configuration. */
export function getAppConfig(): Promise<AppConfig> {
  return apiFetch<AppConfig>('/api/config');
}

/** The public app configuration, cached for the session. */
export function useAppConfig() {
  return useQuery({ queryKey: ['config'], queryFn: getAppConfig, staleTime: Number.POSITIVE_INFINITY });
}
