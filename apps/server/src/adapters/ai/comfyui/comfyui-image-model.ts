import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { GeneratedImage, ImageModel, ImageRequest } from '../image-model.port.js';
import { clampStrength, prepareInputImages } from '../input-images.js';
import { withSliderModifiers } from '../prompts/slider-modifiers.js';
import { ProviderError, toProviderError } from '../provider-error.js';
import { type ComfyWorkflow, fillWorkflow, usesPlaceholder } from './workflow.js';

export interface ComfyUiConfig {
  /** e.g. http://127.0.0.1:8188 */
  baseUrl: string;
  /** Workflow for a render of the designer's space (has `{{reference_image}}`). */
  structureWorkflow: ComfyWorkflow;
  /** Workflow for an image from a prompt alone. */
  textWorkflow: ComfyWorkflow;
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

const PROVIDER = 'comfyui';
const NEGATIVE = 'text, watermark, logo, signature, lowres, blurry, distorted perspective, warped lines, deformed';
/** Every this many polls, and after any failed poll, the queue is read to notice a job lost in a restart. */
const QUEUE_CHECK_EVERY = 8;
/** IP-Adapter weight for the moodboard image: the style follows it, the reference's lines still lead. */
const MOODBOARD_WEIGHT = 0.6;

type HistoryEntry = {
  outputs?: Record<string, { images?: { filename: string; subfolder?: string; type?: string }[] }>;
  status?: { status_str?: string; completed?: boolean; messages?: [string, Record<string, unknown>][] };
};

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

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const t = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function isConnectionError(err: unknown): boolean {
  if (err instanceof ProviderError) return err.kind === 'network';
  return toProviderError(err, PROVIDER).kind === 'network';
}

/** Reads ComfyUI's answer to a refused /prompt: `{ error: {message, details}, node_errors: {id: {class_type, errors: [...]}} }`. */
function refusalMessage(body: unknown): string {
  const b = (body ?? {}) as {
    error?: string | { message?: string; details?: string };
    node_errors?: Record<string, { class_type?: string; errors?: { message?: string; details?: string }[] }>;
  };
  const top = typeof b.error === 'string' ? b.error : [b.error?.message, b.error?.details].filter(Boolean).join(': ');
  const nodes = Object.entries(b.node_errors ?? {}).map(([id, n]) => {
    const first = n.errors?.[0];
    return `node ${id} (${n.class_type ?? '?'}): ${[first?.message, first?.details].filter(Boolean).join(' – ')}`;
  });
  return [top || 'the workflow is invalid', ...nodes].join('; ');
}

/** Why a finished job failed, from the history entry's status messages. */
function failureOf(entry: HistoryEntry): ProviderError | undefined {
  const status = entry.status;
  if (!status) return undefined;
  const messages = status.messages ?? [];
  const error = messages.find(([event]) => event === 'execution_error')?.[1];
  if (error) {
    const type = String(error.exception_type ?? '');
    const what = String(error.exception_message ?? 'unknown error').trim();
    const node = `node ${String(error.node_id ?? '?')} (${String(error.node_type ?? '?')})`;
    if (/OutOfMemory/i.test(type) || /out of memory/i.test(what)) {
      return new ProviderError('rejected', PROVIDER, `comfyui: the GPU ran out of memory at ${node}; try a smaller image or free the GPU`);
    }
    return new ProviderError('rejected', PROVIDER, `comfyui: the workflow failed at ${node}: ${what}`);
  }
  if (messages.some(([event]) => event === 'execution_interrupted')) {
    return new ProviderError('rejected', PROVIDER, 'comfyui: the job was interrupted on the ComfyUI server');
  }
  if (status.status_str === 'error') return new ProviderError('rejected', PROVIDER, 'comfyui: the workflow failed');
  return undefined;
}

/**
 * ComfyUI over its HTTP API: uploads the reference (`POST /upload/image`), queues the filled workflow
 * (`POST /prompt`), polls `GET /history/{id}` (reading `GET /queue` to notice a job a restart lost, which
 * is queued once more), and downloads the first output image (`GET /view`). An abort or timeout takes the
 * job off ComfyUI (`POST /interrupt` when it runs, `POST /queue {delete}` when it waits).
 */
export function createComfyUiImageModel(cfg: ComfyUiConfig): ImageModel {
  const base = cfg.baseUrl.replace(/\/+$/, '');
  const clientId = `loci-${randomUUID()}`;
  const pollMs = cfg.pollMs ?? 750;
  const downGraceMs = cfg.downGraceMs ?? 60_000;

  async function call(path: string, init: RequestInit & { signal: AbortSignal }): Promise<Response> {
    const res = await fetch(`${base}${path}`, init);
    if (res.status >= 500 || res.status === 429) {
      await res.body?.cancel();
      throw new ProviderError(res.status === 429 ? 'quota' : 'network', PROVIDER, `comfyui: ${path.split('?')[0]} answered ${res.status}`);
    }
    return res;
  }

  async function json<T>(path: string, signal: AbortSignal, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await call(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ProviderError(
        'rejected',
        PROVIDER,
        `comfyui: ${path.split('?')[0]} did not answer JSON (is COMFYUI_URL a ComfyUI server?)`,
      );
    }
    return { status: res.status, body: parsed as T };
  }

  async function upload(image: { bytes: Buffer; contentType: string }, signal: AbortSignal, what = 'reference'): Promise<string> {
    const ext = image.contentType === 'image/jpeg' ? 'jpg' : 'png';
    const name = `loci-${createHash('sha256').update(image.bytes).digest('hex').slice(0, 16)}.${ext}`;
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.contentType }), name);
    form.append('overwrite', 'true');
    form.append('type', 'input');
    const res = await call('/upload/image', { method: 'POST', body: form, signal });
    if (!res.ok) {
      await res.body?.cancel();
      throw new ProviderError('rejected', PROVIDER, `comfyui: the ${what} upload was refused (${res.status})`);
    }
    const out = (await res.json()) as { name?: string; subfolder?: string };
    if (!out.name) throw new ProviderError('rejected', PROVIDER, `comfyui: the ${what} upload answered no file name`);
    return out.subfolder ? `${out.subfolder}/${out.name}` : out.name;
  }

  async function queue(workflow: ComfyWorkflow, signal: AbortSignal): Promise<string> {
    const { status, body } = await json<{ prompt_id?: string }>('/prompt', signal, { prompt: workflow, client_id: clientId });
    if (status >= 400 || !body?.prompt_id) {
      throw new ProviderError('rejected', PROVIDER, `comfyui: the workflow was refused: ${refusalMessage(body)}`);
    }
    return body.prompt_id;
  }

  /** Whether ComfyUI still holds the job (running or waiting). */
  async function queued(promptId: string, signal: AbortSignal): Promise<{ running: boolean; pending: boolean }> {
    const { body } = await json<{ queue_running?: unknown[][]; queue_pending?: unknown[][] }>('/queue', signal);
    const has = (items: unknown[][] | undefined) => (items ?? []).some((item) => Array.isArray(item) && item[1] === promptId);
    return { running: has(body?.queue_running), pending: has(body?.queue_pending) };
  }

  /** Best effort, on its own short deadline: the caller's signal has already fired. */
  async function cancel(promptId: string): Promise<void> {
    const signal = AbortSignal.timeout(3_000);
    try {
      const where = await queued(promptId, signal);
      if (where.running) await json('/interrupt', signal, { prompt_id: promptId });
      if (where.pending) await json('/queue', signal, { delete: [promptId] });
    } catch {
      // ComfyUI gone or slow: nothing more to do, the job dies with it or finishes unseen.
    }
  }

  /** Waits for the history entry; undefined when the job is gone (a restart lost it). */
  async function waitForJob(promptId: string, signal: AbortSignal): Promise<HistoryEntry | undefined> {
    let polls = 0;
    let downSince: number | undefined;
    let checkQueue = false;
    for (;;) {
      await sleep(polls === 0 ? Math.min(pollMs, 100) : pollMs, signal);
      polls++;
      try {
        const { body } = await json<Record<string, HistoryEntry>>(`/history/${encodeURIComponent(promptId)}`, signal);
        downSince = undefined;
        const entry = body?.[promptId];
        if (entry && (entry.status?.completed || entry.status?.status_str === 'error' || entry.status === undefined)) return entry;
        if (entry) continue; // written but not complete yet (some versions write early)
        if (checkQueue || polls % QUEUE_CHECK_EVERY === 0) {
          checkQueue = false;
          const where = await queued(promptId, signal);
          if (!where.running && !where.pending) {
            // Finished between the two reads, or lost: read the history once more to tell.
            const again = await json<Record<string, HistoryEntry>>(`/history/${encodeURIComponent(promptId)}`, signal);
            const entryAgain = again.body?.[promptId];
            if (entryAgain) return entryAgain;
            return undefined;
          }
        }
      } catch (err) {
        if (signal.aborted || !isConnectionError(err)) throw err;
        downSince ??= Date.now();
        if (Date.now() - downSince > downGraceMs) {
          throw new ProviderError('network', PROVIDER, 'comfyui: the ComfyUI server stopped answering during the job', { cause: err });
        }
        checkQueue = true; // once it answers again, make sure the job survived
      }
    }
  }

  async function download(entry: HistoryEntry, signal: AbortSignal): Promise<{ bytes: Buffer; contentType: string }> {
    const images = Object.values(entry.outputs ?? {}).flatMap((o) => o.images ?? []);
    const image = images.find((i) => (i.type ?? 'output') === 'output') ?? images[0];
    if (!image)
      throw new ProviderError('rejected', PROVIDER, 'comfyui: the workflow finished without an output image (add a SaveImage node)');
    const q = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder ?? '', type: image.type ?? 'output' });
    const res = await call(`/view?${q}`, { method: 'GET', signal });
    if (!res.ok) {
      await res.body?.cancel();
      throw new ProviderError('network', PROVIDER, `comfyui: the output image could not be fetched (${res.status})`);
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type') ?? '';
    return { bytes, contentType: type.startsWith('image/') ? type.split(';')[0] : 'image/png' };
  }

  function promptText(req: ImageRequest): string {
    const colours = [...new Set((req.palette ?? []).map(colourWords))];
    const palette = colours.length ? ` Colour palette: ${colours.join(', ')}.` : '';
    const space = req.structure ? ' The same space and viewpoint, architectural photograph.' : '';
    return `${withSliderModifiers(req.prompt, req.microMacro, req.photoStyled)}${palette}${space}`;
  }

  return {
    provider: PROVIDER,
    offline: false,
    async generate(req: ImageRequest): Promise<GeneratedImage> {
      const signal = AbortSignal.any([AbortSignal.timeout(cfg.timeoutMs ?? 120_000), ...(req.signal ? [req.signal] : [])]);
      let promptId: string | undefined;
      try {
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
        const run = async () => {
          const values = {
            prompt: promptText(req),
            negative_prompt: NEGATIVE,
            seed,
            ...size,
            checkpoint: cfg.checkpoint,
            controlnet: cfg.controlnet,
            ...(reference
              ? {
                  reference_image: await upload(reference, signal),
                  structure: reference.strength,
                  ...controlFromStrength(reference.strength),
                }
              : {}),
            ...(moodboard
              ? {
                  moodboard_image: await upload(moodboard, signal, 'moodboard image'),
                  moodboard_weight: inputs.moodboard.length ? MOODBOARD_WEIGHT : 0,
                }
              : {}),
          };
          promptId = await queue(fillWorkflow(workflow, values), signal);
          return waitForJob(promptId, signal);
        };
        // A restart mid-job loses it (ComfyUI keeps no queue on disk): queue it once more, then give up.
        const entry = (await run()) ?? (await run());
        if (!entry) throw new ProviderError('network', PROVIDER, 'comfyui: the ComfyUI server restarted and lost the job twice');
        const failed = failureOf(entry);
        if (failed) throw failed;
        const out = await download(entry, signal);
        promptId = undefined;
        return { ...out, provider: PROVIDER, model: cfg.checkpoint };
      } catch (err) {
        if (signal.aborted && promptId) await cancel(promptId);
        if (signal.aborted && !(err instanceof ProviderError && err.kind === 'timeout')) {
          throw new ProviderError('timeout', PROVIDER, 'comfyui: the image was not ready in time or was cancelled', { cause: err });
        }
        throw toProviderError(err, PROVIDER);
      }
    },
  };
}
