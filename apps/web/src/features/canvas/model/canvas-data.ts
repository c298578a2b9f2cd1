import { SECTIONS, type Section } from '@loci/shared';

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

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(text) : []);

function pick(raw: Raw, keys: string[]): unknown {
  for (const key of keys) if (raw[key] !== undefined) return raw[key];
  return undefined;
}

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
  return /^\/api\/assets\/[0-9a-f]{16,}$/i.test(image) ? `${image}/256` : image;
}

function thumbs(images: unknown, labels: unknown): Thumb[] {
  const imageList = strings(images);
  const labelList = strings(labels);
  return Array.from({ length: Math.max(imageList.length, labelList.length) }, (_, i) => {
    const image = imageList[i] ?? '';
    return { image: isShownImage(image) ? image : '', label: (labelList[i] ?? '').trim() };
  });
}

/** A section entry, lowercase or capitalised (spec §3). */
function sectionEntry(group: unknown, section: Section): Raw | undefined {
  if (!isRecord(group)) return undefined;
  const found = group[section] ?? group[section[0].toUpperCase() + section.slice(1)];
  return isRecord(found) ? found : undefined;
}

function readContext(raw: Raw): SectionSummary {
  return {
    description: text(pick(raw, ['description', 'context'])).trim(),
    slots: thumbs(pick(raw, ['images', 'image_data']), pick(raw, ['imageLabels', 'image_labels', 'labels'])),
  };
}

function readTopics(raw: Raw): SectionSummary {
  return {
    description: text(raw.context).trim(),
    slots: thumbs(pick(raw, ['images', 'newImages', 'image_data']), pick(raw, ['labels', 'newLabels'])),
  };
}

function readSections(group: unknown, read: (raw: Raw) => SectionSummary): Partial<Record<Section, SectionSummary>> {
  const out: Partial<Record<Section, SectionSummary>> = {};
  for (const section of SECTIONS) {
    const raw = sectionEntry(group, section);
    if (raw) out[section] = read(raw);
  }
  return out;
}

function latestRender(value: unknown): string {
  if (!Array.isArray(value)) return '';
  const renders = value.filter(isRecord).filter((r) => isShownImage(text(r.image)));
  renders.sort((a, b) => text(a.created_at).localeCompare(text(b.created_at)));
  return text(renders.at(-1)?.image);
}

/** The moodboard's insight: named on it, else the context section holding its reference image. */
function moodboardSection(raw: Raw, contexts: Partial<Record<Section, SectionSummary>>): Section | null {
  const named = text(pick(raw, ['selectedInsight', 'insight', 'section'])).toLowerCase();
  const known = SECTIONS.find((s) => s === named);
  if (known) return known;
  const reference = text(raw.selectedImage) || strings(raw.images)[0] || '';
  if (!isShownImage(reference)) return null;
  return SECTIONS.find((s) => contexts[s]?.slots.some((slot) => slot.image === reference)) ?? null;
}

function readMoodboards(list: unknown, contexts: Partial<Record<Section, SectionSummary>>): MoodboardSummary[] {
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).flatMap((raw, index) => {
    const title = text(pick(raw, ['moodboard_title', 'title'])).trim();
    if (!title) return [];
    const images = thumbs(raw.images, raw.labels);
    const cover = latestRender(raw.renders) || text(raw.render) || images.find((t) => t.image)?.image || '';
    return [
      {
        id: String(pick(raw, ['moodboard_id', 'id']) ?? index),
        title,
        section: moodboardSection(raw, contexts),
        cover: isShownImage(cover) ? cover : '',
        programmaticArea: text(raw.programmaticArea),
        images,
      },
    ];
  });
}

function readCoordinates(project: Raw): Coordinates | null {
  const { location_lat: lat, location_lng: lng } = project;
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/** Navigation state of `/canvas` (keywords, projectName, projectLocation): the fallback of spec §8. */
function fromNavigation(state: unknown): CanvasData {
  const nav = isRecord(state) ? state : {};
  return {
    projectName: text(nav.projectName),
    projectLocation: text(nav.projectLocation),
    keywords: strings(nav.keywords).filter(Boolean),
    coordinates: null,
    contexts: {},
    topics: {},
    moodboards: [],
  };
}

/**
 * What the canvas shows: the loaded project (`GET /api/projects/:id/`) when there is one,
 * else the navigation state with empty contexts and topics (spec §8, project load failure).
 */
export function readCanvasData(options: { response?: unknown; navigation?: unknown }): CanvasData {
  const { response, navigation } = options;
  if (!isRecord(response) || !isRecord(response.project)) return fromNavigation(navigation);
  const project = response.project;
  const data = isRecord(response.data) ? response.data : {};
  const contexts = readSections(data.contexts, readContext);
  return {
    projectName: text(project.project_name),
    projectLocation: text(project.project_location),
    keywords: strings(project.keywords).filter(Boolean),
    coordinates: readCoordinates(project),
    contexts,
    topics: readSections(data.topics, readTopics),
    moodboards: readMoodboards(data.moodboards, contexts),
  };
}
