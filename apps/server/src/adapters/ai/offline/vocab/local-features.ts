import type { Section } from '../../schemas.js';

type SectionWords = Partial<Record<Section, readonly string[]>>;

/**
 * Vocabulary that names a specific river, coast, hill, stone or landmark belongs to the city it
 * is in, not to its country: an entry holds only for a place that is that city (by its gazetteer
 * name) or lies in it, within `radiusKm` of its centre. Every word is a documented feature of
 * the whole city (Porto is on the Douro, not the Tagus); no word names one district of it.
 */
export interface LocalFeatures {
  city: string;
  lat: number;
  lng: number;
  radiusKm: number;
  words: SectionWords;
}

export const localFeatures: readonly LocalFeatures[] = [
  {
    city: 'Lisbon',
    lat: 38.7167,
    lng: -9.1333,
    radiusKm: 12,
    words: {
      historical: ['Pombaline Buildings', 'Manueline Cloisters'],
      social: ['Tram Streets', 'Fado Taverns', 'Miradouro Evenings'],
      physical: ['Tagus Estuary', 'Miradouro Light', 'Hillside Stairways'],
    },
  },
  {
    city: 'Porto',
    lat: 41.1496,
    lng: -8.611,
    radiusKm: 8,
    words: {
      historical: ['Granite Facades', 'Baroque Churches'],
      social: ['Tram Streets', 'Riverside Terraces'],
      physical: ['Douro Riverbanks', 'Granite Stairways', 'Iron Bridges'],
    },
  },
  {
    city: 'Paris',
    lat: 48.8566,
    lng: 2.3522,
    radiusKm: 8,
    words: { historical: ['Haussmann Facades', 'Zinc Roofs'], physical: ['Seine Quays', 'Lutetian Limestone'] },
  },
  {
    city: 'London',
    lat: 51.5074,
    lng: -0.1278,
    radiusKm: 20,
    words: { historical: ['Portland Stone'], physical: ['London Stock Brick'] },
  },
  {
    city: 'Rome',
    lat: 41.9028,
    lng: 12.4964,
    radiusKm: 15,
    words: { historical: ['Ancient Ruins', 'Baroque Piazzas'], physical: ['Tiber Banks', 'Travertine Stone'] },
  },
  {
    city: 'Berlin',
    lat: 52.52,
    lng: 13.405,
    radiusKm: 20,
    words: { historical: ['Berlin Wall', 'Plattenbau Blocks'], social: ['Späti Corners'], physical: ['Spree Banks'] },
  },
  {
    city: 'Amsterdam',
    lat: 52.3676,
    lng: 4.9041,
    radiusKm: 8,
    words: { historical: ['Canal Houses'], physical: ['Canal Ring', 'Houseboat Moorings'] },
  },
  {
    city: 'Barcelona',
    lat: 41.3874,
    lng: 2.1686,
    radiusKm: 10,
    words: { historical: ['Modernista Facades', 'Catalan Vaults'], social: ['Rambla Strolls'], physical: ['Mediterranean Seafront'] },
  },
  {
    city: 'Tokyo',
    lat: 35.6895,
    lng: 139.6917,
    radiusKm: 25,
    words: { social: ['Yokocho Alleys'] },
  },
  {
    city: 'Kyoto',
    lat: 35.0116,
    lng: 135.7681,
    radiusKm: 10,
    words: { historical: ['Temple Gardens'], physical: ['Kamo Riverbanks'] },
  },
  {
    city: 'Singapore',
    lat: 1.29,
    lng: 103.85,
    radiusKm: 20,
    words: { historical: ['Shophouse Facades', 'Five-Foot Ways'], social: ['Hawker Centres'], physical: ['Singapore River'] },
  },
  {
    city: 'Hong Kong',
    lat: 22.3193,
    lng: 114.1694,
    radiusKm: 15,
    words: { historical: ['Tong Lau Tenements'], social: ['Dai Pai Dongs'], physical: ['Victoria Harbour'] },
  },
  {
    city: 'Shanghai',
    lat: 31.2304,
    lng: 121.4737,
    radiusKm: 20,
    words: { historical: ['Shikumen Lanes', 'Art Deco Facades'], physical: ['Huangpu Riverfront'] },
  },
  {
    city: 'Beijing',
    lat: 39.9042,
    lng: 116.4074,
    radiusKm: 20,
    words: { historical: ['Hutong Courtyards', 'Siheyuan Gates'] },
  },
  {
    city: 'Mumbai',
    lat: 19.076,
    lng: 72.8777,
    radiusKm: 20,
    words: { historical: ['Art Deco Facades', 'Gothic Revival Arcades'], physical: ['Arabian Sea Promenade'] },
  },
  {
    city: 'Dubai',
    lat: 25.2048,
    lng: 55.2708,
    radiusKm: 25,
    words: { historical: ['Wind Towers'], social: ['Abra Crossings'], physical: ['Dubai Creek'] },
  },
  {
    city: 'Cairo',
    lat: 30.0444,
    lng: 31.2357,
    radiusKm: 20,
    words: { historical: ['Mamluk Domes'], physical: ['Nile Banks'] },
  },
  {
    city: 'Cape Town',
    lat: -33.9249,
    lng: 18.4241,
    radiusKm: 20,
    words: { historical: ['Cape Dutch Gables'], physical: ['Table Mountain', 'Fynbos Planting'] },
  },
  {
    city: 'Nairobi',
    lat: -1.2833,
    lng: 36.8167,
    radiusKm: 15,
    words: { historical: ['Railway Heritage'], social: ['Maasai Market'], physical: ['Jacaranda Avenues', 'Savanna Edge'] },
  },
  {
    city: 'Mombasa',
    lat: -4.0435,
    lng: 39.6682,
    radiusKm: 10,
    words: { historical: ['Swahili Doors', 'Fort Jesus'], physical: ['Coral Stone'] },
  },
  {
    city: 'Lagos',
    lat: 6.5244,
    lng: 3.3792,
    radiusKm: 25,
    words: { social: ['Danfo Streets'], physical: ['Lagoon Edges'] },
  },
  {
    city: 'Marrakesh',
    lat: 31.6295,
    lng: -7.9811,
    radiusKm: 10,
    words: { historical: ['Medina Walls'], physical: ['Red Pisé Walls', 'Atlas Views'] },
  },
  {
    city: 'New York City',
    lat: 40.7128,
    lng: -74.006,
    radiusKm: 25,
    words: {
      historical: ['Brownstone Stoops', 'Cast-Iron Fronts'],
      social: ['Stoop Culture', 'Bodega Corners'],
      physical: ['Waterfront Piers', 'Rooftop Water Towers'],
    },
  },
  {
    city: 'Chicago',
    lat: 41.8781,
    lng: -87.6298,
    radiusKm: 20,
    words: { historical: ['Chicago School Frames'], physical: ['Lakefront Edge', 'Chicago River'] },
  },
  {
    city: 'Mexico City',
    lat: 19.4326,
    lng: -99.1332,
    radiusKm: 20,
    words: { historical: ['Tezontle Facades'], physical: ['Volcanic Stone'] },
  },
  {
    city: 'Buenos Aires',
    lat: -34.6037,
    lng: -58.3816,
    radiusKm: 15,
    words: {
      historical: ['Conventillo Patios', 'Belle Époque Domes', 'Fileteado Lettering'],
      social: ['Milonga Halls', 'Café Notables'],
      physical: ['River Plate Waterfront'],
    },
  },
  {
    city: 'Rio de Janeiro',
    lat: -22.9068,
    lng: -43.1729,
    radiusKm: 20,
    words: { social: ['Beach Promenades'], physical: ['Guanabara Bay', 'Tijuca Forest', 'Granite Peaks'] },
  },
  {
    city: 'Lima',
    lat: -12.0464,
    lng: -77.0428,
    radiusKm: 15,
    words: { historical: ['Wooden Balconies'], physical: ['Pacific Cliffs'] },
  },
  {
    city: 'Bogotá',
    lat: 4.711,
    lng: -74.0721,
    radiusKm: 15,
    words: { historical: ['Brick Modernism'], physical: ['Eastern Hills'] },
  },
  {
    city: 'Santiago',
    lat: -33.4489,
    lng: -70.6693,
    radiusKm: 15,
    words: { physical: ['Andes Backdrop', 'Mapocho Banks'] },
  },
  {
    city: 'Sydney',
    lat: -33.8688,
    lng: 151.2093,
    radiusKm: 25,
    words: { historical: ['Sandstone Terraces'], social: ['Harbour Ferries'], physical: ['Sydney Harbour', 'Sydney Sandstone'] },
  },
  {
    city: 'Melbourne',
    lat: -37.8136,
    lng: 144.9631,
    radiusKm: 20,
    words: {
      historical: ['Bluestone Lanes', 'Arcade Laneways'],
      social: ['Laneway Coffee', 'Footy Weekends'],
      physical: ['Bluestone Paving', 'Yarra Banks'],
    },
  },
  {
    city: 'Auckland',
    lat: -36.8485,
    lng: 174.7633,
    radiusKm: 20,
    words: { physical: ['Volcanic Cones', 'Waitematā Harbour'] },
  },
];
