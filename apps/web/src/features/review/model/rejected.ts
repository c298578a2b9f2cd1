import {
  assertNever,
  assetVariantUrl,
  deckRender,
  findMoodboard,
  type ProjectData,
  pageTitle,
  parseAssetUrl,
  parsePageId,
  RENDER_IMAGE_INDEX,
  type ReviewFeedback,
} from '@loci/shared';
import type { FeedbackSummary } from '../../../lib/review-feedback';

/** One image to regenerate: where it is (page title and label), its thumbnail, its guidance, and whether it is locked (approved). */
export type RegenerateItem = {
  key: string;
  pageId: string;
  imageIndex: number;
  where: string;
  /** The image's thumbnail ('' when unknown). */
  thumb: string;
  guidance: string;
  locked: boolean;
};

/** An image of a page as people know it: its label (or "image n") and its thumbnail URL. */
export function describeImage(data: ProjectData | undefined, pageId: string, index: number): { label: string; thumb: string } {
  const ref = parsePageId(pageId);
  let labels: readonly string[] = [];
  let images: readonly string[] = [];
  if (data && ref) {
    switch (ref.kind) {
      case 'context':
        labels = data.contexts[ref.section]?.imageLabels ?? [];
        images = data.contexts[ref.section]?.images ?? [];
        break;
      case 'topics':
        labels = data.topics[ref.section]?.labels ?? [];
        images = data.topics[ref.section]?.images ?? [];
        break;
      case 'moodboard': {
        const moodboard = findMoodboard(data, ref.moodboardId);
        // The render in the deck takes its own index (issue #46).
        if (moodboard && index === RENDER_IMAGE_INDEX) {
          const src = deckRender(moodboard)?.image ?? '';
          return { label: 'Render', thumb: parseAssetUrl(src) ? assetVariantUrl(src, 256) : '' };
        }
        labels = moodboard?.labels ?? [];
        images = moodboard?.images ?? [];
        break;
      }
      default:
        assertNever(ref, 'page kind');
    }
  }
  const src = images[index] ?? '';
  return { label: labels[index] || `image ${index + 1}`, thumb: parseAssetUrl(src) ? assetVariantUrl(src, 256) : '' };
}

/** Board and moodboard images clients rejected (and, as locked items, images they approved), optionally on one page. */
export function rejectedItems(
  summary: Map<string, FeedbackSummary>,
  feedback: readonly ReviewFeedback[],
  onlyPage?: string,
  data?: ProjectData,
): RegenerateItem[] {
  const items: RegenerateItem[] = [];
  for (const [key, s] of summary) {
    const slash = key.lastIndexOf('/');
    if (slash < 0) continue;
    const pageId = key.slice(0, slash);
    const ref = parsePageId(pageId);
    if (!ref || (onlyPage && pageId !== onlyPage)) continue;
    if (!s.rejected && !s.approved) continue;
    const imageIndex = Number(key.slice(slash + 1));
    const moodboard = ref.kind === 'moodboard' && data ? findMoodboard(data, ref.moodboardId) : undefined;
    // A moodboard's chosen reference was never generated: there is nothing to regenerate.
    if (moodboard && imageIndex === 0 && moodboard.selectedImage && moodboard.images[0] === moodboard.selectedImage) continue;
    const comments = feedback
      .filter((f) => f.page_id === pageId && f.image_index === imageIndex && f.current && f.comment)
      .map((f) => f.comment);
    const image = describeImage(data, pageId, imageIndex);
    items.push({
      key,
      pageId,
      imageIndex,
      where: `${pageTitle(ref, moodboard?.title)} · ${image.label}`,
      thumb: image.thumb,
      guidance: comments.join(' ').slice(0, 2000),
      locked: s.approved > 0,
    });
  }
  return items.sort((a, b) => a.key.localeCompare(b.key, undefined, { numeric: true }));
}
