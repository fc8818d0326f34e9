import { FiHome } from 'react-icons/fi';
import type { ListingFilter } from '@homehaven/domain/queries/admin';
import { MESSAGES } from '@homehaven/domain/messages';
import { VERDICT_MESSAGES } from '@homehaven/domain/admin-messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import type { PageView } from '../../../lib/page-url';
import type { useAdminListings } from '../api/use-admin-listings';
import type { useVerdict } from '../api/use-verdict';
import { useOpenPanels } from '../hooks/use-open-panels';
import { useWideScreen } from '../hooks/use-wide-screen';
import { AdminListingCards } from './admin-listing-cards';
import { AdminListingTable } from './admin-listing-table';
import { AdminListingsSkeleton } from './admin-listings-skeleton';

/** What an empty filter means. */
const EMPTY_TEXT: Record<ListingFilter, string> = {
  pending: 'Nothing is waiting for verification. New listings from agents appear here.',
  legalCheck: 'No legal checks are waiting. Listings whose agent attaches ownership documents appear here until an admin decides.',
  verified: 'No listing is verified yet.',
  rejected: 'No listing has been rejected.',
  withdrawn: 'No listing is withdrawn. Listings of an agent marked fraud show here.',
  all: 'No agent has listed a property yet.',
};

interface ManagePropertiesContentProps {
  filter: ListingFilter;
  result: ReturnType<typeof useAdminListings>;
  view: PageView;
  verdict: ReturnType<typeof useVerdict>;
}

/** The page's body in each state: placeholders, a retry, the empty filter, or the listings as a table (wide) or cards (phone). */
export function ManagePropertiesContent({ filter, result, view, verdict }: ManagePropertiesContentProps) {
  // One layout in the page at a time (not two hidden by CSS), so each listing is announced once.
  const wide = useWideScreen();
  const List = wide ? AdminListingTable : AdminListingCards;
  const panels = useOpenPanels();
  return (
    <PagedList
      result={result}
      view={view}
      loading={<AdminListingsSkeleton wide={wide} />}
      error={{ icon: FiHome, title: VERDICT_MESSAGES.loadFailed }}
      empty={<EmptyState icon={FiHome} title={MESSAGES.property.noneFound} text={EMPTY_TEXT[filter]} />}
    >
      {(listings) => <List listings={listings} deciding={verdict.deciding} coolingDown={verdict.coolingDown} onDecide={verdict.decide} panels={panels} />}
    </PagedList>
  );
}
