import { type AssetVariant, ErrorCode } from '@loci/shared';
import { AppError } from '../../errors.js';
import { openVariant, readVariant, withoutPrompt } from '../assets/index.js';
import { type LinkCaller, linkedAsset } from './review-client-link.js';
import type { ReviewDeps } from './review-deps.js';

/**
 * GET /api/review/:token/assets/:sha[/:size] — an image of the link's project only. With "Show
 * prompts" off it is a prompt-free copy (no prompt in its metadata), tagged by content: the same
 * file always gives the same copy, so a browser that has it gets a 304 once the link is checked.
 */
export async function openLinkAsset(deps: ReviewDeps, caller: LinkCaller, sha: string, variant: AssetVariant, ifNoneMatch?: string) {
  const { link, row } = await linkedAsset(deps, caller, sha);
  const contentType = variant === 'original' ? row.content_type : 'image/webp';
  if (link.show_prompts) {
    const stream = await openVariant(deps.storage, row, variant);
    if (!stream) throw new AppError(ErrorCode.NotFound, 'Image not found.');
    return { body: stream, contentType, etag: null, notModified: false };
  }
  const etag = `"${row.sha256}-${variant}-no-prompt"`;
  if (ifNoneMatch === etag) return { body: null, contentType, etag, notModified: true };
  const bytes = await readVariant(deps.storage, row, variant);
  if (!bytes) throw new AppError(ErrorCode.NotFound, 'Image not found.');
  return { body: await withoutPrompt(bytes, deps.credentials), contentType, etag, notModified: false };
}
