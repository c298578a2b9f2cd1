import { AppError } from '../../errors.js';
import { type ImageOutcome, newSeed } from '../imaging/index.js';
import { findProjectById } from '../projects/index.js';
import { type ClaimedSlot, releaseFailedSlot } from './job-queue.repository.js';
import { outcomePatch, slidersOf } from './service-deps.js';
import { writeSlot } from './slot-writes.js';
import { reportError, type WorkerState } from './worker-state.js';

/** Generates one claimed slot (outside any transaction) and writes it. */
async function runSlot(state: WorkerState, slot: ClaimedSlot): Promise<void> {
  const { deps, abort } = state;
  const project = await findProjectById(deps.db, slot.project_id);
  const job = {
    userId: slot.charge_to,
    workspaceId: slot.workspace_id,
    prompt: slot.prompt,
    usage: slot.real_sourced === 1 ? (1 as const) : (0 as const),
    ...slidersOf(slot),
    palette: project?.brand_palette,
    signal: abort.signal,
    gate: state.gate,
    slot: { projectId: slot.project_id, section: slot.section, kind: slot.kind, idx: slot.idx },
    // A slot that already shows an image is regenerated: a new seed, so it never comes back the same.
    ...(slot.asset_sha ? { seed: newSeed() } : {}),
  };
  let outcome: ImageOutcome;
  try {
    outcome = await deps.images.make(job);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    outcome = { sha: null, alternatives: [], usage: 0, timeout: false, fallback: true, error: err.message };
  }
  // Shutting down mid-call: the slot goes back to the queue. A finished image is still written.
  if (abort.signal.aborted && !outcome.sha) return;
  const key = { projectId: slot.project_id, section: slot.section, kind: slot.kind };
  await writeSlot(deps, { key, idx: slot.idx, patch: outcomePatch(outcome), heldBy: state.id, seed: outcome.seed });
}

/** Runs a slot; one that fails unexpectedly goes back to the queue (or fails after its attempts) at once. */
export async function runOrHandBack(state: WorkerState, slot: ClaimedSlot): Promise<void> {
  try {
    await runSlot(state, slot);
  } catch (err) {
    if (state.abort.signal.aborted) return; // stopping: release (or lease expiry) hands it back
    reportError(state, err);
    await releaseFailedSlot(state.deps.db, state.id, slot);
  } finally {
    // Awaited: what the app does once a slot settles (a round's snapshot) ends before stop() does.
    try {
      await state.opts.onSlotSettled?.({
        projectId: slot.project_id,
        section: slot.section,
        kind: slot.kind,
        idx: slot.idx,
      });
    } catch (err) {
      reportError(state, err);
    }
  }
}
