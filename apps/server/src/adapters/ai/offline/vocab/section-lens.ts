import type { Section } from '../../schemas.js';

/** How one section looks at a place: its vocabulary for labels, prompts and descriptions. */
export interface SectionLens {
  title: string;
  /** Generic labels (1–3 words) that fit any place. */
  labels: readonly string[];
  /** Scene phrases completing an image prompt: "{label} in {place}, {scene}". */
  scenes: readonly string[];
  /** Nouns for the description's lens sentence. */
  themes: readonly string[];
}

export const sectionLenses: Record<Section, SectionLens> = {
  historical: {
    title: 'Historical',
    labels: [
      'Heritage Facades',
      'Old Archives',
      'Craft Workshops',
      'Patina Walls',
      'Public Squares',
      'Carved Doorways',
      'Restored Interiors',
      'Civic Landmarks',
      'Ancestral Crafts',
      'Stone Thresholds',
      'Period Ironwork',
      'Faded Signage',
    ],
    scenes: [
      'layered eras of restoration visible in worn stone and repainted timber',
      'archival light falling on hand-made craft details',
      'weathered patina and heritage ornament framed as a design precedent',
      'a landmark seen through generations of repair and reuse',
      'traditional joinery and masonry studied as a material archive',
    ],
    themes: ['eras', 'landmarks', 'crafts', 'archives', 'patina', 'heritage trades'],
  },
  social: {
    title: 'Social',
    labels: [
      'Market Stalls',
      'Street Dining',
      'Neighbourhood Rituals',
      'Shared Tables',
      'Festival Streets',
      'Corner Cafés',
      'Evening Promenade',
      'Community Courtyards',
      'Local Makers',
      'Gathering Steps',
      'Street Music',
      'Family Kitchens',
    ],
    scenes: [
      'people gathering, sharing food and lingering in generous shared space',
      'the everyday rituals of a market morning and its stalls',
      'street life spilling from doorways onto pavements and steps',
      'a lively room arranged around conversation and a long table',
      'neighbours meeting in a sheltered in-between space at dusk',
    ],
    themes: ['rituals', 'markets', 'food', 'gathering places', 'street life', 'neighbourhood routines'],
  },
  physical: {
    title: 'Physical',
    labels: [
      'Local Stone',
      'Raking Light',
      'Native Planting',
      'Facade Shadows',
      'Street Trees',
      'Shade Canopies',
      'Timber Grain',
      'Clay Surfaces',
      'Courtyard Gardens',
      'Rooftop Horizon',
      'Ground Textures',
      'Window Light',
    ],
    scenes: [
      'the sun written into materials, shade, light and planting',
      'the texture of local stone, clay and timber under changing light',
      'the lie of the land and its planting shaping how buildings sit on it',
      'sunlight angles and shadows studied across walls and floors',
      'weather-worn surfaces and the natural palette of the ground',
    ],
    themes: ['light', 'materials', 'ground', 'planting', 'shade'],
  },
};
