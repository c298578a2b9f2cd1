import {
  assertNever,
  assetShaOf,
  deckRender,
  describePageIds,
  ErrorCode,
  findMoodboard,
  type GenerationKind,
  listProjectPages,
  normalisePageId,
  type ProjectData,
  type ProjectPage,
  type Section,
} from '@loci/shared';
import { AppError } from '../../errors.js';

/** One image of a page: its asset (null for an empty or failed slot), its label and the prompt it was made from. */
export interface PageImage {
  sha: string | null;
  label: string;
  prompt: string;
}

interface PageBase {
  id: string;
  title: string;
  images: PageImage[];
  /** The page registry's rule: at least one stored image (or a render). */
  hasContent: boolean;
}

export interface SectionPage extends PageBase {
  kind: GenerationKind;
  section: Section;
  description: string;
  /** The description was written by Loci's offline writer (the credits say so). */
  textOffline: boolean;
}

export interface MoodboardPage extends PageBase {
  kind: 'moodboard';
  area: string;
  description: string;
  /** The newest render, shown full-bleed after the moodboard. */
  render: { sha: string; prompt: string; space?: { author: string | null } } | null;
}

export type ExportPage = SectionPage | MoodboardPage;

const toImages = (urls: string[], labels: string[], prompts: string[]): PageImage[] =>
  urls.map((url, i) => ({ sha: assetShaOf(url), label: labels[i] ?? '', prompt: prompts[i] ?? '' }));

/** A page of the registry with what its slides show, read from the typed project model. */
function toExportPage(page: ProjectPage, data: ProjectData): ExportPage {
  const { id, title, hasContent, ref } = page;
  switch (ref.kind) {
    case 'context': {
      const board = data.contexts[ref.section];
      const images = board ? toImages(board.images, board.imageLabels, board.imagePrompts) : [];
      const textOffline = Boolean(board?.textOffline);
      return { id, title, hasContent, kind: ref.kind, section: ref.section, description: board?.description ?? '', textOffline, images };
    }
    case 'topics': {
      const board = data.topics[ref.section];
      const images = board ? toImages(board.images, board.labels, board.prompts) : [];
      const textOffline = Boolean(board?.textOffline);
      return { id, title, hasContent, kind: ref.kind, section: ref.section, description: board?.description ?? '', textOffline, images };
    }
    case 'moodboard': {
      const m = findMoodboard(data, ref.moodboardId);
      // The pinned render, else the newest (issue #46), among those whose image is ours.
      const newest = m ? deckRender({ ...m, renders: m.renders.filter((r) => assetShaOf(r.image)) }) : undefined;
      // Its print copy when the designer made one (Upscale ×2 / ×4): the deck is where print resolution shows.
      const renderSha = assetShaOf(newest?.upscale?.image) ?? assetShaOf(newest?.image);
      return {
        id,
        kind: 'moodboard',
        title: m?.moodboard_title ?? '',
        hasContent,
        area: m?.programmaticArea ?? '',
        description: m?.optionalPrompt ?? '',
        images: m ? toImages(m.images, m.labels, m.prompts) : [],
        render:
          newest && renderSha
            ? { sha: renderSha, prompt: newest.render_prompt, ...(newest.space ? { space: { author: newest.space.author } } : {}) }
            : null,
      };
    }
    default:
      return assertNever(ref, 'page kind');
  }
}

/** Every page of the project in sidebar order (the page registry's): six section pages, then the moodboards. */
export function listPages(data: ProjectData): ExportPage[] {
  return listProjectPages(data).map((page) => toExportPage(page, data));
}

/**
 * The pages to export, in sidebar order: those requested (page ids; an old `moodboard-<id>` is
 * read as `moodboard:<id>`), or every page with content. An unknown id or a requested page with
 * nothing on it is a 400 naming it.
 */
export function selectPages(all: ExportPage[], requested: string[] | undefined): ExportPage[] {
  if (!requested) return all.filter((p) => p.hasContent);
  const byId = new Map(all.map((p) => [p.id, p]));
  const unknown = requested.filter((id) => !byId.has(normalisePageId(id)));
  if (unknown.length) throw new AppError(ErrorCode.BadRequest, `Unknown page: ${unknown.join(', ')}. Pages are ${describePageIds()}.`);
  const wanted = new Set(requested.map(normalisePageId));
  const chosen = all.filter((p) => wanted.has(p.id));
  const empty = chosen.filter((p) => !p.hasContent);
  if (empty.length) throw new AppError(ErrorCode.BadRequest, `Nothing to export yet on: ${empty.map((p) => p.id).join(', ')}.`);
  return chosen;
}
