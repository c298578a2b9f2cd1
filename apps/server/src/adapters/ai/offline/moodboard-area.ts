import type { ShotKind } from '../shot/shot.js';

/**
 * What an area's own tiles show. A fixed tile is the same picture in every moodboard of that area
 * (a washbasin counter has its basin); a `material` tile is drawn in the topic's material (the
 * counter top in hinoki, in granite); a `light` tile in the topic's light (a riverside lounge has
 * the river's light, an arcade bar its lanterns).
 */
export type AreaTile =
  | { label: string; kind: ShotKind; motif: string }
  | { label: string; bind: 'material' }
  | { label: string; bind: 'light' };

export interface AreaProfile {
  /** Which profile this is, for tests and docs. */
  name: string;
  /** An area whose words match reads as this profile; the first match wins (a washbasin bar is a washbasin). */
  match: RegExp;
  tiles: readonly AreaTile[];
}

const profiles: readonly AreaProfile[] = [
  {
    name: 'washbasin',
    match: /wash|basin|sink|bath|lavatory|washroom|vanity|powder|restroom|toilet|\bspa\b/,
    tiles: [
      { label: 'Washbasin', kind: 'interior', motif: 'basin' },
      { label: 'Taps', kind: 'detail', motif: 'taps' },
      { label: 'Counter Top', bind: 'material' },
    ],
  },
  {
    name: 'dining',
    match: /restaurant|dining|canteen|café|cafe|bistro|eatery|breakfast/,
    tiles: [
      { label: 'Dining Tables', kind: 'interior', motif: 'tables' },
      { label: 'Tableware', kind: 'detail', motif: 'tableware' },
      { label: 'Light', bind: 'light' },
    ],
  },
  {
    name: 'counter',
    match: /\bbar\b|counter|reception|cash|desk|kitchen|lobby|concierge|pantry/,
    tiles: [
      { label: 'Counter', kind: 'interior', motif: 'counter' },
      { label: 'Counter Front', bind: 'material' },
      { label: 'Light', bind: 'light' },
    ],
  },
  {
    name: 'entrance',
    match: /entrance|entry|storefront|shopfront|facade|façade|forecourt|porch|arrival/,
    tiles: [
      { label: 'Entrance', kind: 'threshold', motif: 'door' },
      { label: 'Facade', kind: 'street', motif: 'facades' },
      { label: 'Entrance Paving', bind: 'material' },
    ],
  },
  {
    name: 'retail',
    match: /shop|store|retail|display|fitting|showroom|boutique|gallery|library/,
    tiles: [
      { label: 'Display Shelves', kind: 'interior', motif: 'shelves' },
      { label: 'Display Plinth', bind: 'material' },
      { label: 'Light', bind: 'light' },
    ],
  },
  {
    name: 'sleeping',
    match: /bed|guest room|suite|sleep|dormitory/,
    tiles: [
      { label: 'Bed Linen', kind: 'textile', motif: 'weave' },
      { label: 'Headboard', bind: 'material' },
      { label: 'Light', bind: 'light' },
    ],
  },
  {
    name: 'work',
    match: /office|meeting|work|desk|board ?room|studio|co-?working/,
    tiles: [
      { label: 'Work Tables', kind: 'interior', motif: 'tables' },
      { label: 'Storage Wall', kind: 'interior', motif: 'shelves' },
      { label: 'Light', bind: 'light' },
    ],
  },
  {
    name: 'outdoor',
    match: /terrace|balcony|deck|roof|plaza|garden|courtyard|patio|pool|outdoor|yard|park/,
    tiles: [
      { label: 'Terrace Seating', kind: 'street', motif: 'square' },
      { label: 'Planters', kind: 'garden', motif: 'garden' },
      { label: 'Light', bind: 'light' },
    ],
  },
  {
    name: 'lounge',
    match: /lounge|living|sitting|waiting|breakout|salon|club|lobby|lounging/,
    tiles: [
      { label: 'Seating', kind: 'interior', motif: 'lounge' },
      { label: 'Light', bind: 'light' },
    ],
  },
];

/** A room named by no known word ("New Area", a typed name): a room of the area and its light. */
const anyRoom: AreaProfile = {
  name: 'room',
  match: /.^/,
  tiles: [
    { label: 'Room', kind: 'interior', motif: 'lounge' },
    { label: 'Light', bind: 'light' },
  ],
};

/** The profile of an area, read from its words: a listed area or a typed one ("Washbasin bar", "riverside deck"). */
export function areaProfile(area: string): AreaProfile {
  const text = area.toLowerCase();
  return profiles.find((p) => p.match.test(text)) ?? anyRoom;
}
