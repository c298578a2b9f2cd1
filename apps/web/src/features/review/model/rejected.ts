import { pageTitle, parsePageId, type ReviewFeedback } from '@loci/shared';
import type { FeedbackSummary } from '../../../lib/review-feedback';

/** One image to regenerate: where it is, its guidance (the clients' comments), and whether it is locked (approved). */
export type RegenerateItem = { key: string; pageId: string; imageIndex: number; where: string; guidance: string; locked: boolean };

/** Board images clients rejected (and, as locked items, images they approved), optionally on one page. */
export function rejectedItems(
  summary: Map<string, FeedbackSummary>,
  feedback: readonly ReviewFeedback[],
  onlyPage?: string,
): RegenerateItem[] {
  const items: RegenerateItem[] = [];
  for (const [key, s] of summary) {
    const slash = key.lastIndexOf('/');
    if (slash < 0) continue;
    const pageId = key.slice(0, slash);
    const ref = parsePageId(pageId);
    if (!ref || ref.kind === 'moodboard' || (onlyPage && pageId !== onlyPage)) continue;
    if (!s.rejected && !s.approved) continue;
    const imageIndex = Number(key.slice(slash + 1));
    const comments = feedback
      .filter((f) => f.page_id === pageId && f.image_index === imageIndex && f.current && f.comment)
      .map((f) => f.comment);
    items.push({
      key,
      pageId,
      imageIndex,
      where: `${pageTitle(ref)} · image ${imageIndex + 1}`,
      guidance: comments.join(' ').slice(0, 2000),
      locked: s.approved > 0,
    });
  }
  return items.sort((a, b) => a.key.localeCompare(b.key, undefined, { numeric: true }));
}
