import { ErrorCode } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, GenerationKind } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { type DailyQuota, quotaError, remainingGenerations } from '../imaging/index.js';

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
      return db
        .selectFrom('generation_slot')
        .select(['section', 'kind', 'idx', 'prompt', 'asset_sha', 'status'])
        .where('project_id', '=', projectId)
        .execute();
    },

    /** Keeps a slot's image through "Regenerate page" (a client approved it), as if the designer had chosen it. */
    async keep(opts: { projectId: string; section: string; kind: GenerationKind; idx: number }): Promise<void> {
      await db
        .updateTable('generation_slot')
        .set({ user_edited: true })
        .where('project_id', '=', opts.projectId)
        .where('section', '=', opts.section)
        .where('kind', '=', opts.kind)
        .where('idx', '=', opts.idx)
        .execute();
    },

    /** Queues the slots with their new prompts; returns how many were queued. */
    async requeue(opts: { projectId: string; workspaceId: string; userId: string; slots: GuidedSlot[] }): Promise<number> {
      const who = { userId: opts.userId, workspaceId: opts.workspaceId };
      if ((await remainingGenerations(db, who, deps.dailyQuota)) < opts.slots.length) throw quotaError();
      let queued = 0;
      await db.transaction().execute(async (trx) => {
        for (const s of opts.slots) {
          const res = await trx
            .updateTable('generation_slot')
            .set({
              prompt: s.prompt,
              status: 'queued',
              queued_at: new Date(),
              error: null,
              attempts: 0,
              user_edited: false,
              updated_at: new Date(),
              started_by: opts.userId,
            })
            .where('project_id', '=', opts.projectId)
            .where('section', '=', s.section)
            .where('kind', '=', s.kind)
            .where('idx', '=', s.idx)
            .where('status', 'not in', ['queued', 'running'])
            .executeTakeFirst();
          queued += Number(res.numUpdatedRows);
        }
      });
      if (queued === 0 && opts.slots.length > 0) throw new AppError(ErrorCode.Conflict, 'Those images are already being made.');
      if (queued > 0) deps.onQueued();
      return queued;
    },
  };
}

export type GuidedRegeneration = ReturnType<typeof createGuidedRegeneration>;
