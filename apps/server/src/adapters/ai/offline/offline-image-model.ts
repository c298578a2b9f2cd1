import { setTimeout as sleep } from 'node:timers/promises';
import { Resvg } from '@resvg/resvg-js';
import type { GeneratedImage, ImageEditRequest, ImageModel, ImageRequest } from '../image-model.port.js';
import { ProviderError } from '../provider-error.js';
import { buildSvg } from './procedural/render.js';
import { maskFromImage } from './region/region-masks.js';
import { restyleRegion } from './region/restyle-region.js';
import { renderStructureStudy } from './structure/structure-study.js';

const MAX_SIDE = 4096;

function clampSide(v: number): number {
  return Math.max(16, Math.min(MAX_SIDE, Math.round(v) || 1024));
}

/** Renders one request to PNG bytes, synchronously (about 30–60 ms at 1024 px). */
export function renderOfflineImage(req: Omit<ImageRequest, 'signal' | 'references'>): Buffer {
  const svg = buildSvg({ ...req, width: clampSide(req.width), height: clampSide(req.height) });
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * Creates the offline image model: procedural SVG → PNG, deterministic per prompt and settings.
 * `latencyMs` (OFFLINE_IMAGE_LATENCY_MS) makes each image take at least that long, like a real
 * provider would — for demos of progressive generation and for end-to-end tests that watch it.
 */
export function createOfflineImageModel(opts: { latencyMs?: number } = {}): ImageModel {
  return {
    provider: 'offline',
    offline: true,
    async generate(req: ImageRequest): Promise<GeneratedImage> {
      req.signal?.throwIfAborted();
      if (opts.latencyMs) await sleep(opts.latencyMs, undefined, { signal: req.signal });
      if (req.structure) {
        // The designer's own space: its geometry in the moodboard's palette and materials.
        const bytes = await renderStructureStudy({
          prompt: req.prompt,
          width: clampSide(req.width),
          height: clampSide(req.height),
          structure: req.structure,
          palette: req.palette,
          references: req.references,
          seed: req.seed,
        });
        return { bytes, contentType: 'image/png', provider: 'offline', model: 'structure-study-v1' };
      }
      return { bytes: renderOfflineImage(req), contentType: 'image/png', provider: 'offline', model: 'procedural-v1' };
    },
    // Change one part (issue #46): the part restyled in the named material's colour and grain.
    async edit(req: ImageEditRequest): Promise<GeneratedImage> {
      req.signal?.throwIfAborted();
      const { mask } = await maskFromImage(req.mask);
      const bytes = await restyleRegion(req.image, mask, req.prompt);
      if (!bytes) throw new ProviderError('rejected', 'offline', `offline: no material the renderer knows in “${req.prompt}”`);
      return { bytes, contentType: 'image/png', provider: 'offline', model: 'region-restyle-v1' };
    },
  };
}
