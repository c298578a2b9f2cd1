import type { GeoMapPlace } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import type { FeatureCollection, MultiLineString } from 'geojson';
import { divIcon, type LatLngBounds } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { GeoJSON, Marker, Pane, useMap } from 'react-leaflet';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth 1:50m countries (world-atlas), shipped with the app and cached for a year like every asset.
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { apiFetch } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import styles from './map-ground.module.css';

type Ground = { land: FeatureCollection; borders: MultiLineString };
type CountriesTopology = Topology<{ countries: GeometryCollection }>;

const LAND = { fillColor: '#f7f6f2', fillOpacity: 1, stroke: false } as const;
const BORDERS = { color: '#b9b4a8', weight: 0.8, opacity: 1, fill: false } as const;
const PLACE_LIMIT = 24;

async function loadGround(): Promise<Ground> {
  const res = await fetch(countriesUrl);
  if (!res.ok) throw new Error(`The offline basemap answered HTTP ${res.status}`);
  const topo = (await res.json()) as CountriesTopology;
  return {
    land: feature(topo, topo.objects.countries) as FeatureCollection,
    borders: mesh(topo, topo.objects.countries, (a, b) => a !== b),
  };
}

/** The view as the places query asks for it: rounded, so a small pan reuses the answer. */
function viewKey(bounds: LatLngBounds): string {
  const r = (n: number) => Math.round(n * 100) / 100;
  const clampLat = (n: number) => Math.max(-90, Math.min(90, r(n)));
  const clampLng = (n: number) => Math.max(-180, Math.min(180, r(n)));
  const west = bounds.getWest() < -180 || bounds.getEast() > 180 ? -180 : clampLng(bounds.getWest());
  const east = bounds.getWest() < -180 || bounds.getEast() > 180 ? 180 : clampLng(bounds.getEast());
  return new URLSearchParams({
    south: String(clampLat(bounds.getSouth())),
    west: String(west),
    north: String(clampLat(bounds.getNorth())),
    east: String(east),
    limit: String(PLACE_LIMIT),
  }).toString();
}

function placeIcon(place: GeoMapPlace) {
  const label = document.createElement('span');
  label.className = place.kind === 'section' ? `${styles.mapPlace} ${styles.mapSection}` : styles.mapPlace;
  label.textContent = place.name;
  return divIcon({ html: label, className: styles.mapPlaceIcon, iconSize: [0, 0], iconAnchor: [0, 0] });
}

/** Rough box of a name on screen: 11 px Inter is about 6 px a character, plus the dot. */
const labelBox = (name: string, at: { x: number; y: number }) => ({
  left: at.x - 3,
  right: at.x + 10 + name.length * 6,
  top: at.y - 7,
  bottom: at.y + 7,
});

/** Keeps the names that do not overlap one kept before (the list is most important first). */
export function spacedOut<T extends { name: string }>(places: T[], toScreen: (p: T) => { x: number; y: number }): T[] {
  const kept: { left: number; right: number; top: number; bottom: number }[] = [];
  return places.filter((p) => {
    const box = labelBox(p.name, toScreen(p));
    if (kept.some((k) => box.left < k.right && box.right > k.left && box.top < k.bottom && box.bottom > k.top)) return false;
    kept.push(box);
    return true;
  });
}

/**
 * The map's own ground when no tiles can come (offline, blocked, not configured): the world's
 * countries and borders from Natural Earth, and the gazetteer's places named in the view, so a
 * place can be found and clicked anywhere without the internet.
 */
export function OfflineBasemap({ named }: { /** The picked place's label: the map already names it beside its marker. */ named?: string }) {
  const map = useMap();
  const [ground, setGround] = useState<Ground | null>(null);
  const [view, setView] = useState(() => viewKey(map.getBounds()));
  // Subscribed once: useMapEvents re-subscribes on every render, and a move made in that gap (the
  // grid recentred in the same commit as the place's new name) would be missed.
  useEffect(() => {
    const moved = () => setView(viewKey(map.getBounds()));
    map.on('moveend', moved);
    return () => {
      map.off('moveend', moved);
    };
  }, [map]);

  useEffect(() => {
    const container = map.getContainer();
    container.classList.add(styles.offlineGround);
    let live = true;
    loadGround().then(
      (g) => live && setGround(g),
      (error: unknown) => console.error('Offline basemap failed to load', error),
    );
    return () => {
      live = false;
      container.classList.remove(styles.offlineGround);
    };
  }, [map]);

  const places = useQuery({
    queryKey: queryKeys.mapPlaces(view),
    queryFn: ({ signal }) => apiFetch<{ places: GeoMapPlace[] }>(`/api/geo/places?${view}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const head = named?.split(',')[0]?.trim().toLowerCase();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is what moves the labels on screen.
  const icons = useMemo(() => {
    const shown = (places.data?.places ?? []).filter((p) => p.name.toLowerCase() !== head);
    return spacedOut(shown, (p) => map.latLngToContainerPoint([p.lat, p.lng])).map((p) => ({ place: p, icon: placeIcon(p) }));
  }, [places.data, head, map, view]);

  // The ground lies under the hexagons (overlay pane, 400), the names over them and under the marker (600).
  return (
    <>
      <Pane name="loci-ground" style={{ zIndex: 250 }}>
        {ground ? <GeoJSON data={ground.land} style={LAND} interactive={false} /> : null}
        {ground ? <GeoJSON data={ground.borders} style={BORDERS} interactive={false} /> : null}
      </Pane>
      <Pane name="loci-ground-names" style={{ zIndex: 450 }}>
        {icons.map(({ place, icon }) => (
          <Marker
            key={place.id}
            position={[place.lat, place.lng]}
            icon={icon}
            interactive={false}
            keyboard={false}
            pane="loci-ground-names"
          />
        ))}
      </Pane>
    </>
  );
}
