import { z } from 'zod';
import type { FeatureKind, NearbyFeature, PlaceFeatures } from './place-features.port.js';
import { distanceKm } from './spatial.js';

/** Options for the Overpass adapter (OpenStreetMap's query API, or a studio's own instance). */
export interface OverpassOptions {
  /** The interpreter's URL, e.g. https://overpass-api.de/api/interpreter. */
  url: string;
  userAgent: string;
  /** How far around the point features are looked for, in metres. */
  radiusM?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const elementSchema = z.object({
  type: z.string(),
  id: z.number(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  center: z.object({ lat: z.number(), lon: z.number() }).optional(),
  tags: z.record(z.string(), z.string()).default({}),
});
const responseSchema = z.object({ elements: z.array(elementSchema) });
type Element = z.infer<typeof elementSchema>;

/** The Overpass QL asking for named features of the kinds a board can name, around a point. */
export function overpassQuery(lat: number, lng: number, radiusM: number): string {
  const at = `(around:${radiusM},${lat.toFixed(6)},${lng.toFixed(6)})`;
  return [
    '[out:json][timeout:10];',
    '(',
    `  nwr${at}[name][historic];`,
    `  nwr${at}[name][amenity=place_of_worship];`,
    `  nwr${at}[name][tourism=attraction];`,
    `  nwr${at}[name][leisure~"^(park|garden)$"];`,
    `  nwr${at}[name][natural~"^(water|wood|peak|beach|cliff)$"];`,
    `  way${at}[name][waterway~"^(river|canal)$"];`,
    `  way${at}[name][bridge][highway];`,
    `  nwr${at}[name][amenity=marketplace];`,
    ');',
    'out tags center 80;',
  ].join('\n');
}

function kindOf(tags: Record<string, string>): FeatureKind | undefined {
  if (tags.waterway === 'river') return 'river';
  if (tags.waterway === 'canal' || tags.natural === 'water') return 'water';
  if (tags.bridge && tags.highway) return 'bridge';
  if (tags.amenity === 'place_of_worship') return 'worship';
  if (tags.historic) return 'historic';
  if (tags.leisure === 'garden') return 'garden';
  if (tags.leisure === 'park') return 'park';
  if (tags.amenity === 'marketplace') return 'market';
  if (tags.natural) return 'nature';
  if (tags.tourism === 'attraction') return 'attraction';
  return undefined;
}

/** The name a designer reading English would use: `name:en` when the map has it, else the local name. */
function nameOf(tags: Record<string, string>): string | undefined {
  return (tags['name:en'] ?? tags.name)?.replace(/\s+/g, ' ').trim().slice(0, 80) || undefined;
}

function toFeature(e: Element, lat: number, lng: number): NearbyFeature | undefined {
  const at = e.center ?? (e.lat !== undefined && e.lon !== undefined ? { lat: e.lat, lon: e.lon } : undefined);
  const kind = kindOf(e.tags);
  const name = nameOf(e.tags);
  if (!at || !kind || !name) return undefined;
  return {
    name,
    kind,
    lat: at.lat,
    lng: at.lon,
    distanceKm: Math.round(distanceKm(lat, lng, at.lat, at.lon) * 10) / 10,
    source: 'openstreetmap',
  };
}

/**
 * Named features around a site from an Overpass interpreter: rivers, canals, bridges, shrines,
 * monuments, parks, gardens, markets. One entry per name (a river is many ways), nearest first.
 */
export function createOverpassFeatures(options: OverpassOptions): PlaceFeatures {
  const doFetch = options.fetch ?? fetch;
  const radiusM = options.radiusM ?? 1200;
  return {
    async near(lat, lng) {
      const res = await doFetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': options.userAgent, accept: 'application/json' },
        body: new URLSearchParams({ data: overpassQuery(lat, lng, radiusM) }).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
      });
      if (!res.ok) throw new Error(`Overpass answered HTTP ${res.status}`);
      const body = responseSchema.parse(await res.json());
      const byName = new Map<string, NearbyFeature>();
      for (const e of body.elements) {
        const f = toFeature(e, lat, lng);
        if (!f) continue;
        const known = byName.get(f.name.toLowerCase());
        if (!known || f.distanceKm < known.distanceKm) byName.set(f.name.toLowerCase(), f);
      }
      return [...byName.values()].sort((a, b) => a.distanceKm - b.distanceKm).slice(0, 16);
    },
  };
}
