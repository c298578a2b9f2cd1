import type { AssetVariant } from '@loci/shared';
import { type GeneratedOrigin, storeGenerated } from './asset-generated.js';
import { storeImported } from './asset-imported.js';
import type { AssetMeta, AssetServiceDeps, StoredAsset } from './asset-persist.js';
import { assetKeys } from './asset-processing.js';
import { openForUser, readBytes } from './asset-read.js';
import { removeIfUnreferenced } from './asset-remove.js';
import { storeSourced } from './asset-sourced.js';
import { warmThumbnails } from './asset-thumbnails.js';
import { storeUpload } from './asset-upload.js';
import { storeUserPhoto } from './asset-user-photo.js';
import { type AssetRow, assetExists, assetRowsOf } from './assets.repository.js';
import { type SweepReport, sweepOrphanFiles } from './orphan-sweep.js';
import { brandBookFiles, brandBookKey } from './stored-files.js';

export type { AssetVariant } from '@loci/shared';
export { assetUrl } from '@loci/shared';
export type { GeneratedOrigin } from './asset-generated.js';
export { type AssetMeta, type AssetServiceDeps, type StoredAsset, toAppError } from './asset-persist.js';

/** The image pipeline behind the Storage port: store once by SHA-256, thumbnails on write (an import's on first use), provenance kept. */
export function createAssetService(deps: AssetServiceDeps) {
  const { db, storage } = deps;
  return {
    /** The database the asset rows live in (for modules that link assets inside their own transactions). */
    db,
    /** An upload (or a data URL the client sent): sniffed, re-encoded, stripped of metadata. */
    storeUpload: (bytes: Buffer): Promise<StoredAsset> => storeUpload(deps, bytes),
    /** An AI-generated image: visible mark + IPTC DigitalSourceType XMP, then stored as marked. */
    storeGenerated: (bytes: Buffer, origin: GeneratedOrigin): Promise<StoredAsset> => storeGenerated(deps, bytes, origin),
    /** A sourced photo: re-encoded, with its credit and licence kept beside it. */
    storeSourced: (
      bytes: Buffer,
      source: { credit: string; licence: string; sourceUrl: string; provider: string; query?: string },
    ): Promise<StoredAsset> => storeSourced(deps, bytes, source),
    /** The user's own reference photo: re-encoded, stripped of metadata, with their credit and licence (never AI). */
    storeUserPhoto: (bytes: Buffer, source: { credit: string; licence: string }): Promise<StoredAsset> =>
      storeUserPhoto(deps, bytes, source),
    /** An image from a project file, byte for byte once its hash, type and limits are checked (issue #51). */
    storeImported: (bytes: Buffer, expected: { sha256: string; meta: AssetMeta }): Promise<StoredAsset> =>
      storeImported(deps, bytes, expected),
    /** The asset rows of these hashes, and a stream of each original (a project file's export). */
    assetRows: (shas: string[]): Promise<AssetRow[]> => assetRowsOf(db, shas),
    openOriginal: (row: Pick<AssetRow, 'sha256' | 'content_type'>) => storage.stream(assetKeys(row.sha256, row.content_type).original),
    /** Deletes a brand book's file unless a project names it (an import that failed takes back what it added). */
    forgetBrandBook: async (sha: string): Promise<void> => {
      if (!(await brandBookFiles.isReferenced(db, sha))) await storage.delete(brandBookKey(sha));
    },
    /** Makes, one at a time in the background, the thumbnails imported images do not have yet. */
    warmThumbnails: (shas: string[], log: (err: unknown) => void): Promise<void> =>
      assetRowsOf(db, shas)
        .then((rows) => warmThumbnails(storage, rows, log))
        .catch(log),
    /** Whether the store holds an image (a project file's import takes back only what it added). */
    hasAsset: (sha: string): Promise<boolean> => assetExists(db, sha),
    /** Opens an asset for a user who may see it (owns a project that uses it); 404 otherwise. */
    openForUser: (userId: string, sha: string, variant: AssetVariant, workspaceIds?: readonly string[]) =>
      openForUser(deps, userId, sha, variant, workspaceIds),
    /** Reads an asset's bytes (server-side use: exports, references for providers). */
    readBytes: (sha: string): Promise<Buffer | null> => readBytes(deps, sha),
    /** After a commit that removed references: drop unreferenced rows, then their files. */
    removeIfUnreferenced: (shas: string[]): Promise<string[]> => removeIfUnreferenced(deps, shas),
    /** Deletes stored files no row references (images, thumbnails, brand books); see `sweepOrphanFiles`. */
    collectOrphanFiles: (opts: { olderThan?: Date } = {}): Promise<SweepReport> => sweepOrphanFiles({ db, storage }, opts),
  };
}

export type AssetService = ReturnType<typeof createAssetService>;
