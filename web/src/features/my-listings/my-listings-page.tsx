import { FiPlus } from 'react-icons/fi';
import { paths } from '../../config/paths';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { ButtonLink } from '../../components/static/links';
import { useNewestPageView } from '../../lib/use-newest-page-view';
import { useMyListings } from './api/use-my-listings';
import { MyListingsContent } from './components/my-listings-content';

/**
 * My Added Properties (/dashboard/myAddProperty): the agent's own listings in every status, newest
 * first, live (an admin's verdict shows at once), paged; Update, Pause or Resume, or Delete each.
 */
export function MyListingsPage() {
  const view = useNewestPageView();
  const result = useMyListings(view);

  return (
    <DashboardPage
      title="My added properties"
      description="Your listings in every status, newest first. Update or pause one, or delete it while no buyer has paid for it."
      actions={
        <ButtonLink to={paths.dashboard.addProperty.href()} palette="teal" size="sm">
          <FiPlus aria-hidden /> Add property
        </ButtonLink>
      }
    >
      <MyListingsContent result={result} view={view} />
    </DashboardPage>
  );
}
