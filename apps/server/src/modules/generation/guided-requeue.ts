import { ErrorCode } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, GenerationKind } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { type DailyQuota, quotaError, remainingGenerations } from '../imaging/index.js';
import { listSlotPrompts, markSlotUserEdited } from './generation.repository.js';
import { requeueWithPrompt } from './job-queue.repository.js';

/** One board slot to make again with a new prompt (the review module adds the client's guidance). */
export interface GuidedSlot {
  section: string;
  kind: GenerationKind;
  idx: number;
  prompt: string;
}

/** A slot's words as stored: its prompt and whether it holds an image. */
export interface SlotPromptRow {
  section: string;
  kind: GenerationKind;
  idx: number;
  prompt: string;
  asset_sha: string | null;
  status: string;
}

/**
 * Regeneration with guidance: sets each slot's prompt and queues it on the durable job queue
 * (the worker makes it like any queued slot). Slots already queued or running are left alone.
 */
export function createGuidedRegeneration(deps: { db: Kysely<DatabaseSchema>; dailyQuota: DailyQuota; onQueued: () => void }) {
  const { db } = deps;
  return {
    /** Every board slot of a project with its prompt. */
    slotPrompts(projectId: string): Promise<SlotPromptRow[]> {
      return listSlotPrompts(db, projectId);
    },

    /** Keeps a slot's image through "Regenerate page" (a client approved it), as if the designer had chosen it. */
    async keep(opts: { projectId: string; section: string; kind: GenerationKind; idx: number }): Promise<void> {
      await markSlotUserEdited(db, opts, opts.idx);
    },

    /** Queues the slots with their new prompts; returns how many were queued. */
    async requeue(opts: { projectId: string; workspaceId: string; userId: string; slots: GuidedSlot[] }): Promise<number> {
      const who = { userId: opts.userId, workspaceId: opts.workspaceId };
      if ((await remainingGenerations(db, who, deps.dailyQuota)) < opts.slots.length) throw quotaError();
      let queued = 0;
      await db.transaction().execute(async (trx) => {
        for (const s of opts.slots) {
          queued += await requeueWithPrompt(trx, opts.projectId, s, opts.userId);
        }
      });
      if (queued === 0 && opts.slots.length > 0) throw new AppError(ErrorCode.Conflict, 'Those images are already being made.');
      if (queued > 0) deps.onQueued();
      return queued;
    },
  };
}

export type GuidedRegeneration = ReturnType<typeof createGuidedRegeneration>;
