/** A moodboard as the page list needs it (spec §3 Moodboard: moodboard_id/id, moodboard_title/title). */
export type MoodboardSummary = { id: string; title: string; busy: boolean };

/** Reads the moodboards list of the project data, skipping entries without a title. */
export function readMoodboards(list: unknown): MoodboardSummary[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, index) => {
    if (typeof item !== 'object' || item === null) return [];
    const m = item as Record<string, unknown>;
    const title = m.moodboard_title ?? m.title;
    if (typeof title !== 'string' || !title) return [];
    const id = m.moodboard_id ?? m.id ?? index;
    return [{ id: String(id), title, busy: Boolean(m.isGenerating) }];
  });
}
