import { DEFAULT_MAP_CENTER, HEX_RINGS } from '@loci/shared';
import { cellToBoundary, cellToLatLng, gridDisk, latLngToCell } from 'h3-js';

/**
 * Spec §9 wants cells of about 1000/7 ≈ 143 m. H3's average edge lengths are 531 m (res 8),
 * 201 m (res 9) and 76 m (res 10): res 9 is the closest (58 m off, res 10 is 67 m off).
 */
export const HEX_RESOLUTION = 9;

export type LatLng = { lat: number; lng: number };

/** One hexagon of the grid: its H3 index, centre and outline as [lat, lng] pairs. */
export type HexCell = { h3: string; center: LatLng; boundary: [number, number][] };

export const DEFAULT_CENTER: LatLng = { lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng };

/** The H3 cell holding a point at the grid's resolution. */
export function cellAt(point: LatLng): string {
  return latLngToCell(point.lat, point.lng, HEX_RESOLUTION);
}

/** The centre of an H3 cell. */
export function cellCenter(h3: string): LatLng {
  const [lat, lng] = cellToLatLng(h3);
  return { lat, lng };
}

/** The hexagon grid around a point: its cell plus `rings` rings (spec §9: 7), i.e. 1 + 3k(k+1) cells. */
export function buildHexGrid(center: LatLng, rings: number = HEX_RINGS): HexCell[] {
  return gridDisk(cellAt(center), rings).map((h3) => ({
    h3,
    center: cellCenter(h3),
    boundary: cellToBoundary(h3) as [number, number][],
  }));
}
