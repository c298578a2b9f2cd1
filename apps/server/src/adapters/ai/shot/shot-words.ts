import type { ShotKind } from './shot.js';

/** A word and what a designer would photograph for it: the kind of shot and the object drawn. */
type Entry = readonly [kind: ShotKind, motif: string];

const entries: Record<string, Entry> = {};
function add(kind: ShotKind, motif: string, words: string): void {
  for (const w of words.split(' ')) entries[w] = [kind, motif];
}

// Textiles
add('textile', 'weave', 'textile textiles linen weave weaves woven fabric fabrics cloth wool tapestry upholstery cotton silk');
add('textile', 'noren', 'noren curtain curtains drapery banners');
add('textile', 'rug', 'rug rugs carpet carpets kilim kilims');
add('textile', 'indigo', 'indigo sashiko kimono batik');
// Floors
add('floor', 'floor', 'floor floors flooring finish');
add('floor', 'tatami', 'tatami');
add('floor', 'herringbone', 'parquet herringbone');
add('floor', 'paving', 'paving pavement cobbles cobbled calçada setts');
// Flat-lays
add('flat-lay', 'swatches', 'palette palettes swatch swatches samples finishes materials material');
add('flat-lay', 'colour', 'colour color colours colors accent accents');
// Lighting studies
add('lighting', 'window', 'light lights daylight lighting glow mood illumination');
add('lighting', 'lantern', 'lantern lanterns lamp lamps pendant pendants candles neon');
add('lighting', 'shadow', 'shadow shadows shade shading sun sunlight sunlit overhead solstice nights night midnight');
// Thresholds
add(
  'threshold',
  'door',
  'threshold thresholds doorway doorways door doors entrance entrances entry porch porches vestibule foyer genkan stoop stoops',
);
// Plans and aerials
add(
  'plan',
  'grid',
  'plan plans map maps aerial grid grids layout blocks district districts neighbourhood urban roofs rooftop rooftops roofscape horizon topography',
);
add('plan', 'canal', 'canal canals ring');
// Gardens and landscape
add('garden', 'garden', 'garden gardens courtyard courtyards patio patios planting planters plants botanical greenery moss');
add('garden', 'trees', 'trees tree avenues avenue forest forests jacaranda park parks canopy canopies fynbos orchard');
add('garden', 'landscape', 'landscape landscapes hills hill mountain mountains peaks cones savanna backdrop views cliffs valley');
// Landmarks
add('landmark', 'gate', 'gate gates torii paifang arch arches portal');
add(
  'landmark',
  'shrine',
  'shrine shrines temple temples pagoda pagodas mosque mosques church churches cathedral chapel cloisters cloister domes dome',
);
add('landmark', 'bridge', 'bridge bridges viaduct');
add(
  'landmark',
  'embankment',
  'riverbank riverbanks banks bank embankment quay quays river estuary creek riverfront waterfront seafront harbour harbor bay lagoon lakefront edge piers pier moorings coast',
);
add('landmark', 'tower', 'tower towers landmark landmarks monument monuments fort castle palace ruins lighthouse heritage');
// Details
add('detail', 'joinery', 'joinery timber wood wooden cedar hinoki grain carpentry frames lattice lattices jali mashrabiya');
add('detail', 'tiles', 'tile tiles azulejo azulejos zellige talavera ceramic ceramics');
add('detail', 'ironwork', 'ironwork iron railings balconies balcony');
// Subjects a designer types or a client asks for (a bamboo fence, kanamono fittings): each has its own study.
add('detail', 'ironwork', 'railing balustrade balustrades grille grilles');
add('detail', 'fence', 'fence fences fencing takegaki');
add('detail', 'hardware', 'hardware kanamono fittings fitting hinges hinge handles handle studs ironmongery');
add('detail', 'stone', 'stone granite limestone travertine sandstone marble basalt bluestone brick brickwork masonry');
add('detail', 'plaster', 'plaster walls wall surfaces surface patina clay earth lime');
add('detail', 'stone', 'textures texture ground');
add('detail', 'signage', 'signage signs lettering fileteado typography');
add('detail', 'tableware', 'tableware ceramics pottery crafts craft ware cups bowls');
// Interiors
add('interior', 'lounge', 'interior interiors room rooms lounge lounges seating sofa lobby lobbies suite salon halls hall milonga');
add(
  'interior',
  'counter',
  'counter counters bar bars café cafés cafe cafes tavern taverns pubs pub izakaya diner diners kitchen kitchens pastelaria bodega bathhouse bathhouses sento',
);
add(
  'interior',
  'shelves',
  'storage shelves shelving library libraries archives archive workshop workshops studio studios atelier shop shops store',
);
add('interior', 'screens', 'screens screen shoji');
add('interior', 'ceiling', 'ceiling ceilings vaults vault');
add('interior', 'tables', 'tables table dining');
add('interior', 'basin', 'washbasin washbasins basin basins sink sinks vanity washstand');
add('detail', 'taps', 'tap taps faucet faucets spout spouts mixer');
// Streets and squares
add(
  'street',
  'street',
  'street streets alley alleys lane lanes laneways lanes yokocho hutong shotengai rambla tram corners corner promenade promenades boulevard crossings',
);
add('street', 'facades', 'facade facades façade façades buildings houses tenements shophouse shophouses terraces gables pilotis');
add('street', 'square', 'square squares plaza plazas piazza piazzas praça steps stairways stairs stair');
add('street', 'market', 'market markets stalls stall bazaar mercado hawker festival festivals music gatherings dining');
add('street', 'arcade', 'arcade arcades colonnade portico loggia ways');

/** Words that name a sacred building: "Temple Halls" are seen from outside, like a temple. */
const sacred = new Set(['temple', 'temples', 'shrine', 'shrines', 'pagoda', 'mosque', 'church', 'churches', 'cathedral', 'chapel']);

/** Label modifiers that turn any subject into a close look at its surface. */
const closeUp = new Set(['weathered', 'textured', 'layered', 'salvaged', 'hand-made', 'handmade', 'ornamental', 'faded', 'worn', 'carved']);

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}-]+/gu) ?? [];
}

/** What one word asks for, plural-insensitive; undefined for a word that says nothing about the picture. */
export function wordShot(word: string): Entry | undefined {
  return entries[word] ?? entries[word.replace(/s$/, '')] ?? entries[word.replace(/es$/, '')];
}

/**
 * The kind of shot a label asks for: its head noun (the last word) first, then the other words
 * from the end; a close-up modifier ("Weathered", "Carved") turns the subject into a detail shot.
 */
export function labelShot(label: string): Entry | undefined {
  const list = words(label);
  for (let i = list.length - 1; i >= 0; i--) {
    const hit = wordShot(list[i]);
    if (!hit) continue;
    if (list.some((w) => closeUp.has(w)) && hit[0] !== 'textile' && hit[0] !== 'flat-lay') return ['detail', detailMotif(hit)];
    // A generic building word after a sacred one ("Temple Halls", "Shrine Buildings") is that landmark.
    if (['lounge', 'facades'].includes(hit[1]) && list.some((w) => sacred.has(w))) return ['landmark', 'shrine'];
    return hit;
  }
  return undefined;
}

/** The surface a close look at a subject shows. */
function detailMotif([kind, motif]: Entry): string {
  if (kind === 'detail') return motif;
  if (motif === 'bridge' || motif === 'gate') return 'ironwork';
  if (kind === 'landmark' || motif === 'facades' || motif === 'paving') return 'stone';
  if (kind === 'interior' || kind === 'threshold') return 'joinery';
  return 'plaster';
}

/** Words of a text that name a time of day. */
export function timeWord(text: string): 'morning' | 'noon' | 'evening' | 'night' | undefined {
  const w = new Set(words(text));
  const has = (...list: string[]) => list.some((x) => w.has(x));
  if (has('night', 'nights', 'nocturnal', 'lantern', 'lanterns', 'neon', 'midnight', 'polar')) return 'night';
  if (has('evening', 'evenings', 'dusk', 'sunset', 'twilight', 'golden')) return 'evening';
  if (has('dawn', 'sunrise', 'morning', 'mornings', 'breakfast')) return 'morning';
  if (has('noon', 'midday', 'overhead', 'summer', 'sunlit')) return 'noon';
  return undefined;
}

/** A garden of moss, stepping stones or maples is a moss garden; any other subject stays what its words named. */
export function refineMotif(hit: Entry, text: string): Entry {
  const w = new Set(words(text));
  if (hit[0] === 'garden' && hit[1] !== 'landscape' && ['moss', 'mossy', 'stepping', 'maple', 'maples'].some((x) => w.has(x)))
    return ['garden', 'moss'];
  return hit;
}
