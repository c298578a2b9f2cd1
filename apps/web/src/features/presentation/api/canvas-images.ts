import { queryOptions } from '@tanstack/react-query';
import { canvasBoardQuery } from '../../../lib/canvas-queries';
import type { InsightImage } from '../model/moodboard-insights';

/** The free images the team put on the project's Canvas, as references (the board's own read and cache entry). */
export function canvasImagesQuery(projectId: string) {
  return queryOptions({
    ...canvasBoardQuery(projectId),
    select: (board): InsightImage[] =>
      board.items.flatMap((item) => {
        if (item.kind !== 'image' || !item.image) return [];
        const credit = [item.credit, item.licence].filter(Boolean).join(' · ');
        return [{ url: item.image, prompt: item.text || `Photo: ${credit}`, label: item.text || `From the Canvas: ${credit}` }];
      }),
  });
}
