import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../../lib/config-query';
import styles from './location-selector.module.css';

/** The warning when the map cannot load: the spec's words for Google, else the same naming our map service. */
export function mapLoadErrorMessage(geocoder: string | undefined): string {
  return geocoder === 'google'
    ? 'Error loading Google Maps. Please check your API key and try again.'
    : 'Error loading the map service. Please check your connection and try again.';
}

/** Shown in place of the map when its chunk fails to load; the location input above stays a plain text field. */
export function MapLoadError() {
  const config = useQuery(configQuery());
  return (
    <p className={styles.mapError} role="alert">
      {mapLoadErrorMessage(config.data?.geocoder)}
    </p>
  );
}
