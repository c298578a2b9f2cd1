import { DEFAULT_MAP_CENTER } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { Map as MapIcon, MapPin } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FallbackBoundary } from '../../../components/ui/fallback-boundary';
import { Spinner } from '../../../components/ui/spinner';
import { configQuery } from '../../../lib/config-query';
import { reverseGeocode } from '../api/reverse-geocode';
import type { HexCell, LatLng } from '../utils/hex-grid';
import type { ProjectLocation } from '../utils/instruction-form';
import { locationTextFromReverse } from '../utils/location-text';
import styles from './location-selector.module.css';
import { MapLoadError } from './map-load-error';
import { PlaceAutocomplete } from './place-autocomplete';
import { SiteFacts } from './site-facts';

// Leaflet and its CSS are a chunk of their own; a failed load shows the spec's warning instead.
const HexMap = lazy(() =>
  import('./hex-map').then(
    (m) => ({ default: m.HexMap }),
    () => ({ default: MapLoadError }),
  ),
);

type LocationSelectorProps = {
  location: ProjectLocation;
  onChange: (location: ProjectLocation) => void;
};

// Spec §9: New York until a place is chosen (kept here so h3-js stays out of this chunk).
const DEFAULT_CENTER: LatLng = { lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng };

const pointOf = (location: ProjectLocation): LatLng | null =>
  location.lat !== null && location.lng !== null ? { lat: location.lat, lng: location.lng } : null;

/** The picked place as the map marks it: its point and the name in the field. */
const placeOf = (location: ProjectLocation) => {
  const point = pointOf(location);
  return point ? { ...point, label: location.text.trim() } : null;
};

/** Project Location: autocomplete, a map toggle and the hexagon map (spec §2 Location selector). */
export function LocationSelector({ location, onChange }: LocationSelectorProps) {
  const mapId = useId();
  const config = useQuery(configQuery());
  const [mapOpen, setMapOpen] = useState(false);
  const [gridCenter, setGridCenter] = useState<LatLng>(() => pointOf(location) ?? DEFAULT_CENTER);
  // The newest state, for the reverse lookup that answers after the user moved on.
  const latest = useRef(location);
  latest.current = location;
  // True while the text is empty or was named by a hexagon: only then may a hexagon rename it. A place
  // the user typed or picked ("Kyoto, Japan") stays; the area's own name is offered instead.
  const hexNamed = useRef(location.text.trim() === '');
  const [areaName, setAreaName] = useState<string | null>(null);
  const [pinning, setPinning] = useState(false);
  const site = location.site ?? null;

  const selectCell = async (cell: HexCell) => {
    const chosen = { lat: cell.center.lat, lng: cell.center.lng, h3: cell.h3, site: latest.current.site };
    onChange({ ...latest.current, ...chosen });
    setAreaName(null);
    try {
      const place = await reverseGeocode(cell.center);
      if (latest.current.h3 !== cell.h3) return;
      const name = locationTextFromReverse(place);
      if (hexNamed.current || !latest.current.text.trim()) {
        hexNamed.current = true;
        onChange({ ...chosen, text: name });
      } else if (name && name !== latest.current.text.trim()) {
        setAreaName(name);
      }
    } catch (error) {
      console.error('Reverse lookup failed', error);
      if (latest.current.h3 === cell.h3 && !latest.current.text.trim()) {
        onChange({ ...chosen, text: `${cell.center.lat.toFixed(5)}, ${cell.center.lng.toFixed(5)}` });
      }
    }
  };

  return (
    <div className={styles.selector}>
      <PlaceAutocomplete
        label="Project Location *"
        value={location.text}
        onTextChange={(text) => {
          hexNamed.current = text.trim() === '';
          setAreaName(null);
          onChange({ ...location, text });
        }}
        onPick={(place) => {
          hexNamed.current = false;
          setAreaName(null);
          // A new place leaves the old site behind: it was pinned in another place.
          onChange({ text: place.label, lat: place.lat, lng: place.lng, h3: null, ...(site ? { site: null } : {}) });
          setGridCenter({ lat: place.lat, lng: place.lng });
        }}
      />
      {areaName ? (
        <p className={styles.areaName}>
          {`The selected area is in ${areaName}. `}
          <Button
            variant="ghost"
            onClick={() => {
              hexNamed.current = true;
              setAreaName(null);
              onChange({ ...latest.current, text: areaName });
            }}
          >
            {`Use “${areaName}” as the location`}
          </Button>
        </p>
      ) : null}
      <div className={styles.toggleRow}>
        <Button variant="ghost" aria-expanded={mapOpen} aria-controls={mapId} onClick={() => setMapOpen((open) => !open)}>
          <MapIcon size={16} strokeWidth={1.5} aria-hidden="true" />
          {mapOpen ? 'Hide map' : 'Show map'}
        </Button>
        {mapOpen ? (
          <Button variant="ghost" aria-pressed={pinning} onClick={() => setPinning((on) => !on)}>
            <MapPin size={16} strokeWidth={1.5} aria-hidden="true" />
            {pinning ? 'Stop pinning' : site ? 'Move the site pin' : 'Pin the site'}
          </Button>
        ) : null}
        {mapOpen && site ? (
          <Button variant="ghost" onClick={() => onChange({ ...latest.current, site: null })}>
            Remove the site pin
          </Button>
        ) : null}
      </div>
      <div id={mapId} className={styles.mapArea} hidden={!mapOpen}>
        {mapOpen ? (
          <FallbackBoundary fallback={<MapLoadError />}>
            <Suspense fallback={<MapPlaceholder />}>
              {config.isPending ? (
                <MapPlaceholder />
              ) : (
                <HexMap
                  center={gridCenter}
                  selectedH3={location.h3}
                  onSelect={(cell) => void selectCell(cell)}
                  tileUrl={config.data?.mapTileUrl ?? ''}
                  attribution={config.data?.mapTileAttribution ?? ''}
                  place={placeOf(location)}
                  onPickPoint={(cell) => {
                    setGridCenter(cell.center);
                    void selectCell(cell);
                  }}
                  site={site}
                  pinning={pinning}
                  onPinSite={(point) => {
                    setPinning(false);
                    onChange({ ...latest.current, site: point });
                  }}
                />
              )}
            </Suspense>
          </FallbackBoundary>
        ) : null}
        {mapOpen && site ? <SiteFacts site={site} place={location.text} /> : null}
      </div>
    </div>
  );
}

function MapPlaceholder() {
  return (
    <div className={styles.placeholder}>
      <Spinner size={20} label="Loading map" />
    </div>
  );
}
