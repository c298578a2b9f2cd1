import { type AssetVariant, ErrorCode } from '@loci/shared';
import { AppError } from '../../errors.js';
import type { AssetServiceDeps } from './asset-persist.js';
import { assetKeys } from './asset-processing.js';
import { openVariant } from './asset-thumbnails.js';
import { assetFacts, findAssetForUser } from './assets.repository.js';

/** Opens an asset for a user who may see it (owns a project that uses it); 404 otherwise. */
export async function openForUser(
  deps: AssetServiceDeps,
  userId: string,
  sha: string,
  variant: AssetVariant,
  workspaceIds?: readonly string[],
) {
  const row = await findAssetForUser(deps.db, sha, userId, workspaceIds);
  if (!row) throw new AppError(ErrorCode.NotFound, 'Image not found.');
  const stream = await openVariant(deps.storage, row, variant);
  if (!stream) throw new AppError(ErrorCode.NotFound, 'Image not found.');
  return { stream, contentType: variant === 'original' ? row.content_type : 'image/webp', row };
}

/** Reads an asset's bytes (server-side use: exports, references for providers). */
export async function readBytes(deps: AssetServiceDeps, sha: string): Promise<Buffer | null> {
  const [row] = await assetFacts(deps.db, [sha]);
  return row ? deps.storage.get(assetKeys(row.sha256, row.content_type).original) : null;
}
