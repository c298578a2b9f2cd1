import type { GenerationKind, Section } from '@loci/shared';

/**
 * Every cache key of a project's reads, in one tree under `['project', id, …]`: invalidating
 * `project(id)` refreshes all of them, a narrower key one read. The project read itself is a leaf
 * (`['project', id, 'read']`), so refreshing it does not refetch progress, photos or renders too.
 * The live table (features/live/model/event-keys.ts) maps each live event to keys of this tree.
 */
export const queryKeys = {
  /** Every workspace's project listing. */
  projects: ['projects'] as const,
  /** One workspace's listing (under `projects`). */
  workspaceProjects: (workspaceId: string | undefined) => ['projects', workspaceId ?? 'personal'] as const,
  /** Everything cached of one project. */
  project: (projectId: string) => ['project', projectId] as const,
  /** `GET /api/projects/:id/`: the project and its data. */
  projectRead: (projectId: string) => ['project', projectId, 'read'] as const,
  /** `GET /api/projects/:id/boards/:section/:kind`: one board (folded into the project read). */
  board: (projectId: string, section: Section, kind: GenerationKind) => ['project', projectId, 'board', section, kind] as const,
  /** `GET /api/projects/:id/generation`: the job's progress. */
  generation: (projectId: string) => ['project', projectId, 'generation'] as const,
  photos: (projectId: string) => ['project', projectId, 'photos'] as const,
  moodboardRenders: (projectId: string, moodboardId: string) => ['project', projectId, 'moodboard-renders', moodboardId] as const,
  renderRegions: (projectId: string, moodboardId: string, renderId: string) =>
    ['project', projectId, 'moodboard-renders', moodboardId, 'regions', renderId] as const,
  moodboardSpace: (projectId: string, moodboardId: string) => ['project', projectId, 'moodboard-space', moodboardId] as const,
  slotVersions: (projectId: string, slot: string) => ['project', projectId, 'slot-versions', slot] as const,
  snapshots: (projectId: string) => ['project', projectId, 'snapshots'] as const,
  snapshot: (projectId: string, id: string) => ['project', projectId, 'snapshots', id] as const,
  comments: (projectId: string) => ['project', projectId, 'comments'] as const,
  reviewLinks: (projectId: string) => ['project', projectId, 'review-links'] as const,
  feedback: (projectId: string) => ['project', projectId, 'feedback'] as const,
  /** `GET /api/projects/:id/canvas`: the board's positions, notes, groups and links. */
  canvas: (projectId: string) => ['project', projectId, 'canvas'] as const,
  /** `GET /api/geo/places`: the places the offline map names in a view (the gazetteer ships with the app). */
  mapPlaces: (view: string) => ['geo', 'places', view] as const,
  /** `GET /api/geo/site`: facts at a pinned site. */
  site: (lat: number, lng: number, place: string) => ['geo', 'site', lat, lng, place] as const,
};
