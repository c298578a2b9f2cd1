import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { AssetService } from '../assets/index.js';
import type { SlotImages } from '../imaging/index.js';

// The worker's options and dependencies, apart from worker.ts so the lane and state files that
// read them do not import the file that starts them (an import loop, even if type-only).

export interface WorkerOptions {
  /** Slots generated at once by this worker (GENERATION_CONCURRENCY). */
  concurrency: number;
  /** Slots of one user running (in the provider or being stored) at once across workers (soft bound); defaults to 2 × `concurrency`. */
  perUser?: number;
  /**
   * A running slot whose lease is not renewed for this long is re-queued (its worker died on
   * another host, or hung). Renewed by a heartbeat every quarter lease. Slots of a dead worker on
   * this host (same boot and PID namespace) are re-queued at once, at start-up and every half lease.
   */
  leaseMs?: number;
  /** How often an idle worker looks for work (queueing in this process wakes it at once). */
  pollMs?: number;
  workerId?: string;
  /** Called after each slot this worker settles (written, or handed back after an unexpected error). */
  onSlotSettled?: (slot: { projectId: string; section: string; kind: string; idx: number }) => void | Promise<void>;
}

export interface WorkerDeps {
  db: Kysely<DatabaseSchema>;
  assets: AssetService;
  images: SlotImages;
  /** Called with unexpected errors (logged by the app). */
  onError?: (err: unknown) => void;
}
