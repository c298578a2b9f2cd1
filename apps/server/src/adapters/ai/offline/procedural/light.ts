import { mix, shade } from './color.js';
import type { Composition, TimeOfDay } from './composition.js';
import type { Palette } from './palette.js';
import { n, rect } from './svg.js';

/** A direction or position in metres: x right, y up, z away from the viewer. */
export type Vec3 = readonly [number, number, number];

/** Sun, sky and shadow colours for one time of day. */
export interface Light {
  time: TimeOfDay;
  /** Unit vector pointing toward the sun (or moon). */
  sun: Vec3;
  ambient: number;
  skyTop: string;
  skyBottom: string;
  /** Colour distant things fade toward. */
  haze: string;
  shadow: string;
  shadowOpacity: number;
  /** Warm tint of sunlit faces. */
  warm: string;
  /** Lamp and window glow. */
  lamp: string;
  night: boolean;
}

const skies: Record<TimeOfDay, [string, string, string]> = {
  morning: ['#b7c8dc', '#f1dcc2', '#fff1da'],
  noon: ['#94b5d6', '#e3ebef', '#fffaf0'],
  evening: ['#65759e', '#eeae84', '#ffcf9a'],
  night: ['#121829', '#39405e', '#ffd38a'],
};
const elevations: Record<TimeOfDay, number> = { morning: 20, noon: 55, evening: 9, night: 35 };

/** Builds the light of a composition, skies nudged toward the palette so images share a key. */
export function makeLight(comp: Composition, palette: Palette): Light {
  const [top, bottom, warm] = skies[comp.time];
  const a = (comp.sunAngle * Math.PI) / 180;
  const e = (elevations[comp.time] * Math.PI) / 180;
  const hx = Math.sin(a);
  const hz = -0.45 * Math.cos(a);
  const len = Math.hypot(hx, hz);
  const night = comp.time === 'night';
  return {
    time: comp.time,
    sun: [(hx / len) * Math.cos(e), Math.sin(e), (hz / len) * Math.cos(e)],
    ambient: night ? 0.3 : comp.time === 'noon' ? 0.5 : 0.42,
    skyTop: mix(top, palette.light, night ? 0.05 : 0.18),
    skyBottom: mix(bottom, palette.light, night ? 0.05 : 0.25),
    haze: mix(bottom, palette.light, 0.3),
    shadow: night ? '#0b0d16' : mix('#27304a', palette.dark, 0.35),
    shadowOpacity: night ? 0.2 : comp.time === 'noon' ? 0.3 : 0.38,
    warm,
    lamp: '#ffcf7d',
    night,
  };
}

/** Colour of a face with the given normal under the light; graphic style uses two flat tones. */
export function litFill(fill: string, normal: Vec3, light: Light, step: number): string {
  const d = normal[0] * light.sun[0] + normal[1] * light.sun[1] + normal[2] * light.sun[2];
  let k = light.ambient + (1 - light.ambient) * Math.max(0, d);
  if (step === 2) k = k > 0.62 ? 0.9 : 0.5;
  const base = k > 0.62 ? mix(shade(fill, (k - 0.62) * 0.7), light.warm, (k - 0.62) * 0.35) : shade(fill, (k - 0.62) * 0.9);
  return light.night ? mix(base, '#1a2036', 0.5) : base;
}

/** Fades a colour toward the haze with distance (atmospheric perspective). */
export function fogged(fill: string, depth: number, light: Light, reach: number): string {
  return mix(fill, light.night ? '#20263a' : light.haze, Math.min(0.65, depth / reach));
}

/** The sky above the horizon: a gradient with a soft sun glow, or flat in graphic style. */
export function sky(w: number, h: number, light: Light, step: number, sunX: number): string {
  if (step === 2) return rect(0, 0, w, h, `fill="${light.skyTop}"`);
  const glow =
    light.time === 'noon'
      ? ''
      : `<defs><radialGradient id="sunglow" cx="${n(sunX / w)}" cy="0.75" r="0.6"><stop offset="0" stop-color="${light.warm}" stop-opacity="${light.night ? 0.12 : 0.55}"/><stop offset="1" stop-color="${light.warm}" stop-opacity="0"/></radialGradient></defs>${rect(0, 0, w, h, 'fill="url(#sunglow)"')}`;
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.skyTop}"/><stop offset="1" stop-color="${light.skyBottom}"/></linearGradient></defs>${rect(0, 0, w, h, 'fill="url(#sky)"')}${glow}`;
}
