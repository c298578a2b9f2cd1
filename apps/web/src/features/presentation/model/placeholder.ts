import { assetVariantUrl } from '@loci/shared';

/** What a grid slot shows. */
export type SlotState = 'ready' | 'generating' | 'failed' | 'empty';

const SVG_PLACEHOLDER = /^data:image\/svg\+xml/i;

/** A placeholder SVG data URI counts as still generating (spec §3). */
export function isPlaceholderImage(image: string | undefined | null): boolean {
  return typeof image === 'string' && SVG_PLACEHOLDER.test(image);
}

/**
 * An image is accepted as a data URL or a string longer than 100 characters (spec §3);
 * our own asset URLs (`/api/assets/<sha>`) and http(s) URLs are accepted too.
 */
export function isUsableImage(image: string | undefined | null): image is string {
  if (typeof image !== 'string' || image.length === 0 || isPlaceholderImage(image)) return false;
  return image.startsWith('data:') || image.length > 100 || image.startsWith('/api/assets/') || /^https?:\/\//.test(image);
}

/**
 * The state of one slot from its image, its server status (pending, queued, running, done,
 * failed) and whether the board is generating.
 */
export function slotState(options: { image: string | undefined; status?: string; boardBusy: boolean }): SlotState {
  const { image, status, boardBusy } = options;
  if (isUsableImage(image)) return 'ready';
  if (isPlaceholderImage(image)) return 'generating';
  if (status === 'failed') return 'failed';
  if (status === 'queued' || status === 'running') return 'generating';
  if (boardBusy && status !== 'done') return 'generating';
  return status === 'done' ? 'failed' : 'empty';
}

/** The grid-sized variant of an image: `/api/assets/<sha>` → `/api/assets/<sha>/768`; others unchanged. */
export function gridImageSrc(image: string, size: 256 | 768 = 768): string {
  return assetVariantUrl(image, size);
}
