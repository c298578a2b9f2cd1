/** Small colour helpers on #rrggbb strings: mixing, shading and luminance. */

function parse(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1, 7), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex(r: number, g: number, b: number): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [parse(a), parse(b)];
  const k = Math.max(0, Math.min(1, t));
  return toHex(x[0] + (y[0] - x[0]) * k, x[1] + (y[1] - x[1]) * k, x[2] + (y[2] - x[2]) * k);
}

/** Lightens toward warm white (k > 0) or darkens toward a cool near-black (k < 0). */
export function shade(color: string, k: number): string {
  return k >= 0 ? mix(color, '#fbf6ec', k) : mix(color, '#15161c', -k);
}

/** Perceived luminance in [0, 1]. */
export function luminance(hex: string): number {
  const [r, g, b] = parse(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Pulls a colour toward grey, keeping its lightness roughly (k = 1 is fully grey). */
export function mute(color: string, k: number): string {
  const l = Math.round(luminance(color) * 255);
  return mix(color, toHex(l, l, l), k);
}
