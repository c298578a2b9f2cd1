import { ErrorCode } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import type { CandidateMaker } from '../history/index.js';
import { newSeed, type SlotImages } from '../imaging/index.js';
import { findSlot } from './generation.repository.js';
import { slidersOf } from './service-deps.js';

/**
 * One candidate for a board slot's "Variations": its prompt and settings with a new seed, charged
 * like any image; the slot itself does not change (the designer chooses later). Null when the provider made nothing.
 */
export function boardCandidateMaker(deps: { db: Kysely<DatabaseSchema>; images: SlotImages }): CandidateMaker {
  return async ({ projectId, ref, userId, workspaceId, palette, signal }) => {
    if (ref.kind !== 'board') throw new AppError(ErrorCode.Validation, 'Variations are made for Context and Topics images.');
    const slot = await findSlot(deps.db, { projectId, section: ref.section, kind: ref.board }, ref.index);
    if (!slot?.prompt) throw new AppError(ErrorCode.NotFound, 'That image has no prompt yet.');
    const sliders = slidersOf(slot);
    const seed = newSeed();
    const outcome = await deps.images.generate({
      userId,
      workspaceId,
      projectId,
      prompt: slot.prompt,
      usage: 0,
      ...sliders,
      palette,
      seed,
      signal,
    });
    if (!outcome.sha) return null;
    return { sha: outcome.sha, prompt: slot.prompt, settings: { ...sliders, realSourced: 0 }, seed };
  };
}
