import { luminance, mix } from '../procedural/color.js';
import { derivePalette } from '../procedural/palette.js';
import { createRng } from '../seed.js';
import type { GreyMap } from './raster.js';
import type { Regions } from './regions.js';

type Rgb = [number, number, number];

/** What each region is painted with. */
export interface FillPlan {
  colours: Rgb[];
  /** Mean luminance of each region in the reference (its shading is kept around this). */
  meanLum: number[];
  /** How much moodboard texture each region carries. */
  texture: number[];
  /** Line colour: the moodboard's darkest colour, deepened. */
  ink: Rgb;
}

const HEX = /^#[0-9a-f]{6}$/i;
const rgbOf = (hex: string): Rgb => {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
};

/** The moodboard colours, topped up from the prompt's palette when the moodboard gives fewer than four. */
function colourSet(palette: string[], prompt: string): string[] {
  const own = [...new Set(palette.filter((c) => HEX.test(c)).map((c) => c.toLowerCase()))];
  if (own.length >= 4) return own;
  const derived = derivePalette(prompt, own, createRng(prompt));
  return [...new Set([...own, ...derived.all, derived.light, derived.dark])];
}

/**
 * Matches regions to moodboard colours by lightness rank (the reference's light walls stay light,
 * its dark floor stays dark), each colour pulled toward its region's own lightness so the space
 * still reads as itself.
 */
export function planFills(input: {
  regions: Regions;
  grey: GreyMap;
  /** The picture the regions were found on (RGB, the regions' size): tells a sky from a wall. */
  rgb: Uint8Array;
  palette: string[];
  prompt: string;
  /** The sky's colour at the prompt's time of day. */
  sky: string;
}): FillPlan {
  const { regions, grey } = input;
  const sums = new Float64Array(regions.k);
  const counts = new Float64Array(regions.k);
  for (let i = 0; i < regions.labels.length; i++) {
    sums[regions.labels[i]] += grey.v[i];
    counts[regions.labels[i]] += 1;
  }
  const meanLum = Array.from(sums, (s, i) => (counts[i] ? s / counts[i] : 0.5));
  const colours = colourSet(input.palette, input.prompt).sort((a, b) => luminance(a) - luminance(b));
  const order = meanLum.map((_, i) => i).sort((a, b) => meanLum[a] - meanLum[b]);
  const fills: Rgb[] = new Array(regions.k);
  const texture: number[] = new Array(regions.k);
  order.forEach((region, rank) => {
    const pick = colours[Math.round((rank / Math.max(1, regions.k - 1)) * (colours.length - 1))];
    const target = 0.25 * luminance(pick) + 0.75 * meanLum[region];
    // Lighten toward warm white or darken toward ink until the colour sits at the target lightness.
    const adjusted =
      target >= luminance(pick)
        ? mix(pick, '#fbf7ef', (target - luminance(pick)) / Math.max(0.05, 1 - luminance(pick)))
        : mix(pick, '#17181d', (luminance(pick) - target) / Math.max(0.05, luminance(pick)));
    fills[region] = rgbOf(adjusted);
    texture[region] = 0.35 + 0.5 * (1 - Math.abs(meanLum[region] - 0.5) * 2);
  });
  // The reference's most colourful small shape (a sofa, a door) takes the moodboard's accent.
  const accent = accentRegion(input.regions, input.rgb, counts);
  const vivid = [...colours].sort((a, b) => chroma(b) - chroma(a))[0];
  if (accent !== null && vivid && chroma(vivid) > 0.15) {
    const target = 0.35 * luminance(vivid) + 0.65 * meanLum[accent];
    const t = luminance(vivid);
    fills[accent] = rgbOf(
      target >= t ? mix(vivid, '#fbf7ef', (target - t) / Math.max(0.05, 1 - t)) : mix(vivid, '#17181d', (t - target) / Math.max(0.05, t)),
    );
  }
  // A sky stays a sky (the light of the hour, no material): light, bluish, along the top edge.
  for (const region of skyRegions(input.regions, input.rgb, meanLum)) {
    fills[region] = rgbOf(mix(input.sky, '#ffffff', Math.max(0, meanLum[region] - 0.6)));
    texture[region] = 0;
  }
  const ink = rgbOf(mix(colours[0], '#15161c', 0.6));
  return { colours: fills, meanLum, texture, ink };
}

/** Regions that read as sky: a quarter of the top row or more, light, and bluer than they are red. */
function skyRegions(regions: Regions, rgb: Uint8Array, meanLum: number[]): number[] {
  const { w, k, labels } = regions;
  const top = new Float64Array(k);
  for (let x = 0; x < w; x++) top[labels[x]] += 1;
  const blue = new Float64Array(k);
  const count = new Float64Array(k);
  for (let i = 0; i < labels.length; i++) {
    blue[labels[i]] += rgb[i * 3 + 2] - rgb[i * 3];
    count[labels[i]] += 1;
  }
  return Array.from({ length: k }, (_, r) => r).filter(
    (r) => top[r] >= w * 0.25 && meanLum[r] > 0.5 && count[r] > 0 && blue[r] / count[r] > 12,
  );
}

/** How colourful a colour is: (max − min) of its channels, 0–1. */
function chroma(hex: string): number {
  const [r, g, b] = rgbOf(hex);
  return (Math.max(r, g, b) - Math.min(r, g, b)) / 255;
}

/** The region whose pixels are most colourful on average, when it is small (under a fifth of the frame) and clearly coloured. */
function accentRegion(regions: Regions, rgb: Uint8Array, counts: Float64Array): number | null {
  const sat = new Float64Array(regions.k);
  for (let i = 0; i < regions.labels.length; i++) {
    const [r, g, b] = [rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]];
    sat[regions.labels[i]] += (Math.max(r, g, b) - Math.min(r, g, b)) / 255;
  }
  let best: number | null = null;
  for (let c = 0; c < regions.k; c++) {
    const share = counts[c] / regions.labels.length;
    const mean = counts[c] ? sat[c] / counts[c] : 0;
    if (share > 0.005 && share < 0.2 && mean > 0.12 && (best === null || mean > sat[best] / counts[best])) best = c;
  }
  return best;
}
