import { DashboardPage } from '../../components/ui/dashboard-page';
import { DeleteConfirmDialog } from '../../components/ui/delete-confirm-dialog';
import { useNewestPageView } from '../../lib/use-newest-page-view';
import { useWishlist } from './api/use-wishlist';
import { WishlistContent } from './components/wishlist-content';
import { useRemoveQuestion } from './hooks/use-remove-question';

/** My wishlist (/dashboard/wishlist): the listings the buyer saved, newest first, live, paged; offer or remove. */
export function WishlistPage() {
  const view = useNewestPageView();
  const result = useWishlist(view);
  const question = useRemoveQuestion();

  return (
    <DashboardPage title="My wishlist" description="The properties you saved, newest first. Make an offer on one, or remove it.">
      <WishlistContent result={result} view={view} busy={question.busy} onRemove={question.ask} />
      <DeleteConfirmDialog open={question.asking} busy={question.busy} onConfirm={question.confirm} onClose={question.cancel} />
    </DashboardPage>
  );
}
