import { DEFAULT_MAP_CENTER } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { FallbackBoundary } from '../../../components/ui/fallback-boundary';
import { configQuery } from '../../../lib/config-query';
import type { CanvasData } from '../model/canvas-data';
import { displayValue } from '../model/modal-content';
import styles from './canvas-modal.module.css';

export const MAP_UNAVAILABLE = 'Map unavailable';

function MapUnavailable() {
  return <p className={styles.mapFallback}>{MAP_UNAVAILABLE}</p>;
}

// Leaflet loads only when this modal opens; if its chunk fails, the modal says so (spec §8).
const ProjectMap = lazy(() =>
  import('./project-map').then(
    (m) => ({ default: m.ProjectMap }),
    () => ({ default: MapUnavailable }),
  ),
);

/** Project Information: name, location ("-" when empty) and a small map of the place. */
export function ProjectModalBody({ data }: { data: CanvasData }) {
  const config = useQuery(configQuery());
  const center = data.coordinates ?? DEFAULT_MAP_CENTER;
  return (
    <>
      <dl className={styles.fields}>
        <div>
          <dt>Project Name</dt>
          <dd>{displayValue(data.projectName)}</dd>
        </div>
        <div>
          <dt>Project Location</dt>
          <dd>{displayValue(data.projectLocation)}</dd>
        </div>
      </dl>
      <section className={styles.mapFrame} aria-label="Map of the project location">
        {config.isPending ? null : (
          <FallbackBoundary fallback={<MapUnavailable />}>
            <Suspense fallback={null}>
              <ProjectMap
                center={center}
                label={data.coordinates ? data.projectLocation.trim() : null}
                tileUrl={config.data?.mapTileUrl ?? ''}
                attribution={config.data?.mapTileAttribution ?? ''}
              />
            </Suspense>
          </FallbackBoundary>
        )}
      </section>
    </>
  );
}
