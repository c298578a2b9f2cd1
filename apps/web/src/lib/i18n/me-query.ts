import type { MeResponse } from '@loci/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/** `GET /api/me`: the signed-in person, with the language they chose (null: none). */
export function meQuery() {
  return queryOptions({ queryKey: ['me'] as const, queryFn: () => apiFetch<MeResponse>('/api/me'), staleTime: 60_000 });
}
