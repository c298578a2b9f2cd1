/**
 * The Programmatic Area picker of the New moodboard popup: the spec's two areas first (New Area,
 * Lounge), then interior and exterior areas by sector, then "Other…" for an area typed in full.
 * The server reads any area by its words (a typed "washbasin bar" is a washbasin counter).
 */
export const AREA_SECTORS = ['Hospitality', 'Retail', 'Residential', 'Workplace'] as const;
export type AreaSector = (typeof AREA_SECTORS)[number];

export type AreaGroup = { sector: AreaSector; setting: 'Interior' | 'Exterior'; areas: readonly string[] };

export const PROGRAMMATIC_AREA_GROUPS: readonly AreaGroup[] = [
  {
    sector: 'Hospitality',
    setting: 'Interior',
    areas: ['Lobby', 'Reception', 'Restaurant', 'Bar', 'Café', 'Guest Room', 'Spa', 'Washbasin Bar'],
  },
  { sector: 'Hospitality', setting: 'Exterior', areas: ['Terrace', 'Hotel Entrance', 'Pool Deck', 'Riverside Deck'] },
  { sector: 'Retail', setting: 'Interior', areas: ['Shop Floor', 'Display Window', 'Fitting Room', 'Cash Desk', 'Washbasin Counter'] },
  { sector: 'Retail', setting: 'Exterior', areas: ['Storefront', 'Forecourt'] },
  { sector: 'Residential', setting: 'Interior', areas: ['Living Room', 'Kitchen', 'Dining Room', 'Bedroom', 'Bathroom'] },
  { sector: 'Residential', setting: 'Exterior', areas: ['Balcony', 'Courtyard Garden'] },
  { sector: 'Workplace', setting: 'Interior', areas: ['Workplace Reception', 'Open Office', 'Meeting Room', 'Breakout Lounge'] },
  { sector: 'Workplace', setting: 'Exterior', areas: ['Roof Terrace', 'Entrance Plaza'] },
];

/** The spec's own two areas, offered first. */
export const SPEC_PROGRAMMATIC_AREAS = ['New Area', 'Lounge'] as const;

/** The choice that opens a free-text field for an area not in the list. */
export const OTHER_PROGRAMMATIC_AREA = 'Other…';

/** Every listed area, spec's first, without "Other…". */
export const LISTED_PROGRAMMATIC_AREAS: readonly string[] = [
  ...SPEC_PROGRAMMATIC_AREAS,
  ...PROGRAMMATIC_AREA_GROUPS.flatMap((g) => g.areas),
];

/** Longest free-text area the server keeps (the form field's limit). */
export const PROGRAMMATIC_AREA_MAX = 60;
