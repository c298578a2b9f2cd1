import {
  AESTHETIC_REFERENCE_LABEL,
  aestheticReferencePrompt,
  assetUrl,
  DEFAULT_PROGRAMMATIC_AREA,
  MOODBOARD_MESSAGES,
  type Moodboard,
  type MoodboardCreateInput,
  type MoodboardMetadataInput,
  type MoodboardMetadataResponse,
} from '@loci/shared';
import { MOODBOARD_IMAGE_COUNT, type Section } from '../../adapters/ai/index.js';
import { badInput } from '../../errors.js';
import { textCall } from '../imaging/index.js';
import type { ProjectRow } from '../projects/index.js';
import { isPlaceholder, storeImageRef } from './image-refs.js';
import { type MoodboardServiceDeps, requireMoodboard } from './moodboard-deps.js';
import { writeMoodboards } from './moodboard-links.js';
import { toMoodboards } from './moodboard-reads.js';
import { type ImageSeed, insertMoodboard, type MoodboardFields, replaceMoodboard } from './moodboards.repository.js';

/** Moodboard creation: metadata first (POST /generate_moodboard_metadata/), and the creation call. */
export function createMoodboardCreation(deps: MoodboardServiceDeps) {
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

  async function seedsOf(userId: string, form: MoodboardCreateInput): Promise<{ seeds: ImageSeed[]; stored: string[] }> {
    const { images, prompts, labels } = form;
    const count = Math.max(images.length, prompts.length);
    const seeds: ImageSeed[] = [];
    const stored: string[] = [];
    try {
      await readSeeds(userId, { images, prompts, labels, count }, { seeds, stored });
    } catch (err) {
      await assets.removeIfUnreferenced(stored); // uploads of a refused request
      throw err;
    }
    return { seeds, stored };
  }

  async function readSeeds(
    userId: string,
    lists: { images: string[]; prompts: string[]; labels: string[]; count: number },
    out: { seeds: ImageSeed[]; stored: string[] },
  ): Promise<void> {
    const { images, prompts, labels, count } = lists;
    const { seeds, stored } = out;
    for (let i = 0; i < count; i++) {
      const raw = images[i] ?? '';
      const prompt = (prompts[i] ?? '').trim().slice(0, 2000);
      const label = (labels[i] ?? '').trim().slice(0, 80);
      if (isPlaceholder(raw)) {
        if (!prompt) throw badInput(`prompts[${i}] is required for an image that is still to be generated.`);
        seeds.push({ label, prompt });
        continue;
      }
      const sha = await storeImageRef(deps, userId, raw);
      if (!sha) throw badInput(`images[${i}] must be an image data URL or an image URL from this app.`);
      stored.push(sha);
      seeds.push({ label, prompt, assetSha: sha, status: 'done' });
    }
  }

  /**
   * POST /api/projects/:id/moodboards (the spec's creation call, path not shown): a moodboard from the
   * client's own lists. Images may be asset URLs, data URLs or placeholders ('' or the grey SVG:
   * those positions are pending, generated later through /generate_single_moodboard_image/).
   * With `moodboard_id`, that moodboard is updated instead.
   */
  async function create(
    userId: string,
    project: ProjectRow,
    form: MoodboardCreateInput,
  ): Promise<{ moodboard: Moodboard; created: boolean }> {
    const { title } = form;
    const existingId = form.moodboard_id;
    const existing = existingId ? await requireMoodboard(deps, project.id, existingId) : undefined;
    const { seeds, stored } = await seedsOf(userId, form);
    const reference = seeds[0]?.label === AESTHETIC_REFERENCE_LABEL ? (seeds[0].assetSha ?? null) : null;
    const fields: MoodboardFields = {
      title,
      section: form.section,
      programmaticArea: form.programmaticArea || DEFAULT_PROGRAMMATIC_AREA,
      areaDescription: form.optionalPrompt,
      selectedSha: reference,
      startedBy: userId,
    };
    const row = await writeMoodboards(
      { db, assets, by: userId },
      project.id,
      (trx) => (existing ? replaceMoodboard(trx, existing, fields, seeds) : insertMoodboard(trx, project.id, fields, seeds)),
      stored,
    );
    const [moodboard] = await toMoodboards(db, [row]);
    return { moodboard, created: !existing };
  }

  return { metadata, create };
}
