import { assetShaOf, ErrorCode } from '@loci/shared';
import { AppError } from '../../errors.js';
import { decodeDataUrl, findAssetForUser, ImageInputError, normaliseImage } from '../assets/index.js';
import type { MoodboardServiceDeps } from './moodboard-deps.js';

/** A still-generating placeholder (the client's grey SVG data URI) or an empty image. */
export function isPlaceholder(raw: string): boolean {
  const v = raw.trim();
  return v === '' || /^data:image\/svg\+xml/i.test(v);
}

/** The sha of one of our asset URLs, or null when `raw` is not one. */
export function ownAssetSha(raw: string): string | null {
  return assetShaOf(raw);
}

function invalid(err: unknown): null {
  if (err instanceof ImageInputError || err instanceof AppError) return null;
  throw err;
}

/**
 * An image the client sent, stored: our asset URL (one the user may see) or a data URL (stored
 * as an upload). Null when it is neither or not an image we can read — callers pick the message.
 */
export async function storeImageRef(deps: MoodboardServiceDeps, userId: string, raw: string): Promise<string | null> {
  const own = ownAssetSha(raw);
  if (own) return (await findAssetForUser(deps.db, own, userId)) ? own : null;
  if (!raw.trim().startsWith('data:')) return null;
  try {
    return (await deps.assets.storeUpload(decodeDataUrl(raw.trim(), { maxBytes: deps.limits.maxBytes }))).sha256;
  } catch (err) {
    return invalid(err);
  }
}

/** An image's bytes without storing it (references for a provider); null when not readable. */
export async function readImageRef(
  deps: MoodboardServiceDeps,
  userId: string,
  raw: string,
): Promise<{ bytes: Buffer; sha: string | null } | null> {
  const own = ownAssetSha(raw);
  if (own) {
    if (!(await findAssetForUser(deps.db, own, userId))) return null;
    const bytes = await deps.assets.readBytes(own);
    return bytes ? { bytes, sha: own } : null;
  }
  if (!raw.trim().startsWith('data:')) return null;
  try {
    const image = await normaliseImage(decodeDataUrl(raw.trim(), { maxBytes: deps.limits.maxBytes }), deps.limits);
    return { bytes: image.bytes, sha: null };
  } catch (err) {
    return invalid(err);
  }
}

/** The 400 for an image field that is not one of ours nor a readable data URL. */
export function invalidImage(field: string): AppError {
  return new AppError(ErrorCode.Validation, `${field} must be an image data URL or an image URL from this app.`);
}
