import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { GeneratedImage, ImageEditRequest, ImageModel, ImageRequest, ImageUpscaleRequest } from '../image-model.port.js';
import { clampStrength, type InputImage, prepareInputImages } from '../input-images.js';
import { withSliderModifiers } from '../prompts/slider-modifiers.js';
import { ProviderError, toProviderError } from '../provider-error.js';
import { failureOf, type HistoryEntry, waitForJob } from './comfyui-history.js';
import { type ComfyJob, PROVIDER } from './comfyui-http.js';
import { interruptJob } from './comfyui-interrupt.js';
import { submitPrompt } from './comfyui-prompt.js';
import { uploadImage } from './comfyui-upload.js';
import { fetchOutputImage } from './comfyui-view.js';
import { type ComfyWorkflow, fillWorkflow, usesPlaceholder, type WorkflowValues } from './workflow.js';

export interface ComfyUiConfig {
  /** e.g. http://127.0.0.1:8188 */
  baseUrl: string;
  /** Workflow for a render of the designer's space (has `{{reference_image}}`). */
  structureWorkflow: ComfyWorkflow;
  /** Workflow for an image from a prompt alone. */
  textWorkflow: ComfyWorkflow;
  /** Workflow changing one part of an image (has `{{source_image}}` and `{{mask_image}}`); without it, no edits. */
  inpaintWorkflow?: ComfyWorkflow;
  /** Workflow enlarging an image with an upscale model (has `{{source_image}}`, `{{upscale_model}}`, `{{width}}`, `{{height}}`). */
  upscaleWorkflow?: ComfyWorkflow;
  /** The upscale model's file name in ComfyUI's `models/upscale_models` (e.g. RealESRGAN_x4plus.pth); without it, no upscales. */
  upscaleModel?: string;
  /** Filled into `{{checkpoint}}` and `{{controlnet}}`. */
  checkpoint: string;
  controlnet: string;
  /** Whole job, upload to download, queue wait included (default 120 s, as the generation services). */
  timeoutMs?: number;
  /** Between two `/history` polls (default 750 ms). */
  pollMs?: number;
  /** How long an unreachable ComfyUI may stay down mid-job before the job fails (default 60 s). */
  downGraceMs?: number;
  /** Pixels of the generated image (default 1024², SDXL's native area). */
  pixels?: number;
}

const NEGATIVE = 'text, watermark, logo, signature, lowres, blurry, distorted perspective, warped lines, deformed';
/** IP-Adapter weight for the moodboard image: the style follows it, the reference's lines still lead. */
const MOODBOARD_WEIGHT = 0.6;

/** 0 loose … 1 strict → ControlNet strength 0.35 … 1.0 and end_percent 0.45 … 1.0. */
export function controlFromStrength(strength: number): { strength: number; end_percent: number } {
  const s = clampStrength(strength);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { strength: round(0.35 + 0.65 * s), end_percent: round(0.45 + 0.55 * s) };
}

/** The requested aspect at about `pixels`, in multiples of 64 (what SD latents want). */
export function comfySize(width: number, height: number, pixels: number): { width: number; height: number } {
  const aspect = width / height;
  const snap = (n: number) => Math.max(256, Math.round(n / 64) * 64);
  return { width: snap(Math.sqrt(pixels * aspect)), height: snap(Math.sqrt(pixels / aspect)) };
}

/** A hex colour in words SD's text encoder knows ("deep blue", "warm beige"). */
export function colourWords(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return hex;
  const n = Number.parseInt(m[1], 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const s = max === min ? 0 : (max - min) / (1 - Math.abs(2 * l - 1));
  if (s < 0.12) return l > 0.85 ? 'white' : l < 0.15 ? 'black' : l > 0.6 ? 'light grey' : l < 0.35 ? 'charcoal' : 'grey';
  let h = 0;
  if (max === r) h = ((g - b) / (max - min)) % 6;
  else if (max === g) h = (b - r) / (max - min) + 2;
  else h = (r - g) / (max - min) + 4;
  h = (h * 60 + 360) % 360;
  const hue =
    h < 15 || h >= 345
      ? 'red'
      : h < 40
        ? l < 0.58 && s < 0.7
          ? 'terracotta'
          : 'orange'
        : h < 65
          ? s < 0.45
            ? 'beige'
            : 'yellow'
          : h < 160
            ? 'green'
            : h < 200
              ? 'teal'
              : h < 255
                ? 'blue'
                : h < 290
                  ? 'violet'
                  : 'pink';
  const tone = l < 0.3 ? 'deep ' : l > 0.75 ? 'pale ' : s < 0.35 ? 'muted ' : '';
  return `${tone}${hue}`;
}

/** Stands in for a missing moodboard image (with weight 0) so a workflow's LoadImage still finds a file. */
let grey: Promise<Buffer> | undefined;
const GREY = () => {
  grey ??= sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();
  return grey;
};

function promptText(req: ImageRequest): string {
  const colours = [...new Set((req.palette ?? []).map(colourWords))];
  const palette = colours.length ? ` Colour palette: ${colours.join(', ')}.` : '';
  const space = req.structure ? ' The same space and viewpoint, architectural photograph.' : '';
  return `${withSliderModifiers(req.prompt, req.microMacro, req.photoStyled)}${palette}${space}`;
}

/** A request made ready for ComfyUI: the workflow, what fills it, and the images to upload into it. */
interface PreparedJob {
  workflow: ComfyWorkflow;
  /** Everything but the uploaded images' names. */
  values: WorkflowValues;
  reference?: InputImage & { strength: number };
  moodboard?: { bytes: Buffer; contentType: string };
  moodboardWeight: number;
  /** An inpainting job's image and mask (PNG, the workflow's size). */
  edit?: { image: Buffer; mask: Buffer };
  /** An upscale job's image (PNG), uploaded as `{{source_image}}`. */
  source?: Buffer;
}

async function prepareJob(cfg: ComfyUiConfig, req: ImageRequest): Promise<PreparedJob> {
  const workflow = req.structure ? cfg.structureWorkflow : cfg.textWorkflow;
  const wantsMoodboard = usesPlaceholder(workflow, 'moodboard_image');
  const inputs = await prepareInputImages(
    wantsMoodboard ? req : { ...req, references: [] },
    { maxImages: req.structure ? 2 : 1, maxSide: 2048, maxBytes: 20 * 1024 * 1024 },
    PROVIDER,
  );
  const reference = inputs.structure;
  const moodboard = inputs.moodboard[0] ?? (wantsMoodboard ? { bytes: await GREY(), contentType: 'image/png' } : undefined);
  const size = comfySize(reference?.width ?? req.width, reference?.height ?? req.height, cfg.pixels ?? 1024 * 1024);
  const seed = req.seed ?? Math.floor(Math.random() * 2 ** 32);
  const values = {
    prompt: promptText(req),
    negative_prompt: NEGATIVE,
    seed,
    ...size,
    checkpoint: cfg.checkpoint,
    controlnet: cfg.controlnet,
  };
  return { workflow, values, reference, moodboard, moodboardWeight: inputs.moodboard.length ? MOODBOARD_WEIGHT : 0 };
}

/**
 * An inpainting job: the image and its mask at about the workflow's pixel area (sides in multiples
 * of 64), the mask white where the image changes, and what the part becomes.
 */
async function prepareEdit(cfg: ComfyUiConfig, workflow: ComfyWorkflow, req: ImageEditRequest): Promise<PreparedJob> {
  const size = comfySize(req.width, req.height, cfg.pixels ?? 1024 * 1024);
  const [image, mask] = await Promise.all(
    [req.image, req.mask].map((b) => sharp(b).removeAlpha().resize(size.width, size.height, { fit: 'fill' }).png().toBuffer()),
  );
  const where = req.region ? `The ${req.region} of the room becomes: ` : 'The painted part becomes: ';
  const values = {
    prompt: `${where}${req.prompt}. The same room, light and viewpoint, architectural photograph.`.trim(),
    negative_prompt: NEGATIVE,
    seed: Math.floor(Math.random() * 2 ** 32),
    ...size,
    checkpoint: cfg.checkpoint,
    controlnet: cfg.controlnet,
  };
  return { workflow, values, edit: { image, mask }, moodboardWeight: 0 };
}

/** Uploads the images, queues the filled workflow and waits for it: undefined when a restart lost the job. */
async function queueAndWait(job: ComfyJob, prepared: PreparedJob): Promise<HistoryEntry | undefined> {
  const { reference, moodboard, edit, source } = prepared;
  const values = {
    ...prepared.values,
    ...(reference
      ? { reference_image: await uploadImage(job, reference), structure: reference.strength, ...controlFromStrength(reference.strength) }
      : {}),
    ...(moodboard
      ? { moodboard_image: await uploadImage(job, moodboard, 'moodboard image'), moodboard_weight: prepared.moodboardWeight }
      : {}),
    ...(edit
      ? {
          source_image: await uploadImage(job, { bytes: edit.image, contentType: 'image/png' }, 'image'),
          mask_image: await uploadImage(job, { bytes: edit.mask, contentType: 'image/png' }, 'mask'),
        }
      : {}),
    ...(source ? { source_image: await uploadImage(job, { bytes: source, contentType: 'image/png' }, 'image') } : {}),
  };
  job.promptId = await submitPrompt(job, fillWorkflow(prepared.workflow, values));
  return waitForJob(job, job.promptId);
}

/** The finished job's history entry. A restart mid-job loses it (ComfyUI keeps no queue on disk): queue it once more, then give up. */
async function runJob(job: ComfyJob, prepared: PreparedJob): Promise<HistoryEntry> {
  const entry = (await queueAndWait(job, prepared)) ?? (await queueAndWait(job, prepared));
  if (!entry) throw new ProviderError('network', PROVIDER, 'comfyui: the ComfyUI server restarted and lost the job twice');
  const failed = failureOf(entry);
  if (failed) throw failed;
  return entry;
}

/** What a failed job throws; an aborted or timed-out one is taken off ComfyUI first. */
async function jobError(job: ComfyJob, err: unknown): Promise<ProviderError> {
  if (job.signal.aborted && job.promptId) await interruptJob(job.base, job.promptId);
  if (job.signal.aborted && !(err instanceof ProviderError && err.kind === 'timeout')) {
    return new ProviderError('timeout', PROVIDER, 'comfyui: the image was not ready in time or was cancelled', { cause: err });
  }
  return toProviderError(err, PROVIDER);
}

/**
 * ComfyUI over its HTTP API: uploads the reference (`POST /upload/image`), queues the filled workflow
 * (`POST /prompt`), polls `GET /history/{id}` (reading `GET /queue` to notice a job a restart lost, which
 * is queued once more), and downloads the first output image (`GET /view`). An abort or timeout takes the
 * job off ComfyUI (`POST /interrupt` when it runs, `POST /queue {delete}` when it waits).
 */
export function createComfyUiImageModel(cfg: ComfyUiConfig): ImageModel {
  const client = {
    base: cfg.baseUrl.replace(/\/+$/, ''),
    clientId: `loci-${randomUUID()}`,
    pollMs: cfg.pollMs ?? 750,
    downGraceMs: cfg.downGraceMs ?? 60_000,
  };
  return {
    provider: PROVIDER,
    offline: false,
    // Any aspect, at about the workflow's pixel area (sides in multiples of 64).
    frame: (width, height) => comfySize(width, height, cfg.pixels ?? 1024 * 1024),
    async generate(req: ImageRequest): Promise<GeneratedImage> {
      const signal = AbortSignal.any([AbortSignal.timeout(cfg.timeoutMs ?? 120_000), ...(req.signal ? [req.signal] : [])]);
      const job: ComfyJob = { ...client, signal };
      try {
        const entry = await runJob(job, await prepareJob(cfg, req));
        const out = await fetchOutputImage(job, entry);
        job.promptId = undefined;
        return { ...out, provider: PROVIDER, model: cfg.checkpoint };
      } catch (err) {
        throw await jobError(job, err);
      }
    },
    ...(cfg.inpaintWorkflow ? { edit: (req: ImageEditRequest) => editPart(cfg, client, cfg.inpaintWorkflow as ComfyWorkflow, req) } : {}),
    ...(cfg.upscaleWorkflow && cfg.upscaleModel
      ? { upscale: (req: ImageUpscaleRequest) => upscaleWith(cfg, client, cfg.upscaleWorkflow as ComfyWorkflow, req) }
      : {}),
  };
}

/**
 * A print-size copy through the upscale-model workflow (issue #46): the image uploaded as it is, the
 * model enlarges it, and the workflow scales it to exactly the size asked for.
 */
async function upscaleWith(cfg: ComfyUiConfig, client: Omit<ComfyJob, 'signal'>, workflow: ComfyWorkflow, req: ImageUpscaleRequest) {
  const signal = AbortSignal.any([AbortSignal.timeout(cfg.timeoutMs ?? 120_000), ...(req.signal ? [req.signal] : [])]);
  const job: ComfyJob = { ...client, signal };
  const image = await sharp(req.image).png().toBuffer();
  const values = {
    prompt: '',
    negative_prompt: '',
    seed: 0,
    width: req.width,
    height: req.height,
    checkpoint: cfg.checkpoint,
    controlnet: cfg.controlnet,
    upscale_model: cfg.upscaleModel,
  };
  try {
    const entry = await runJob(job, { workflow, values, source: image, moodboardWeight: 0 });
    const out = await fetchOutputImage(job, entry);
    job.promptId = undefined;
    return { ...out, provider: PROVIDER, model: cfg.upscaleModel ?? 'upscale model' };
  } catch (err) {
    throw await jobError(job, err);
  }
}

/** Changes one part of an image through the inpaint workflow (issue #46). */
async function editPart(cfg: ComfyUiConfig, client: Omit<ComfyJob, 'signal'>, workflow: ComfyWorkflow, req: ImageEditRequest) {
  const signal = AbortSignal.any([AbortSignal.timeout(cfg.timeoutMs ?? 120_000), ...(req.signal ? [req.signal] : [])]);
  const job: ComfyJob = { ...client, signal };
  try {
    const entry = await runJob(job, await prepareEdit(cfg, workflow, req));
    const out = await fetchOutputImage(job, entry);
    job.promptId = undefined;
    return { ...out, provider: PROVIDER, model: cfg.checkpoint };
  } catch (err) {
    throw await jobError(job, err);
  }
}
