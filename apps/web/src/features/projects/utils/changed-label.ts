import { timeAgo } from '../../../lib/time-ago';

/** The card's "Changed by Ana Ruiz · 2 hours ago" (or "Changed 2 hours ago" when nobody is known). */
export function changedLabel(project: { updated_by: string | null; updated_at: string }, now = Date.now(), locale?: string): string {
  const when = timeAgo(project.updated_at, now, locale);
  return project.updated_by ? `Changed by ${project.updated_by} · ${when}` : `Changed ${when}`;
}
