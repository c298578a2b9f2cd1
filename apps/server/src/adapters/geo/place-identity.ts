import type { City } from './gazetteer.js';
import type { PlaceFacts } from './place-facts.js';
import type { CityDistance } from './spatial.js';
import { contains, LOCAL_RADIUS_KM, type Surroundings } from './surroundings.js';
import { foldText } from './text-normalise.js';

/** Which place a name stands for, and what the gazetteer backs about it. */
export interface PlaceIdentity {
  name: string;
  kind: PlaceFacts['kind'];
  population?: number;
  locality?: PlaceFacts['locality'];
  /** The gazetteer place whose country and region the place takes. */
  anchor?: City;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

function localityRef(c: CityDistance): NonNullable<PlaceFacts['locality']> {
  return {
    name: c.city.name,
    population: c.city.population || undefined,
    distanceKm: round1(c.distanceKm),
    contains: contains(c),
  };
}

/** The city or town a point belongs to: the containing locality, else the nearest real town. */
function localityOf(s: Surroundings): CityDistance | undefined {
  if (s.locality) return s.around.find((c) => c.city === s.locality);
  const town = s.around.find((c) => c.city.featureCode !== 'PPLX');
  if (town) return town;
  return s.nearest && s.nearest.city.featureCode !== 'PPLX' ? s.nearest : undefined;
}

/**
 * The place's own name from a label: its first comma part, without a leading "Near " and
 * without a trailing region or country ("Sydney Australia" → "Sydney").
 */
export function labelHead(label: string, tails: readonly (string | undefined)[]): string {
  let head = (label.split(',').find((p) => p.trim()) ?? label).trim().replace(/^near\s+/i, '');
  for (const tail of tails) {
    if (!tail) continue;
    const re = new RegExp(`\\s+${tail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
    if (re.test(head) && head.replace(re, '').trim()) head = head.replace(re, '').trim();
  }
  return head;
}

/** What a gazetteer place is, relative to the locality around the point. */
function identityOf(match: CityDistance, s: Surroundings): PlaceIdentity {
  const city = match.city;
  const loc = localityOf(s);
  const own = city.population || undefined;
  if (loc && loc.city !== city && city.featureCode === 'PPLX')
    return { name: city.name, kind: 'neighbourhood', population: own, locality: localityRef(loc), anchor: loc.city };
  if (loc && loc.city !== city && s.locality === loc.city && contains(match))
    return { name: city.name, kind: 'district', population: own, locality: localityRef(loc), anchor: loc.city };
  return { name: city.name, kind: 'city', population: own, anchor: city };
}

/**
 * Resolves what the user's place is: the gazetteer place its label names (near the point), else
 * the label as a site inside or near the locality; without a label, the most specific gazetteer
 * name for the point (neighbourhood, sublocality, locality).
 */
export function identifyPlace(s: Surroundings, label: string | undefined, fallbackName: string): PlaceIdentity {
  const loc = localityOf(s);
  const text = label?.trim();
  if (text) {
    const anchor = loc?.city;
    const head = labelHead(text, [anchor?.region, anchor?.country]);
    const folded = foldText(head);
    const match = s.around.find((c) => foldText(c.city.name) === folded);
    if (match) return identityOf(match, s);
    return { name: head || text, kind: 'site', locality: loc ? localityRef(loc) : undefined, anchor: nearAnchor(loc) };
  }
  const named = s.neighbourhood ?? s.sublocality ?? s.locality;
  const match = named && s.around.find((c) => c.city === named);
  if (match) return identityOf(match, s);
  return { name: fallbackName, kind: 'site', locality: loc ? localityRef(loc) : undefined, anchor: nearAnchor(loc) };
}

/** A far-away town lends its name as a reference, never its country. */
function nearAnchor(loc: CityDistance | undefined): City | undefined {
  return loc && loc.distanceKm <= LOCAL_RADIUS_KM ? loc.city : undefined;
}
