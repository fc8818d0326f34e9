import { lazy, Suspense, useId, useRef, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { skeleton } from 'styled-system/recipes/skeleton';
import type { Position } from '@homehaven/domain/geo';
import { isOwnListing } from '@homehaven/domain/listing-policy';
import { SCHOOLS_MESSAGES } from '@homehaven/domain/neighbourhood';
import { MapLoadBoundary } from '../../../../components/map/map-load-boundary';
import { MAP_LOAD_FAILED } from '../../../../components/map/map-load-failed';
import { LoadErrorAlert } from '../../../../components/ui/load-error-alert';
import { useAuth } from '../../../../lib/auth/use-auth';
import type { Listing } from '../../../../lib/firebase/documents';
import { useNearViewport } from '../../../../lib/use-near-viewport';
import { useNearbySchools } from '../../api/use-nearby-schools';
import { SchoolsList, SchoolsListSkeleton, SchoolsNote } from './schools-list';

// Leaflet is large: the map and its chunk load only when the section comes near the viewport.
const NeighbourhoodMap = lazy(() => import('./neighbourhood-map'));
/** The map's height at every width: its box is that tall before, while and after it loads (the classes below repeat it). */
const MAP_HEIGHT = '360px';

const SECTION = css({ mt: '12' });
const HEADING = cx(heading({ size: 'xl' }), css({ mb: '4' }));
const GRID = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: { base: '4', lg: '8' }, alignItems: 'start' });
const MAP_BOX = css({ rounded: 'lg', overflow: 'hidden', borderWidth: '1px' });
const MAP_SKELETON = cx(skeleton(), css({ h: '360px', rounded: 'lg' }));
const MAP_UNAVAILABLE = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', h: '360px', p: '4', bg: 'bg.muted', textAlign: 'center' });
const SMALL = css({ fontSize: 'sm' });

/** The map's place: a skeleton of its size until the section is near the viewport and Leaflet has loaded. */
function MapSkeleton() {
  return <div className={MAP_SKELETON} role="status" aria-label="Loading the map" />;
}

/** The map's place when its chunk could not load: the list beside it still shows the schools. */
function MapUnavailable() {
  return (
    <div className={MAP_UNAVAILABLE}>
      <p className={SMALL}>{MAP_LOAD_FAILED} Reload the page to try again.</p>
    </div>
  );
}

/** The map beside the list, at every stage. */
function Layout({ map, list }: { map: ReactNode; list: ReactNode }) {
  return (
    <div className={GRID}>
      <div className={MAP_BOX}>{map}</div>
      <div data-testid="nearby-schools">{list}</div>
    </div>
  );
}

/** The map and the schools of a listing that has a position (mounted once the section is near the viewport). */
function LocatedNeighbourhood({ listing, position }: { listing: Listing; position: Position }) {
  const schools = useNearbySchools(listing.id, position);
  let list;
  if (schools.status === 'loading') list = <SchoolsListSkeleton />;
  else if (schools.status === 'error') list = <LoadErrorAlert title={SCHOOLS_MESSAGES.loadFailed} onRetry={schools.retry} testId="schools-error" />;
  else if (schools.data.status === 'pending') list = <SchoolsNote>{SCHOOLS_MESSAGES.pending}</SchoolsNote>;
  else if (schools.data.status === 'unavailable') list = <SchoolsNote>{SCHOOLS_MESSAGES.unavailable}</SchoolsNote>;
  else if (schools.data.schools.length === 0) list = <SchoolsNote>{SCHOOLS_MESSAGES.none}</SchoolsNote>;
  else list = <SchoolsList schools={schools.data.schools} />;
  const marked = schools.status === 'success' && schools.data.status === 'ready' ? schools.data.schools : [];
  const map = (
    <MapLoadBoundary fallback={<MapUnavailable />}>
      <Suspense fallback={<MapSkeleton />}>
        <NeighbourhoodMap title={listing.title} position={position} schools={marked} height={MAP_HEIGHT} />
      </Suspense>
    </MapLoadBoundary>
  );
  return <Layout map={map} list={list} />;
}

/**
 * The listing on a small map with its nearby schools, as markers and as a list, nearest first
 * A listing without a position shows nothing to visitors (a heading over an apology
 * helps no buyer); its own agent sees that it has none, which is theirs to set. The schools are
 * read, and the map loaded, once the section nears the viewport (docs/performance.md "Details page").
 */
export function NeighbourhoodSection({ listing }: { listing: Listing }) {
  const { user } = useAuth();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);
  const { position } = listing;
  if (!position && !isOwnListing(listing, user?.uid)) return null;
  let body;
  if (!position) body = <SchoolsNote>{SCHOOLS_MESSAGES.noPosition}</SchoolsNote>;
  else if (near) body = <LocatedNeighbourhood listing={listing} position={position} />;
  else body = <Layout map={<MapSkeleton />} list={<SchoolsListSkeleton />} />;
  return (
    <section ref={sectionRef} aria-labelledby={headingId} className={SECTION} data-testid="neighbourhood">
      <h2 className={HEADING} id={headingId}>
        {SCHOOLS_MESSAGES.heading}
      </h2>
      {body}
    </section>
  );
}
