/** What `GET /api/geo/reverse` answers. */
export type ReversePlace = {
  neighbourhood?: string | null;
  sublocality?: string | null;
  locality?: string | null;
  formattedAddress: string;
  lat: number;
  lng: number;
};

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** Spec §2: neighbourhood, else sub-locality, else locality, falling back to the formatted address. */
export function locationTextFromReverse(place: ReversePlace): string {
  if (filled(place.neighbourhood)) return place.neighbourhood.trim();
  if (filled(place.sublocality)) return place.sublocality.trim();
  if (filled(place.locality)) return place.locality.trim();
  return place.formattedAddress.trim();
}
