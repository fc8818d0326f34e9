import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { FILTER_MESSAGES, hasFilters, type ListingFilters } from '@homehaven/domain/listing-filters';
import { paths } from '../../config/paths';
import { TextLink } from '../../components/static/links';
import { PAGE_CONTAINER } from '../../components/static/page-container';
import { Pager } from '../../components/ui/pager';
import { forgetRenderedFirstPage, renderedPerRequest } from '../../lib/listings/rendered-first-page';
import { neighbourViews } from '../../lib/page-url';
import { useHydrated } from '../../lib/use-hydrated';
import { DEFAULT_MAP_AT, type MapAt } from './api/map-at';
import { listingsViewSearch, readListingsView } from './api/listings-url';
import { useListingCount } from './api/use-listing-count';
import { usePublicListings } from './api/use-public-listings';
import { ListingResults } from './components/listing-results';
import { MapArea } from './components/map/map-area';
import { SaveSearchButton } from './components/save-search-button';
import { SearchForm, type ListingsChoice } from './components/search-form';
import { ViewSwitch } from './components/view-switch';

const PAGE = cx(PAGE_CONTAINER['7xl'], css({ py: { base: '8', md: '12' } }));
const INTRO = css({ display: 'flex', flexDirection: 'column', gap: '2', mb: '6' });
const TITLE = heading({ size: { base: '2xl', md: '3xl' } });
const LEAD = css({ color: 'fg.muted' });
const SEARCH = css({ mb: '6' });
const RESULTS_BAR = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3', mb: '4', minH: '6' });
// Chakra's Heading (size xl: its line height) with a small, plain font, as the page always showed it.
const RESULTS_TITLE = cx(heading({ size: 'xl' }), css({ color: 'fg.muted', fontSize: 'sm', fontWeight: 'normal' }));
const COUNT = css({ fontSize: 'sm', color: 'fg.muted', minH: '5' });
const ACTIONS = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' });
const NO_FILTERS: ListingFilters = {};
const SMALL = css({ fontSize: 'sm' });

/** The query string of the prerendered page: none (the same HTML answers every query). */
const PRERENDERED_QUERY = new URLSearchParams();

/**
 * All properties (/properties): search by location, filter on facts and price, order by price, paged
 * with cursors, or shown on a map (`view=map`), all in the URL (docs/listings.md "Filters", "Map").
 * Its HTML is rendered per request for the URL's own view, first listings included (functions/src/pages;
 * the map's skeleton in map mode); should that fail, the prerendered frame of the plain first page
 * (skeleton cards) answers instead, and the URL's view applies once hydrated.
 */
export function PropertiesPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ownView = useHydrated() || renderedPerRequest();
  const view = readListingsView(ownView ? params : PRERENDERED_QUERY);
  const onMap = view.mode === 'map';
  const result = usePublicListings(ownView && !onMap ? view : null);
  useEffect(forgetRenderedFirstPage, []);
  const here = paths.properties.href();
  const filters = view.filters ?? NO_FILTERS;
  const firstPage = { search: view.search, order: view.order, filters };
  const page = result.status === 'success' ? result.data : null;
  const narrowed = view.search !== null || hasFilters(view.filters);
  const count = useListingCount(ownView && narrowed && !onMap ? firstPage : null, page);
  // The mode and the map's place stay through a new search, order, filters or page.
  const kept = { ...(view.mode ? { mode: view.mode } : {}), ...(view.at ? { at: view.at } : {}) };

  // Paging back may land on the first listings (some were removed meanwhile): show the real first page.
  if (result.status === 'success' && view.before && !result.data.previous) {
    return <Navigate to={`${here}${listingsViewSearch({ ...firstPage, ...kept })}`} replace />;
  }

  // Another search, order or filters: from the first page.
  // Navigating to the written address keeps `at`'s commas plain (search params would escape them).
  const choose = (next: ListingsChoice) => void navigate(here + listingsViewSearch({ ...next, ...kept }));
  // The map moved: its place replaces the URL's (Back leaves the page rather than replaying every pan).
  const moveMap = (at: MapAt) => void navigate(here + listingsViewSearch({ ...firstPage, ...kept, at }), { replace: true, preventScrollReset: true });
  const neighbours = page ? neighbourViews(view, page) : null;

  return (
    <div className={PAGE}>
      <div className={INTRO}>
        <h1 className={TITLE}>All properties</h1>
        <p className={LEAD}>Verified homes from trusted agents. Search a city or neighbourhood, and order by price.</p>
      </div>
      <div className={SEARCH}>
        <SearchForm search={view.search} order={view.order} filters={filters} onChange={choose} />
      </div>
      <div className={RESULTS_BAR} aria-live="polite">
        <div>
          <h2 className={RESULTS_TITLE}>
            {view.search ? <>Results for “{view.search}”</> : narrowed ? FILTER_MESSAGES.filteredTitle : 'Every verified listing'}
            {view.page > 1 ? ` · page ${view.page}` : ''}
          </h2>
          {/* Its line is kept while counting, so the count arrives without moving the results. */}
          {narrowed && !onMap ? <p className={COUNT}>{count.status === 'success' && count.count > 0 ? FILTER_MESSAGES.found(count.count) : ''}</p> : null}
        </div>
        <div className={ACTIONS}>
          {view.search ? (
            <>
              <TextLink to={here + listingsViewSearch({ order: view.order, filters, ...kept })} className={SMALL}>
                Clear search
              </TextLink>
              <SaveSearchButton location={view.search} order={view.order} filters={filters} />
            </>
          ) : null}
          <ViewSwitch view={view} />
        </div>
      </div>
      {onMap ? (
        <MapArea at={view.at ?? DEFAULT_MAP_AT} search={view.search} filters={view.filters} order={view.order} onMove={moveMap} />
      ) : result.status === 'success' ? (
        <ListingResults status="success" listings={result.data.items} filtered={hasFilters(view.filters)} />
      ) : result.status === 'error' ? (
        <ListingResults status="error" onRetry={result.retry} />
      ) : (
        <ListingResults status="loading" />
      )}
      {page && !onMap ? (
        <Pager
          page={view.page}
          previous={neighbours?.previous ? here + listingsViewSearch({ ...firstPage, ...kept, ...neighbours.previous }) : null}
          next={neighbours?.next ? here + listingsViewSearch({ ...firstPage, ...kept, ...neighbours.next }) : null}
        />
      ) : null}
    </div>
  );
}
