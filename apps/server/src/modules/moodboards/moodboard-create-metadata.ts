import {
  AESTHETIC_REFERENCE_LABEL,
  aestheticReferencePrompt,
  assetUrl,
  DEFAULT_PROGRAMMATIC_AREA,
  MOODBOARD_MESSAGES,
  type MoodboardMetadataInput,
  type MoodboardMetadataResponse,
} from '@loci/shared';
import { MOODBOARD_IMAGE_COUNT, type Section } from '../../adapters/ai/index.js';
import { badInput } from '../../errors.js';
import { textCall } from '../imaging/index.js';
import type { ProjectRow } from '../projects/index.js';
import { storeImageRef } from './image-refs.js';
import type { MoodboardServiceDeps } from './moodboard-deps.js';
import { writeMoodboards } from './moodboard-links.js';
import { type ImageSeed, insertMoodboard } from './moodboards.repository.js';

/** Moodboard creation's first step: the text model's title, labels and prompts for a chosen image. */
export function createMoodboardMetadata(deps: MoodboardServiceDeps) {
  const { db, assets, ai, brand } = deps;

  /**
   * POST /generate_moodboard_metadata/: the text model writes the title, labels and prompts; the
   * moodboard is stored (generating) with the selected image first and MOODBOARD_IMAGE_COUNT pending images.
   */
  async function metadata(userId: string, project: ProjectRow, form: MoodboardMetadataInput): Promise<MoodboardMetadataResponse> {
    const topic = form.moodboardPrompt;
    const section = form.selectedInsight;
    const selected = await storeImageRef(deps, userId, form.selectedImage);
    if (!selected) throw badInput(MOODBOARD_MESSAGES.invalidImage);
    try {
      return await writeMetadata(project, { topic, section, selected, form, userId });
    } catch (err) {
      await assets.removeIfUnreferenced([selected]); // a fresh upload nothing uses
      throw err;
    }
  }

  async function writeMetadata(
    project: ProjectRow,
    input: { topic: string; section: Section; selected: string; form: MoodboardMetadataInput; userId: string },
  ): Promise<MoodboardMetadataResponse> {
    const { form, topic, section, selected } = input;
    const programmaticArea = form.programmaticArea || DEFAULT_PROGRAMMATIC_AREA;
    const areaDescription = form.optionalPrompt;
    const meta = await textCall(ai, async () =>
      ai.text.moodboardMetadata({
        ...(await brand.forProject(project)),
        topic,
        programmaticArea,
        areaDescription: areaDescription || undefined,
        section,
        contextText: form.contextText,
        selectedImagePrompts: form.selectedImagesPrompts,
        count: MOODBOARD_IMAGE_COUNT,
      }),
    );
    const seeds: ImageSeed[] = [
      { label: AESTHETIC_REFERENCE_LABEL, prompt: aestheticReferencePrompt(topic), assetSha: selected, status: 'done' },
      ...meta.images.slice(0, MOODBOARD_IMAGE_COUNT).map((i) => ({ label: i.label, prompt: i.prompt })),
    ];
    const optionalPrompt = areaDescription || meta.optionalPrompt;
    const fields = {
      title: meta.title,
      section,
      programmaticArea,
      areaDescription: optionalPrompt,
      selectedSha: selected,
      startedBy: input.userId,
    };
    const row = await writeMoodboards({ db, assets, by: input.userId }, project.id, (trx) =>
      insertMoodboard(trx, project.id, fields, seeds),
    );
    return {
      title: row.title,
      prompts: seeds.map((s) => s.prompt),
      labels: seeds.map((s) => s.label),
      optionalPrompt,
      programmaticArea,
      selectedImage: assetUrl(selected),
      moodboard_id: row.id,
    };
  }

  return { metadata };
}
