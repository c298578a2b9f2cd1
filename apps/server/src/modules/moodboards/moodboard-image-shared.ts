import { ErrorCode } from '@loci/shared';
import type { Section, SliderStep } from '../../adapters/ai/index.js';
import type { PlaceFacts } from '../../adapters/geo/index.js';
import { AppError } from '../../errors.js';
import type { ImageOutcome } from '../imaging/index.js';
import { textCall } from '../imaging/index.js';
import type { MoodboardServiceDeps } from './moodboard-deps.js';
import { writeMoodboards } from './moodboard-links.js';
import { refreshStatus, writeImage } from './moodboards.repository.js';

type ImagePatch = Parameters<typeof writeImage>[2];

/** A stored slider value as a slider step (anything unknown is the middle). */
export const step = (v: number): SliderStep => (v === 0 || v === 2 ? v : 1);

/** The 502 for an edit whose provider made nothing: the image already there stays. */
export function providerFailure(outcome: ImageOutcome): AppError {
  const why = outcome.timeout ? 'did not answer in time' : 'could not make this image';
  return new AppError(ErrorCode.Upstream, `The image provider ${why}. Your previous image is kept.`);
}

/**
 * Writes image `idx` of a moodboard and refreshes the moodboard's status, in one project write;
 * `shas` are the new assets the write links.
 */
export async function saveMoodboardImage(
  deps: MoodboardServiceDeps,
  write: { userId: string; projectId: string; moodboardId: string; idx: number; patch: ImagePatch; shas: string[] },
): Promise<void> {
  const { moodboardId, idx, patch } = write;
  await writeMoodboards(
    { db: deps.db, assets: deps.assets, by: write.userId },
    write.projectId,
    async (trx) => {
      await writeImage(trx, { moodboardId, idx }, patch);
      await refreshStatus(trx, moodboardId);
    },
    write.shas,
  );
}

/** Rewrites a prompt for the sliders (and the user's text) and makes its image; throws when nothing was made. */
export async function remakeImage(
  deps: MoodboardServiceDeps,
  userId: string,
  input: {
    oldPrompt: string;
    hint: string;
    microMacro: SliderStep;
    photoStyled: SliderStep;
    section: Section;
    palette?: string[];
    place?: PlaceFacts;
    /** The project's workspace (charged too); none for the scratch edits outside a project. */
    workspaceId?: string;
    /** A regeneration's seed. */
    seed?: number;
  },
) {
  const { ai, images } = deps;
  const newPrompt = await textCall(ai, () =>
    ai.text.editPrompt({
      oldPrompt: input.oldPrompt || input.hint,
      newPromptHint: input.hint || undefined,
      microMacro: input.microMacro,
      photoStyled: input.photoStyled,
      section: input.section,
      place: input.place,
    }),
  );
  const outcome = await images.generate({
    userId,
    workspaceId: input.workspaceId,
    prompt: newPrompt,
    usage: 0,
    microMacro: input.microMacro,
    photoStyled: input.photoStyled,
    palette: input.palette,
    ...(input.seed === undefined ? {} : { seed: input.seed }),
  });
  return { newPrompt, outcome };
}
