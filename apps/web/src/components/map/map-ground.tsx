import { CircleMarker, ScaleControl, TileLayer, Tooltip } from 'react-leaflet';
import styles from './map-ground.module.css';
import { OfflineBasemap } from './offline-basemap';
import { useTileStatus } from './use-tile-status';

const ACCENT = '#b5532e';

export type MapPlace = { lat: number; lng: number; label: string };

type MapGroundProps = {
  /** '' when no tiles are configured. */
  tileUrl: string;
  attribution: string;
  /** The picked place: always marked and named, so the map orients without tiles. */
  place: MapPlace | null;
  /** Said on the map when no tiles can be shown. */
  unavailableText: string;
};

/**
 * What every Loci map stands on: the raster tiles when they load, a metric scale, and the picked
 * place marked and named. Without tiles (offline, blocked, not configured) it draws its own ground
 * (countries and the gazetteer's places) and says so, calmly, on the map. Render inside a
 * react-leaflet `MapContainer` (position: relative).
 */
export function MapGround({ tileUrl, attribution, place, unavailableText }: MapGroundProps) {
  const tiles = useTileStatus(tileUrl);
  return (
    <>
      {tiles.status === 'unavailable' ? <OfflineBasemap named={place?.label} /> : null}
      {tileUrl ? <TileLayer url={tileUrl} attribution={attribution} eventHandlers={tiles.handlers} /> : null}
      <ScaleControl position="bottomleft" imperial={false} />
      {place ? (
        <CircleMarker
          center={[place.lat, place.lng]}
          radius={7}
          interactive={false}
          className="map-place-marker"
          pathOptions={{ color: ACCENT, weight: 2, fillColor: ACCENT, fillOpacity: 0.85 }}
        >
          {place.label ? (
            <Tooltip permanent direction="top" offset={[0, -8]} className={styles.placeLabel}>
              {place.label}
            </Tooltip>
          ) : null}
        </CircleMarker>
      ) : null}
      {tiles.status === 'unavailable' ? (
        <p className={styles.notice} role="status">
          {unavailableText}
        </p>
      ) : null}
    </>
  );
}
