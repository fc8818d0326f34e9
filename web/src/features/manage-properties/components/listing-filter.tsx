import { HStack } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { LISTING_FILTERS, type ListingFilter } from '@homehaven/domain/queries/admin';
import { LISTING_STATE_LABELS } from '@homehaven/domain/statuses';
import { ButtonLink } from '../../../components/ui/router-link';
import { filterHref } from '../hooks/use-listing-filter';

/** The status filters in the words the listings' badges use (domain/src/statuses.ts). */
const LABELS: Record<ListingFilter, string> = {
  pending: LISTING_STATE_LABELS.pending,
  legalCheck: 'Legal checks',
  verified: LISTING_STATE_LABELS.verified,
  rejected: LISTING_STATE_LABELS.rejected,
  withdrawn: LISTING_STATE_LABELS.withdrawn,
  all: 'All',
};

/** The status filters as links (so a filter can be shared, reloaded and gone back to); the current one is marked. */
export function ListingFilterLinks({ current }: { current: ListingFilter }) {
  const { pathname } = useLocation();
  return (
    <HStack as="nav" aria-label="Filter properties by status" gap="2" flexWrap="wrap" mb="5">
      {LISTING_FILTERS.map((filter) => {
        const active = filter === current;
        return (
          <ButtonLink key={filter} to={filterHref(pathname, filter)} size="sm" rounded="full" colorPalette="teal" variant={active ? 'solid' : 'outline'} aria-current={active ? 'page' : undefined}>
            {LABELS[filter]}
          </ButtonLink>
        );
      })}
    </HStack>
  );
}
