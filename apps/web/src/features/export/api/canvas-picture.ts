import type { CanvasPicture } from '@loci/shared';
import { queryOptions } from '@tanstack/react-query';
import { canvasBoardQuery } from '../../../lib/canvas-queries';

/** The Canvas's picture for the deck (its last "Add to deck"), from the board's own read and cache entry. */
export function canvasPictureQuery(projectId: string) {
  return queryOptions({ ...canvasBoardQuery(projectId), select: (board): CanvasPicture | null => board.picture ?? null });
}
