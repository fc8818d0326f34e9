import { Link as RouterLink, useLocation } from 'react-router';
import { css } from 'styled-system/css';
import { LISTING_FILTERS, type ListingFilter } from '@homehaven/domain/queries/admin';
import { LISTING_STATE_LABELS } from '@homehaven/domain/statuses';
import { buttonClass } from '../../../components/static/button-style';
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

const NAV = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', mb: '5' });
const PILL = css({ rounded: 'full' });
const CURRENT = buttonClass({ size: 'sm', variant: 'solid', palette: 'teal', className: PILL });
const OTHER = buttonClass({ size: 'sm', variant: 'outline', palette: 'teal', className: PILL });

/** The status filters as links (so a filter can be shared, reloaded and gone back to); the current one is marked. */
export function ListingFilterLinks({ current }: { current: ListingFilter }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Filter properties by status" className={NAV}>
      {LISTING_FILTERS.map((filter) => {
        const active = filter === current;
        return (
          <RouterLink key={filter} to={filterHref(pathname, filter)} className={active ? CURRENT : OTHER} aria-current={active ? 'page' : undefined}>
            {LABELS[filter]}
          </RouterLink>
        );
      })}
    </nav>
  );
}
