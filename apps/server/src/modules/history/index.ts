/** Slot history: every image a slot has shown, listed on demand and restorable. */
export {
  findSlotVersion,
  forgetSlotVersions,
  listSlotVersions,
  PROJECT_SNAPSHOT_FILE,
  recordSlotVersion,
  SLOT_VERSION_FILE,
  type SlotVersionRow,
  VERSION_ROLE,
  type VersionRecord,
} from './history.repository.js';
export { historyRoutes } from './history.routes.js';
export { type CandidateMaker, createHistory, type History, type SlotRestorer } from './history.service.js';
export { historyDb } from './history.tables.js';
export { snapshotRoutes } from './snapshots.routes.js';
export { createSnapshots, type PageRestorer, type Snapshots } from './snapshots.service.js';
