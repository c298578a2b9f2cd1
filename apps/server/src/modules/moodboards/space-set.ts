import { assetShaOf, ErrorCode, type MoodboardSpace, type SpaceSetInput } from '@loci/shared';
import sharp from 'sharp';
import { AppError, badInput } from '../../errors.js';
import { boundImageMetadata } from '../../lib/image-metadata/index.js';
import { assetRolesIn, linkAsset } from '../assets/index.js';
import type { ProjectRow } from '../projects/index.js';
import { requireMoodboard } from './moodboard-deps.js';
import { findSpace, saveSpace } from './space.repository.js';
import { releaseSpaceImage, SPACE_ROLE, type SpaceOpDeps, spaceFrame, toSpaceDto } from './space-shared.js';

/** Refuses, in plain words and before anything is stored, an image over the pixel limit (413). */
async function checkPixels(deps: SpaceOpDeps, bytes: Buffer): Promise<void> {
  // A file whose metadata cannot be walked is not read here; storing it refuses it as corrupt.
  const bounded = boundImageMetadata(bytes);
  const meta = bounded.unreadable
    ? null
    : await sharp(bounded.bytes, { limitInputPixels: false })
        .metadata()
        .catch(() => null);
  const pixels = (meta?.width ?? 0) * (meta?.height ?? 0);
  if (meta && pixels > deps.limits.maxPixels) {
    const mp = (n: number) => `${Math.round(n / 1e6)} megapixels`;
    throw new AppError(
      ErrorCode.PayloadTooLarge,
      `This picture is ${mp(pixels)} (${meta.width}×${meta.height}); the limit is ${mp(deps.limits.maxPixels)}. Please export it smaller and upload it again.`,
    );
  }
}

/** The image a form names: an uploaded `file`, else `image` (one of the project's own images, by URL). */
async function imageOfForm(
  deps: SpaceOpDeps,
  project: ProjectRow,
  input: SpaceSetInput,
): Promise<{ sha: string; source: 'upload' | 'project' }> {
  const file = input.file;
  if (file) {
    const bytes = Buffer.from(file.bytes);
    await checkPixels(deps, bytes);
    const stored = await deps.assets.storeUpload(bytes);
    return { sha: stored.sha256, source: 'upload' };
  }
  const named = input.image;
  if (!named) throw badInput('Please upload a photo, sketch or model view, or pick one of the project’s images.');
  const sha = assetShaOf(named) ?? (/^[0-9a-f]{64}$/.test(named) ? named : null);
  if (!sha || !(await assetRolesIn(deps.db, project.id, sha)).length)
    throw new AppError(ErrorCode.NotFound, 'That image is not one of this project’s images.');
  return { sha, source: 'project' };
}

/** POST …/space (multipart): sets the moodboard's space from an upload (with its author) or a project image. */
export async function setSpace(
  deps: SpaceOpDeps,
  userId: string,
  project: ProjectRow,
  moodboardId: string,
  input: SpaceSetInput,
): Promise<{ space: MoodboardSpace }> {
  const moodboard = await requireMoodboard(deps, project.id, moodboardId);
  const author = input.author ?? '';
  const image = await imageOfForm(deps, project, input);
  const previous = await findSpace(deps.spaces, moodboard.id);
  await linkAsset(deps.db, { projectId: project.id, sha256: image.sha, role: SPACE_ROLE });
  const row = await saveSpace(deps.spaces, {
    moodboard_id: moodboard.id,
    project_id: project.id,
    asset_sha: image.sha,
    source: image.source,
    author: author || null,
    created_by: userId,
  });
  if (previous && previous.asset_sha !== image.sha) await releaseSpaceImage(deps, project.id, previous.asset_sha);
  return { space: toSpaceDto(row, await spaceFrame(deps, row.asset_sha)) };
}
