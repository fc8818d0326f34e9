import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../../lib/use-hydrated';
import type { MapModeProps } from './map-mode';
import { MapSkeleton } from './map-skeleton';
import { MapUnavailable } from './map-unavailable';

// Leaflet and the map's code are a chunk of their own, downloaded only when the map is shown: the
// list's first paint and its JavaScript stay as they were (docs/performance.md budgets).
const MapMode = lazy(() =>
  import('./map-mode').catch((error: unknown) => {
    console.error('the map could not be loaded', error);
    return { default: MapUnavailable };
  }),
);

/**
 * All properties' map mode: its skeleton while the page is rendered on the server and hydrates (Leaflet
 * needs a browser), and while the map's chunk downloads; then the map.
 */
export function MapArea(props: MapModeProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <MapSkeleton />;
  return (
    <Suspense fallback={<MapSkeleton />}>
      <MapMode {...props} />
    </Suspense>
  );
}
