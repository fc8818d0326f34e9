import { lazy, Suspense } from 'react';
import { FiMap, FiRefreshCw } from 'react-icons/fi';
import { buttonClass } from '../../../../components/static/button-style';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useHydrated } from '../../../../lib/use-hydrated';
import type { MapModeProps } from './map-mode';
import { MapSkeleton } from './map-skeleton';

const RETRY = buttonClass({ variant: 'outline', palette: 'teal' });
/** Here rather than in map-messages.ts, which loads with the map, not with the page. */
const MAP_FAILED = 'The map could not be loaded.';

/** The map's code could not be downloaded. Browsers keep a failed import for the page's life: Try again reloads (the URL keeps the view). */
function MapUnavailable() {
  return (
    <EmptyState
      icon={FiMap}
      title={MAP_FAILED}
      text="Check your connection and try again."
      action={
        <button type="button" onClick={() => window.location.reload()} className={RETRY}>
          <FiRefreshCw aria-hidden /> Try again
        </button>
      }
    />
  );
}

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
