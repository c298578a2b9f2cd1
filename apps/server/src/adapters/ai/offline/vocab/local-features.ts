import type { Section } from '../../schemas.js';

type SectionWords = Partial<Record<Section, readonly string[]>>;

/**
 * Vocabulary that belongs to one city, not to its country: an entry holds only for a place that
 * is that city (by its gazetteer name) or lies in it, within `radiusKm` of its centre (Porto is on
 * the Douro, not the Tagus). `words` hold across the whole city (its stone, its building types,
 * its customs); `landmarks` name a river, coast, hill or monument, true of the city as a whole
 * but not of every part of it, so they are used only when the place picked is the city itself.
 */
export interface LocalFeatures {
  city: string;
  lat: number;
  lng: number;
  radiusKm: number;
  words: SectionWords;
  landmarks: SectionWords;
}

function city(name: string, at: [number, number, number], words: SectionWords, landmarks: SectionWords = {}): LocalFeatures {
  return { city: name, lat: at[0], lng: at[1], radiusKm: at[2], words, landmarks };
}

export const localFeatures: readonly LocalFeatures[] = [
  city(
    'Lisbon',
    [38.7167, -9.1333, 12],
    { historical: ['Pombaline Buildings'], social: ['Tram Streets', 'Fado Taverns', 'Miradouro Evenings'], physical: ['Miradouro Light'] },
    { historical: ['Manueline Cloisters'], physical: ['Tagus Estuary', 'Hillside Stairways'] },
  ),
  city(
    'Porto',
    [41.1496, -8.611, 8],
    { historical: ['Granite Facades'], social: ['Tram Streets'] },
    {
      historical: ['Baroque Churches'],
      social: ['Riverside Terraces'],
      physical: ['Douro Riverbanks', 'Granite Stairways', 'Iron Bridges'],
    },
  ),
  city(
    'Paris',
    [48.8566, 2.3522, 8],
    { historical: ['Haussmann Facades', 'Zinc Roofs'], physical: ['Lutetian Limestone'] },
    { physical: ['Seine Quays'] },
  ),
  city('London', [51.5074, -0.1278, 20], { historical: ['Portland Stone'], physical: ['London Stock Brick'] }),
  city(
    'Rome',
    [41.9028, 12.4964, 15],
    { historical: ['Baroque Piazzas'], physical: ['Travertine Stone'] },
    { historical: ['Ancient Ruins'], physical: ['Tiber Banks'] },
  ),
  city(
    'Berlin',
    [52.52, 13.405, 20],
    { historical: ['Plattenbau Blocks'], social: ['Späti Corners'] },
    { historical: ['Berlin Wall'], physical: ['Spree Banks'] },
  ),
  city('Amsterdam', [52.3676, 4.9041, 8], { historical: ['Canal Houses'] }, { physical: ['Canal Ring', 'Houseboat Moorings'] }),
  city(
    'Barcelona',
    [41.3874, 2.1686, 10],
    { historical: ['Modernista Facades', 'Catalan Vaults'] },
    { social: ['Rambla Strolls'], physical: ['Mediterranean Seafront'] },
  ),
  city('Tokyo', [35.6895, 139.6917, 25], { social: ['Yokocho Alleys'] }),
  city('Kyoto', [35.0116, 135.7681, 10], {}, { historical: ['Temple Gardens'], physical: ['Kamo Riverbanks'] }),
  city(
    'Singapore',
    [1.29, 103.85, 20],
    { historical: ['Shophouse Facades', 'Five-Foot Ways'], social: ['Hawker Centres'] },
    { physical: ['Singapore River'] },
  ),
  city(
    'Hong Kong',
    [22.3193, 114.1694, 15],
    { historical: ['Tong Lau Tenements'], social: ['Dai Pai Dongs'] },
    { physical: ['Victoria Harbour'] },
  ),
  city('Shanghai', [31.2304, 121.4737, 20], { historical: ['Shikumen Lanes', 'Art Deco Facades'] }, { physical: ['Huangpu Riverfront'] }),
  city('Beijing', [39.9042, 116.4074, 20], { historical: ['Hutong Courtyards', 'Siheyuan Gates'] }),
  city(
    'Mumbai',
    [19.076, 72.8777, 20],
    { historical: ['Art Deco Facades'] },
    { historical: ['Gothic Revival Arcades'], physical: ['Arabian Sea Promenade'] },
  ),
  city('Dubai', [25.2048, 55.2708, 25], {}, { historical: ['Wind Towers'], social: ['Abra Crossings'], physical: ['Dubai Creek'] }),
  city('Cairo', [30.0444, 31.2357, 20], {}, { historical: ['Mamluk Domes'], physical: ['Nile Banks'] }),
  city(
    'Cape Town',
    [-33.9249, 18.4241, 20],
    { historical: ['Cape Dutch Gables'], physical: ['Fynbos Planting'] },
    { physical: ['Table Mountain'] },
  ),
  city(
    'Nairobi',
    [-1.2833, 36.8167, 15],
    { social: ['Maasai Market'], physical: ['Jacaranda Avenues'] },
    { historical: ['Railway Heritage'], physical: ['Savanna Edge'] },
  ),
  city('Mombasa', [-4.0435, 39.6682, 10], { historical: ['Swahili Doors'], physical: ['Coral Stone'] }, { historical: ['Fort Jesus'] }),
  city('Lagos', [6.5244, 3.3792, 25], { social: ['Danfo Streets'] }, { physical: ['Lagoon Edges'] }),
  city('Marrakesh', [31.6295, -7.9811, 10], { physical: ['Red Pisé Walls'] }, { historical: ['Medina Walls'], physical: ['Atlas Views'] }),
  city(
    'New York City',
    [40.7128, -74.006, 25],
    { historical: ['Brownstone Stoops'], social: ['Stoop Culture', 'Bodega Corners'], physical: ['Rooftop Water Towers'] },
    { historical: ['Cast-Iron Fronts'], physical: ['Waterfront Piers'] },
  ),
  city('Chicago', [41.8781, -87.6298, 20], { historical: ['Chicago School Frames'] }, { physical: ['Lakefront Edge', 'Chicago River'] }),
  city('Mexico City', [19.4326, -99.1332, 20], { historical: ['Tezontle Facades'], physical: ['Volcanic Stone'] }),
  city(
    'Buenos Aires',
    [-34.6037, -58.3816, 15],
    { historical: ['Conventillo Patios', 'Belle Époque Domes', 'Fileteado Lettering'], social: ['Milonga Halls', 'Café Notables'] },
    { physical: ['River Plate Waterfront'] },
  ),
  city(
    'Rio de Janeiro',
    [-22.9068, -43.1729, 20],
    {},
    { social: ['Beach Promenades'], physical: ['Guanabara Bay', 'Tijuca Forest', 'Granite Peaks'] },
  ),
  city('Lima', [-12.0464, -77.0428, 15], { historical: ['Wooden Balconies'] }, { physical: ['Pacific Cliffs'] }),
  city('Bogotá', [4.711, -74.0721, 15], { historical: ['Brick Modernism'] }, { physical: ['Eastern Hills'] }),
  city('Santiago', [-33.4489, -70.6693, 15], {}, { physical: ['Andes Backdrop', 'Mapocho Banks'] }),
  city(
    'Sydney',
    [-33.8688, 151.2093, 25],
    { historical: ['Sandstone Terraces'], physical: ['Sydney Sandstone'] },
    { social: ['Harbour Ferries'], physical: ['Sydney Harbour'] },
  ),
  city(
    'Melbourne',
    [-37.8136, 144.9631, 20],
    { historical: ['Bluestone Lanes', 'Arcade Laneways'], social: ['Laneway Coffee', 'Footy Weekends'], physical: ['Bluestone Paving'] },
    { physical: ['Yarra Banks'] },
  ),
  city('Auckland', [-36.8485, 174.7633, 20], {}, { physical: ['Volcanic Cones', 'Waitematā Harbour'] }),
];
