import type { z } from 'zod';
import { GENERATION_KIND_TITLES, type GenerationKind, slotCount } from './constants.js';
import {
  formIndex,
  formInput,
  formList,
  formOptionalSection,
  formOptionalText,
  formProjectId,
  formSection,
  formSlider,
  formText,
  formUsage,
} from './form-input.js';

/**
 * The spec's generation forms (§7 "Multipart POSTs"), with their exact field names. Fields are
 * listed in the order they are checked: the first bad one is the 400's message. `project_id` is
 * checked by the route's guard before any of them.
 */

const slotIndex = (kind: GenerationKind, required: boolean) =>
  formIndex({ count: slotCount(kind), page: GENERATION_KIND_TITLES[kind], required });

/** POST /generate_context_metadata/ */
export const contextMetadataInputSchema = formInput({
  project_id: formProjectId,
  section: formSection(),
  projectLocation: formOptionalText(300),
});
export type ContextMetadataInput = z.output<typeof contextMetadataInputSchema>;

/** POST /generate_topics_metadata/ (`imageLabels` repeated). */
export const topicsMetadataInputSchema = formInput({
  project_id: formProjectId,
  section: formSection(),
  imageLabels: formList(),
  context: formOptionalText(),
});
export type TopicsMetadataInput = z.output<typeof topicsMetadataInputSchema>;

const singleImageShape = (kind: GenerationKind) => ({
  project_id: formProjectId,
  section: formSection(),
  image_index: slotIndex(kind, true),
  prompt: formText('prompt'),
  prompt_usage: formUsage('prompt_usage'),
});
/** POST /generate_single_context_image/ and /generate_single_topics_image/ */
export const singleImageInputSchemas = {
  context: formInput(singleImageShape('context')),
  topics: formInput(singleImageShape('topics')),
};
export type SingleImageInput = z.output<(typeof singleImageInputSchemas)[GenerationKind]>;

const selectionShape = (kind: GenerationKind) => ({
  project_id: formProjectId,
  section: formSection(),
  image_index: slotIndex(kind, true),
  // Its size is the upload limit's (a setting): the service checks it.
  selected_image: formText('selected_image', Number.MAX_SAFE_INTEGER),
});
/** POST /save_image_selection/ and /save_topics_image_selection/ */
export const imageSelectionInputSchemas = {
  context: formInput(selectionShape('context')),
  topics: formInput(selectionShape('topics')),
};
export type ImageSelectionInput = z.output<(typeof imageSelectionInputSchemas)[GenerationKind]>;

const imageEditShape = (kind: GenerationKind) => ({
  project_id: formProjectId,
  section: formSection(),
  image_index: slotIndex(kind, true),
  microMacro: formSlider('microMacro'),
  photoStyled: formSlider('photoStyled'),
  realSourced: formUsage('realSourced'),
  new_prompt: formOptionalText(2000),
  old_prompt: formOptionalText(2000),
});
/** POST /presentation_context_edit/ and /presentation_topics_edit/ */
export const imageEditInputSchemas = {
  context: formInput(imageEditShape('context')),
  topics: formInput(imageEditShape('topics')),
};
export type ImageEditInput = z.output<(typeof imageEditInputSchemas)[GenerationKind]>;

/** POST /presentation_context_update/ (`project_id` optional: without it, a text-model call on the caller's quota). */
export const contextUpdateInputSchema = formInput({
  project_id: formProjectId,
  projectLocation: formOptionalText(300),
  currentPrompt: formText('currentPrompt'),
  newLabel: formText('newLabel', 60),
  section: formSection(),
  generatedContext: formOptionalText(),
  image_index: slotIndex('context', false),
});
export type ContextUpdateInput = z.output<typeof contextUpdateInputSchema>;

/** POST /presentation_topics_update/ (the spec's client sends neither section nor index: the prompt finds the slot). */
export const topicsUpdateInputSchema = formInput({
  project_id: formProjectId,
  projectLocation: formOptionalText(300),
  currentPrompt: formText('currentPrompt'),
  newLabel: formText('newLabel', 60),
  context: formOptionalText(),
  section: formOptionalSection(),
  image_index: slotIndex('topics', false),
});
export type TopicsUpdateInput = z.output<typeof topicsUpdateInputSchema>;
