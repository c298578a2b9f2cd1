import type { ProjectData } from '@loci/shared';

/** The project's own images a space can be picked from: board images, then moodboard images (no repeats). */
export function projectImagesOf(data: ProjectData | undefined, limit = 12): string[] {
  if (!data) return [];
  const boards = [...Object.values(data.contexts), ...Object.values(data.topics)].flatMap((b) => b?.images ?? []);
  const moodboards = data.moodboards.flatMap((m) => m.images);
  return [...new Set([...boards, ...moodboards].filter((url) => url.startsWith('/api/assets/')))].slice(0, limit);
}
