import type { CanvasBoard } from '@loci/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { InsightImage } from '../model/moodboard-insights';

/** The free images the team put on the project's Canvas, as references: the board's own read (one cache entry with the Canvas). */
export function canvasImagesQuery(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.canvas(projectId),
    queryFn: () => apiFetch<CanvasBoard>(`/api/projects/${encodeURIComponent(projectId)}/canvas`),
    select: (board): InsightImage[] =>
      board.items.flatMap((item) => {
        if (item.kind !== 'image' || !item.image) return [];
        const credit = [item.credit, item.licence].filter(Boolean).join(' · ');
        return [{ url: item.image, prompt: item.text || `Photo: ${credit}`, label: item.text || `From the Canvas: ${credit}` }];
      }),
  });
}
