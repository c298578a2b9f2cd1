import { z } from 'zod';
import {
  formFlag,
  formInput,
  formJsonList,
  formList,
  formMaybeText,
  formOptionalText,
  formProjectId,
  formRawText,
  formRequiredText,
  formSlider,
} from './form-input.js';
import { MOODBOARD_MAX_IMAGES, MOODBOARD_MESSAGES } from './moodboards.schema.js';

/**
 * The spec's moodboard and render forms (§7 "Multipart POSTs"), with their exact field names, in
 * the order they are checked. What depends on the stored moodboard (an index within its images, a
 * prompt it may already hold) is checked by the service against it.
 */

/** `selectedInsight`: its first word, one of the three insights. */
const insight = formOptionalText(60).transform((value, ctx) => {
  const word = value.toLowerCase().split(/\s+/)[0];
  if (word === 'historical' || word === 'social' || word === 'physical') return word;
  ctx.addIssue({ code: 'custom', message: MOODBOARD_MESSAGES.insight });
  return z.NEVER;
});

/** POST /generate_moodboard_metadata/ (`selectedImagesPrompts` repeated). */
export const moodboardMetadataInputSchema = formInput({
  project_id: formProjectId,
  moodboardPrompt: formRequiredText('moodboardPrompt', 200, MOODBOARD_MESSAGES.topic),
  selectedInsight: insight,
  selectedImage: formRawText(),
  programmaticArea: formOptionalText(60),
  optionalPrompt: formOptionalText(4000),
  contextText: formOptionalText(4000),
  selectedImagesPrompts: formList().transform((list) => list.slice(0, 8)),
});
export type MoodboardMetadataInput = z.output<typeof moodboardMetadataInputSchema>;

/** POST /api/projects/:id/moodboards (the creation call; lists repeated or JSON-encoded). */
export const moodboardCreateInputSchema = formInput({
  title: formRequiredText('title', 200).transform((title) => title.replace(/ moodboard$/i, '')),
  moodboard_id: formMaybeText(),
  images: formJsonList('images', MOODBOARD_MAX_IMAGES),
  prompts: formJsonList('prompts', MOODBOARD_MAX_IMAGES),
  labels: formJsonList('labels', MOODBOARD_MAX_IMAGES),
  section: formOptionalText(20).transform((s) => s.toLowerCase()),
  programmaticArea: formOptionalText(60),
  optionalPrompt: formOptionalText(4000),
});
export type MoodboardCreateInput = z.output<typeof moodboardCreateInputSchema>;

/** POST /generate_single_moodboard_image/ (`moodboard_id` optional: without it, a scratch image). */
export const moodboardImageInputSchema = formInput({
  project_id: formProjectId,
  moodboard_id: formMaybeText(),
  image_index: formMaybeText(),
  prompt: formOptionalText(2000),
});
export type MoodboardImageInput = z.output<typeof moodboardImageInputSchema>;

/** POST /update_moodboard_image/ (the moodboard by `moodboard_id`, else by `moodboard_title`). */
export const moodboardImageUpdateInputSchema = formInput({
  project_id: formProjectId,
  moodboard_id: formMaybeText(),
  moodboard_title: formOptionalText(),
  image_index: formMaybeText(),
  microMacro: formSlider('microMacro'),
  photoStyled: formSlider('photoStyled'),
  new_prompt: formOptionalText(2000),
  old_prompt: formOptionalText(2000),
});
export type MoodboardImageUpdateInput = z.output<typeof moodboardImageUpdateInputSchema>;

/** POST /delete_moodboard/ (`moodboard_title` without the " moodboard" suffix, or `moodboard_id`). */
export const moodboardDeleteInputSchema = formInput({
  project_id: formProjectId,
  moodboard_id: formMaybeText(),
  moodboard_title: formOptionalText(),
});
export type MoodboardDeleteInput = z.output<typeof moodboardDeleteInputSchema>;

/** POST /generate_render/ (`images` and `prompts` are used only when the moodboard has no finished image). */
export const renderInputSchema = formInput({
  project_id: formProjectId,
  moodboard_id: formRequiredText('moodboard_id', Number.MAX_SAFE_INTEGER),
  force_regenerate: formFlag(),
  images: formJsonList('images'),
  prompts: formJsonList('prompts'),
  programmaticArea: formMaybeText(),
  areaDescription: formMaybeText(),
});
export type RenderInput = z.output<typeof renderInputSchema>;

/** POST /edit_render/ */
export const renderEditInputSchema = formInput({
  project_id: formProjectId,
  moodboard_id: formRequiredText('moodboard_id', Number.MAX_SAFE_INTEGER),
  new_prompt: formRequiredText('new_prompt', 2000),
  previous_render: formOptionalText(Number.MAX_SAFE_INTEGER),
});
export type RenderEditInput = z.output<typeof renderEditInputSchema>;

/** POST /moodboard_images_edit/ (no project; `newPrompt` and `oldPrompt` JSON lists). */
export const moodboardImagesEditInputSchema = formInput({
  newPrompt: formJsonList('newPrompt', MOODBOARD_MAX_IMAGES),
  oldPrompt: formJsonList('oldPrompt', MOODBOARD_MAX_IMAGES),
  microMacro: formSlider('microMacro'),
  photoStyled: formSlider('photoStyled'),
});
export type MoodboardImagesEditInput = z.output<typeof moodboardImagesEditInputSchema>;
