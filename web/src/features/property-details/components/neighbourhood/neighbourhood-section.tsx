import { lazy, Suspense, useId, useRef } from 'react';
import { Box, Center, Grid, Heading, Skeleton, Text } from '@chakra-ui/react';
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
/** The map's height at every width: its box is that tall before, while and after it loads. */
const MAP_HEIGHT = '360px';

/** The map's place: a skeleton of its size until the section is near the viewport and Leaflet has loaded. */
function MapSkeleton() {
  return <Skeleton h={MAP_HEIGHT} rounded="lg" role="status" aria-label="Loading the map" />;
}

/** The map's place when its chunk could not load: the list beside it still shows the schools. */
function MapUnavailable() {
  return (
    <Center h={MAP_HEIGHT} p="4" bg="bg.muted" textAlign="center">
      <Text fontSize="sm">{MAP_LOAD_FAILED} Reload the page to try again.</Text>
    </Center>
  );
}

/** The map and the schools of a listing that has a position. */
function LocatedNeighbourhood({ listing, position }: { listing: Listing; position: Position }) {
  const schools = useNearbySchools(listing.id, position);
  const mapBox = useRef<HTMLDivElement>(null);
  const near = useNearViewport(mapBox);
  let list;
  if (schools.status === 'loading') list = <SchoolsListSkeleton />;
  else if (schools.status === 'error') list = <LoadErrorAlert title={SCHOOLS_MESSAGES.loadFailed} onRetry={schools.retry} testId="schools-error" />;
  else if (schools.data.status === 'pending') list = <SchoolsNote>{SCHOOLS_MESSAGES.pending}</SchoolsNote>;
  else if (schools.data.status === 'unavailable') list = <SchoolsNote>{SCHOOLS_MESSAGES.unavailable}</SchoolsNote>;
  else if (schools.data.schools.length === 0) list = <SchoolsNote>{SCHOOLS_MESSAGES.none}</SchoolsNote>;
  else list = <SchoolsList schools={schools.data.schools} />;
  const marked = schools.status === 'success' && schools.data.status === 'ready' ? schools.data.schools : [];
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: 4, lg: 8 }} alignItems="start">
      <Box ref={mapBox} rounded="lg" overflow="hidden" borderWidth="1px">
        {near ? (
          <MapLoadBoundary fallback={<MapUnavailable />}>
            <Suspense fallback={<MapSkeleton />}>
              <NeighbourhoodMap title={listing.title} position={position} schools={marked} height={MAP_HEIGHT} />
            </Suspense>
          </MapLoadBoundary>
        ) : (
          <MapSkeleton />
        )}
      </Box>
      <Box data-testid="nearby-schools">{list}</Box>
    </Grid>
  );
}

/**
 * The listing on a small map with its nearby schools, as markers and as a list, nearest first
 * A listing without a position shows nothing to visitors (a heading over an apology
 * helps no buyer); its own agent sees that it has none, which is theirs to set.
 */
export function NeighbourhoodSection({ listing }: { listing: Listing }) {
  const { user } = useAuth();
  const headingId = useId();
  const { position } = listing;
  if (!position && !isOwnListing(listing, user?.uid)) return null;
  return (
    <Box as="section" aria-labelledby={headingId} mt="12" data-testid="neighbourhood">
      <Heading as="h2" size="xl" id={headingId} mb="4">
        {SCHOOLS_MESSAGES.heading}
      </Heading>
      {position ? <LocatedNeighbourhood listing={listing} position={position} /> : <SchoolsNote>{SCHOOLS_MESSAGES.noPosition}</SchoolsNote>}
    </Box>
  );
}
