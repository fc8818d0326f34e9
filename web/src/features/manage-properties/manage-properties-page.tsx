import { DashboardPage } from '../../components/ui/dashboard-page';
import { useNewestPageView } from '../../lib/use-newest-page-view';
import { useAdminListings } from './api/use-admin-listings';
import { useVerdict } from './api/use-verdict';
import { ListingFilterLinks } from './components/listing-filter';
import { ManagePropertiesContent } from './components/manage-properties-content';
import { useListingFilter } from './hooks/use-listing-filter';

/**
 * Manage properties (/dashboard/manageProperties, admin): every listing under a filter (pending first,
 * the queue; Legal checks, the documents waiting for a decision), live and paged; Verify or Reject a
 * pending one, applied at once and undone with a toast if the server refuses.
 */
export function ManagePropertiesPage() {
  const filter = useListingFilter();
  const view = useNewestPageView();
  const result = useAdminListings(filter, view);
  const verdict = useVerdict();

  return (
    <DashboardPage title="Manage properties" description="Verify or reject what agents submit. Only verified listings are public.">
      <ListingFilterLinks current={filter} />
      <ManagePropertiesContent filter={filter} result={result} view={view} verdict={verdict} />
    </DashboardPage>
  );
}
