import { Resvg } from '@resvg/resvg-js';
import type { SliderStep } from '../../text-model.port.js';
import type { Palette } from './palette.js';

/** How shapes are drawn for one photoStyled step. */
export interface Style {
  step: SliderStep;
  /** Stroke attributes appended to shapes ('' for none). */
  stroke: string;
  /** Soft gradients and shading (photographic and balanced). */
  shaded: boolean;
}

/** 0 photographic: no outlines, shading; 1 balanced: thin outlines; 2 graphic: bold outlines, flat. */
export function styleFor(step: SliderStep, palette: Palette, scale: number): Style {
  if (step === 0) return { step, stroke: '', shaded: true };
  const width = step === 1 ? 1.2 * scale : 3.5 * scale;
  const color = step === 2 ? '#111111' : palette.dark;
  return { step, stroke: `stroke="${color}" stroke-width="${width.toFixed(1)}" stroke-linejoin="round"`, shaded: step === 1 };
}

const noiseTiles = new Map<string, string>();

/** A small feTurbulence tile as a PNG data URL, rendered once per (kind, seed) and cached. */
export function noiseTile(kind: 'stone' | 'wood', seed: number): string {
  const key = `${kind}:${seed}`;
  const cached = noiseTiles.get(key);
  if (cached) return cached;
  const freq = kind === 'stone' ? '0.06' : '0.02 0.3';
  const octaves = 3;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><filter id="f" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/></filter><rect width="128" height="128" filter="url(#f)"/></svg>`;
  const url = `data:image/png;base64,${new Resvg(svg).render().asPng().toString('base64')}`;
  noiseTiles.set(key, url);
  return url;
}

/** A full-size overlay tiled with a noise texture. */
export function noiseOverlay(opts: { kind: 'stone' | 'wood'; seed: number; w: number; h: number; tile: number; opacity: number }): string {
  const id = `n-${opts.kind}`;
  return `<defs><pattern id="${id}" width="${opts.tile}" height="${opts.tile}" patternUnits="userSpaceOnUse"><image width="${opts.tile}" height="${opts.tile}" href="${noiseTile(opts.kind, opts.seed)}"/></pattern></defs><rect width="${opts.w}" height="${opts.h}" fill="url(#${id})" opacity="${opts.opacity}"/>`;
}

/** Finishing layers: graphic gets a poster frame; photographic and balanced take their light from each scene's sun. */
export function finish(style: Style, palette: Palette, w: number, h: number): string {
  // Photographic studies once had a lens vignette; it darkened every study alike and said "photograph" of a drawing: dropped.
  if (style.step === 2) {
    const m = Math.round(Math.min(w, h) * 0.04);
    return `<rect x="${m / 2}" y="${m / 2}" width="${w - m}" height="${h - m}" fill="none" stroke="${palette.light}" stroke-width="${m}"/>`;
  }
  return '';
}
