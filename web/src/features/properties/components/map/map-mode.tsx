import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FiList, FiMap, FiSearch } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import type { MapView } from '@homehaven/domain/geo';
import type { ListingFilters } from '@homehaven/domain/listing-filters';
import type { ListingOrder } from '@homehaven/domain/queries/listings';
import { MapLoadBoundary } from '../../../../components/map/map-load-boundary';
import { buttonClass } from '../../../../components/static/button-style';
import { Skeleton } from '../../../../components/static/skeleton';
import type { MapAt } from '../../api/map-at';
import { useMapListings, type MapListingsState } from '../../api/use-map-listings';
import { ListingsMap, type ViewReport } from './listings-map';
import { MAP_BOX, MAP_COLUMN, MAP_STAGE, MAP_TOOLBAR } from './map-layout';
import { MAP_MESSAGES } from './map-messages';
import { MapResults } from './map-results';
import { MapUnavailable } from './map-unavailable';

// The alert (build-time CSS, components/ui/alert.tsx) loads only if the listings fail to load.
const LoadErrorAlert = lazy(async () => ({ default: (await import('../../../../components/ui/load-error-alert')).LoadErrorAlert }));

/** How long the map rests before its new view is searched: a pan of several moves searches once. */
const SEARCH_DELAY_MS = 300;

const STATUS = css({ fontSize: 'sm', color: 'fg.muted', display: 'flex', flexWrap: 'wrap', columnGap: '2' });
const COUNT = css({ color: 'fg', fontWeight: 'semibold' });
const SWITCH = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', cursor: 'pointer', accentColor: 'teal.600' });
const CHECKBOX = css({ w: '4', h: '4' });
const ERROR = css({ mb: '3' });
/** Over the map's panes and controls (Leaflet's go up to 1000 inside the isolated box). */
const OVER_MAP = 1001;
const LOADING = css({ position: 'absolute', inset: '0', zIndex: OVER_MAP, rounded: 'none' });
const SEARCH_HERE = buttonClass({ size: 'sm', palette: 'teal', className: css({ position: 'absolute', top: '3', left: '50%', transform: 'translateX(-50%)', zIndex: OVER_MAP, shadow: 'lg' }) });
/** On a phone, one of map and list at a time; from `lg` both, and no toggle. */
const MAP_UNDER_LIST = css({ visibility: { base: 'hidden', lg: 'visible' } });
const LIST_UNDER_MAP = css({ display: { base: 'none', lg: 'block' } });
const PANE_TOGGLE = buttonClass({
  size: 'sm',
  palette: 'teal',
  className: css({ position: 'absolute', bottom: '10', left: '50%', transform: 'translateX(-50%)', zIndex: '2', shadow: 'lg', display: { lg: 'none' } }),
});

export interface MapModeProps {
  /** Where the map opens. */
  readonly at: MapAt;
  readonly search: string | null;
  readonly filters: ListingFilters | undefined;
  readonly order: ListingOrder;
  /** The map moved: its place goes into the URL (replacing it, so Back leaves the page). */
  readonly onMove: (at: MapAt) => void;
}

const sameView = (a: MapView, b: MapView): boolean => a.south === b.south && a.west === b.west && a.north === b.north && a.east === b.east;

/** The line above the map: how many listings the searched area holds, or that it is being searched. */
function StatusLine({ state }: { state: MapListingsState }) {
  if (state.status === 'error') return null;
  if (state.status === 'loading' || state.updating) return <span>{MAP_MESSAGES.searching}</span>;
  const { listings, truncated } = state.results;
  return (
    <>
      <span className={COUNT}>{listings.length === 0 ? MAP_MESSAGES.empty : MAP_MESSAGES.found(listings.length)}</span>
      {truncated ? <span>{MAP_MESSAGES.truncated}</span> : null}
    </>
  );
}

/**
 * All properties as a map (docs/listings.md "Map"; loaded on demand, with Leaflet): the public
 * listings in view as price markers, clustered where they crowd, and the same listings as cards
 * beside it (a phone shows one or the other). Moving the map searches the new view after a short
 * rest, or, with "Search as I move the map" off, when "Search this area" is pressed; every move
 * keeps the map's place in the URL. The location search, filters and order of the list apply.
 */
export default function MapMode({ at, search, filters, order, onMove }: MapModeProps) {
  const [openedAt] = useState(at);
  const [searchAsMove, setSearchAsMove] = useState(true);
  const [searched, setSearched] = useState<MapView | null>(null);
  const [onScreen, setOnScreen] = useState<MapView | null>(null);
  const [listShown, setListShown] = useState(false);
  const state = useMapListings(searched === null ? null : { view: searched, search, ...(filters ? { filters } : {}) }, order);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  const onView: ViewReport = (view, nextAt, moved) => {
    setOnScreen(view);
    if (!moved) {
      setSearched(view);
    } else {
      onMove(nextAt);
      clearTimeout(pending.current);
      if (searchAsMove) pending.current = setTimeout(() => setSearched(view), SEARCH_DELAY_MS);
    }
  };
  const switchSearchAsMove = (on: boolean) => {
    clearTimeout(pending.current);
    setSearchAsMove(on);
    if (on && onScreen) setSearched(onScreen);
  };
  const movedAway = !searchAsMove && onScreen !== null && searched !== null && !sameView(onScreen, searched);
  const listings = state.status === 'success' ? state.results.listings : [];

  return (
    <div>
      <div className={MAP_TOOLBAR}>
        <p className={STATUS} aria-live="polite" data-testid="map-status">
          <StatusLine state={state} />
        </p>
        <label className={SWITCH}>
          <input type="checkbox" className={CHECKBOX} checked={searchAsMove} onChange={(event) => switchSearchAsMove(event.target.checked)} />
          {MAP_MESSAGES.searchAsMove}
        </label>
      </div>
      {state.status === 'error' ? (
        <div className={ERROR}>
          <Suspense fallback={<p>{MAP_MESSAGES.loadFailed}</p>}>
            <LoadErrorAlert title={MAP_MESSAGES.loadFailed} onRetry={state.retry} testId="map-error" />
          </Suspense>
        </div>
      ) : null}
      <div className={MAP_STAGE}>
        <div className={cx(MAP_BOX, listShown && MAP_UNDER_LIST)} aria-busy={state.status === 'loading' ? 'true' : undefined}>
          <MapLoadBoundary fallback={<MapUnavailable />}>
            <ListingsMap at={openedAt} listings={listings} onView={onView} />
          </MapLoadBoundary>
          {state.status === 'loading' ? <Skeleton className={LOADING} /> : null}
          {movedAway ? (
            <button type="button" className={SEARCH_HERE} onClick={() => setSearched(onScreen)}>
              <FiSearch aria-hidden /> {MAP_MESSAGES.searchHere}
            </button>
          ) : null}
        </div>
        <div className={cx(MAP_COLUMN, !listShown && LIST_UNDER_MAP)}>
          <MapResults state={state} />
        </div>
        <button type="button" className={PANE_TOGGLE} onClick={() => setListShown((shown) => !shown)}>
          {listShown ? <FiMap aria-hidden /> : <FiList aria-hidden />} {listShown ? MAP_MESSAGES.showMap : MAP_MESSAGES.showList}
        </button>
      </div>
    </div>
  );
}
