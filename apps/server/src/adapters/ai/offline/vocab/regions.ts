import type { Section } from '../../schemas.js';

type SectionWords = Partial<Record<Section, readonly string[]>>;

/** Display names of the continents countries-list knows, by code or name. */
const continentNames: Record<string, string> = {
  EU: 'Europe',
  AS: 'Asia',
  AF: 'Africa',
  NA: 'North America',
  SA: 'South America',
  OC: 'Oceania',
  AN: 'Antarctica',
};

/** Accepts a continent code ("EU") or name ("Europe"); returns its display name or undefined. */
export function continentDisplayName(continent: string | undefined): string | undefined {
  if (!continent) return undefined;
  return continentNames[continent.toUpperCase()] ?? (Object.values(continentNames).includes(continent) ? continent : undefined);
}

/**
 * Country vocabulary, keyed by ISO code: only crafts, building types and customs found across
 * the whole country. Anything tied to one river, coast, hill, stone or city is in local-features.
 */
export const countryVocab: Record<string, SectionWords> = {
  PT: {
    historical: ['Azulejo Tiles', 'Manueline Stone'],
    social: ['Pastelaria Counters', 'Tascas'],
    physical: ['Calçada Paving', 'Terracotta Roofs'],
  },
  ES: { historical: ['Wrought-Iron Balconies', 'Glazed Tiles'], social: ['Tapas Bars', 'Paseo Evenings'] },
  FR: { historical: ['Mansard Roofs'], social: ['Bistro Terraces', 'Marché Mornings'], physical: ['Plane Tree Shade'] },
  IT: { historical: ['Terrazzo Floors', 'Renaissance Loggias'], social: ['Aperitivo Hour', 'Piazza Evenings'], physical: ['Lime Plaster'] },
  GB: { historical: ['Georgian Terraces', 'Victorian Brick'], social: ['Corner Pubs', 'High Street Life'], physical: ['Red Brick'] },
  JP: {
    historical: ['Machiya Timber', 'Shrine Gates', 'Shoji Screens'],
    social: ['Izakaya Counters', 'Sento Bathhouses', 'Shotengai Arcades'],
    physical: ['Engawa Light', 'Moss Gardens', 'Cedar Grain'],
  },
  CN: { historical: ['Moon Gates', 'Lattice Windows'], social: ['Morning Tai Chi', 'Tea Houses'] },
  IN: { historical: ['Jali Screens', 'Carved Balconies'], social: ['Chai Stalls', 'Bazaar Lanes'] },
  KE: { social: ['Matatu Colour', 'Nyama Choma'] },
  AR: { social: ['Parrilla Grills', 'Mate Rituals'] },
  BR: { historical: ['Portuguese Tiles', 'Modernist Pilotis'], social: ['Boteco Tables'], physical: ['Cobogó Shade'] },
  MX: {
    historical: ['Talavera Tiles', 'Colonial Cloisters'],
    social: ['Mercado Colour', 'Taquería Corners'],
    physical: ['Barragán Colour'],
  },
  US: { historical: ['Art Deco Lobbies'], social: ['Diner Counters'], physical: ['Steel and Glass'] },
  AU: { historical: ['Federation Verandahs'], social: ['Backyard Barbecues'], physical: ['Eucalypt Shade', 'Corrugated Iron'] },
  ZA: { social: ['Braai Gatherings'] },
  EG: { historical: ['Mashrabiya Screens'], social: ['Ahwa Cafés'] },
  MA: {
    historical: ['Zellige Tiles', 'Riad Courtyards'],
    social: ['Souk Alleys', 'Mint Tea Rituals'],
    physical: ['Tadelakt Plaster'],
  },
  NL: { historical: ['Canal Gables', 'Delft Blue'], social: ['Bicycle Streets', 'Brown Cafés'], physical: ['Dutch Brick'] },
  DE: { historical: ['Half-Timber Frames', 'Bauhaus Lines'], social: ['Beer Gardens', 'Christmas Markets'] },
  SG: { historical: ['Peranakan Tiles'] },
  NZ: { historical: ['Villa Verandahs'], social: ['Dairy Corners'] },
};
