import type { Geocoder } from './geocoder.port.js';
import { isLocalPlace, type PlaceFacts } from './place-facts.js';
import type { PlaceFeatures } from './place-features.port.js';

/**
 * A geocoder whose place facts also name what the configured geographic data provider knows
 * around a neighbourhood, village or site (its features first, then Loci's own table, one entry
 * per name). A provider that fails or is slow leaves the facts as the gazetteer gave them.
 */
export function withPlaceFeatures(geocoder: Geocoder, features: PlaceFeatures, log?: (error: unknown) => void): Geocoder {
  async function add(facts: PlaceFacts): Promise<PlaceFacts> {
    if (!isLocalPlace(facts) && !facts.site) return facts;
    const found = await features.near(facts.lat, facts.lng).catch((error: unknown) => {
      log?.(error);
      return [];
    });
    if (!found.length) return facts;
    const seen = new Set<string>();
    const nearby = [...found, ...(facts.nearby ?? [])].filter((f) => {
      const key = f.name.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return { ...facts, nearby };
  }
  return {
    search: (q, limit) => geocoder.search(q, limit),
    reverse: (lat, lng) => geocoder.reverse(lat, lng),
    mapPlaces: (box, limit) => geocoder.mapPlaces(box, limit),
    placeFacts: async (lat, lng, label) => add(await geocoder.placeFacts(lat, lng, label)),
    siteFacts: async (lat, lng, label) => add(await geocoder.siteFacts(lat, lng, label)),
  };
}
