export { type BoundedImage, boundImageMetadata, checkMetadata, type MetadataKind } from './image-metadata.js';
export {
  type BoundReason,
  createParseBudget,
  DEFAULT_PARSE_LIMITS,
  MetadataBoundsError,
  type ParseBudget,
  type ParseLimits,
} from './parse-budget.js';
