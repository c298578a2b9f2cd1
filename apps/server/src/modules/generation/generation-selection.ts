import type { ImageSelectionInput } from '@loci/shared';
import { assetShaOf, assetUrl, ErrorCode } from '@loci/shared';
import { AppError, badInput } from '../../errors.js';
import { decodeDataUrl, findAssetForUser, toAppError } from '../assets/index.js';
import type { ProjectView } from '../projects/index.js';
import { findSlot } from './generation.repository.js';
import type { GenerationServiceDeps } from './service-deps.js';
import { writeSlot } from './slot-writes.js';
import type { GenerationKind } from './slots.js';

/** An image the client picked: our own asset URL (one the user may see) or a data URL it sent. */
async function resolveSelected(deps: GenerationServiceDeps, userId: string, raw: string): Promise<string> {
  const own = assetShaOf(raw);
  if (own) {
    if (!(await findAssetForUser(deps.db, own, userId))) throw new AppError(ErrorCode.NotFound, 'Image not found.');
    return own;
  }
  if (!raw.startsWith('data:')) throw badInput('selected_image must be an image data URL or an image URL from this app.');
  try {
    return (await deps.assets.storeUpload(decodeDataUrl(raw, { maxBytes: deps.uploadMaxBytes }))).sha256;
  } catch (err) {
    throw toAppError(err);
  }
}

/** POST /save_image_selection/ and /save_topics_image_selection/: the chosen image becomes the slot's. */
export async function saveSelection(
  deps: GenerationServiceDeps,
  userId: string,
  project: ProjectView,
  form: ImageSelectionInput,
  kind: GenerationKind,
) {
  const { db, assets } = deps;
  const key = { projectId: project.id, section: form.section, kind };
  const idx = form.image_index ?? 0;
  const max = deps.uploadMaxBytes * 2;
  if (form.selected_image.length > max) throw badInput(`selected_image is longer than ${max} characters.`);
  const sha = await resolveSelected(deps, userId, form.selected_image);
  const slot = await findSlot(db, key, idx);
  // The replaced image stays on offer as an alternative.
  const alternatives = (slot?.alternative_shas ?? []).filter((s) => s !== sha);
  if (slot?.asset_sha && slot.asset_sha !== sha) alternatives.unshift(slot.asset_sha);
  await writeSlot(
    { db, assets },
    {
      key,
      idx,
      patch: { assetSha: sha, alternativeShas: alternatives, status: 'done', error: null, userEdited: true },
      by: userId,
      source: 'chosen',
    },
  );
  return { success: true as const, image: assetUrl(sha) };
}
