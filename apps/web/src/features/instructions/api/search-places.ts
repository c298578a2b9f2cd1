import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** One place from the gazetteer (`GET /api/geo/search`). */
export type PlaceResult = {
  id: string;
  name: string;
  label: string;
  lat: number;
  lng: number;
  region?: string;
  country?: string;
  countryCode?: string;
  population?: number;
};

export const PLACE_RESULT_LIMIT = 6;

/** Searches places by prefix for the location autocomplete. */
export async function searchPlaces(query: string, signal?: AbortSignal): Promise<PlaceResult[]> {
  const params = new URLSearchParams({ q: query, limit: String(PLACE_RESULT_LIMIT) });
  const body = await apiFetch<{ results: PlaceResult[] }>(`/api/geo/search?${params}`, { signal });
  return body.results;
}

/** The autocomplete request for one query (trimmed). */
export function placesQuery(query: string) {
  return queryOptions({
    queryKey: ['geo', 'search', query] as const,
    queryFn: ({ signal }) => searchPlaces(query, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Autocomplete results for a (debounced) query; idle below 2 characters. */
export function useSearchPlaces(query: string) {
  const q = query.trim();
  return useQuery({ ...placesQuery(q), enabled: q.length >= 2 });
}
