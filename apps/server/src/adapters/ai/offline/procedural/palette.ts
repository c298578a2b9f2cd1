import type { Rng } from '../seed.js';

/** Words an architect uses for colour, mapped to a representative hex. */
const lexicon: Record<string, string> = {
  terracotta: '#c4643d',
  brick: '#a4493a',
  clay: '#b86f4c',
  rust: '#9c4a26',
  ochre: '#c99a2e',
  amber: '#d08a24',
  brass: '#b5913f',
  gold: '#c9a646',
  copper: '#b06a3b',
  oak: '#a67c4e',
  timber: '#9a6b43',
  wood: '#8d5f3b',
  cedar: '#8a4f2f',
  walnut: '#5b3a29',
  bamboo: '#c2b46a',
  sand: '#d8c29a',
  desert: '#d6b27c',
  limestone: '#d9cfb8',
  travertine: '#d3c2a3',
  marble: '#e6e2da',
  plaster: '#e8dfd0',
  whitewashed: '#f2efe8',
  white: '#f4f1ea',
  chalk: '#ece8df',
  concrete: '#9b9a96',
  stone: '#8f8a80',
  slate: '#4e5660',
  bluestone: '#52585e',
  granite: '#77736e',
  iron: '#3d3f42',
  steel: '#6f7c85',
  zinc: '#8d969b',
  glass: '#9fc1c9',
  night: '#1c2340',
  dusk: '#5a4a78',
  twilight: '#4a5a8a',
  sun: '#f2b544',
  sunlit: '#f0c36a',
  light: '#f3e6c4',
  morning: '#f4d9a8',
  evening: '#d9825b',
  sea: '#2f6f8f',
  ocean: '#1f5a7a',
  water: '#3f7f9f',
  river: '#4c7f94',
  bay: '#3c7b95',
  estuary: '#5c8a8c',
  canal: '#4d7a7d',
  rain: '#7d8f9c',
  sky: '#8fb8d8',
  azulejo: '#1f4e9c',
  blue: '#2b5aa0',
  delft: '#2a4f8f',
  indigo: '#2e3a78',
  teal: '#2a7a78',
  sage: '#9aab8a',
  moss: '#6b7b3c',
  green: '#4f7a45',
  garden: '#5c8a4a',
  planting: '#5e8c4e',
  botanical: '#4e7d52',
  eucalypt: '#7d9a8a',
  eucalyptus: '#7d9a8a',
  leaf: '#5a8f3c',
  forest: '#2f5233',
  jacaranda: '#8d6cc0',
  lavender: '#a895c9',
  olive: '#7a7a3a',
  citrus: '#e3a82b',
  red: '#b3362f',
  market: '#d05a3a',
  festival: '#d9434f',
  lantern: '#e0662f',
  coral: '#e07a5f',
  pink: '#d98aa0',
  snow: '#eef2f5',
  ice: '#cfe3ec',
  earth: '#8b5a3c',
  murram: '#a8502f',
  ash: '#6e6a66',
  charcoal: '#35312e',
  black: '#1d1c1b',
  paper: '#efe6d2',
  linen: '#e3d8c3',
  vermilion: '#c2462e',
  washi: '#efe9dc',
  lacquer: '#8e2a22',
  jade: '#5f9c84',
  whitewash: '#f2efe8',
  brownstone: '#6e4a3a',
  frangipani: '#f4ead8',
  saffron: '#e0a030',
  cobalt: '#2c4f9e',
  harbour: '#3c6f8f',
  palm: '#4f7d4a',
  sandstone: '#d6b98c',
  hinoki: '#d9b98c',
  terrazzo: '#d9d3c9',
  cork: '#b8916a',
  tadelakt: '#d8c1a3',
  linoleum: '#a7b59a',
  rattan: '#c9a46c',
};

export interface Palette {
  background: string;
  base: string;
  accent: string;
  dark: string;
  light: string;
  /** Every colour available to patterns. */
  all: string[];
}

function hsl(h: number, s: number, l: number): string {
  const k = (i: number) => (i + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (i: number) => l - a * Math.max(-1, Math.min(k(i) - 3, Math.min(9 - k(i), 1)));
  const hex = (v: number) =>
    Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

function luminance(hex: string): number {
  const v = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255)) / 255;
}

const hexPattern = /^#[0-9a-f]{6}$/i;

/** The colour of one material word ("terrazzo", "oak"), when the renderer knows it. */
export function materialColour(word: string): string | undefined {
  return colorsFromPrompt(word)[0];
}

/** Colours named in the prompt, in order of appearance. */
export function colorsFromPrompt(prompt: string): string[] {
  const words = prompt.toLowerCase().match(/\p{L}+/gu) ?? [];
  const found = words.map((w) => lexicon[w] ?? lexicon[w.replace(/s$/, '')]).filter((c): c is string => Boolean(c));
  return [...new Set(found)];
}

/**
 * Builds the image palette: prompt colours first, brand colours woven in as accents,
 * filled with an analogous scheme from a hashed hue so every prompt gets its own colours.
 */
export function derivePalette(prompt: string, brand: readonly string[] | undefined, rng: Rng): Palette {
  const named = colorsFromPrompt(prompt).slice(0, 4);
  const brandColors = (brand ?? []).filter((c) => hexPattern.test(c)).slice(0, 3);
  const hue = rng.range(0, 360);
  const scheme = [hsl(hue, 0.35, 0.55), hsl((hue + 25) % 360, 0.4, 0.4), hsl((hue + 180) % 360, 0.45, 0.5)];
  const neutrals = [hsl(hue, 0.2, 0.9), hsl(hue, 0.25, 0.16)];
  // Named colours lead; the hashed scheme only fills in when the prompt names few colours.
  const fill = named.length >= 2 ? scheme.slice(0, 1) : scheme;
  const all = [...new Set([...named, ...brandColors, ...fill])];
  const byLum = [...all, ...neutrals].sort((a, b) => luminance(a) - luminance(b));
  const light = byLum[byLum.length - 1];
  return {
    base: named[0] ?? scheme[0],
    accent: brandColors[0] ?? named[1] ?? scheme[2],
    dark: byLum[0],
    light,
    background: light,
    all,
  };
}
