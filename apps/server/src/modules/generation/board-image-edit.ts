import { assetUrl, ErrorCode, type ImageEditInput } from '@loci/shared';
import type { Section, SliderStep } from '../../adapters/ai/index.js';
import { stripSliderModifiers, typedShotPrompt } from '../../adapters/ai/index.js';
import { AppError, badInput } from '../../errors.js';
import { newSeed, textCall } from '../imaging/index.js';
import type { ProjectView } from '../projects/index.js';

import { type BoardKey, findSlot } from './generation.repository.js';
import { type GenerationServiceDeps, outcomePatch } from './service-deps.js';
import { writeSlot } from './slot-writes.js';
import type { GenerationKind } from './slots.js';
import { noPhotoNotice } from './sourcing-notice.js';

type Sliders = { microMacro: SliderStep; photoStyled: SliderStep };

/** The image-edit popup's GENERATE / SOURCE (spec §4, §7: /presentation_context_edit/, /presentation_topics_edit/). */
export function createBoardImageEdit(deps: GenerationServiceDeps) {
  const { db, assets, ai, brand, images } = deps;

  /** POST /presentation_context_edit/ and /presentation_topics_edit/ */
  async function edit(userId: string, project: ProjectView, form: ImageEditInput, kind: GenerationKind) {
    const key = { projectId: project.id, section: form.section, kind };
    const idx = form.image_index ?? 0;
    const sliders = { microMacro: form.microMacro, photoStyled: form.photoStyled };
    const realSourced = form.realSourced ?? 0;
    const slot = await findSlot(db, key, idx);
    const hint = form.new_prompt;
    const oldPrompt = form.old_prompt || slot?.prompt || hint;
    if (!oldPrompt) throw badInput('new_prompt is required.');
    // Sourcing never rewrites what the user typed; it searches with it as it stands.
    if (realSourced === 1) return sourceEdit({ userId, key, idx, prompt: stripSliderModifiers(hint || oldPrompt), sliders });
    const place = await brand.placeOf(project);
    const written = await textCall(ai, () =>
      ai.text.editPrompt({ oldPrompt, newPromptHint: hint || undefined, ...sliders, section: key.section as Section, place }),
    );
    // The slider words are added when the image is made, not written into the prompt the user reads.
    // What was typed becomes the slot's shot (kind, subject, materials, light) and its prompt is written from it.
    const typed = typedShotPrompt({
      text: stripSliderModifiers(written),
      oldPrompt: stripSliderModifiers(oldPrompt),
      section: key.section as Section,
      place,
      keywords: project.keywords,
      offline: ai.image.offline,
    });
    const newPrompt = typed.prompt;
    const outcome = await images.generate({
      userId,
      workspaceId: project.workspace_id,
      projectId: project.id,
      prompt: newPrompt,
      usage: 0,
      ...sliders,
      palette: project.brand_palette,
      ...(slot?.asset_sha ? { seed: newSeed() } : {}),
    });
    if (!outcome.sha) {
      const why = outcome.timeout ? 'did not answer in time' : 'could not make this image';
      throw new AppError(ErrorCode.Upstream, `The image provider ${why}. Your previous image is kept.`);
    }
    const patch = { prompt: newPrompt, ...sliders, realSourced, ...outcomePatch(outcome), userEdited: true };
    await writeSlot({ db, assets }, { key, idx, patch, by: userId, seed: outcome.seed });
    return { images: [assetUrl(outcome.sha)], newPrompt, drawnAs: typed.drawnAs };
  }

  /** SOURCE in the popup: real photos only (never a generated stand-in); the slot changes only when one is found. */
  async function sourceEdit(job: { userId: string; key: BoardKey; idx: number; prompt: string; sliders: Sliders }) {
    const shas = await images.source({ userId: job.userId, prompt: job.prompt, usage: 1, ...job.sliders });
    if (!shas.length) return { images: [], newPrompt: job.prompt, notice: await noPhotoNotice(db, ai, job.userId) };
    const patch = {
      prompt: job.prompt,
      ...job.sliders,
      realSourced: 1,
      promptUsage: 1,
      status: 'done' as const,
      error: null,
      assetSha: shas[0],
      alternativeShas: shas.slice(1),
      userEdited: true,
    };
    await writeSlot({ db, assets }, { key: job.key, idx: job.idx, patch, by: job.userId });
    return { images: shas.map((sha) => assetUrl(sha)), newPrompt: job.prompt };
  }

  /** The slot a label update is about: image_index when sent, else the slot whose prompt is currentPrompt. */

  return { edit };
}
