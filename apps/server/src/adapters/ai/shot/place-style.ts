/**
 * How a region builds and what it is made of, so a Kyoto study is recognisably not a Porto one:
 * the materials a flat-lay lays out, the colours, the roofs, the planting, the gate and the
 * floor it draws. Read from the country (or its name in a prompt); a broad default elsewhere.
 */
export type Region =
  | 'japan'
  | 'china'
  | 'iberia'
  | 'mediterranean'
  | 'north-europe'
  | 'americas'
  | 'tropical'
  | 'arid'
  | 'oceania'
  | 'other';

export interface PlaceStyle {
  region: Region;
  /** Materials laid out in a flat-lay and used on surfaces, most typical first. */
  materials: readonly string[];
  /** Colour words of the place. */
  palette: readonly string[];
  /** Roof form drawn on buildings. */
  roof: 'eaves' | 'tiled' | 'slate' | 'flat';
  /** Gate or landmark type drawn for "gates", "shrines", "temples". */
  gate: 'torii' | 'paifang' | 'arch' | 'portal';
  /** Floor pattern a floor study draws when the label names none. */
  floor: 'tatami' | 'herringbone' | 'tile' | 'terrazzo' | 'stone';
  /** Tree form. */
  tree: 'pine' | 'round' | 'palm' | 'cypress';
  /** Generic features, used when the gazetteer has none for the city. */
  features: readonly string[];
}

const styles: Record<Region, PlaceStyle> = {
  japan: {
    region: 'japan',
    materials: ['hinoki', 'washi paper', 'granite', 'clay plaster', 'indigo linen', 'charred cedar'],
    palette: ['vermilion', 'moss green', 'charcoal', 'washi white'],
    roof: 'eaves',
    gate: 'torii',
    floor: 'tatami',
    tree: 'pine',
    features: ['machiya townhouses', 'raked gravel', 'timber lattices'],
  },
  china: {
    region: 'china',
    materials: ['grey brick', 'lacquered timber', 'granite', 'silk', 'glazed tile', 'bronze'],
    palette: ['lacquer red', 'grey brick', 'jade green', 'gold'],
    roof: 'eaves',
    gate: 'paifang',
    floor: 'stone',
    tree: 'round',
    features: ['courtyard houses', 'grey-brick lanes'],
  },
  iberia: {
    region: 'iberia',
    materials: ['granite', 'azulejo tile', 'lime plaster', 'cork', 'oak', 'linen'],
    palette: ['azulejo blue', 'terracotta', 'granite grey', 'whitewash'],
    roof: 'tiled',
    gate: 'arch',
    floor: 'tile',
    tree: 'round',
    features: ['tiled facades', 'wrought-iron balconies'],
  },
  mediterranean: {
    region: 'mediterranean',
    materials: ['travertine', 'terrazzo', 'lime plaster', 'walnut', 'linen', 'brass'],
    palette: ['ochre', 'terracotta', 'travertine', 'olive'],
    roof: 'tiled',
    gate: 'arch',
    floor: 'terrazzo',
    tree: 'cypress',
    features: ['shuttered facades', 'stone squares'],
  },
  'north-europe': {
    region: 'north-europe',
    materials: ['oak', 'brick', 'limestone', 'zinc', 'wool', 'brass'],
    palette: ['brick red', 'slate', 'limestone', 'sage'],
    roof: 'slate',
    gate: 'portal',
    floor: 'herringbone',
    tree: 'round',
    features: ['brick terraces', 'tall sash windows'],
  },
  americas: {
    region: 'americas',
    materials: ['brick', 'cast iron', 'walnut', 'concrete', 'wool', 'brass'],
    palette: ['brick red', 'iron black', 'sky blue', 'limestone'],
    roof: 'flat',
    gate: 'portal',
    floor: 'herringbone',
    tree: 'round',
    features: ['street grids', 'front porches'],
  },
  tropical: {
    region: 'tropical',
    materials: ['teak', 'rattan', 'terrazzo', 'lime plaster', 'cotton', 'ceramic tile'],
    palette: ['teal', 'frangipani white', 'terracotta', 'palm green'],
    roof: 'tiled',
    gate: 'arch',
    floor: 'tile',
    tree: 'palm',
    features: ['deep verandas', 'louvred shutters'],
  },
  arid: {
    region: 'arid',
    materials: ['rammed earth', 'zellige tile', 'tadelakt plaster', 'cedar', 'wool', 'brass'],
    palette: ['ochre red', 'sand', 'saffron', 'cobalt'],
    roof: 'flat',
    gate: 'arch',
    floor: 'tile',
    tree: 'palm',
    features: ['earthen walls', 'shaded courtyards'],
  },
  oceania: {
    region: 'oceania',
    materials: ['sandstone', 'spotted gum', 'corrugated iron', 'bluestone', 'wool', 'linen'],
    palette: ['eucalypt green', 'sandstone', 'ochre', 'slate'],
    roof: 'slate',
    gate: 'portal',
    floor: 'herringbone',
    tree: 'round',
    features: ['deep verandas', 'corrugated-iron roofs'],
  },
  other: {
    region: 'other',
    materials: ['oak', 'stone', 'lime plaster', 'linen', 'terrazzo', 'brass'],
    palette: ['stone', 'oak', 'sage', 'chalk white'],
    roof: 'tiled',
    gate: 'portal',
    floor: 'stone',
    tree: 'round',
    features: [],
  },
};

/** Country code → region; countries not listed fall back by continent. */
const byCountry: Record<string, Region> = {
  JP: 'japan',
  CN: 'china',
  TW: 'china',
  HK: 'china',
  KR: 'china',
  PT: 'iberia',
  ES: 'iberia',
  BR: 'iberia',
  MX: 'iberia',
  AR: 'iberia',
  PE: 'iberia',
  CO: 'iberia',
  CL: 'iberia',
  IT: 'mediterranean',
  GR: 'mediterranean',
  HR: 'mediterranean',
  FR: 'mediterranean',
  TR: 'mediterranean',
  GB: 'north-europe',
  IE: 'north-europe',
  DE: 'north-europe',
  NL: 'north-europe',
  BE: 'north-europe',
  DK: 'north-europe',
  SE: 'north-europe',
  NO: 'north-europe',
  FI: 'north-europe',
  PL: 'north-europe',
  AT: 'north-europe',
  CH: 'north-europe',
  CZ: 'north-europe',
  US: 'americas',
  CA: 'americas',
  SG: 'tropical',
  MY: 'tropical',
  TH: 'tropical',
  ID: 'tropical',
  VN: 'tropical',
  IN: 'tropical',
  LK: 'tropical',
  PH: 'tropical',
  KE: 'tropical',
  NG: 'tropical',
  GH: 'tropical',
  TZ: 'tropical',
  MA: 'arid',
  EG: 'arid',
  AE: 'arid',
  SA: 'arid',
  QA: 'arid',
  TN: 'arid',
  JO: 'arid',
  ZA: 'oceania',
  AU: 'oceania',
  NZ: 'oceania',
};

/** Country names as prompts write them ("in Kyoto, Japan"), for reading a region back from a prompt. */
const byName: Record<string, Region> = {
  japan: 'japan',
  china: 'china',
  taiwan: 'china',
  'hong kong': 'china',
  korea: 'china',
  portugal: 'iberia',
  spain: 'iberia',
  brazil: 'iberia',
  mexico: 'iberia',
  argentina: 'iberia',
  peru: 'iberia',
  colombia: 'iberia',
  chile: 'iberia',
  italy: 'mediterranean',
  greece: 'mediterranean',
  croatia: 'mediterranean',
  france: 'mediterranean',
  turkey: 'mediterranean',
  'united kingdom': 'north-europe',
  ireland: 'north-europe',
  germany: 'north-europe',
  netherlands: 'north-europe',
  belgium: 'north-europe',
  denmark: 'north-europe',
  sweden: 'north-europe',
  norway: 'north-europe',
  finland: 'north-europe',
  poland: 'north-europe',
  austria: 'north-europe',
  switzerland: 'north-europe',
  'united states': 'americas',
  canada: 'americas',
  singapore: 'tropical',
  malaysia: 'tropical',
  thailand: 'tropical',
  indonesia: 'tropical',
  vietnam: 'tropical',
  india: 'tropical',
  kenya: 'tropical',
  nigeria: 'tropical',
  ghana: 'tropical',
  morocco: 'arid',
  egypt: 'arid',
  'united arab emirates': 'arid',
  'saudi arabia': 'arid',
  'south africa': 'oceania',
  australia: 'oceania',
  'new zealand': 'oceania',
};

const byContinent: Record<string, Region> = {
  EU: 'north-europe',
  NA: 'americas',
  SA: 'iberia',
  AS: 'tropical',
  AF: 'tropical',
  OC: 'oceania',
};

/** The style of a country (by ISO code and continent code). */
export function styleOfCountry(code: string | undefined, continent?: string): PlaceStyle {
  const region = (code && byCountry[code.toUpperCase()]) || (continent && byContinent[continent.toUpperCase()]) || 'other';
  return styles[region];
}

/** The style named by a text (a prompt naming its country); the default when it names none. */
export function styleOfText(text: string): PlaceStyle {
  const lower = text.toLowerCase();
  let best: { at: number; region: Region } | undefined;
  for (const [name, region] of Object.entries(byName)) {
    const at = lower.lastIndexOf(name);
    if (at >= 0 && (!best || at > best.at)) best = { at, region };
  }
  return styles[best?.region ?? 'other'];
}

/** The style of a region. */
export function styleOf(region: Region): PlaceStyle {
  return styles[region];
}
