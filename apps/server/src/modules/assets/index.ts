/** The image store: assets stored once by content, their thumbnails, provenance and palettes. */

export { buildAiMark, buildStudyMark } from './ai-mark.js';
export { assetKeys, decodeDataUrl, ImageInputError, normaliseImage } from './asset-processing.js';
export { openVariant, readVariant } from './asset-thumbnails.js';
export {
  assetFacts,
  assetRolesIn,
  copyProjectAssets,
  findAssetForUser,
  linkAsset,
  linkAssets,
  linkedAssets,
  linkedAssetsOfProjects,
  PROJECT_ASSET_COPY,
  PROJECT_ASSET_FILE,
  projectAssetShas,
  unlinkAssets,
  unlinkRole,
} from './assets.repository.js';
export { type AssetService, createAssetService, toAppError } from './assets.service.js';
export { extractPalette } from './palette.js';
export { withoutPrompt } from './prompt-free.js';
export { isOfflineStudy, readProvenance, TRAINED_ALGORITHMIC_MEDIA } from './provenance.js';
export { brandBookKey } from './stored-files.js';
export { ALGORITHMIC_MEDIA } from './xmp.js';
