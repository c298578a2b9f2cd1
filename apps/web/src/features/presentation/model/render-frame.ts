import type { RenderFrame } from '@loci/shared';

/** Within this share of square, a frame is called square. */
const SQUARE_TOLERANCE = 0.03;

/** Portrait, landscape or square, by the frame's aspect. */
export function frameOrientation(frame: Pick<RenderFrame, 'width' | 'height'>): 'Portrait' | 'Landscape' | 'Square' {
  const ratio = frame.width / frame.height;
  if (ratio > 1 + SQUARE_TOLERANCE) return 'Landscape';
  if (ratio < 1 / (1 + SQUARE_TOLERANCE)) return 'Portrait';
  return 'Square';
}

/** The frame's name and pixel size, e.g. "Portrait · 1024 × 1536". */
export function frameLabel(frame: Pick<RenderFrame, 'width' | 'height'>): string {
  return `${frameOrientation(frame)} · ${frame.width} × ${frame.height}`;
}

/** What happens to the reference in that frame: kept as it is, or fitted with bands (never cropped). */
export function frameNote(frame: RenderFrame): string {
  return frame.fitted
    ? 'The image provider cannot draw your image’s exact shape: it will be fitted into this frame with white bands at its edges. Nothing is cropped.'
    : 'The render keeps your image’s frame. Nothing is cropped.';
}
