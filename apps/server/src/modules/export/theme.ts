import type { Hex } from '../../adapters/export/deck.js';

/** The deck's colours (design brief), hex without '#'. */
export interface DeckTheme {
  accent: Hex;
  paper: Hex;
  ink: Hex;
  graphite: Hex;
  hairline: Hex;
  /** Text on the accent (white: the accent is chosen so it reads). */
  onAccent: Hex;
}

export const HOUSE_ACCENT = 'B5532E';
const WHITE = 'FFFFFF';
/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a 6-digit hex colour. */
export function luminance(hex: Hex): number {
  const n = Number.parseInt(hex, 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Hex, b: Hex): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `#abc`, `#aabbcc` or `aabbcc` → `AABBCC`; null when it is not a colour. */
export function normaliseHex(value: string | undefined): Hex | null {
  const raw = (value ?? '').trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(raw))
    return [...raw]
      .map((c) => c + c)
      .join('')
      .toUpperCase();
  return /^[0-9a-f]{6}$/i.test(raw) ? raw.toUpperCase() : null;
}

/** The brand's first palette colour as accent when white text on it reads (≥ 4.5:1), else the house terracotta. */
export function deckTheme(brandPalette: readonly string[]): DeckTheme {
  const brand = normaliseHex(brandPalette[0]);
  const accent = brand && contrastRatio(brand, WHITE) >= MIN_CONTRAST ? brand : HOUSE_ACCENT;
  return { accent, paper: 'F7F6F2', ink: '1B1B1A', graphite: '6B6A66', hairline: 'E3E1DB', onAccent: WHITE };
}
