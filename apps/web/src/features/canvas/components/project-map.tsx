import 'leaflet/dist/leaflet.css';
import { MapContainer } from 'react-leaflet';
import { MapGround } from '../../../components/map/map-ground';
import type { Coordinates } from '../model/canvas-data';
import styles from './project-map.module.css';

/** Spec §9: the canvas map opens at zoom 13. */
export const CANVAS_MAP_ZOOM = 13;

type ProjectMapProps = {
  center: Coordinates;
  tileUrl: string;
  attribution: string;
  /** The project's location, named beside its marker; null when the project has no coordinates. */
  label: string | null;
};

export const CANVAS_TILES_UNAVAILABLE = "Map tiles unavailable — showing the project's place only.";

/** The small Leaflet map of the Project modal (its own lazy chunk, with Leaflet's CSS). */
export function ProjectMap({ center, tileUrl, attribution, label }: ProjectMapProps) {
  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={CANVAS_MAP_ZOOM}
      scrollWheelZoom={false}
      attributionControl={Boolean(tileUrl)}
      className={styles.map}
    >
      <MapGround
        tileUrl={tileUrl}
        attribution={attribution}
        place={label === null ? null : { ...center, label }}
        unavailableText={CANVAS_TILES_UNAVAILABLE}
      />
    </MapContainer>
  );
}
