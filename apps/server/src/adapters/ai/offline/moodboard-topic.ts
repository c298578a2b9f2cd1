import type { Section } from '../schemas.js';
import type { ShotKind } from '../shot/shot.js';
import { wordShot } from '../shot/shot-words.js';
import { keywordRole } from './vocab/keyword-roles.js';

/** One tile a topic asks for: its caption and the picture (kind and motif) drawn for it. */
export interface TopicLook {
  label: string;
  kind: ShotKind;
  motif: string;
}

const look = (label: string, kind: ShotKind, motif: string): TopicLook => ({ label, kind, motif });

/**
 * The pictures a designer gathers for a topic, by what its words name (the motif `wordShot` reads):
 * a timber topic is lattices, grain, a screened room and boards; a riverbank its banks, stepping
 * stones, water and trees; an arcade its walk, signs, lanterns and curtains. `{}` is the topic's word.
 */
const looksByMotif: Record<string, readonly TopicLook[]> = {
  joinery: [
    look('{} Lattice', 'detail', 'joinery'),
    look('Screened Room', 'interior', 'screens'),
    look('{} Floorboards', 'floor', 'herringbone'),
    look('{} Eaves', 'street', 'facades'),
    look('{} Samples', 'flat-lay', 'swatches'),
    look('Craft Tools', 'interior', 'shelves'),
  ],
  coast: [
    look('{}', 'landmark', 'embankment'),
    look('Light on the Water', 'lighting', 'glints'),
    look('Shoreline Plan', 'plan', 'grid'),
    look('Promenade', 'street', 'square'),
    look('Shore Planting', 'garden', 'landscape'),
    look('Sea Wall', 'detail', 'stone'),
  ],
  embankment: [
    look('{}', 'landmark', 'embankment'),
    look('Stepping Stones', 'floor', 'paving'),
    look('River Course', 'plan', 'canal'),
    look('River Stones', 'detail', 'stone'),
    look('Riverside Willows', 'garden', 'trees'),
    look('Bridge', 'landmark', 'bridge'),
  ],
  canal: [
    look('{}', 'plan', 'canal'),
    look('Quay', 'landmark', 'embankment'),
    look('Bridge', 'landmark', 'bridge'),
    look('Waterside Trees', 'garden', 'trees'),
    look('Quay Stones', 'detail', 'stone'),
  ],
  bridge: [
    look('{}', 'landmark', 'bridge'),
    look('Railings', 'detail', 'ironwork'),
    look('River Course', 'plan', 'canal'),
    look('Embankment', 'landmark', 'embankment'),
  ],
  arcade: [
    look('{}', 'street', 'arcade'),
    look('Shop Signs', 'detail', 'signage'),
    look('Lantern Rows', 'lighting', 'lantern'),
    look('Shop Curtains', 'textile', 'noren'),
    look('Stalls', 'street', 'market'),
    look('Shop Shelves', 'interior', 'shelves'),
  ],
  street: [
    look('{}', 'street', 'street'),
    look('Street Fronts', 'street', 'facades'),
    look('Street Plan', 'plan', 'grid'),
    look('Paving', 'floor', 'paving'),
  ],
  market: [
    look('{}', 'street', 'market'),
    look('Stall Awnings', 'textile', 'noren'),
    look('Market Signs', 'detail', 'signage'),
    look('Lanterns', 'lighting', 'lantern'),
    look('Produce Bowls', 'detail', 'tableware'),
  ],
  facades: [
    look('{}', 'street', 'facades'),
    look('Doorways', 'threshold', 'door'),
    look('Wall Render', 'detail', 'plaster'),
    look('Roofscape', 'plan', 'grid'),
  ],
  square: [
    look('{}', 'street', 'square'),
    look('Balustrades', 'detail', 'ironwork'),
    look('Shade Trees', 'garden', 'trees'),
    look('Afternoon Shadows', 'lighting', 'shadow'),
  ],
  garden: [
    look('{}', 'garden', 'garden'),
    look('Stepping Stones', 'floor', 'paving'),
    look('Garden Trees', 'garden', 'trees'),
    look('Garden Stones', 'detail', 'stone'),
    look('Garden Plan', 'plan', 'grid'),
  ],
  trees: [
    look('{}', 'garden', 'trees'),
    look('Leaf Shadows', 'lighting', 'shadow'),
    look('Bark and Wood', 'detail', 'joinery'),
    look('Distant Hills', 'garden', 'landscape'),
  ],
  landscape: [
    look('{}', 'garden', 'landscape'),
    look('Contours', 'plan', 'grid'),
    look('Hillside Trees', 'garden', 'trees'),
    look('Rock', 'detail', 'stone'),
  ],
  shrine: [
    look('{}', 'landmark', 'shrine'),
    look('Gate', 'landmark', 'gate'),
    look('Temple Garden', 'garden', 'garden'),
    look('Temple Joinery', 'detail', 'joinery'),
    look('Hall Threshold', 'threshold', 'door'),
  ],
  gate: [
    look('{}', 'landmark', 'gate'),
    look('Gate Path', 'floor', 'paving'),
    look('Lacquer and Wood', 'detail', 'joinery'),
    look('Shrine Halls', 'landmark', 'shrine'),
  ],
  tower: [look('{}', 'landmark', 'tower'), look('Masonry', 'detail', 'stone'), look('Old Town Plan', 'plan', 'grid')],
  stone: [
    look('{} Wall', 'detail', 'stone'),
    look('{} Floor', 'floor', 'stone'),
    look('{} Samples', 'flat-lay', 'swatches'),
    look('Stone Monument', 'landmark', 'tower'),
  ],
  tiles: [
    look('{} Wall', 'detail', 'tiles'),
    look('Tiled Floor', 'floor', 'tile'),
    look('Glaze Samples', 'flat-lay', 'colour'),
    look('Tiled Facades', 'street', 'facades'),
  ],
  plaster: [look('{} Wall', 'detail', 'plaster'), look('Earth Samples', 'flat-lay', 'swatches'), look('Wall Light', 'lighting', 'window')],
  ironwork: [
    look('{}', 'detail', 'ironwork'),
    look('Balconied Street', 'street', 'facades'),
    look('Metal Samples', 'flat-lay', 'swatches'),
  ],
  tableware: [
    look('{}', 'detail', 'tableware'),
    look('Glaze Samples', 'flat-lay', 'colour'),
    look('Potter’s Shelves', 'interior', 'shelves'),
    look('Kiln Light', 'lighting', 'lantern'),
  ],
  signage: [look('{}', 'detail', 'signage'), look('Lit Signs', 'lighting', 'lantern'), look('Shopfronts', 'street', 'facades')],
  weave: [
    look('{}', 'textile', 'weave'),
    look('Dyed Cloth', 'textile', 'indigo'),
    look('Rugs', 'textile', 'rug'),
    look('Yarn Colours', 'flat-lay', 'colour'),
  ],
  indigo: [look('{}', 'textile', 'indigo'), look('Woven Cloth', 'textile', 'weave'), look('Dye Colours', 'flat-lay', 'colour')],
  noren: [look('{}', 'textile', 'noren'), look('Doorways', 'threshold', 'door'), look('Cloth Weave', 'textile', 'weave')],
  rug: [look('{}', 'textile', 'rug'), look('Woven Cloth', 'textile', 'weave'), look('Yarn Colours', 'flat-lay', 'colour')],
  lantern: [look('{}', 'lighting', 'lantern'), look('Paper Shades', 'textile', 'weave'), look('Evening Street', 'street', 'street')],
  shadow: [look('{}', 'lighting', 'shadow'), look('Window Light', 'lighting', 'window'), look('Sunlit Court', 'garden', 'garden')],
  window: [look('{}', 'lighting', 'window'), look('Cast Shadows', 'lighting', 'shadow'), look('Screened Room', 'interior', 'screens')],
  door: [look('{}', 'threshold', 'door'), look('Door Joinery', 'detail', 'joinery'), look('Step Stones', 'floor', 'paving')],
  counter: [look('{}', 'interior', 'counter'), look('Tableware', 'detail', 'tableware'), look('Lanterns', 'lighting', 'lantern')],
  shelves: [
    look('{}', 'interior', 'shelves'),
    look('Workbench Tools', 'detail', 'tableware'),
    look('Workshop Light', 'lighting', 'window'),
  ],
  lounge: [look('{}', 'interior', 'lounge'), look('Soft Rugs', 'textile', 'rug'), look('Lamp Light', 'lighting', 'lantern')],
  screens: [look('{}', 'interior', 'screens'), look('Paper Light', 'lighting', 'window'), look('Screen Lattice', 'detail', 'joinery')],
  tatami: [look('{}', 'floor', 'tatami'), look('Rush Weave', 'textile', 'weave'), look('Screened Room', 'interior', 'screens')],
  paving: [look('{}', 'floor', 'paving'), look('Setts', 'detail', 'stone'), look('Street', 'street', 'street')],
  basin: [look('{}', 'interior', 'basin'), look('Taps', 'detail', 'taps'), look('Stone Samples', 'flat-lay', 'swatches')],
  taps: [look('{}', 'detail', 'taps'), look('Basin', 'interior', 'basin')],
  grid: [look('{}', 'plan', 'grid'), look('Streets', 'street', 'street'), look('Roof Lines', 'street', 'facades')],
};

/** The pictures each page lens reaches for first, when the topic's words leave room. */
export const lensLooks: Record<Section, readonly TopicLook[]> = {
  historical: [look('Old Facades', 'street', 'facades'), look('Landmark', 'landmark', 'tower'), look('Worn Plaster', 'detail', 'plaster')],
  social: [look('Gathering Tables', 'interior', 'tables'), look('Street Life', 'street', 'street'), look('Doorways', 'threshold', 'door')],
  physical: [look('Terrain', 'plan', 'grid'), look('Sunlight', 'lighting', 'shadow'), look('Landscape', 'garden', 'landscape')],
};

/** Topic words the shot vocabulary leaves out, read as the subject they stand for. */
const topicWords: Record<string, readonly [ShotKind, string]> = {
  machiya: ['street', 'facades'],
  townhouse: ['street', 'facades'],
  townhouses: ['street', 'facades'],
  washing: ['interior', 'basin'],
  'hand-washing': ['interior', 'basin'],
  ablution: ['interior', 'basin'],
  ablutions: ['interior', 'basin'],
  wash: ['interior', 'basin'],
  tea: ['detail', 'tableware'],
  riverside: ['landmark', 'embankment'],
  waterfront: ['landmark', 'embankment'],
};

function topicWord(word: string): readonly [ShotKind, string] | undefined {
  return topicWords[word];
}

function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}-]+/gu) ?? [];
}

/**
 * The topic's own pictures: each word that names something a camera can point at (head noun
 * first, as a label is read), with the looks that subject brings. `{}`
 * becomes the topic's word ("Machiya timber" → "Timber Lattice"; "Kamo riverbanks" → "Kamo Riverbanks").
 */
export function topicLooks(topic: string): TopicLook[] {
  const list = words(topic);
  const hits = list
    .map((w, i) => ({ w, i, hit: wordShot(w) ?? topicWord(w) }))
    .filter((x) => x.hit)
    .reverse();
  const out: TopicLook[] = [];
  for (const { w, i, hit } of hits) {
    if (!hit) continue;
    // A sea, bay or lake front is a shore, not a river.
    const motif = hit[1] === 'embankment' && /sea|coast|bay|harbou?r|beach|lake|lagoon|ocean/.test(w) ? 'coast' : hit[1];
    // The first look names the topic itself: its words up to the subject ("Kamo Riverbanks").
    const whole = titleCase(list.slice(0, i + 1).join(' '));
    const own = looksByMotif[motif] ?? [look('{}', hit[0], motif)];
    out.push(...own.map((l, k) => ({ ...l, label: l.label.replace('{}', k === 0 && l.label === '{}' ? whole : titleCase(w)) })));
  }
  return out;
}

/** The material a topic names ("Machiya timber" → timber), if any: it dresses the area's own tiles. */
export function topicMaterial(topic: string): string | undefined {
  return words(topic).find(
    (w) =>
      keywordRole(w) === 'material' ||
      (['joinery', 'stone', 'tiles', 'plaster', 'ironwork'].includes(wordShot(w)?.[1] ?? '') && wordShot(w)?.[0] === 'detail'),
  );
}

/** The detail motif that draws a material word. */
export function materialMotif(material: string | undefined): string {
  const hit = material ? wordShot(material) : undefined;
  if (hit?.[0] === 'detail' && ['joinery', 'stone', 'tiles', 'plaster', 'ironwork'].includes(hit[1])) return hit[1];
  if (material && /glass|brass|copper|steel|metal|bronze/.test(material)) return 'ironwork';
  return 'plaster';
}

/** The light of a topic, for an area's light tile: lanterns in an arcade, the river's light by a river, else the window's. */
export function topicLight(topic: string): TopicLook {
  const t = topic.toLowerCase();
  if (/lantern|arcade|shotengai|market|night|neon|izakaya|alley|yokocho|festival|evening/.test(t))
    return look('Lanterns', 'lighting', 'lantern');
  if (/river|bank|water|canal|sea|lake|harbour|harbor|quay|pond|stream/.test(t))
    return look(/sea|lake|harbou?r|bay/.test(t) ? 'Light on the Water' : 'River Light', 'lighting', 'glints');
  if (/sun|shadow|garden|moss|court|terrace|stone|street/.test(t)) return look('Sun and Shade', 'lighting', 'shadow');
  return look('Window Light', 'lighting', 'window');
}
