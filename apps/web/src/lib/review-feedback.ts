import type { ReviewFeedback } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { feedbackQuery } from './project-queries';

/** What clients said about one image (or one page): verdicts on the image shown now, and comments. */
export type FeedbackSummary = { approved: number; rejected: number; comments: ReviewFeedback[] };

const EMPTY: FeedbackSummary = { approved: 0, rejected: 0, comments: [] };

/**
 * Sums feedback by image key (`<pageId>/<index>`) and by page (`<pageId>`): each link's latest verdict
 * on the image shown now counts once; comments are kept in order.
 */
export function summariseFeedback(feedback: readonly ReviewFeedback[]): Map<string, FeedbackSummary> {
  const latest = new Map<string, ReviewFeedback>();
  const out = new Map<string, FeedbackSummary>();
  const entry = (key: string) => {
    const found = out.get(key);
    if (found) return found;
    const made: FeedbackSummary = { approved: 0, rejected: 0, comments: [] };
    out.set(key, made);
    return made;
  };
  for (const f of feedback) {
    const key = f.image_index === null ? f.page_id : `${f.page_id}/${f.image_index}`;
    if (f.comment && f.current) entry(key).comments.push(f);
    if (f.verdict && f.current) latest.set(`${f.link_id}|${key}`, f);
  }
  for (const f of latest.values()) {
    const image = entry(`${f.page_id}/${f.image_index}`);
    const page = entry(f.page_id);
    if (f.verdict === 'approve') {
      image.approved += 1;
      page.approved += 1;
    } else {
      image.rejected += 1;
      page.rejected += 1;
    }
  }
  return out;
}

/** The feedback summary of a project (empty while loading, or without a project). */
export function useFeedbackSummary(projectId: string | undefined): { summary: Map<string, FeedbackSummary>; feedback: ReviewFeedback[] } {
  const query = useQuery({ ...feedbackQuery(projectId ?? ''), enabled: Boolean(projectId) });
  const feedback = query.data ?? [];
  return { summary: summariseFeedback(feedback), feedback };
}

/** One key's summary, or an empty one. */
export function summaryOf(summary: Map<string, FeedbackSummary>, key: string): FeedbackSummary {
  return summary.get(key) ?? EMPTY;
}
