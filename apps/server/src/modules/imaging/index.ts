/**
 * Image making, shared by generation (boards) and moodboards: slot images (sourced or generated,
 * with the daily quota and one retry), what the text model knows of a project's brand and place,
 * text-model calls as readable errors, and the form readers both modules' endpoints use.
 */
export { type BrandInputs, createBrandInputs } from './brand-input.js';
export { currentChargeTo, runChargedTo } from './charge-scope.js';
export {
  createSlotImages,
  IMAGE_SIZE,
  type ImageJob,
  type ImageOutcome,
  newSeed,
  type SlotImageDeps,
  type SlotImages,
} from './slot-image.js';
export { textCall } from './text-call.js';
export {
  type ChargeTo,
  chargeSlotRun,
  type DailyQuota,
  quotaError,
  refundGeneration,
  remainingGenerations,
  reserveGeneration,
  type SlotKey,
  type SpendCharge,
  utcDay,
} from './usage.js';
