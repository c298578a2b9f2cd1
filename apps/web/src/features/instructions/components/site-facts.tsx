import type { GeoSite } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { LatLng } from '../utils/hex-grid';
import styles from './site-facts.module.css';

const SOURCE = { openstreetmap: 'OpenStreetMap', loci: "Loci's list of the area's landmarks" } as const;

function siteQuery(site: LatLng, place: string) {
  const lat = Math.round(site.lat * 1e5) / 1e5;
  const lng = Math.round(site.lng * 1e5) / 1e5;
  const params = new URLSearchParams({ lat: String(lat), lng: String(lng) });
  if (place) params.set('place', place.slice(0, 200));
  return {
    queryKey: queryKeys.site(lat, lng, place),
    queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<GeoSite>(`/api/geo/site?${params}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/** What Loci works out at the pinned site: where it is, its sun at the solstices, what is near it. */
export function SiteFacts({ site, place }: { site: LatLng; place: string }) {
  const facts = useQuery(siteQuery(site, place.trim()));
  const coords = `${site.lat.toFixed(5)}, ${site.lng.toFixed(5)}`;
  const data = facts.data;
  const sources = data ? [...new Set(data.nearby.map((f) => f.source))].map((s) => SOURCE[s]).join(' and ') : '';
  return (
    <section className={styles.facts} aria-label="Site">
      <p className={styles.title}>
        <span className={styles.kicker}>Site</span> {coords}
        {data?.centre ? ` · ${data.centre.distanceKm.toFixed(1)} km from the centre of ${data.centre.name}` : ''}
      </p>
      {facts.isError ? <p className={styles.line}>The site's figures could not be worked out. Try again in a moment.</p> : null}
      {data ? (
        <>
          <p className={styles.line}>
            {`Noon sun ${data.sun.juneNoonAltitude.toFixed(1)}° in June and ${data.sun.decemberNoonAltitude.toFixed(1)}° in December; `}
            {`${data.sun.juneDayHours.toFixed(1)} and ${data.sun.decemberDayHours.toFixed(1)} hours of daylight at the solstices.`}
          </p>
          {data.nearby.length ? (
            <p className={styles.line}>
              {`Near the site: ${data.nearby
                .slice(0, 5)
                .map((f) => `${f.name} (${f.distanceKm.toFixed(1)} km)`)
                .join(', ')}. From ${sources}.`}
            </p>
          ) : (
            <p className={styles.line}>
              Loci knows no named features near this site; its text will name the place's city and country instead.
            </p>
          )}
        </>
      ) : null}
    </section>
  );
}
