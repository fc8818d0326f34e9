import { DashboardPage } from '../../components/ui/dashboard-page';
import { useAuth } from '../../lib/auth/use-auth';
import { useNewestPageView } from '../../lib/use-newest-page-view';
import { useMyReviews } from './api/use-my-reviews';
import { MyReviewsContent } from './components/my-reviews-content';

/** My reviews (/dashboard/myReviews): the reviews the buyer wrote, newest first, live, paged, with Delete. */
export function MyReviewsPage() {
  const { user } = useAuth();
  const view = useNewestPageView();
  const result = useMyReviews(view);

  return (
    <DashboardPage title="My reviews" description="The reviews you have written, newest first. Delete one you no longer stand by.">
      <MyReviewsContent result={result} view={view} viewerEmail={user?.email ?? null} />
    </DashboardPage>
  );
}
