import { snapshotPagesOf } from '@loci/shared';
import { hasRoundSnapshot, insertRoundSnapshotOnce } from './snapshots.repository.js';
import { roundOf, type SnapshotDeps } from './snapshots-deps.js';

/** Review rounds kept as snapshots: as shared, as reviewed before the round moves on, and as regenerated once settled. */
export function createRoundSnapshots(deps: SnapshotDeps) {
  /** Takes the round's snapshot unless it has one (the first share of a round is what the client saw). */
  async function keepRound(projectId: string, roundNo: number, by: string | null): Promise<void> {
    if (await hasRoundSnapshot(deps.db, projectId, roundNo)) return;
    const pages = snapshotPagesOf(await deps.data.getData(projectId));
    await insertRoundSnapshotOnce(deps.db, { projectId, round: roundNo, pages, by });
  }

  return {
    /** The project was shared for review (a link made): keeps this round as shared. */
    async shared(projectId: string, by: string): Promise<void> {
      await keepRound(projectId, await roundOf(deps, projectId), by);
    },

    /** The review round is about to move on from `from`: keeps the round as reviewed if it has no snapshot. */
    async movingOn(projectId: string, from: number, by: string): Promise<void> {
      await keepRound(projectId, from, by);
    },

    /**
     * A board slot settled (the generation worker tells): a round started by "Regenerate" is kept once
     * its new images are made, with nothing of the boards still queued or running. A round whose
     * last image settled in a process that died before this ran is kept when the round moves on.
     */
    async slotSettled(projectId: string): Promise<void> {
      const now = await roundOf(deps, projectId);
      if (now < 2 || (await hasRoundSnapshot(deps.db, projectId, now))) return;
      const data = await deps.data.getData(projectId);
      const busy = [...Object.values(data.contexts), ...Object.values(data.topics)].some((b) => b?.isFetching);
      if (!busy) await insertRoundSnapshotOnce(deps.db, { projectId, round: now, pages: snapshotPagesOf(data), by: null });
    },
  };
}
