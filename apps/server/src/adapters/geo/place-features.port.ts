import type { Section } from '@loci/shared';

/** What kind of thing a named feature near a site is (it decides which page may name it). */
export type FeatureKind =
  | 'river'
  | 'water'
  | 'bridge'
  | 'park'
  | 'garden'
  | 'worship'
  | 'historic'
  | 'attraction'
  | 'nature'
  | 'street'
  | 'market';

/** A named feature near a place or site: a river, a bridge, a shrine, a garden. */
export interface NearbyFeature {
  name: string;
  kind: FeatureKind;
  lat: number;
  lng: number;
  distanceKm: number;
  /** `openstreetmap`: the configured geographic data provider; `loci`: Loci's own table of neighbourhoods and villages. */
  source: 'openstreetmap' | 'loci';
}

/** Which page a feature belongs to: history (shrines, monuments), daily life (streets, parks), ground and light (rivers, water). */
export const FEATURE_SECTION: Record<FeatureKind, Section> = {
  worship: 'historical',
  historic: 'historical',
  attraction: 'social',
  street: 'social',
  market: 'social',
  park: 'social',
  garden: 'physical',
  river: 'physical',
  water: 'physical',
  bridge: 'physical',
  nature: 'physical',
};

/** Named features around a point, nearest first (a geographic data provider, when one is configured). */
export interface PlaceFeatures {
  near(lat: number, lng: number): Promise<NearbyFeature[]>;
}
