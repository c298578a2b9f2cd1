import { apiFetch } from '../../../lib/api-client';
import type { ReversePlace } from '../utils/location-text';

/** Looks up the place at a point (`GET /api/geo/reverse`). */
export function reverseGeocode(point: { lat: number; lng: number }): Promise<ReversePlace> {
  const params = new URLSearchParams({ lat: point.lat.toFixed(6), lng: point.lng.toFixed(6) });
  return apiFetch<ReversePlace>(`/api/geo/reverse?${params}`);
}
