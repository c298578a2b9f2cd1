import type { Section } from '../../schemas.js';

type SectionWords = Partial<Record<Section, readonly string[]>>;

/** Continent vocabulary keyed by the countries-list code. */
export const continentVocab: Record<string, { name: string; words: SectionWords }> = {
  EU: {
    name: 'Europe',
    words: {
      historical: ['Stone Arcades', 'Guild Crafts', 'Cathedral Light', 'Cobbled Lanes'],
      social: ['Café Terraces', 'Cobbled Squares', 'Bakery Mornings', 'Market Halls'],
      physical: ['Limestone Walls', 'River Embankments', 'Clay Tiles'],
    },
  },
  AS: {
    name: 'Asia',
    words: {
      historical: ['Temple Joinery', 'Lacquer Craft', 'Old Gates', 'Scroll Archives'],
      social: ['Night Markets', 'Tea Houses', 'Lantern Alleys', 'Street Food'],
      physical: ['Bamboo Screens', 'Paper Light', 'Terraced Slopes'],
    },
  },
  AF: {
    name: 'Africa',
    words: {
      historical: ['Earthen Walls', 'Carved Doors', 'Beadwork Craft', 'Trading Posts'],
      social: ['Market Cloth', 'Courtyard Gatherings', 'Street Vendors', 'Shared Meals'],
      physical: ['Red Earth', 'Acacia Shade', 'Highland Light'],
    },
  },
  NA: {
    name: 'North America',
    words: {
      historical: ['Brick Warehouses', 'Cast-Iron Fronts', 'Railway Depots'],
      social: ['Porch Life', 'Diner Booths', 'Block Parties'],
      physical: ['Prairie Light', 'Steel Frames', 'Canyon Stone'],
    },
  },
  SA: {
    name: 'South America',
    words: {
      historical: ['Colonial Patios', 'Ironwork Balconies', 'Painted Facades'],
      social: ['Plaza Life', 'Mercado Stalls', 'Sidewalk Grills'],
      physical: ['Jacaranda Shade', 'Andean Stone', 'River Light'],
    },
  },
  OC: {
    name: 'Oceania',
    words: {
      historical: ['Verandah Houses', 'Lace Ironwork', 'Wool Stores'],
      social: ['Laneway Cafés', 'Beach Rituals', 'Backyard Barbecues'],
      physical: ['Eucalyptus Light', 'Coastal Boardwalks', 'Corrugated Iron'],
    },
  },
  AN: { name: 'Antarctica', words: { physical: ['Ice Shelves', 'Research Huts'] } },
};

const continentAliases: Record<string, string> = {
  europe: 'EU',
  asia: 'AS',
  africa: 'AF',
  'north america': 'NA',
  'south america': 'SA',
  oceania: 'OC',
  australia: 'OC',
  antarctica: 'AN',
};

/** Accepts a continent code ("EU") or name ("Europe"); returns the code or undefined. */
export function continentCode(continent: string | undefined): string | undefined {
  if (!continent) return undefined;
  const upper = continent.toUpperCase();
  if (continentVocab[upper]) return upper;
  return continentAliases[continent.toLowerCase()];
}

/** Country vocabulary keyed by ISO code, for the places people design for most often. */
export const countryVocab: Record<string, SectionWords> = {
  PT: {
    historical: ['Azulejo Tiles', 'Manueline Stone', 'Pombaline Grid'],
    social: ['Fado Taverns', 'Tram Streets', 'Pastelaria Counters'],
    physical: ['Miradouro Light', 'Calçada Paving', 'Tagus Estuary'],
  },
  ES: {
    historical: ['Mudéjar Brick', 'Plaza Mayor'],
    social: ['Tapas Bars', 'Paseo Evenings'],
    physical: ['Whitewashed Lanes', 'Cork Oak'],
  },
  FR: {
    historical: ['Haussmann Facades', 'Zinc Roofs'],
    social: ['Bistro Terraces', 'Marché Mornings'],
    physical: ['Limestone Quays', 'Plane Tree Shade'],
  },
  IT: {
    historical: ['Terrazzo Floors', 'Renaissance Loggias'],
    social: ['Aperitivo Hour', 'Piazza Evenings'],
    physical: ['Travertine Stone', 'Umber Plaster'],
  },
  GB: {
    historical: ['Georgian Terraces', 'Victorian Brick'],
    social: ['Corner Pubs', 'High Street Life'],
    physical: ['Drizzle Light', 'Portland Stone'],
  },
  JP: {
    historical: ['Machiya Timber', 'Shrine Gates', 'Shoji Screens'],
    social: ['Izakaya Counters', 'Sento Bathhouses', 'Shotengai Arcades'],
    physical: ['Engawa Light', 'Moss Gardens', 'Cedar Grain'],
  },
  CN: {
    historical: ['Hutong Courtyards', 'Moon Gates'],
    social: ['Dim Sum Halls', 'Morning Tai Chi'],
    physical: ['Grey Brick', 'Karst Mist'],
  },
  IN: {
    historical: ['Stepwell Stone', 'Jali Screens'],
    social: ['Chai Stalls', 'Bazaar Lanes'],
    physical: ['Monsoon Courtyards', 'Laterite Walls'],
  },
  KE: {
    historical: ['Swahili Doors', 'Railway Heritage'],
    social: ['Matatu Colour', 'Maasai Market', 'Nyama Choma'],
    physical: ['Highland Savanna', 'Jacaranda Avenues', 'Red Murram'],
  },
  AR: {
    historical: ['Conventillo Patios', 'Belle Époque Domes', 'Fileteado Lettering'],
    social: ['Milonga Halls', 'Parrilla Grills', 'Café Notables'],
    physical: ['River Plate Light', 'Tipa Tree Shade', 'Pampas Horizon'],
  },
  BR: {
    historical: ['Portuguese Tiles', 'Modernist Pilotis'],
    social: ['Boteco Tables', 'Samba Streets'],
    physical: ['Atlantic Forest', 'Cobogó Shade'],
  },
  MX: {
    historical: ['Talavera Tiles', 'Colonial Cloisters'],
    social: ['Mercado Colour', 'Taquería Corners'],
    physical: ['Volcanic Stone', 'Barragán Light'],
  },
  US: {
    historical: ['Brownstone Stoops', 'Art Deco Lobbies'],
    social: ['Diner Counters', 'Stoop Culture'],
    physical: ['Grid Light', 'Steel and Glass'],
  },
  AU: {
    historical: ['Federation Verandahs', 'Arcade Laneways', 'Bluestone Lanes'],
    social: ['Laneway Coffee', 'Footy Weekends', 'Beach Kiosks'],
    physical: ['Eucalypt Light', 'Bluestone Paving', 'Bay Breezes'],
  },
  ZA: {
    historical: ['Cape Dutch Gables'],
    social: ['Braai Gatherings', 'Township Colour'],
    physical: ['Fynbos Planting', 'Table Mountain Stone'],
  },
  EG: {
    historical: ['Mashrabiya Screens', 'Sandstone Temples'],
    social: ['Ahwa Cafés', 'Souq Lanes'],
    physical: ['Nile Light', 'Desert Sand'],
  },
  MA: {
    historical: ['Zellige Tiles', 'Riad Courtyards'],
    social: ['Souk Alleys', 'Mint Tea Rituals'],
    physical: ['Tadelakt Plaster', 'Atlas Light'],
  },
  NL: { historical: ['Canal Gables', 'Delft Blue'], social: ['Bicycle Streets', 'Brown Cafés'], physical: ['Polder Light', 'Dyke Edges'] },
  DE: {
    historical: ['Half-Timber Frames', 'Bauhaus Lines'],
    social: ['Beer Gardens', 'Christmas Markets'],
    physical: ['Forest Edges', 'Sandstone Quarries'],
  },
};
