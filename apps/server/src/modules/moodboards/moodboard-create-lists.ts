import { AESTHETIC_REFERENCE_LABEL, DEFAULT_PROGRAMMATIC_AREA, type Moodboard, type MoodboardCreateInput } from '@loci/shared';
import type { ProjectRow } from '../projects/index.js';
import { readCreationSeeds } from './moodboard-create-seeds.js';
import { type MoodboardServiceDeps, requireMoodboard } from './moodboard-deps.js';
import { writeMoodboards } from './moodboard-links.js';
import { toMoodboards } from './moodboard-reads.js';
import { insertMoodboard, type MoodboardFields, replaceMoodboard } from './moodboards.repository.js';

/** The creation call: a moodboard (new, or one replaced) from the client's own lists. */
export function createMoodboardFromLists(deps: MoodboardServiceDeps) {
  const { db, assets } = deps;

  /**
   * POST /api/projects/:id/moodboards (the spec's creation call, path not shown): a moodboard from the
   * client's own lists. Images may be asset URLs, data URLs or placeholders ('' or the grey SVG:
   * those positions are pending, generated later through /generate_single_moodboard_image/).
   * With `moodboard_id`, that moodboard is updated instead.
   */
  async function create(
    userId: string,
    project: ProjectRow,
    form: MoodboardCreateInput,
  ): Promise<{ moodboard: Moodboard; created: boolean }> {
    const { title } = form;
    const existingId = form.moodboard_id;
    const existing = existingId ? await requireMoodboard(deps, project.id, existingId) : undefined;
    const { seeds, stored } = await readCreationSeeds(deps, userId, form);
    const reference = seeds[0]?.label === AESTHETIC_REFERENCE_LABEL ? (seeds[0].assetSha ?? null) : null;
    const fields: MoodboardFields = {
      title,
      section: form.section,
      programmaticArea: form.programmaticArea || DEFAULT_PROGRAMMATIC_AREA,
      areaDescription: form.optionalPrompt,
      selectedSha: reference,
      startedBy: userId,
    };
    const row = await writeMoodboards(
      { db, assets, by: userId },
      project.id,
      (trx) => (existing ? replaceMoodboard(trx, existing, fields, seeds) : insertMoodboard(trx, project.id, fields, seeds)),
      stored,
    );
    const [moodboard] = await toMoodboards(db, [row]);
    return { moodboard, created: !existing };
  }

  return { create };
}
