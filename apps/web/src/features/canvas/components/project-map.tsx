import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import type { Coordinates } from '../model/canvas-data';
import styles from './project-map.module.css';

/** Spec §9: the canvas map opens at zoom 13. */
export const CANVAS_MAP_ZOOM = 13;

type ProjectMapProps = { center: Coordinates; tileUrl: string; attribution: string };

/** The small Leaflet map of the Project modal (its own lazy chunk, with Leaflet's CSS). */
export function ProjectMap({ center, tileUrl, attribution }: ProjectMapProps) {
  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={CANVAS_MAP_ZOOM}
      scrollWheelZoom={false}
      attributionControl={Boolean(tileUrl)}
      className={styles.map}
    >
      {tileUrl ? <TileLayer url={tileUrl} attribution={attribution} /> : null}
      <CircleMarker center={[center.lat, center.lng]} radius={8} pathOptions={{ color: '#b5532e', weight: 2, fillOpacity: 0.35 }} />
    </MapContainer>
  );
}
