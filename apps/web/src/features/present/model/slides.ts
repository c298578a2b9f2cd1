import {
  assertNever,
  assetVariantUrl,
  deckRender,
  findMoodboard,
  type ImageCredit,
  listProjectPages,
  type ProjectData,
  parseAssetUrl,
  RENDER_IMAGE_INDEX,
  SECTIONS,
  type Section,
} from '@loci/shared';

/** One image of a slide: its key for feedback (`<pageId>/<index>`), sizes and words. */
export type SlideImage = {
  key: string;
  pageId: string;
  /** Position on its page (feedback is per position); null for a render. */
  index: number | null;
  src: string;
  thumb: string;
  /** The image at full size (the lightbox). */
  full: string;
  label: string;
  prompt: string;
  /** "Studio Ellison, CC BY 4.0" for a sourced or uploaded photo; empty for one made for the project. */
  credit: string;
};

export type SlideCredit = { page: string; label: string; credit: NonNullable<ImageCredit> };

/** A slide of the presenter: the title, a page of the project, a moodboard's render, the credits. */
export type Slide =
  | { kind: 'title'; id: 'title'; title: string }
  | {
      kind: 'context' | 'topics';
      id: string;
      pageId: string;
      title: string;
      text: string;
      /** The text was written by Loci's offline writer: the slide says so under it. */
      textOffline?: boolean;
      images: SlideImage[];
    }
  | { kind: 'moodboard'; id: string; pageId: string; title: string; text: string; images: SlideImage[] }
  | { kind: 'render'; id: string; pageId: string; title: string; text: string; images: SlideImage[] }
  | { kind: 'credits'; id: 'credits'; title: string; credits: SlideCredit[]; offlineText?: string[] };

const SIZED = /^(.*\/assets\/[0-9a-f]{64})(\/(?:256|768))?(\?.*)?$/;

/** The same image at a thumbnail size: `/api/assets/<sha>/256`, or a review link's `/api/review/<t>/assets/<sha>/256?key=…`. */
export function sizedImage(url: string, size: 256 | 768): string {
  if (parseAssetUrl(url)) return assetVariantUrl(url, size);
  const m = SIZED.exec(url);
  return m ? `${m[1]}/${size}${m[3] ?? ''}` : url;
}

/** A credit as one line: "Studio Ellison, CC BY 4.0". */
export function creditLine(credit: ImageCredit | undefined): string {
  return credit ? [credit.credit, credit.licence].filter(Boolean).join(', ') : '';
}

type SlideImageWords = {
  labels: readonly string[];
  prompts: readonly string[];
  credits?: readonly ImageCredit[];
  ai?: readonly boolean[];
  study?: readonly boolean[];
};

/** The mark of an offline study (its pixels say "Study"), as the lightbox shows it. */
export const STUDY_MARK = 'Study: drawn by Loci, not a photograph, not AI';

function slideImages(
  pageId: string,
  urls: readonly string[],
  { labels, prompts, credits = [], ai = [], study = [] }: SlideImageWords,
): SlideImage[] {
  return urls.flatMap((src, index) =>
    src
      ? [
          {
            key: `${pageId}/${index}`,
            pageId,
            index,
            src: sizedImage(src, 768),
            thumb: sizedImage(src, 256),
            full: src,
            label: labels[index] ?? '',
            prompt: prompts[index] ?? '',
            credit: creditLine(credits[index] ?? null) || (ai[index] ? 'AI-generated' : study[index] ? STUDY_MARK : ''),
          },
        ]
      : [],
  );
}

function creditsOf(data: ProjectData): SlideCredit[] {
  const out: SlideCredit[] = [];
  for (const section of SECTIONS) {
    for (const [kind, board] of [
      ['Context', data.contexts[section]],
      ['Topics', data.topics[section]],
    ] as const) {
      const labels = board ? ('imageLabels' in board ? board.imageLabels : board.labels) : [];
      board?.credits.forEach((credit, i) => {
        if (credit && board.images[i])
          out.push({ page: `${section[0].toUpperCase()}${section.slice(1)} ${kind}`, label: labels[i] ?? '', credit });
      });
    }
  }
  return out;
}

/**
 * The presenter's slides from the typed project model and the page registry: the title, every
 * enabled page with images in sidebar order (a moodboard followed by its latest render), the Canvas
 * when the studio added it to the deck, the credits last.
 */
export function buildSlides(
  data: ProjectData,
  insights: readonly Section[],
  projectName: string,
  /** The Canvas's picture for the deck (its last "Add to deck"): a page after the others. */
  canvas?: { image: string } | null,
): Slide[] {
  const slides: Slide[] = [{ kind: 'title', id: 'title', title: projectName || 'Untitled project' }];
  for (const page of listProjectPages(data, insights)) {
    // Not `page.hasContent`: a review link's image URLs are not `/api/assets/…`; an empty board is skipped below.
    if (!page.enabled) continue;
    const ref = page.ref;
    switch (ref.kind) {
      case 'context': {
        const b = data.contexts[ref.section];
        if (b)
          slides.push({
            kind: 'context',
            id: page.id,
            pageId: page.id,
            title: page.title,
            text: b.description,
            textOffline: Boolean(b.textOffline && b.description),
            images: slideImages(page.id, b.images, {
              labels: b.imageLabels,
              prompts: b.imagePrompts,
              credits: b.credits,
              ai: b.ai,
              study: b.study,
            }),
          });
        break;
      }
      case 'topics': {
        const b = data.topics[ref.section];
        if (b)
          slides.push({
            kind: 'topics',
            id: page.id,
            pageId: page.id,
            title: page.title,
            text: b.description ?? '',
            textOffline: Boolean(b.textOffline && b.description),
            images: slideImages(page.id, b.images, { labels: b.labels, prompts: b.prompts, credits: b.credits, ai: b.ai, study: b.study }),
          });
        break;
      }
      case 'moodboard': {
        const m = findMoodboard(data, ref.moodboardId);
        if (!m) break;
        const text = [m.programmaticArea, m.optionalPrompt].filter(Boolean).join(' — ');
        const images = slideImages(page.id, m.images, { labels: m.labels, prompts: m.prompts });
        if (images.length) slides.push({ kind: 'moodboard', id: page.id, pageId: page.id, title: page.title, text, images });
        // The render the designer pinned, else the newest (issue #46).
        const render = deckRender(m);
        if (render) {
          // A client judges the render like the page's images, at its own index (issue #46).
          const image = {
            key: `${page.id}/${RENDER_IMAGE_INDEX}`,
            pageId: page.id,
            index: RENDER_IMAGE_INDEX,
            src: render.image,
            thumb: sizedImage(render.image, 768),
            full: render.image,
            label: 'Render',
            prompt: render.render_prompt,
            credit: '',
          };
          slides.push({
            kind: 'render',
            id: `${page.id}/render`,
            pageId: page.id,
            title: `${m.moodboard_title} render`,
            text,
            images: [image],
          });
        }
        break;
      }
      default:
        assertNever(ref, 'page kind');
    }
  }
  if (canvas?.image) {
    const board = {
      key: 'canvas/0',
      pageId: 'canvas',
      index: null,
      src: canvas.image,
      thumb: sizedImage(canvas.image, 768),
      full: canvas.image,
      // No label over the picture: the board has its own titles, and the slide's heading names it.
      label: '',
      prompt: '',
      credit: 'The studio’s Canvas board',
    };
    slides.push({
      kind: 'render',
      id: 'canvas',
      pageId: 'canvas',
      title: 'Canvas',
      text: 'The working board, as the studio added it to the deck.',
      images: [board],
    });
  }
  const offlineText = slides.flatMap((s) => ((s.kind === 'context' || s.kind === 'topics') && s.textOffline ? [s.title] : []));
  slides.push({ kind: 'credits', id: 'credits', title: 'Credits', credits: creditsOf(data), offlineText });
  return slides;
}
