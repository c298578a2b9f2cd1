import { DEFAULT_MAP_CENTER } from '@loci/shared';
import type { BrandInput } from '../../adapters/ai/index.js';
import type { Geocoder } from '../../adapters/geo/geocoder.port.js';
import type { PlaceFacts } from '../../adapters/geo/index.js';
import { getUnplacedFacts } from '../../adapters/geo/index.js';
import type { ProjectRow } from '../projects/index.js';

const CACHE_LIMIT = 200;
const BRAND_BOOK_CHARS = 1500;

/**
 * What the text model knows about a project: its place (from its coordinates, else the first
 * geocoder match for its location text, else New York named with the typed text), brand name,
 * keywords, palette and brand-book text. A typed name no geocoder finds stays unplaced (no place facts).
 */
export function createBrandInputs(geocoder: Geocoder) {
  const cache = new Map<string, PlaceFacts>();

  async function locate(lat: number | null, lng: number | null, text: string): Promise<PlaceFacts> {
    if (lat !== null && lng !== null) return geocoder.placeFacts(lat, lng, text || undefined);
    const hit = text ? (await geocoder.search(text, 1).catch(() => []))[0] : undefined;
    if (hit) return geocoder.placeFacts(hit.lat, hit.lng, text);
    // A name no geocoder knows is not placed at the map's default centre: its text states no place facts.
    if (text) return getUnplacedFacts(text, DEFAULT_MAP_CENTER);
    return geocoder.placeFacts(DEFAULT_MAP_CENTER.lat, DEFAULT_MAP_CENTER.lng, 'New York');
  }

  async function placeOf(project: ProjectRow, location = ''): Promise<PlaceFacts> {
    const text = (project.location || location).trim();
    const key = `${project.location_lat}|${project.location_lng}|${project.site_lat}|${project.site_lng}|${text}`;
    const known = cache.get(key);
    if (known) return known;
    // A pinned site is where the project is: its sun, its distance from the place's centre.
    const facts =
      project.site_lat !== null && project.site_lng !== null
        ? await geocoder.siteFacts(project.site_lat, project.site_lng, text || undefined)
        : await locate(project.location_lat, project.location_lng, text);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, facts);
    return facts;
  }

  return {
    placeOf,
    /** For calls without a project (spec: project_id optional): the typed location only. */
    async forLocation(text: string): Promise<BrandInput> {
      return { place: await locate(null, null, text.trim()), brandName: '', keywords: [] };
    },
    /** The BrandInput every text task takes. */
    async forProject(project: ProjectRow, location?: string): Promise<BrandInput> {
      return {
        place: await placeOf(project, location),
        brandName: project.brand_name,
        keywords: project.keywords,
        brandBookText: project.brand_book_text?.slice(0, BRAND_BOOK_CHARS) || undefined,
        brandPalette: project.brand_palette,
      };
    },
  };
}

export type BrandInputs = ReturnType<typeof createBrandInputs>;
