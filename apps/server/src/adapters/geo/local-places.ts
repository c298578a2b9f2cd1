import type { FeatureKind, NearbyFeature } from './place-features.port.js';
import { distanceKm } from './spatial.js';
import { foldText } from './text-normalise.js';

/**
 * Named features of a few well-known neighbourhoods and villages, compiled by hand for Loci from
 * their maps (coordinates within about 300 m): what a designer working there would name first
 * (Arashiyama's bamboo grove, Togetsukyō bridge and Katsura river), so the offline text can
 * lead with the place's own features, not its city's. A configured geographic data provider
 * (Overpass) finds such features anywhere; this table is the offline floor. Add a place when a
 * well-known one is missing.
 */
interface LocalPlace {
  name: string;
  lat: number;
  lng: number;
  features: [name: string, kind: FeatureKind, lat: number, lng: number][];
}

const LOCAL_PLACES: LocalPlace[] = [
  {
    name: 'Arashiyama',
    lat: 35.0094,
    lng: 135.6668,
    features: [
      ['Togetsukyō Bridge', 'bridge', 35.0128, 135.6778],
      ['Katsura River', 'river', 35.012, 135.676],
      ['Bamboo Grove', 'nature', 35.017, 135.6713],
      ['Tenryū-ji Temple', 'worship', 35.0156, 135.6738],
    ],
  },
  {
    name: 'Gion',
    lat: 35.0037,
    lng: 135.7752,
    features: [
      ['Yasaka Shrine', 'worship', 35.0037, 135.7785],
      ['Hanamikoji Street', 'street', 35.0025, 135.775],
      ['Shirakawa Canal', 'water', 35.0063, 135.7744],
      ['Kennin-ji Temple', 'worship', 35.0008, 135.7735],
    ],
  },
  {
    name: 'Higashiyama',
    lat: 34.9961,
    lng: 135.7808,
    features: [
      ['Kiyomizu-dera Temple', 'worship', 34.9949, 135.785],
      ['Yasaka Pagoda', 'historic', 34.9985, 135.7791],
      ['Sannenzaka Slope', 'street', 34.9965, 135.7817],
    ],
  },
  {
    name: 'Pontocho',
    lat: 35.0052,
    lng: 135.7708,
    features: [
      ['Pontocho Alley', 'street', 35.0052, 135.7708],
      ['Kamo River', 'river', 35.005, 135.772],
    ],
  },
  {
    name: 'Asakusa',
    lat: 35.7148,
    lng: 139.7967,
    features: [
      ['Sensō-ji Temple', 'worship', 35.7148, 139.7967],
      ['Kaminarimon Gate', 'historic', 35.7111, 139.7964],
      ['Sumida River', 'river', 35.711, 139.801],
    ],
  },
  {
    name: 'Yanaka',
    lat: 35.7258,
    lng: 139.7669,
    features: [
      ['Yanaka Cemetery', 'historic', 35.724, 139.769],
      ['Yanaka Ginza', 'market', 35.7275, 139.7655],
    ],
  },
  {
    name: 'Dotonbori',
    lat: 34.6687,
    lng: 135.5013,
    features: [
      ['Dōtonbori Canal', 'water', 34.6687, 135.5013],
      ['Ebisu Bridge', 'bridge', 34.6688, 135.5011],
    ],
  },
  {
    name: 'Ribeira',
    lat: 41.1407,
    lng: -8.6132,
    features: [
      ['Cais da Ribeira', 'street', 41.1406, -8.613],
      ['Dom Luís I Bridge', 'bridge', 41.1399, -8.6094],
      ['Douro River', 'river', 41.14, -8.612],
    ],
  },
  {
    name: 'Alfama',
    lat: 38.7118,
    lng: -9.1303,
    features: [
      ['São Jorge Castle', 'historic', 38.7139, -9.1335],
      ['Lisbon Cathedral', 'worship', 38.7099, -9.1335],
      ['Miradouro de Santa Luzia', 'attraction', 38.7118, -9.1302],
    ],
  },
  {
    name: 'Belém',
    lat: 38.6975,
    lng: -9.2063,
    features: [
      ['Jerónimos Monastery', 'worship', 38.6979, -9.2068],
      ['Belém Tower', 'historic', 38.6916, -9.216],
      ['Tagus River', 'river', 38.695, -9.205],
    ],
  },
  {
    name: 'Montmartre',
    lat: 48.8867,
    lng: 2.3431,
    features: [
      ['Sacré-Cœur Basilica', 'worship', 48.8867, 2.3431],
      ['Place du Tertre', 'street', 48.8865, 2.3408],
    ],
  },
  { name: 'Le Marais', lat: 48.8575, lng: 2.3585, features: [['Place des Vosges', 'park', 48.8556, 2.3655]] },
  {
    name: 'Trastevere',
    lat: 41.8867,
    lng: 12.4692,
    features: [
      ['Santa Maria in Trastevere', 'worship', 41.8895, 12.47],
      ['Tiber River', 'river', 41.89, 12.474],
    ],
  },
  { name: 'Nyhavn', lat: 55.6798, lng: 12.5907, features: [['Nyhavn Canal', 'water', 55.6798, 12.5907]] },
  {
    name: 'Jordaan',
    lat: 52.3759,
    lng: 4.8817,
    features: [
      ['Prinsengracht Canal', 'water', 52.375, 4.884],
      ['Noordermarkt', 'market', 52.379, 4.886],
    ],
  },
  {
    name: 'Plaka',
    lat: 37.9722,
    lng: 23.7302,
    features: [
      ['Anafiotika', 'street', 37.9725, 23.729],
      ['Acropolis', 'historic', 37.9715, 23.7257],
    ],
  },
  {
    name: 'Hallstatt',
    lat: 47.5622,
    lng: 13.6493,
    features: [
      ['Hallstätter See', 'water', 47.56, 13.65],
      ['Hallstatt Salt Mine', 'historic', 47.5618, 13.6383],
    ],
  },
];

/** How near a point must be to a listed place's centre for its features to count. */
const PLACE_RADIUS_KM = 2;

/**
 * The listed features of the neighbourhood or village called `name` (or whose centre lies
 * within 2 km of the point), nearest to the point first.
 */
export function localPlaceFeatures(name: string, lat: number, lng: number): NearbyFeature[] {
  const folded = foldText(name);
  const places = LOCAL_PLACES.filter(
    (p) =>
      (foldText(p.name) === folded && distanceKm(lat, lng, p.lat, p.lng) <= 10) || distanceKm(lat, lng, p.lat, p.lng) <= PLACE_RADIUS_KM,
  );
  return places
    .flatMap((p) => p.features)
    .map(([featureName, kind, fLat, fLng]) => ({
      name: featureName,
      kind,
      lat: fLat,
      lng: fLng,
      distanceKm: Math.round(distanceKm(lat, lng, fLat, fLng) * 10) / 10,
      source: 'loci' as const,
    }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}
