import type { PhotoSource } from '../photos/photo-source.port.js';
import { requiredSetting } from '../required-setting.js';
import type { ImageModel } from './image-model.port.js';
import { createOfflineImageModel } from './offline/offline-image-model.js';
import { createOfflineTextModel } from './offline/offline-text-model.js';
import type { TextModel } from './text-model.port.js';

export type AiProviderName = 'offline' | 'openai' | 'openai-compatible' | 'google';
/** Image providers: the text providers and ComfyUI (images only). */
export type AiImageProviderName = AiProviderName | 'comfyui';

export interface AiProvidersConfig {
  textProvider: AiProviderName;
  imageProvider: AiImageProviderName;
  /** Offline renderer: minimum time per image (simulated provider latency). */
  offlineImageLatencyMs?: number;
  openai?: { apiKey?: string; baseURL?: string; textModel: string; imageModel: string };
  openaiCompatible?: { baseURL?: string; apiKey?: string; textModel: string; imageModel?: string };
  google?: { apiKey?: string; baseURL?: string; textModel: string; imageModel: string };
  /** Workflow paths default to the ones shipped in comfyui/workflows/. */
  comfyui?: {
    url?: string;
    workflow?: string;
    textWorkflow?: string;
    inpaintWorkflow?: string;
    upscaleWorkflow?: string;
    upscaleModel?: string;
    checkpoint: string;
    controlnet: string;
    timeoutMs?: number;
  };
}

export interface AiProviders {
  text: TextModel;
  image: ImageModel;
  photos: PhotoSource;
  offline: { text: boolean; image: boolean; photos: boolean };
}

const need = requiredSetting;

/** Vendor SDKs are imported only when chosen, so the offline default never loads them. */
async function createText(cfg: AiProvidersConfig): Promise<TextModel> {
  if (cfg.textProvider === 'openai') {
    const { createOpenAiTextModel } = await import('./openai/openai-models.js');
    return createOpenAiTextModel({
      apiKey: need(cfg.openai?.apiKey, 'OPENAI_API_KEY'),
      baseURL: cfg.openai?.baseURL,
      model: need(cfg.openai?.textModel, 'OPENAI_TEXT_MODEL'),
    });
  }
  if (cfg.textProvider === 'openai-compatible') {
    const { createOpenAiCompatibleTextModel } = await import('./openai-compatible/openai-compatible-models.js');
    const c = cfg.openaiCompatible;
    return createOpenAiCompatibleTextModel({
      baseURL: need(c?.baseURL, 'OPENAI_COMPATIBLE_BASE_URL'),
      apiKey: c?.apiKey,
      model: need(c?.textModel, 'OPENAI_COMPATIBLE_TEXT_MODEL'),
    });
  }
  if (cfg.textProvider === 'google') {
    const { createGoogleTextModel } = await import('./google/google-models.js');
    return createGoogleTextModel({
      apiKey: need(cfg.google?.apiKey, 'GOOGLE_API_KEY'),
      baseURL: cfg.google?.baseURL,
      model: need(cfg.google?.textModel, 'GOOGLE_TEXT_MODEL'),
    });
  }
  return createOfflineTextModel();
}

async function createImage(cfg: AiProvidersConfig): Promise<ImageModel> {
  if (cfg.imageProvider === 'openai') {
    const { createOpenAiImageModel } = await import('./openai/openai-models.js');
    return createOpenAiImageModel({
      apiKey: need(cfg.openai?.apiKey, 'OPENAI_API_KEY'),
      baseURL: cfg.openai?.baseURL,
      model: need(cfg.openai?.imageModel, 'OPENAI_IMAGE_MODEL'),
    });
  }
  if (cfg.imageProvider === 'openai-compatible') {
    const { createOpenAiCompatibleImageModel } = await import('./openai-compatible/openai-compatible-models.js');
    const c = cfg.openaiCompatible;
    return createOpenAiCompatibleImageModel({
      baseURL: need(c?.baseURL, 'OPENAI_COMPATIBLE_BASE_URL'),
      apiKey: c?.apiKey,
      model: need(c?.imageModel, 'OPENAI_COMPATIBLE_IMAGE_MODEL'),
    });
  }
  if (cfg.imageProvider === 'google') {
    const { createGoogleImageModel } = await import('./google/google-models.js');
    return createGoogleImageModel({
      apiKey: need(cfg.google?.apiKey, 'GOOGLE_API_KEY'),
      baseURL: cfg.google?.baseURL,
      model: need(cfg.google?.imageModel, 'GOOGLE_IMAGE_MODEL'),
    });
  }
  if (cfg.imageProvider === 'comfyui') {
    const { createComfyUiImageModel } = await import('./comfyui/comfyui-image-model.js');
    const { DEFAULT_WORKFLOWS, loadWorkflow } = await import('./comfyui/workflow.js');
    const c = cfg.comfyui;
    return createComfyUiImageModel({
      baseUrl: need(c?.url, 'COMFYUI_URL'),
      structureWorkflow: await loadWorkflow(c?.workflow || DEFAULT_WORKFLOWS.structure, 'structure'),
      textWorkflow: await loadWorkflow(c?.textWorkflow || DEFAULT_WORKFLOWS.text, 'text'),
      inpaintWorkflow: await loadWorkflow(c?.inpaintWorkflow || DEFAULT_WORKFLOWS.inpaint, 'inpaint'),
      upscaleWorkflow: await loadWorkflow(c?.upscaleWorkflow || DEFAULT_WORKFLOWS.upscale, 'upscale'),
      upscaleModel: c?.upscaleModel || undefined,
      checkpoint: need(c?.checkpoint, 'COMFYUI_CHECKPOINT'),
      controlnet: need(c?.controlnet, 'COMFYUI_CONTROLNET'),
      timeoutMs: c?.timeoutMs,
    });
  }
  return createOfflineImageModel({ latencyMs: cfg.offlineImageLatencyMs });
}

/** Picks the text model and image model from configuration; `photos` is the photo source beside them. */
export async function createAiProviders(cfg: AiProvidersConfig, photos: PhotoSource): Promise<AiProviders> {
  const [text, image] = await Promise.all([createText(cfg), createImage(cfg)]);
  return { text, image, photos, offline: { text: text.offline, image: image.offline, photos: photos.offline } };
}

export type * from './image-model.port.js';
export { placeKeywords } from './offline/labels.js';
export { renderOfflineImage } from './offline/offline-image-model.js';
export { materialColour } from './offline/procedural/palette.js';
export { keepOutside } from './offline/region/keep-outside.js';
export { materialOf } from './offline/region/material-grain.js';
export { type Mask, maskFromImage, maskToAlphaPng, maskToPng } from './offline/region/region-masks.js';
export { segmentImage } from './offline/region/segment-image.js';
export type { RegionMask } from './offline/region/segment-room.js';
export { stripSliderModifiers, withSliderModifiers } from './prompts/slider-modifiers.js';
export { ProviderError, type ProviderErrorKind, toProviderError } from './provider-error.js';
export { type RenderFrame, renderFrameFor, uprightSize } from './render-frame.js';
export * from './schemas.js';
export { guideShotPrompt } from './shot/guide-shot.js';
export { photoQueryOf, renderShotFromPrompt, shotFromPrompt } from './shot/read-prompt.js';
export { SHOT_KINDS, type Shot, type ShotKind, type ShotTime, shotSchema } from './shot/shot.js';
export { typedShotPrompt } from './shot/typed-prompt.js';
export * from './text-model.port.js';
