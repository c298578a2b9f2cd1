import type { CanvasBoard } from '@loci/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { queryKeys } from './query-keys';

/**
 * `GET /api/projects/:id/canvas`: the board's items, whether the caller may change them, and its
 * picture for the deck. One cache entry, read by the Canvas and by the screens that offer what it
 * holds (its free images as references, its picture in the export and in Present).
 */
export function canvasBoardQuery(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.canvas(projectId),
    queryFn: () => apiFetch<CanvasBoard>(`/api/projects/${encodeURIComponent(projectId)}/canvas`),
  });
}
