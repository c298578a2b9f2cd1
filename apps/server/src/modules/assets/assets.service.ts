import { type AssetVariant, ErrorCode } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { AppError } from '../../errors.js';
import { assetKeys, ImageInputError, makeThumbnails, normaliseImage, sha256Hex } from './asset-processing.js';
import { type AssetRow, assetExists, deleteUnreferencedAssets, findAssetForUser, upsertAsset } from './assets.repository.js';
import {
  type ContentCredentials,
  type CredentialIngredient,
  digitalSourceType,
  normalisedLineage,
  withCredentials,
} from './content-credentials.js';
import { type SweepReport, sweepOrphanFiles } from './orphan-sweep.js';
import { markAiGenerated } from './provenance.js';

export interface AssetServiceDeps {
  db: Kysely<DatabaseSchema>;
  storage: Storage;
  limits: { maxBytes: number; maxPixels: number };
  /** Signs a C2PA manifest into every stored image; left out, images are stored unsigned. */
  credentials?: ContentCredentials;
}

/** Who made a generated image and from which images (the C2PA lineage). */
export interface GeneratedOrigin {
  prompt: string;
  provider: string;
  model?: string;
  /** The image model's `offline` flag (the offline study model → algorithmicMedia). */
  offline?: boolean;
  /** Images it was made from: moodboard images (componentOf), a previous render (parentOf). */
  ingredients?: CredentialIngredient[];
}

export type { AssetVariant } from '@loci/shared';
export { assetUrl } from '@loci/shared';

export interface StoredAsset {
  sha256: string;
  contentType: string;
  width: number;
  height: number;
}

/** The image pipeline behind the Storage port: store once by SHA-256, thumbnails on write, provenance kept. */
export function createAssetService(deps: AssetServiceDeps) {
  const { db, storage, limits, credentials } = deps;

  async function persist(
    bytes: Buffer,
    image: { contentType: string; width: number; height: number },
    meta: Omit<AssetRow, 'sha256' | 'content_type' | 'byte_size' | 'width' | 'height'>,
  ): Promise<StoredAsset> {
    const sha = sha256Hex(bytes);
    const keys = assetKeys(sha, image.contentType);
    // Files first, then the row: a row never points at a missing file.
    const fresh = !(await storage.exists(keys.original));
    try {
      if (fresh) {
        const thumbs = await makeThumbnails(bytes);
        await storage.put(keys.thumbnails[256], thumbs[256], 'image/webp');
        await storage.put(keys.thumbnails[768], thumbs[768], 'image/webp');
        await storage.put(keys.original, bytes, image.contentType);
      }
      await upsertAsset(db, {
        sha256: sha,
        content_type: image.contentType,
        byte_size: bytes.length,
        width: image.width,
        height: image.height,
        ...meta,
      });
    } catch (err) {
      // A store or row write failed half-way: take back the objects this call wrote, unless a
      // concurrent upload of the same bytes has meanwhile given them a row.
      if (fresh && !(await assetExists(db, sha).catch(() => true))) await removeFiles(storage, sha).catch(() => undefined);
      throw err;
    }
    return { sha256: sha, contentType: image.contentType, width: image.width, height: image.height };
  }

  return {
    /** The database the asset rows live in (for modules that link assets inside their own transactions). */
    db,

    /** An upload (or a data URL the client sent): sniffed, re-encoded, stripped of metadata. */
    async storeUpload(bytes: Buffer): Promise<StoredAsset> {
      const image = await normalise(bytes, limits);
      const signed = await withCredentials(credentials, image, normalisedLineage(bytes, 'Upload'));
      return persist(signed, image, {
        origin: 'uploaded',
        provider: null,
        prompt: null,
        licence: null,
        credit: null,
        source_url: null,
      });
    },

    /** An AI-generated image: visible mark + IPTC DigitalSourceType XMP, then stored as marked. */
    async storeGenerated(bytes: Buffer, origin: GeneratedOrigin): Promise<StoredAsset> {
      const image = await normalise(bytes, limits);
      const marked = await markAiGenerated(image.bytes, origin);
      // A provider's own manifest (gpt-image) is kept: its output becomes the parent ingredient.
      const provided = credentials?.hasManifest(bytes)
        ? [{ bytes, title: `${origin.provider} output`, relationship: 'parentOf' as const }]
        : [];
      const signed = await withCredentials(
        credentials,
        { bytes: marked, contentType: image.contentType },
        {
          sourceType: digitalSourceType(origin),
          agent: [origin.provider, origin.model].filter(Boolean).join(' '),
          edit: 'Loci added the visible mark.',
          ingredients: [...provided, ...(origin.ingredients ?? [])],
        },
      );
      return persist(signed, image, {
        origin: 'generated',
        provider: origin.provider,
        prompt: origin.prompt,
        licence: null,
        credit: null,
        source_url: null,
      });
    },

    /** A sourced photo: re-encoded, with its credit and licence kept beside it. */
    async storeSourced(
      bytes: Buffer,
      source: { credit: string; licence: string; sourceUrl: string; provider: string; query?: string },
    ): Promise<StoredAsset> {
      const image = await normalise(bytes, limits);
      const signed = await withCredentials(credentials, image, normalisedLineage(bytes, source.credit || 'Sourced photo'));
      return persist(signed, image, {
        origin: 'sourced',
        provider: source.provider,
        prompt: source.query ?? null,
        licence: source.licence,
        credit: source.credit,
        source_url: source.sourceUrl,
      });
    },

    /** The user's own reference photo: re-encoded, stripped of metadata, with their credit and licence (never AI). */
    async storeUserPhoto(bytes: Buffer, source: { credit: string; licence: string }): Promise<StoredAsset> {
      const image = await normalise(bytes, limits);
      const meta = {
        origin: 'uploaded' as const,
        provider: 'user upload',
        prompt: null,
        licence: source.licence,
        credit: source.credit,
        source_url: null,
      };
      const signed = await withCredentials(credentials, image, normalisedLineage(bytes, source.credit || 'Reference photo'));
      const stored = await persist(signed, image, meta);
      // The same bytes stored before (e.g. as a logo) had no credit: the photo's credit is kept beside it.
      await db
        .updateTable('asset')
        .set({ credit: source.credit, licence: source.licence, provider: 'user upload' })
        .where('sha256', '=', stored.sha256)
        .where('origin', '=', 'uploaded')
        .where('credit', 'is', null)
        .execute();
      return stored;
    },

    /** Opens an asset for a user who may see it (owns a project that uses it); 404 otherwise. */
    async openForUser(userId: string, sha: string, variant: AssetVariant, workspaceIds?: readonly string[]) {
      const row = await findAssetForUser(db, sha, userId, workspaceIds);
      if (!row) throw new AppError(ErrorCode.NotFound, 'Image not found.');
      const keys = assetKeys(row.sha256, row.content_type);
      const key = variant === 'original' ? keys.original : keys.thumbnails[variant];
      const stream = await storage.stream(key);
      if (!stream) throw new AppError(ErrorCode.NotFound, 'Image not found.');
      return { stream, contentType: variant === 'original' ? row.content_type : 'image/webp', row };
    },

    /** Reads an asset's bytes (server-side use: exports, references for providers). */
    async readBytes(sha: string): Promise<Buffer | null> {
      const row = await db.selectFrom('asset').select(['sha256', 'content_type']).where('sha256', '=', sha).executeTakeFirst();
      return row ? storage.get(assetKeys(row.sha256, row.content_type).original) : null;
    },

    /** After a commit that removed references: drop unreferenced rows, then their files. */
    async removeIfUnreferenced(shas: string[]): Promise<string[]> {
      const gone = await db.transaction().execute(async (trx) => deleteUnreferencedAssets(trx, shas));
      await Promise.all(gone.map((sha) => removeFiles(storage, sha)));
      return gone;
    },

    /** Deletes stored files no row references (images, thumbnails, brand books); see `sweepOrphanFiles`. */
    collectOrphanFiles(opts: { olderThan?: Date } = {}): Promise<SweepReport> {
      return sweepOrphanFiles({ db, storage }, opts);
    },
  };
}

export type AssetService = ReturnType<typeof createAssetService>;

async function normalise(bytes: Buffer, limits: AssetServiceDeps['limits']) {
  try {
    return await normaliseImage(bytes, limits);
  } catch (err) {
    throw toAppError(err);
  }
}

/** ImageInputError → the right 4xx with its readable message. */
export function toAppError(err: unknown): unknown {
  if (!(err instanceof ImageInputError)) return err;
  const code =
    err.code === 'too_large'
      ? ErrorCode.PayloadTooLarge
      : err.code === 'unsupported_type' || err.code === 'not_an_image'
        ? ErrorCode.UnsupportedMedia
        : ErrorCode.BadRequest;
  return new AppError(code, err.message);
}

async function removeFiles(storage: Storage, sha: string): Promise<void> {
  for await (const key of storage.list(`${sha.slice(0, 2)}/${sha.slice(2, 4)}/${sha}`)) await storage.delete(key);
}
