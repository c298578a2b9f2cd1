import { type Section, sectionSchema } from '@loci/shared';
import { z } from 'zod';
import { shotSchema } from './shot/shot.js';

/**
 * Structured outputs of the text tasks. The offline model returns exactly these shapes and the
 * real adapters pass the same schemas to the LLM (structured output), so both paths validate alike.
 */

export { type Section, sectionSchema };

/** 0 generated, 1 sourced (a real photo from the configured photo source). */
export const promptUsageSchema = z.union([z.literal(0), z.literal(1)]);
export type PromptUsage = z.infer<typeof promptUsageSchema>;

const labelSchema = z.string().min(1).max(60).describe('Short label, 1 to 3 words, title case');
const promptSchema = z.string().min(10).max(600).describe('One sentence image prompt');

export const contextImageSchema = z.object({
  label: labelSchema,
  prompt: promptSchema,
  alternativeLabels: z.array(labelSchema).min(3).max(5),
  promptUsage: promptUsageSchema,
  /** What the picture shows; the prompt is written from it. */
  shot: shotSchema.optional(),
});
export type ContextImage = z.infer<typeof contextImageSchema>;

export const contextMetadataSchema = z.object({
  description: z.string().min(40).max(1500).describe('3 to 5 sentences about the place seen through the section lens'),
  images: z.array(contextImageSchema).min(1).max(12),
});
export type ContextMetadata = z.infer<typeof contextMetadataSchema>;

export const topicImageSchema = z.object({
  label: labelSchema,
  prompt: promptSchema,
  alternativeLabels: z.array(labelSchema).min(3).max(5),
  promptUsage: promptUsageSchema,
  /** The context label this topic grew from. */
  fromLabel: z.string(),
  shot: shotSchema.optional(),
});
export type TopicImage = z.infer<typeof topicImageSchema>;

/** A Topics page's own text: about its topics, never a copy of its Context page's description. */
const topicsDescriptionSchema = z.string().min(40).max(1500).describe('2 to 4 sentences about these topics in this place');

export const topicsMetadataSchema = z.object({
  description: topicsDescriptionSchema,
  topics: z.array(topicImageSchema).min(1).max(24),
});
export type TopicsMetadata = z.infer<typeof topicsMetadataSchema>;

export const relabelResultSchema = z.object({
  newPrompt: promptSchema,
  alternativeLabels: z.array(labelSchema).min(3).max(5),
  /** The section description rewritten to include the new label; null when not asked for. */
  newContext: z.string().nullable(),
  shot: shotSchema.optional(),
});
export type RelabelResult = z.infer<typeof relabelResultSchema>;

/** Wrapper so single-string tasks still use structured output. */
export const promptResultSchema = z.object({ prompt: promptSchema });
export type PromptResult = z.infer<typeof promptResultSchema>;

export const moodboardMetadataSchema = z.object({
  title: z.string().min(1).max(80),
  images: z
    .array(z.object({ label: labelSchema, prompt: promptSchema, shot: shotSchema.optional() }))
    .min(1)
    .max(16),
  /** One-paragraph brief for the programmatic area, reused by the render. */
  optionalPrompt: z.string().max(1200),
});
export type MoodboardMetadata = z.infer<typeof moodboardMetadataSchema>;

/** Render prompts are longer than image prompts: one paragraph. */
export const renderPromptResultSchema = z.object({ prompt: z.string().min(20).max(2000) });

/*
 * What a real LLM is asked for: a shot description per image instead of a free prompt. The
 * adapter writes each prompt from its shot (`writeShotPrompt`), so a provider's image and the
 * offline study show the same subject.
 */
const llmImage = {
  label: labelSchema,
  shot: shotSchema,
  alternativeLabels: z.array(labelSchema).min(3).max(5),
  promptUsage: promptUsageSchema,
};
export const contextMetadataLlmSchema = z.object({
  description: contextMetadataSchema.shape.description,
  images: z.array(z.object(llmImage)).min(1).max(12),
});
export const topicsMetadataLlmSchema = z.object({
  description: topicsDescriptionSchema,
  topics: z
    .array(z.object({ ...llmImage, fromLabel: z.string() }))
    .min(1)
    .max(24),
});
export const relabelResultLlmSchema = z.object({
  shot: shotSchema,
  alternativeLabels: relabelResultSchema.shape.alternativeLabels,
  newContext: z.string().nullable(),
});
export const moodboardMetadataLlmSchema = z.object({
  title: moodboardMetadataSchema.shape.title,
  images: z
    .array(z.object({ label: labelSchema, shot: shotSchema }))
    .min(1)
    .max(16),
  optionalPrompt: moodboardMetadataSchema.shape.optionalPrompt,
});
