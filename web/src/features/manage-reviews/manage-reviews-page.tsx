import { DashboardPage } from '../../components/ui/dashboard-page';
import { useNewestPageView } from '../../lib/use-newest-page-view';
import { useAllReviews } from './api/use-all-reviews';
import { ManageReviewsContent } from './components/manage-reviews-content';

/** Manage reviews (/dashboard/manageReviews, admin): every review, newest first, live, paged, each with Delete. */
export function ManageReviewsPage() {
  const view = useNewestPageView();
  const result = useAllReviews(view);

  return (
    <DashboardPage title="Manage reviews" description="Every review on every property, newest first. Delete one that breaks the rules.">
      <ManageReviewsContent result={result} view={view} />
    </DashboardPage>
  );
}
