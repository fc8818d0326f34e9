import { FiMap, FiRefreshCw } from 'react-icons/fi';
import { buttonClass } from '../../../../components/static/button-style';
import { MAP_LOAD_FAILED } from '../../../../components/map/map-load-failed';
import { EmptyState } from '../../../../components/ui/empty-state';

const RETRY = buttonClass({ variant: 'outline', palette: 'teal' });

/**
 * The map could not load: its chunk unreachable (map-area.tsx catches the import rather than wrap the
 * eager MapArea in the shared MapLoadBoundary), or Leaflet failing (map-mode.tsx's MapLoadBoundary).
 * Browsers keep a failed import for the page's life: Try again reloads (the URL keeps the view).
 */
export function MapUnavailable() {
  return (
    <EmptyState
      icon={FiMap}
      title={MAP_LOAD_FAILED}
      text="Check your connection and try again."
      action={
        <button type="button" onClick={() => window.location.reload()} className={RETRY}>
          <FiRefreshCw aria-hidden /> Try again
        </button>
      }
    />
  );
}
