import 'leaflet/dist/leaflet.css';
import { DEFAULT_MAP_ZOOM } from '@loci/shared';
import { useEffect, useMemo } from 'react';
import { CircleMarker, MapContainer, Polygon, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { MapGround, type MapPlace } from '../../../components/map/map-ground';
import { buildHexGrid, cellAt, type HexCell, type LatLng } from '../utils/hex-grid';
import styles from './hex-map.module.css';

export type HexMapProps = {
  /** The grid's centre: 7 rings of H3 cells are drawn around it. */
  center: LatLng;
  selectedH3: string | null;
  onSelect: (cell: HexCell) => void;
  /** '' draws the hexagons on the paper background. */
  tileUrl: string;
  attribution: string;
  /** The picked place (autocomplete or hexagon), marked and named on the map. */
  place: MapPlace | null;
  /** A click outside the hexagons, with the hexagon there: the grid moves to it (anywhere on the map, offline too). */
  onPickPoint: (cell: HexCell) => void;
  /** The project's site, marked "Site"; null when none is pinned. */
  site: LatLng | null;
  /** While true, a click anywhere pins the site instead of choosing a hexagon. */
  pinning: boolean;
  onPinSite: (point: LatLng) => void;
};

export const TILES_UNAVAILABLE = 'Map tiles unavailable — the hexagons are drawn around the picked place.';
export const TILES_UNAVAILABLE_NO_PLACE =
  'Map tiles unavailable — offline map: type a place above, or click the map to centre the hexagons there.';

const INK = '#1b1b1a';
const ACCENT = '#b5532e';

/**
 * Keeps the map on the grid's centre when it moves (a place picked in the autocomplete, a click far
 * out on a zoomed-out map), at the hexagons' own zoom or closer, so the new grid can be read.
 */
function Recenter({ center }: { center: LatLng }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.lat, center.lng], Math.max(map.getZoom(), DEFAULT_MAP_ZOOM));
  }, [map, center.lat, center.lng]);
  return null;
}

export const HELPER_PICK = 'Click on a hexagon to select the target area for your project';
export const HELPER_SELECTED = 'Area selected - Click another hexagon to change selection';
export const HELPER_PINNING = 'Click the map where the site is to pin it';

/** Map clicks: pin the site while pinning, else move the grid to a point outside it. */
function MapClicks({
  cells,
  pinning,
  onPickPoint,
  onPinSite,
}: { cells: HexCell[]; pinning: boolean } & Pick<HexMapProps, 'onPickPoint' | 'onPinSite'>) {
  useMapEvents({
    click: (event) => {
      const point = { lat: event.latlng.lat, lng: event.latlng.wrap().lng };
      if (pinning) return onPinSite(point);
      // A click on a hexagon reaches the map too: the hexagon's own handler chose it.
      if (cells.some((c) => c.h3 === cellAt(point))) return;
      const [cell] = buildHexGrid(point, 0);
      if (cell) onPickPoint(cell);
    },
  });
  return null;
}

/** The Leaflet map with the H3 hexagon grid and its helper text (its own lazy chunk, with Leaflet's CSS). */
export function HexMap(props: HexMapProps) {
  return (
    <>
      <section className={styles.frame} aria-label="Hexagon map of the project area">
        <HexGridMap {...props} />
      </section>
      <p className={styles.helper} aria-live="polite">
        {props.pinning ? HELPER_PINNING : props.selectedH3 ? HELPER_SELECTED : HELPER_PICK}
      </p>
    </>
  );
}

function HexGridMap({ center, selectedH3, onSelect, tileUrl, attribution, place, site, pinning, onPickPoint, onPinSite }: HexMapProps) {
  // h3-js is large: it lives in this lazy chunk with Leaflet, not in the form's.
  const cells = useMemo(() => buildHexGrid(center), [center]);
  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={DEFAULT_MAP_ZOOM}
      scrollWheelZoom={false}
      attributionControl={Boolean(tileUrl)}
      className={pinning ? `${styles.map} ${styles.pinning}` : styles.map}
    >
      <Recenter center={center} />
      <MapClicks cells={cells} pinning={pinning} onPickPoint={onPickPoint} onPinSite={onPinSite} />
      {cells.map((cell) => {
        const selected = cell.h3 === selectedH3;
        return (
          // Leaflet sets a path's class only when it is created: the key makes a selection change re-create it.
          <Polygon
            key={`${cell.h3}${selected ? '-selected' : ''}`}
            positions={cell.boundary}
            className={selected ? 'hex-cell hex-cell-selected' : 'hex-cell'}
            pathOptions={{
              color: selected ? ACCENT : INK,
              weight: selected ? 2 : 0.75,
              opacity: selected ? 1 : 0.45,
              fillColor: selected ? ACCENT : INK,
              // A faint fill so the whole cell takes clicks, not only its outline.
              fillOpacity: selected ? 0.4 : 0.02,
            }}
            eventHandlers={{ click: () => (pinning ? undefined : onSelect(cell)) }}
          />
        );
      })}
      {/* After the hexagons, so the marker and its name sit on top of them. */}
      <MapGround
        tileUrl={tileUrl}
        attribution={attribution}
        place={place}
        unavailableText={place ? TILES_UNAVAILABLE : TILES_UNAVAILABLE_NO_PLACE}
      />
      {site ? (
        <CircleMarker
          center={[site.lat, site.lng]}
          radius={7}
          interactive={false}
          className="map-site-marker"
          pathOptions={{ color: '#ffffff', weight: 2, fillColor: INK, fillOpacity: 1 }}
        >
          <Tooltip permanent direction="right" offset={[9, 0]} className={styles.siteLabel}>
            Site
          </Tooltip>
        </CircleMarker>
      ) : null}
    </MapContainer>
  );
}
