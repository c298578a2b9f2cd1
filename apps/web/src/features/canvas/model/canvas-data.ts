import {
  assetVariantUrl,
  type ContextSectionData,
  deckRender,
  type Moodboard,
  type MoodboardRender,
  type Project,
  type ProjectWithData,
  SECTIONS,
  type Section,
  type TopicsSectionData,
} from '@loci/shared';
import { z } from 'zod';

/** One slot of a board as the canvas shows it: '' when its image is missing or still generating. */
export type Thumb = { image: string; label: string };

/** A section's Context or Topics board, reduced to what the canvas shows. */
export type SectionSummary = { description: string; slots: Thumb[] };

/** A moodboard card: its cover is the latest render, else its first image. */
export type MoodboardSummary = {
  id: string;
  title: string;
  /** The insight (context section) it was made from, when it can be told. */
  section: Section | null;
  cover: string;
  programmaticArea: string;
  images: Thumb[];
  /** Lineage of its latest render from the designer's space (issue #33): the reference, its author, the render. */
  space: { image: string; author: string | null; strength: number; render: string } | null;
};

export type Coordinates = { lat: number; lng: number };

/** Everything the Canvas screen shows of one project. */
export type CanvasData = {
  projectName: string;
  projectLocation: string;
  keywords: string[];
  coordinates: Coordinates | null;
  contexts: Partial<Record<Section, SectionSummary>>;
  topics: Partial<Record<Section, SectionSummary>>;
  moodboards: MoodboardSummary[];
};

/**
 * Whether an image can be shown: an asset URL, an http(s) URL or a data URL — not the grey
 * SVG placeholder of a slot still generating (spec §3), not ''.
 */
export function isShownImage(image: string): boolean {
  if (!image || /^data:image\/svg\+xml/i.test(image)) return false;
  return image.startsWith('/api/assets/') || /^https?:\/\//.test(image) || image.startsWith('data:') || image.length > 100;
}

/** The 256 px variant of our own assets; other images unchanged. */
export function thumbnailSrc(image: string): string {
  return assetVariantUrl(image, 256);
}

function thumbs(images: readonly string[], labels: readonly string[]): Thumb[] {
  return Array.from({ length: Math.max(images.length, labels.length) }, (_, i) => {
    const image = images[i] ?? '';
    return { image: isShownImage(image) ? image : '', label: (labels[i] ?? '').trim() };
  });
}

function readSections<T>(group: Partial<Record<Section, T>>, read: (board: T) => SectionSummary): Partial<Record<Section, SectionSummary>> {
  const out: Partial<Record<Section, SectionSummary>> = {};
  for (const section of SECTIONS) {
    const board = group[section];
    if (board) out[section] = read(board);
  }
  return out;
}

const readContext = (board: ContextSectionData): SectionSummary => ({
  description: board.description.trim(),
  slots: thumbs(board.images, board.imageLabels),
});

const readTopics = (board: TopicsSectionData): SectionSummary => ({
  description: (board.description ?? '').trim(),
  slots: thumbs(board.images, board.labels),
});

/** The render the deck shows: the pinned one, else the newest (issue #46). */
function latestRender(renders: readonly MoodboardRender[], pinnedId?: string | null): string {
  const shown = renders.filter((r) => isShownImage(r.image));
  shown.sort((a, b) => a.created_at.localeCompare(b.created_at));
  return deckRender({ renders: shown, pinned_render_id: pinnedId })?.image ?? '';
}

/** The newest render made from the designer's space, with the space it kept. */
function spaceLineage(renders: readonly MoodboardRender[]): MoodboardSummary['space'] {
  const made = renders.filter((r) => r.space && isShownImage(r.image) && isShownImage(r.space.image));
  made.sort((a, b) => a.created_at.localeCompare(b.created_at));
  const latest = made.at(-1);
  if (!latest?.space) return null;
  return { image: latest.space.image, author: latest.space.author, strength: latest.space.strength, render: latest.image };
}

/** The moodboard's insight: named on it, else the context section holding its reference image. */
function moodboardSection(m: Moodboard, contexts: Partial<Record<Section, SectionSummary>>): Section | null {
  if (m.section) return m.section;
  const reference = m.selectedImage || m.images[0] || '';
  if (!isShownImage(reference)) return null;
  return SECTIONS.find((s) => contexts[s]?.slots.some((slot) => slot.image === reference)) ?? null;
}

function readMoodboards(list: readonly Moodboard[], contexts: Partial<Record<Section, SectionSummary>>): MoodboardSummary[] {
  return list.flatMap((m, index) => {
    const title = m.moodboard_title.trim();
    if (!title) return [];
    const images = thumbs(m.images, m.labels);
    const cover = latestRender(m.renders, m.pinned_render_id) || images.find((t) => t.image)?.image || '';
    return [
      {
        id: m.moodboard_id || String(index),
        title,
        section: moodboardSection(m, contexts),
        cover: isShownImage(cover) ? cover : '',
        programmaticArea: m.programmaticArea,
        images,
        space: spaceLineage(m.renders),
      },
    ];
  });
}

function readCoordinates(project: Project): Coordinates | null {
  const { location_lat: lat, location_lng: lng } = project;
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/** The navigation state of `/canvas` (keywords, projectName, projectLocation), whatever it holds. */
const navigationSchema = z
  .object({
    projectName: z.string().catch(''),
    projectLocation: z.string().catch(''),
    keywords: z.array(z.string().catch('')).catch([]),
  })
  .catch({ projectName: '', projectLocation: '', keywords: [] });

/** Navigation state of `/canvas`: the fallback of spec §8. */
function fromNavigation(state: unknown): CanvasData {
  const nav = navigationSchema.parse(state ?? {});
  return {
    projectName: nav.projectName,
    projectLocation: nav.projectLocation,
    keywords: nav.keywords.filter(Boolean),
    coordinates: null,
    contexts: {},
    topics: {},
    moodboards: [],
  };
}

/**
 * What the canvas shows: the loaded project (`GET /api/projects/:id/`, the typed read model) when
 * there is one, else the navigation state with empty contexts and topics (spec §8, project load failure).
 */
export function readCanvasData(options: { response?: ProjectWithData | null; navigation?: unknown }): CanvasData {
  const { response, navigation } = options;
  if (!response) return fromNavigation(navigation);
  const { project, data } = response;
  const contexts = readSections(data.contexts, readContext);
  return {
    projectName: project.project_name,
    projectLocation: project.project_location,
    keywords: project.keywords.filter(Boolean),
    coordinates: readCoordinates(project),
    contexts,
    topics: readSections(data.topics, readTopics),
    moodboards: readMoodboards(data.moodboards, contexts),
  };
}
