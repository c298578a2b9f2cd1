import type { RenderRegion, RenderRegionEditRequest } from '@loci/shared';

/** The part of a render being chosen: one byte a pixel (255 inside) at the render's own size. */
export type PartMask = { width: number; height: number; mask: Uint8Array };

/** Paints a disc into the mask with `value` (255 painted; the editor marks erased pixels 1). */
export function paintDisc(part: PartMask, at: { x: number; y: number }, radius: number, value = 255): void {
  const { width, height, mask } = part;
  const r = Math.max(1, radius);
  for (let y = Math.max(0, Math.floor(at.y - r)); y <= Math.min(height - 1, Math.ceil(at.y + r)); y++)
    for (let x = Math.max(0, Math.floor(at.x - r)); x <= Math.min(width - 1, Math.ceil(at.x + r)); x++)
      if ((x - at.x) ** 2 + (y - at.y) ** 2 <= r * r) mask[y * width + x] = value;
}

/** Share of the render inside the part, 0–1. */
export function partShare(mask: Uint8Array): number {
  let n = 0;
  for (const v of mask) if (v) n++;
  return mask.length ? n / mask.length : 0;
}

/**
 * What the server is asked: one found region alone goes by its name (a model is told "the floor");
 * anything painted, or several regions, goes as the mask.
 */
export function partRequest(input: {
  regions: RenderRegion[];
  painted: boolean;
  prompt: string;
  maskDataUrl: () => string;
}): RenderRegionEditRequest {
  const prompt = input.prompt.trim();
  if (input.regions.length === 1 && !input.painted) return { region: input.regions[0], prompt };
  return { mask: input.maskDataUrl(), prompt };
}
