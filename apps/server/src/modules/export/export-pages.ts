import {
  contextSectionDataSchema,
  ErrorCode,
  moodboardPageId,
  moodboardSchema,
  SECTION_PAGE_IDS,
  SECTION_TITLES,
  SECTIONS,
  type Section,
  sectionPageId,
  topicsSectionDataSchema,
} from '@loci/shared';
import { AppError } from '../../errors.js';

/** One image of a page: its asset (null for an empty or failed slot) and its label. */
export interface PageImage {
  sha: string | null;
  label: string;
}

interface PageBase {
  id: string;
  title: string;
  images: PageImage[];
}

export interface SectionPage extends PageBase {
  kind: 'context' | 'topics';
  section: Section;
  description: string;
}

export interface MoodboardPage extends PageBase {
  kind: 'moodboard';
  area: string;
  description: string;
  /** The newest render, shown full-bleed after the moodboard. */
  render: { sha: string; prompt: string } | null;
}

export type ExportPage = SectionPage | MoodboardPage;

/** What GET /api/projects/:id/ returns as `data`; parsed leniently (a malformed part is skipped). */
export interface ProjectData {
  contexts: Record<string, unknown>;
  topics: Record<string, unknown>;
  moodboards: unknown[];
}

const ASSET_URL = /\/api\/assets\/([0-9a-f]{64})(?:[/?#]|$)/;

/** The asset SHA-256 in an asset URL (`/api/assets/<sha>[/256]`), or null. */
export function assetShaOf(url: string | null | undefined): string | null {
  return ASSET_URL.exec(url ?? '')?.[1] ?? null;
}

const toImages = (urls: string[], labels: string[]): PageImage[] =>
  urls.map((url, i) => ({ sha: assetShaOf(url), label: labels[i] ?? '' }));

const contextShape = contextSectionDataSchema.pick({ description: true, imageLabels: true, images: true });
const topicsShape = topicsSectionDataSchema.pick({ context: true, labels: true, images: true });
const moodboardShape = moodboardSchema.pick({
  moodboard_id: true,
  moodboard_title: true,
  images: true,
  labels: true,
  optionalPrompt: true,
  programmaticArea: true,
  renders: true,
});

function sectionPages(data: ProjectData, section: Section): SectionPage[] {
  const name = SECTION_TITLES[section];
  const context = contextShape.safeParse(data.contexts[section]);
  const topics = topicsShape.safeParse(data.topics[section]);
  return [
    {
      id: sectionPageId(section, 'context'),
      kind: 'context',
      section,
      title: `${name} Context`,
      description: context.data?.description ?? '',
      images: context.data ? toImages(context.data.images, context.data.imageLabels) : [],
    },
    {
      id: sectionPageId(section, 'topics'),
      kind: 'topics',
      section,
      title: `${name} Topics`,
      description: topics.data?.context ?? '',
      images: topics.data ? toImages(topics.data.images, topics.data.labels) : [],
    },
  ];
}

function moodboardPage(raw: unknown): MoodboardPage | null {
  const parsed = moodboardShape.safeParse(raw);
  if (!parsed.success) return null;
  const m = parsed.data;
  const newest = m.renders.findLast((r) => assetShaOf(r.image));
  const renderSha = assetShaOf(newest?.image);
  return {
    id: moodboardPageId(m.moodboard_id),
    kind: 'moodboard',
    title: m.moodboard_title,
    area: m.programmaticArea,
    description: m.optionalPrompt,
    images: toImages(m.images, m.labels),
    render: newest && renderSha ? { sha: renderSha, prompt: newest.render_prompt } : null,
  };
}

/** Every page of the project in sidebar order: six section pages, then the moodboards. */
export function listPages(data: ProjectData): ExportPage[] {
  const moodboards = data.moodboards.map(moodboardPage).filter((p): p is MoodboardPage => p !== null);
  return [...SECTIONS.flatMap((s) => sectionPages(data, s)), ...moodboards];
}

/** A page worth a slide: at least one image (or a render). */
export function hasContent(page: ExportPage): boolean {
  return page.images.some((i) => i.sha) || (page.kind === 'moodboard' && page.render !== null);
}

function describeKnown(): string {
  return `${SECTION_PAGE_IDS.join(', ')} or moodboard:<id>`;
}

/**
 * The pages to export, in sidebar order: those requested, or every page with content.
 * An unknown id or a requested page with nothing on it is a 400 naming it.
 */
export function selectPages(all: ExportPage[], requested: string[] | undefined): ExportPage[] {
  if (!requested) return all.filter(hasContent);
  const byId = new Map(all.map((p) => [p.id, p]));
  const unknown = requested.filter((id) => !byId.has(id));
  if (unknown.length) throw new AppError(ErrorCode.BadRequest, `Unknown page: ${unknown.join(', ')}. Pages are ${describeKnown()}.`);
  const wanted = new Set(requested);
  const chosen = all.filter((p) => wanted.has(p.id));
  const empty = chosen.filter((p) => !hasContent(p));
  if (empty.length) throw new AppError(ErrorCode.BadRequest, `Nothing to export yet on: ${empty.map((p) => p.id).join(', ')}.`);
  return chosen;
}
