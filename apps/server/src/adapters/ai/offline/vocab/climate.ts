import type { PlaceFacts } from '../../../geo/place-facts.js';

type Band = PlaceFacts['climateBand'];

/** Climate vocabulary: labels for physical (and some social) images and a description clause. */
export const climateVocab: Record<Band, { labels: readonly string[]; social: readonly string[]; clause: string }> = {
  tropical: {
    labels: ['Monsoon Shade', 'Louvred Verandas', 'Deep Eaves', 'Courtyard Breeze', 'Lush Canopy', 'Rain Gardens'],
    social: ['Shaded Verandas', 'Night Markets', 'Open-Air Kitchens'],
    clause: 'a tropical climate of heavy rain, high sun and constant warmth, where shade and cross-ventilation come first',
  },
  subtropical: {
    labels: ['Whitewashed Walls', 'Pergola Shade', 'Terracotta Roofs', 'Citrus Courtyards', 'Tiled Patios', 'Dry Stone'],
    social: ['Terrace Dining', 'Late Suppers', 'Shaded Squares'],
    clause: 'a subtropical climate of hot, bright summers and mild winters, where thick walls, patios and pergolas temper the sun',
  },
  temperate: {
    labels: ['Brick Textures', 'Bay Windows', 'Seasonal Gardens', 'Slate Roofs', 'Oak Timber', 'Soft Daylight'],
    social: ['Pub Corners', 'Park Gatherings', 'Winter Gardens'],
    clause: 'a temperate climate of four distinct seasons, where daylight, rain and changing foliage set the rhythm',
  },
  subpolar: {
    labels: ['Long Twilight', 'Timber Cladding', 'Snow Roofs', 'Birch Groves', 'Sauna Warmth', 'Low Sun'],
    social: ['Fireside Rooms', 'Winter Markets', 'Candlelit Cafés'],
    clause: 'a subpolar climate of short bright summers and long dark winters, where insulation, warmth and low sun matter most',
  },
  polar: {
    labels: ['Long Twilight', 'Timber Insulation', 'Ice Fields', 'Polar Night', 'Wind-Scoured Rock', 'Snow Drifts'],
    social: ['Shared Hearths', 'Midnight Sun Gatherings', 'Heated Commons'],
    clause: 'a polar climate of midnight sun and polar night, where shelter from wind and cold shapes everything',
  },
};
