import type { Section } from '../../schemas.js';

/** What a label's head noun names, so only modifiers that fit it are put before it. */
export type HeadKind =
  | 'surface'
  | 'colour'
  | 'fixture'
  | 'structure'
  | 'space'
  | 'shore'
  | 'light'
  | 'time'
  | 'planting'
  | 'water'
  | 'practice'
  | 'craft';

const heads: Record<HeadKind, readonly string[]> = {
  surface: [
    'tiles',
    'stone',
    'brick',
    'timber',
    'plaster',
    'paving',
    'walls',
    'roofs',
    'clay',
    'cladding',
    'concrete',
    'glass',
    'grain',
    'surfaces',
    'textures',
    'floors',
    'iron',
    'limestone',
    'cliffs',
    'peaks',
    'vaults',
  ],
  colour: ['colour', 'blue'],
  fixture: ['screens', 'doors', 'doorways', 'gates', 'balconies', 'lettering', 'signage', 'ironwork', 'windows', 'thresholds'],
  structure: [
    'facades',
    'gables',
    'domes',
    'fronts',
    'lobbies',
    'stoops',
    'pilotis',
    'frames',
    'verandahs',
    'loggias',
    'cloisters',
    'terraces',
    'houses',
    'tenements',
    'towers',
    'bridges',
    'blocks',
    'arcades',
    'ruins',
    'churches',
    'lines',
    'buildings',
    'wall',
    'landmarks',
    'canopies',
  ],
  space: [
    'courtyards',
    'patios',
    'squares',
    'piazzas',
    'lanes',
    'streets',
    'alleys',
    'laneways',
    'markets',
    'market',
    'halls',
    'taverns',
    'bars',
    'cafés',
    'counters',
    'kitchens',
    'tables',
    'steps',
    'stairways',
    'ways',
    'corners',
    'centres',
    'bathhouses',
    'gardens',
    'interiors',
    'workshops',
    'tascas',
    'stalls',
    'promenade',
    'promenades',
    'barbecues',
  ],
  shore: ['quays', 'banks', 'riverbanks', 'waterfront', 'seafront', 'piers', 'moorings', 'edge', 'edges', 'ring'],
  light: ['light', 'shadows', 'shade', 'twilight'],
  time: ['evenings', 'mornings', 'weekends', 'hour'],
  planting: ['planting', 'trees', 'canopy', 'forest', 'groves', 'avenues'],
  water: ['estuary', 'river', 'bay', 'harbour', 'lagoon', 'creek'],
  practice: ['rituals', 'gatherings', 'music', 'grills', 'dining', 'coffee', 'strolls', 'life', 'ferries', 'crossings', 'meals'],
  craft: ['crafts', 'makers', 'joinery', 'archives'],
};

const headIndex = new Map<string, HeadKind>();
for (const [kind, words] of Object.entries(heads) as [HeadKind, readonly string[]][]) {
  for (const w of words) if (!headIndex.has(w)) headIndex.set(w, kind);
}

/** The kind of a label's head noun (its last word), when the lexicon knows it. */
export function headKind(label: string): HeadKind | undefined {
  const last = label.trim().split(/\s+/).pop()?.toLowerCase() ?? '';
  return headIndex.get(last);
}

/** Topic modifiers per section, each with the head kinds it reads well before; `season` ones need seasons. */
export const topicModifiers: Record<Section, readonly { word: string; fits: readonly HeadKind[]; season?: boolean }[]> = {
  historical: [
    { word: 'Restored', fits: ['surface', 'fixture', 'structure', 'space'] },
    { word: 'Archival', fits: ['fixture', 'craft', 'structure'] },
    { word: 'Weathered', fits: ['surface', 'fixture', 'structure', 'colour'] },
    { word: 'Ornamental', fits: ['surface', 'fixture', 'structure'] },
    { word: 'Salvaged', fits: ['surface', 'fixture'] },
    { word: 'Historic', fits: ['space', 'structure', 'shore', 'water', 'craft'] },
    { word: 'Hand-Made', fits: ['surface', 'fixture'] },
    { word: 'Old', fits: ['space', 'structure', 'shore', 'craft'] },
    { word: 'Faded', fits: ['surface', 'fixture', 'colour'] },
    { word: 'Family', fits: ['craft'] },
  ],
  social: [
    { word: 'Evening', fits: ['space', 'shore', 'practice', 'water', 'colour', 'structure'] },
    { word: 'Morning', fits: ['space', 'shore', 'practice', 'water'] },
    { word: 'Weekend', fits: ['space', 'shore', 'practice', 'craft', 'structure'] },
    { word: 'Crowded', fits: ['space', 'shore', 'structure'] },
    { word: 'Everyday', fits: ['space', 'practice', 'craft', 'colour'] },
    { word: 'Festive', fits: ['space', 'practice', 'time', 'colour'] },
    { word: 'Shared', fits: ['space', 'time', 'practice'] },
    { word: 'Quiet', fits: ['space', 'shore', 'water'] },
  ],
  physical: [
    { word: 'Sunlit', fits: ['surface', 'structure', 'space', 'shore', 'water', 'planting', 'colour'] },
    { word: 'Textured', fits: ['surface', 'structure'] },
    { word: 'Weathered', fits: ['surface', 'structure', 'fixture'] },
    { word: 'Shaded', fits: ['space', 'shore'] },
    { word: 'Morning', fits: ['space', 'shore', 'water', 'planting', 'light'] },
    { word: 'Evening', fits: ['space', 'shore', 'water', 'planting', 'light', 'structure'] },
    { word: 'Planted', fits: ['space'] },
    { word: 'Layered', fits: ['surface', 'planting'] },
    { word: 'Winter', fits: ['light', 'planting', 'water'], season: true },
  ],
};

/**
 * Nouns that end a topic label when no modifier fits, after the subject in its singular
 * ("Shotengai Arcade Life", "Shrine Gate Details"): what a designer would pin up, not "Moments".
 */
export const topicSuffixes: Record<Section, readonly string[]> = {
  historical: ['Details', 'Profiles', 'Ornament'],
  social: ['Life', 'Rituals', 'Regulars'],
  physical: ['Details', 'Textures', 'Shadows'],
};

/** "Arcades" → "Arcade", "Stairways" → "Stairway", "Churches" → "Church"; mass nouns ("Timber", "Grass") stay. */
export function singular(word: string): string {
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/i.test(word)) return word.slice(0, -2);
  if (/[^su]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** A rough stem: lower case, no accents, common endings removed ("Planted", "Planting" → "plant"). */
export function stem(word: string): string {
  const base = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z]/g, '');
  return base.replace(/(ings|ing|ed|es|s|ive|al|e|ly)$/, '') || base;
}

/** True when two words share a stem, or one stem begins the other ("Shaded" and "Shade"). */
export function sameStem(a: string, b: string): boolean {
  const x = stem(a);
  const y = stem(b);
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length >= 4 && long.startsWith(short);
}

/** True when any word of one label repeats (by stem) a word of the other. */
export function sharesStem(a: string, b: string): boolean {
  const wa = a.split(/[\s-]+/).filter((w) => w.length > 2);
  const wb = b.split(/[\s-]+/).filter((w) => w.length > 2);
  return wa.some((x) => wb.some((y) => sameStem(x, y)));
}
