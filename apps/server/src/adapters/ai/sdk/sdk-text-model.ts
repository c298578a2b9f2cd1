import { CONTEXT_SLOT_COUNT, TOPICS_SLOT_COUNT } from '@loci/shared';
import { generateObject, type LanguageModel } from 'ai';
import type { z } from 'zod';
import { promptFromShot } from '../offline/compose-prompt.js';
import { buildContextMetadataPrompt } from '../prompts/context-metadata.js';
import { buildEditPromptPrompt } from '../prompts/edit-prompt.js';
import { buildMoodboardMetadataPrompt } from '../prompts/moodboard-metadata.js';
import { withMoodboardBrief } from '../prompts/moodboard-shot.js';
import { buildRelabelPrompt } from '../prompts/relabel.js';
import { buildRenderPrompt } from '../prompts/render.js';
import type { ComposedPrompt } from '../prompts/shared.js';
import { withSliderModifiers } from '../prompts/slider-modifiers.js';
import { buildTopicsMetadataPrompt } from '../prompts/topics-metadata.js';
import { toProviderError } from '../provider-error.js';
import {
  contextMetadataLlmSchema,
  moodboardMetadataLlmSchema,
  promptResultSchema,
  relabelResultLlmSchema,
  renderPromptResultSchema,
  topicsMetadataLlmSchema,
} from '../schemas.js';
import type { CallOptions, TextModel } from '../text-model.port.js';

export interface SdkTextModelConfig {
  provider: string;
  model: LanguageModel;
  /** Per-call timeout; defaults to 60 s. */
  timeoutMs?: number;
  /** SDK retries; default 0 because the generation service owns the spec's retry policy (one retry after 500 ms). */
  maxRetries?: number;
}

/**
 * A TextModel over any Vercel AI SDK language model: each task sends its composed prompt
 * with the task's zod schema as structured output, and maps failures to ProviderError.
 */
export function createSdkTextModel(cfg: SdkTextModelConfig): TextModel {
  async function ask<T>(composed: ComposedPrompt, schema: z.ZodType<T>, name: string, opts?: CallOptions): Promise<T> {
    const signals = [AbortSignal.timeout(cfg.timeoutMs ?? 60_000), ...(opts?.signal ? [opts.signal] : [])];
    try {
      const { object, usage } = await generateObject({
        model: cfg.model,
        schema,
        schemaName: name,
        system: composed.system,
        prompt: composed.prompt,
        maxRetries: cfg.maxRetries ?? 0,
        abortSignal: AbortSignal.any(signals),
      });
      if (usage.inputTokens !== undefined || usage.outputTokens !== undefined)
        opts?.onUsage?.({ input: usage.inputTokens ?? 0, output: usage.outputTokens ?? 0 });
      return object as T;
    } catch (err) {
      throw toProviderError(err, cfg.provider);
    }
  }

  return {
    provider: cfg.provider,
    offline: false,
    // The LLM describes each shot; the prompt the image provider receives is written from it.
    async contextMetadata(input, opts) {
      const out = await ask(buildContextMetadataPrompt(input), contextMetadataLlmSchema, 'context_metadata', opts);
      const images = out.images
        .slice(0, input.count ?? CONTEXT_SLOT_COUNT)
        .map((i) => ({ ...i, prompt: promptFromShot(i.shot, input.place) }));
      return { ...out, images: input.photoSourceAvailable ? images : images.map((i) => ({ ...i, promptUsage: 0 as const })) };
    },
    async topicsMetadata(input, opts) {
      const out = await ask(buildTopicsMetadataPrompt(input), topicsMetadataLlmSchema, 'topics_metadata', opts);
      const topics = out.topics
        .slice(0, input.count ?? TOPICS_SLOT_COUNT)
        .map((t) => ({ ...t, prompt: promptFromShot(t.shot, input.place) }));
      const description = out.description;
      return { description, topics: input.photoSourceAvailable ? topics : topics.map((t) => ({ ...t, promptUsage: 0 as const })) };
    },
    async relabel(input, opts) {
      const { shot, ...out } = await ask(buildRelabelPrompt(input), relabelResultLlmSchema, 'relabel', opts);
      const result = { ...out, shot, newPrompt: promptFromShot(shot, input.place) };
      return input.updateContext ? result : { ...result, newContext: null };
    },
    async editPrompt(input, opts) {
      const out = await ask(buildEditPromptPrompt(input), promptResultSchema, 'edit_prompt', opts);
      return withSliderModifiers(out.prompt, input.microMacro, input.photoStyled);
    },
    async moodboardMetadata(input, opts) {
      const out = await ask(buildMoodboardMetadataPrompt(input), moodboardMetadataLlmSchema, 'moodboard_metadata', opts);
      const images = out.images.map((i) => ({ ...i, shot: withMoodboardBrief(i.shot, input) }));
      return { ...out, images: images.map((i) => ({ ...i, prompt: promptFromShot(i.shot, input.place) })) };
    },
    async renderPrompt(input, opts) {
      return (await ask(buildRenderPrompt(input), renderPromptResultSchema, 'render_prompt', opts)).prompt;
    },
  };
}
