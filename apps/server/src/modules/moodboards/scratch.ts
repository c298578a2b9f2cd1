import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { AssetService } from '../assets/index.js';
import { deleteScratchRowsBefore, keepScratchRows } from './scratch.repository.js';

type Db = Kysely<DatabaseSchema>;

/** Scratch images live this long unless a project links them (then the project keeps them). */
export const SCRATCH_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Scratch images: made for a user outside any project (spec: /moodboard_images_edit/, which the
 * client calls only without a project id). The user may view them (findAssetForUser reads
 * scratch_asset), nobody else can; expired ones are removed on the next scratch write.
 */
export function createScratchImages(deps: { db: Db; assets: AssetService; ttlMs?: number }) {
  const ttl = deps.ttlMs ?? SCRATCH_TTL_MS;
  return {
    /** Records that the user owns these freshly stored images, then prunes expired scratch images. */
    async keep(userId: string, shas: string[]): Promise<void> {
      // Two prompts can make the same image: one row per image, or PostgreSQL refuses the upsert.
      const unique = [...new Set(shas)];
      if (unique.length) {
        await keepScratchRows(deps.db, userId, unique);
      }
      await this.prune();
    },
    /** Drops expired scratch rows and the files of images no project uses. */
    async prune(now = new Date()): Promise<string[]> {
      const expired = await deleteScratchRowsBefore(deps.db, new Date(now.getTime() - ttl));
      return expired.length ? deps.assets.removeIfUnreferenced([...new Set(expired)]) : [];
    },
  };
}

export type ScratchImages = ReturnType<typeof createScratchImages>;
