import type { DeckSlide } from '../../adapters/export/deck.js';
import { isOfflineStudy } from '../assets/index.js';
import type { AssetProvenance } from './deck-credits.js';
import type { DeckProject } from './deck-slides.js';
import type { ExportPage, PageImage } from './export-pages.js';

/** A client's comment of the last review round, on a page (and one of its images, or the page as a whole). */
export interface DeckComment {
  pageId: string;
  /** The image's slot on the page; null for a comment on the whole page. */
  imageIndex: number | null;
  author: string;
  comment: string;
}

/** What the speaker notes carry beyond the page's text, labels, keywords and credits. */
export interface NotesOptions {
  /** Each image's prompt (the designer's choice: "Include prompts in the notes"). */
  includePrompts: boolean;
  /** The client's comments of the last review round; absent unless "Include client comments" was chosen. */
  comments?: DeckComment[];
}

interface NotesContext extends NotesOptions {
  project: DeckProject;
  provenance: Map<string, AssetProvenance>;
}

/** One image's credit line, as the credits slide words it. */
function creditOf(image: { sha: string; label: string }, provenance: Map<string, AssetProvenance>): string {
  const label = image.label || 'Untitled';
  const p = provenance.get(image.sha);
  if (!p) return `${label}: origin not recorded`;
  if (p.origin === 'generated')
    return isOfflineStudy(p.provider)
      ? `${label}: offline study drawn by Loci (not a photograph, not AI)`
      : `${label}: AI-generated with ${p.provider || 'unknown provider'}`;
  const parts = [p.credit || (p.origin === 'uploaded' ? 'Uploaded by the studio' : 'Unknown author'), p.licence || 'licence not recorded'];
  return `${label}: ${[...parts, p.source_url].filter(Boolean).join(' — ')}`;
}

function section(heading: string, lines: string[]): string[] {
  return lines.length ? ['', `${heading}:`, ...lines.map((l) => `- ${l}`)] : [];
}

/** The slide's images with an asset, keeping their slot index (comments name slots). */
function placed(images: PageImage[]): { sha: string; label: string; prompt: string; index: number }[] {
  return images.flatMap((img, index) => (img.sha ? [{ sha: img.sha, label: img.label, prompt: img.prompt, index }] : []));
}

function commentLines(page: ExportPage, comments: DeckComment[] | undefined): string[] {
  const mine = (comments ?? []).filter((c) => c.pageId === page.id && c.comment.trim());
  return mine.map((c) => {
    const on = c.imageIndex === null ? 'the page' : page.images[c.imageIndex]?.label || `image ${c.imageIndex + 1}`;
    return `${c.author} on ${on}: ${c.comment.trim()}`;
  });
}

/** Notes of a page's own slide: its text, labels, prompts (if chosen), keywords, comments (if chosen), credits. */
function pageNotes(page: ExportPage, ctx: NotesContext): string {
  const images = placed(page.images);
  const text = page.kind === 'moodboard' ? [page.area ? `Programmatic area: ${page.area}` : '', page.description] : [page.description];
  return [
    page.title,
    ...text.filter(Boolean),
    ...section(
      'Images',
      images.map((i) => i.label || 'Untitled'),
    ),
    ...(ctx.includePrompts
      ? section(
          'Prompts',
          images.filter((i) => i.prompt).map((i) => `${i.label || 'Untitled'}: ${i.prompt}`),
        )
      : []),
    ...section('Keywords', ctx.project.keywords.length ? [ctx.project.keywords.join(', ')] : []),
    ...(ctx.comments ? section('Client comments (last review round)', commentLines(page, ctx.comments)) : []),
    ...section(
      'Credits',
      images.map((i) => creditOf(i, ctx.provenance)),
    ),
  ].join('\n');
}

/** Notes of a render slide: the render's prompt (as before), the keywords and the render's credit. */
function renderNotes(page: ExportPage, existing: string | undefined, ctx: NotesContext): string {
  const render = page.kind === 'moodboard' ? page.render : null;
  return [
    `Render of ${page.title}`,
    ...(existing ? [existing] : []),
    ...section('Keywords', ctx.project.keywords.length ? [ctx.project.keywords.join(', ')] : []),
    ...section('Credits', render ? [creditOf({ sha: render.sha, label: 'Render' }, ctx.provenance)] : []),
  ].join('\n');
}

function titleNotes(ctx: NotesContext): string {
  const { project } = ctx;
  return [
    project.name,
    ...[project.location, project.brand ? `Brand: ${project.brand}` : ''].filter(Boolean),
    ...section('Keywords', project.keywords.length ? [project.keywords.join(', ')] : []),
  ].join('\n');
}

/**
 * Speaker notes that carry the brief (issue #48): each page's slide gets its text, its images'
 * labels, their prompts (when chosen), the project's keywords, the client's last-round comments
 * (when chosen) and the credits of that slide's images. Credits slides keep their own text only.
 */
export function withSpeakerNotes(slides: DeckSlide[], pages: ExportPage[], ctx: NotesContext): DeckSlide[] {
  const byId = new Map(pages.map((p) => [p.id, p]));
  return slides.map((slide) => {
    if (slide.kind === 'title') return { ...slide, notes: titleNotes(ctx) };
    const page = slide.pageId ? byId.get(slide.pageId) : undefined;
    if (!page) return slide;
    if (slide.kind === 'render') return { ...slide, notes: renderNotes(page, slide.notes, ctx) };
    return { ...slide, notes: pageNotes(page, ctx) };
  });
}
