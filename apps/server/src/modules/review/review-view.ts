import {
  assetShaOf,
  type ContextSectionData,
  deckRender,
  findMoodboard,
  listProjectPages,
  type Moodboard,
  type ProjectData,
  pageImages,
  pageLabels,
  parseAssetUrl,
  RENDER_IMAGE_INDEX,
  type ReviewFeedback,
  reviewImageKey,
  type TopicsSectionData,
} from '@loci/shared';
import type { FeedbackRow } from './review.repository.js';

/** An asset URL as the review view serves it: `/api/review/<token>/assets/<sha>[/<size>]`. */
export function reviewAssetUrl(token: string, url: string, key?: string): string {
  const parsed = parseAssetUrl(url);
  if (!parsed) return '';
  const base = `/api/review/${encodeURIComponent(token)}/assets/${parsed.sha}${parsed.variant === 'original' ? '' : `/${parsed.variant}`}`;
  return key ? `${base}?key=${encodeURIComponent(key)}` : base;
}

/** How a person names a page and its images: "Historical Context", "Azulejo Tiles (image 2)". */
export type PageNames = (pageId: string, index: number | null) => { page: string; image: string };

/** Page titles and image labels of the project as it is now, for words people read (the designer's mail). */
export function pageNames(data: ProjectData): PageNames {
  const pages = new Map(listProjectPages(data).map((p) => [p.id, { title: p.title, labels: pageLabels(p.ref, data) }]));
  return (pageId, index) => {
    const page = pages.get(pageId);
    if (index === RENDER_IMAGE_INDEX) return { page: page?.title ?? 'a page no longer in the project', image: 'the render' };
    const label = index === null ? '' : (page?.labels[index] ?? '');
    const position = index === null ? '' : `image ${index + 1}`;
    return { page: page?.title ?? 'a page no longer in the project', image: label ? `${label} (${position})` : position };
  };
}

/** The asset each image of the project shows now, by image key (`<pageId>/<index>`); a moodboard's render at RENDER_IMAGE_INDEX. */
export function currentImages(data: ProjectData): Map<string, string> {
  const shas = new Map<string, string>();
  for (const page of listProjectPages(data)) {
    pageImages(page.ref, data).forEach((url, i) => {
      const sha = assetShaOf(url);
      if (sha) shas.set(reviewImageKey(page.id, i), sha);
    });
    // The render in the deck (pinned, else the newest) is judged like the page's images (issue #46).
    const moodboard = page.ref.kind === 'moodboard' ? findMoodboard(data, page.ref.moodboardId) : undefined;
    const renderSha = moodboard ? assetShaOf(deckRender(moodboard)?.image) : null;
    if (renderSha) shas.set(reviewImageKey(page.id, RENDER_IMAGE_INDEX), renderSha);
  }
  return shas;
}

type Rewrite = (url: string) => string;

function slotLists<T extends ContextSectionData | TopicsSectionData>(board: T, rewrite: Rewrite): T {
  return {
    ...board,
    images: board.images.map(rewrite),
    // Alternatives the designer did not choose are not the client's to see.
    alternativeImages: board.images.map(() => []),
    alternativeLabels: board.images.map(() => []),
    slotErrors: board.images.map(() => ''),
  };
}

function mapBoards<T extends ContextSectionData | TopicsSectionData>(
  boards: Partial<Record<string, T>>,
  each: (b: T) => T,
): Partial<Record<string, T>> {
  return Object.fromEntries(Object.entries(boards).flatMap(([k, v]) => (v ? [[k, each(v)]] : [])));
}

function moodboardView(m: Moodboard, rewrite: Rewrite, showPrompts: boolean): Moodboard {
  return {
    ...m,
    images: m.images.map(rewrite),
    selectedImage: rewrite(m.selectedImage),
    prompts: showPrompts ? m.prompts : m.prompts.map(() => ''),
    // The area description is the render's prompt.
    optionalPrompt: showPrompts ? m.optionalPrompt : '',
    renders: m.renders.map((r) => ({ ...r, image: rewrite(r.image), render_prompt: showPrompts ? r.render_prompt : '' })),
  };
}

/**
 * The project data a reviewer sees: every image URL through the link, no alternatives or errors,
 * and the prompts blanked unless the designer chose to show them.
 */
export function toReviewData(data: ProjectData, opts: { rewrite: Rewrite; showPrompts: boolean }): ProjectData {
  const { rewrite, showPrompts } = opts;
  const blank = (list: string[]) => (showPrompts ? list : list.map(() => ''));
  return {
    contexts: mapBoards(data.contexts, (b) => ({ ...slotLists(b, rewrite), imagePrompts: blank(b.imagePrompts) })),
    topics: mapBoards(data.topics, (b) => ({ ...slotLists(b, rewrite), prompts: blank(b.prompts) })),
    moodboards: data.moodboards.map((m) => moodboardView(m, rewrite, showPrompts)),
  } as ProjectData;
}

/** Feedback rows as the API answers them; `current` when it is about the image shown now. */
export function toFeedbackDto(row: FeedbackRow, current: Map<string, string>): ReviewFeedback {
  const key = row.image_index === null ? null : reviewImageKey(row.page_id, row.image_index);
  return {
    id: row.id,
    link_id: row.link_id,
    page_id: row.page_id,
    image_index: row.image_index,
    verdict: row.verdict,
    comment: row.comment,
    author_name: row.author_name,
    round: row.round,
    asset_sha: row.asset_sha,
    current: key === null ? true : current.get(key) === row.asset_sha,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Images a reviewer judged whose slot now shows another image: what is new since their review. */
export function newSinceReview(rows: FeedbackRow[], current: Map<string, string>): string[] {
  const judged = new Map<string, Set<string>>();
  for (const r of rows) {
    if (r.image_index === null || !r.asset_sha) continue;
    const key = reviewImageKey(r.page_id, r.image_index);
    const set = judged.get(key) ?? new Set<string>();
    set.add(r.asset_sha);
    judged.set(key, set);
  }
  return [...judged.entries()].filter(([key, shas]) => current.has(key) && !shas.has(current.get(key) ?? '')).map(([key]) => key);
}

/** The latest verdict of each link on each image still shown: what locks an approved image. */
export function latestVerdicts(rows: FeedbackRow[], current: Map<string, string>): Map<string, 'approve' | 'reject'> {
  const byLink = new Map<string, { verdict: 'approve' | 'reject'; at: number }>();
  for (const r of rows) {
    if (r.image_index === null || !r.verdict) continue;
    const key = reviewImageKey(r.page_id, r.image_index);
    if (current.get(key) !== r.asset_sha) continue;
    const at = new Date(r.created_at).getTime();
    const k = `${r.link_id}|${key}`;
    const prev = byLink.get(k);
    if (!prev || prev.at <= at) byLink.set(k, { verdict: r.verdict, at });
  }
  const verdicts = new Map<string, 'approve' | 'reject'>();
  for (const [k, v] of byLink) {
    const key = k.slice(k.indexOf('|') + 1);
    // One approval locks the image, whatever another reviewer said.
    if (v.verdict === 'approve' || !verdicts.has(key)) verdicts.set(key, verdicts.get(key) === 'approve' ? 'approve' : v.verdict);
  }
  return verdicts;
}
