import { DashboardPage } from '../../components/ui/dashboard-page';
import { useNewestPageView } from '../../lib/use-newest-page-view';
import { useSavedSearches } from './api/use-saved-searches';
import { SavedSearchesContent } from './components/saved-searches-content';

/** Saved searches (/dashboard/savedSearches): run, rename, delete, and e-mail alerts on or off; newest first, live, paged. */
export function SavedSearchesPage() {
  const view = useNewestPageView();
  const result = useSavedSearches(view);
  return (
    <DashboardPage title="Saved searches" description="We alert you when a new listing matches one of these searches.">
      <SavedSearchesContent result={result} view={view} />
    </DashboardPage>
  );
}
