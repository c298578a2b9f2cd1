import type { SliderStep } from '../../text-model.port.js';
import { createRng } from '../seed.js';

/** Eye-level compositions (microMacro 1). */
export const viewFamilies = ['arcade', 'street', 'market', 'courtyard', 'room', 'terrace', 'workshop'] as const;
/** Material close-ups (microMacro 0). */
export const materialFamilies = ['tiles', 'timber', 'stone', 'terrazzo', 'weave', 'brick', 'plaster'] as const;
/** Aerial plans (microMacro 2). */
export const planFamilies = ['grid', 'coast', 'river', 'park', 'plaza'] as const;

/** Any composition family, across the three scales. */
export type Family = (typeof viewFamilies)[number] | (typeof materialFamilies)[number] | (typeof planFamilies)[number];
/** Camera: one vanishing point, two (turned), or a frontal elevation. */
export type Camera = 'one-point' | 'two-point' | 'elevation';
/** Time of day, read from the prompt's words or the seed. */
export type TimeOfDay = 'morning' | 'noon' | 'evening' | 'night';

/** What one image shows and how: family, camera, light. Pure function of prompt, seed and scale. */
export interface Composition {
  family: Family;
  camera: Camera;
  time: TimeOfDay;
  /** Sun bearing relative to the view, degrees: negative from the left, positive from the right. */
  sunAngle: number;
  /** Horizon height as a share of the image height. */
  horizon: number;
  /** Free seed for the family's own choices. */
  variant: number;
}

const lexicon: Record<Family, readonly string[]> = {
  arcade: ['arcade', 'arcades', 'colonnade', 'arch', 'arches', 'cloister', 'portico', 'loggia', 'manueline', 'vault', 'vaults'],
  street: [
    'street',
    'streets',
    'facade',
    'facades',
    'façade',
    'façades',
    'alley',
    'lane',
    'avenue',
    'balcony',
    'balconies',
    'promenade',
    'boulevard',
    'doorways',
    'signage',
    'ironwork',
    'shopfronts',
    'azulejo',
    'tiles',
    'heritage',
  ],
  market: ['market', 'markets', 'stall', 'stalls', 'bazaar', 'souk', 'vendors', 'produce', 'festival', 'food', 'dining'],
  courtyard: ['courtyard', 'courtyards', 'garden', 'gardens', 'patio', 'planting', 'fountain', 'trees', 'botanical', 'square', 'cloisters'],
  room: [
    'room',
    'lounge',
    'interior',
    'kitchen',
    'kitchens',
    'café',
    'cafés',
    'cafe',
    'bar',
    'hall',
    'seating',
    'tableware',
    'textiles',
    'library',
    'archives',
    'tables',
    'lighting',
    'ceiling',
    'storage',
    'render',
    'lobby',
    'suite',
  ],
  terrace: [
    'terrace',
    'terraces',
    'stair',
    'stairs',
    'steps',
    'sea',
    'harbour',
    'harbor',
    'bay',
    'beach',
    'horizon',
    'viewpoint',
    'miradouro',
    'waterfront',
    'breezes',
    'pier',
    'coast',
    'coastal',
    'ocean',
    'river',
  ],
  workshop: [
    'workshop',
    'workshops',
    'craft',
    'crafts',
    'makers',
    'joinery',
    'studio',
    'tools',
    'atelier',
    'carpentry',
    'pottery',
    'trades',
  ],
  tiles: ['tile', 'tiles', 'azulejo', 'azulejos', 'zellige', 'ceramic', 'ceramics', 'delft', 'talavera', 'glaze', 'glazed'],
  timber: ['oak', 'timber', 'wood', 'wooden', 'walnut', 'cedar', 'grain', 'joinery', 'parquet', 'machiya'],
  stone: [
    'stone',
    'limestone',
    'marble',
    'granite',
    'travertine',
    'basalt',
    'paving',
    'cobbled',
    'calçada',
    'masonry',
    'ashlar',
    'manueline',
  ],
  terrazzo: ['terrazzo', 'concrete', 'surfaces', 'aggregate', 'speckled', 'floor', 'floors'],
  weave: ['linen', 'textile', 'textiles', 'weave', 'woven', 'cloth', 'fabric', 'rattan', 'wool', 'cane', 'basket'],
  brick: ['brick', 'bricks', 'brickwork', 'mudéjar', 'masonry'],
  plaster: ['plaster', 'lime', 'clay', 'earth', 'earthen', 'tadelakt', 'whitewashed', 'wall', 'walls', 'patina'],
  grid: ['grid', 'blocks', 'street', 'streets', 'neighbourhood', 'district', 'fabric', 'urban'],
  coast: ['coast', 'coastal', 'sea', 'bay', 'beach', 'harbour', 'harbor', 'ocean', 'port', 'breezes', 'waterfront'],
  river: ['river', 'canal', 'canals', 'estuary', 'tagus', 'nile', 'water', 'bridge', 'bridges'],
  park: ['park', 'parks', 'garden', 'gardens', 'green', 'trees', 'planting', 'botanical', 'forest'],
  plaza: ['plaza', 'square', 'squares', 'piazza', 'praça', 'civic', 'landmark', 'landmarks', 'founding', 'hex', 'plan'],
};

/** Word → families it points to, inverted from the lexicon above. */
const wordFamilies = new Map<string, Family[]>();
for (const [family, list] of Object.entries(lexicon) as [Family, readonly string[]][]) {
  for (const w of list) wordFamilies.set(w, [...(wordFamilies.get(w) ?? []), family]);
}

const familiesAt: Record<SliderStep, readonly Family[]> = { 0: materialFamilies, 1: viewFamilies, 2: planFamilies };

/** Boilerplate every composed prompt carries; it says nothing about the picture. */
const boilerplate = /(reference imagery for )?architecture and interior design|interior design moodboard image|\| view:.*$/giu;

function words(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+/gu) ?? [];
}

/** Scores families by keyword hits: the label (text before " in " or ":") counts three times. */
function scoreFamilies(prompt: string, allowed: readonly Family[]): Map<Family, number> {
  const clean = prompt.replace(boilerplate, ' ');
  const cut = clean.search(/ in |:|,/);
  const label = cut > 0 ? clean.slice(0, cut) : clean;
  const scores = new Map<Family, number>();
  const add = (list: string[], weight: number) => {
    for (const w of list) {
      for (const f of wordFamilies.get(w) ?? wordFamilies.get(w.replace(/s$/, '')) ?? []) {
        if (allowed.includes(f)) scores.set(f, (scores.get(f) ?? 0) + weight);
      }
    }
  };
  add(words(label), 3);
  add(words(cut > 0 ? clean.slice(cut) : ''), 1);
  return scores;
}

/** The time of day a prompt names (dawn, dusk, night…), else one picked by `roll` (0–1). */
export function timeOf(prompt: string, roll: number): TimeOfDay {
  const w = new Set(words(prompt));
  const has = (...list: string[]) => list.some((x) => w.has(x));
  if (has('night', 'nights', 'nocturnal', 'lantern', 'lanterns', 'neon', 'midnight')) return 'night';
  if (has('evening', 'dusk', 'sunset', 'twilight', 'golden')) return 'evening';
  if (has('dawn', 'sunrise', 'morning', 'breakfast')) return 'morning';
  if (has('noon', 'midday', 'bright', 'summer')) return 'noon';
  return roll < 0.4 ? 'morning' : roll < 0.75 ? 'noon' : roll < 0.95 ? 'evening' : 'night';
}

const cameras: Partial<Record<Family, readonly Camera[]>> = {
  arcade: ['one-point', 'two-point', 'elevation'],
  street: ['one-point', 'two-point', 'elevation'],
  market: ['one-point', 'two-point'],
  courtyard: ['one-point', 'two-point', 'elevation'],
  room: ['one-point', 'two-point'],
  terrace: ['one-point', 'two-point'],
  workshop: ['one-point', 'two-point'],
};

/**
 * Chooses the composition for a prompt: the family from the prompt's words (label words weigh most),
 * else from the seed; camera, time of day, sun and horizon from the words and the seed.
 */
export function chooseComposition(
  prompt: string,
  seed: number,
  microMacro: SliderStep = 1,
  given: { family?: Family; time?: TimeOfDay } = {},
): Composition {
  const rng = createRng(seed ^ 0x5bd1e995);
  const allowed = familiesAt[microMacro];
  const scores = [...scoreFamilies(prompt, allowed)].sort((a, b) => b[1] - a[1] || allowed.indexOf(a[0]) - allowed.indexOf(b[0]));
  const seeded = rng.pick(allowed);
  const family = given.family ?? scores[0]?.[0] ?? seeded;
  const camera = rng.pick<Camera>(cameras[family] ?? ['one-point']);
  const roll = rng.next();
  const time = given.time ?? timeOf(prompt, roll);
  const sunAngle = (rng.next() < 0.5 ? -1 : 1) * rng.range(25, 75);
  const horizon = camera === 'elevation' ? rng.range(0.72, 0.86) : rng.range(0.44, 0.6);
  return { family, camera, time, sunAngle, horizon, variant: rng.int(0, 1 << 30) };
}
