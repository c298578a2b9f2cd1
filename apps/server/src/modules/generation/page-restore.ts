import { boardSlotKey, type SnapshotPage } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, GenerationKind } from '../../adapters/db/schema.js';
import type { AssetService } from '../assets/index.js';
import { recordSlotVersion } from '../history/index.js';
import { lockProjectRow } from '../projects/index.js';
import { listSlots, replaceSlots, upsertSection, upsertSlot } from './generation.repository.js';
import { reconcileLinks } from './slot-writes.js';

/**
 * Writes a board page back as a snapshot holds it: the page's text, and every
 * slot's words, settings and images, in one transaction that holds the project row. Each slot whose
 * image changes gets a `restored` history entry; images no longer used by anything are removed after.
 */
export function boardPageRestorer(deps: { db: Kysely<DatabaseSchema>; assets: AssetService }) {
  return async (job: { projectId: string; section: string; kind: GenerationKind; page: SnapshotPage; by: string }): Promise<void> => {
    const key = { projectId: job.projectId, section: job.section, kind: job.kind };
    const removed = await deps.db.transaction().execute(async (trx) => {
      await lockProjectRow(trx, job.projectId);
      const before = new Map((await listSlots(trx, job.projectId, { section: job.section, kind: job.kind })).map((s) => [s.idx, s]));
      // A snapshot taken before Topics pages had their own text holds '' for them: keep the text then.
      if (job.kind === 'context' || job.page.text) await upsertSection(trx, key, job.page.text);
      const seeds = job.page.slots.map((s) => ({
        label: s.label,
        prompt: s.prompt,
        alternativeLabels: s.alternativeLabels,
        promptUsage: (s.promptUsage ? 1 : 0) as 0 | 1,
      }));
      await replaceSlots(trx, key, seeds);
      for (const [idx, s] of job.page.slots.entries()) {
        const [microMacro, photoStyled, realSourced] = s.settings;
        await upsertSlot(trx, key, idx, {
          assetSha: s.image || null,
          alternativeShas: s.alternativeImages,
          microMacro,
          photoStyled,
          realSourced,
          promptUsage: s.promptUsage,
          status: s.image ? 'done' : 'pending',
          error: null,
          userEdited: true,
        });
        const was = before.get(idx);
        if (!s.image || was?.asset_sha === s.image) continue;
        await recordSlotVersion(trx, {
          projectId: job.projectId,
          slot: boardSlotKey(job.section, job.kind, idx),
          sha: s.image,
          prompt: s.prompt,
          settings: { microMacro, photoStyled, realSourced },
          source: 'restored',
          by: job.by,
          previous: was?.asset_sha ? { sha: was.asset_sha, prompt: was.prompt } : null,
        });
      }
      return reconcileLinks(trx, job.projectId, job.kind);
    });
    if (removed.length) await deps.assets.removeIfUnreferenced(removed);
  };
}

export type BoardPageRestorer = ReturnType<typeof boardPageRestorer>;
